import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import type { MachineCaller } from '../../http/api-key-guard.js';
import type { RequestOrigin } from '../../http/workspace-guard.js';
import { boundedCache } from '../../infra/bounded-cache.js';
import type { Clock } from '../../infra/clock.js';
import { recordAudit } from '../audit/audit.js';
import type { ApiKeysRepo, VerificationRow } from './api-keys.repo.js';
import { isWellFormedSecret, type SecretHasher } from './api-keys.secrets.js';
import { allowedByList } from './ip-allow-list.js';

export type VerifyFailure =
  | 'MALFORMED'
  | 'UNKNOWN'
  | 'EXPIRED'
  | 'DISABLED'
  | 'WORKSPACE_SUSPENDED'
  | 'CREATOR_GONE'
  | 'IP_NOT_ALLOWED'
  | 'SCOPE_MISSING';

export type Judgement = { valid: true; scopes: string[] } | { valid: false; reason: VerifyFailure };

/**
 * What a found key is worth from `clientIp` at `nowMs`: an unexpired secret,
 * an ACTIVE key in an ACTIVE workspace whose creator is still a member, an
 * allowed address. The scopes granted are the key's scopes its creator still
 * holds: a key never outranks its creator, also after a demotion.
 */
export function judgeKey(row: VerificationRow, clientIp: string, nowMs: number): Judgement {
  const fail = (reason: VerifyFailure): Judgement => ({ valid: false, reason });
  if (row.secret_expired || (row.secret_expires_at !== null && row.secret_expires_at.getTime() <= nowMs)) return fail('EXPIRED');
  if (row.status !== 'ACTIVE') return fail('DISABLED');
  if (row.workspace_status !== 'ACTIVE') return fail('WORKSPACE_SUSPENDED');
  if (row.creator_role_type === null) return fail('CREATOR_GONE');
  if (!allowedByList(clientIp, row.ip_whitelist)) return fail('IP_NOT_ALLOWED');
  const held = row.creator_role_type === 'OWNER' ? null : new Set(row.creator_permissions);
  return { valid: true, scopes: row.scopes.filter((scope) => held === null || held.has(scope)) };
}

export interface ApiKeyVerifierDeps {
  db: Db;
  apiKeys: Pick<ApiKeysRepo, 'findForVerification'>;
  hashSecret: SecretHasher;
  clock: Clock;
  /** How long a looked-up key is trusted (API_KEY_CACHE_MS, at most 5 s); 0: every request asks the database. */
  cacheMs: number;
  /** The operator's ceiling of a key's requests per second (API_KEY_RATE_LIMIT_CEILING). */
  rateLimitCeiling: number;
  /** Refusals of secrets that name no key: there is no workspace trail to write them to. */
  log: (fields: Record<string, unknown>, message: string) => void;
}

/** One trail row per key, reason and address a minute is enough: a client retrying a dead key in a loop must not flood the trail. */
const REFUSAL_NOTE_MS = 60_000;
const CACHED_KEYS = 10_000;

/**
 * The machine API's authentication: a presented secret → the key it opens,
 * or a refusal. Looked-up keys are cached for `cacheMs` on this instance (by
 * the secret's hash, never the secret); this instance forgets them at once
 * when its own API finds a key changed, every other one within `cacheMs`.
 */
export function createApiKeyVerifier(deps: ApiKeyVerifierDeps) {
  const { db, clock } = deps;
  const keys = boundedCache<string, { row: VerificationRow | undefined }>({ max: CACHED_KEYS, ttlMs: Math.max(1, deps.cacheMs), clock });
  const noted = boundedCache<string, object>({ max: CACHED_KEYS, ttlMs: REFUSAL_NOTE_MS, clock });

  async function lookup(hash: Buffer): Promise<VerificationRow | undefined> {
    const cacheKey = hash.toString('base64url');
    const hit = keys.get(cacheKey);
    if (hit) return hit.row;
    const row = await deps.apiKeys.findForVerification(db, hash);
    // Unknown secrets are cached too: a flood of guesses costs one query per guess and window, not per request.
    if (deps.cacheMs > 0) keys.set(cacheKey, { row });
    return row;
  }

  async function noteRefusal(row: VerificationRow, reason: VerifyFailure, origin: RequestOrigin): Promise<void> {
    const note = `${row.id}:${reason}:${origin.clientIp ?? ''}`;
    if (noted.has(note)) return;
    noted.set(note, {});
    await recordAudit(db, {
      workspaceId: row.workspace_id,
      actorAccountId: null,
      action: 'api_key.refused',
      targetType: 'api_key',
      targetId: row.id,
      clientIp: origin.clientIp,
      requestId: origin.requestId,
      changes: { reason },
    });
  }

  function callerOf(row: VerificationRow, scopes: string[]): MachineCaller {
    return {
      apiKeyId: row.id,
      name: row.name,
      workspaceId: row.workspace_id,
      accountId: row.created_by,
      scopes: new Set(scopes),
      mode: row.mode,
      // An operator may lower the ceiling after a key was made: the lower value holds.
      rateLimitPerSecond: Math.min(row.rate_limit_per_second ?? deps.rateLimitCeiling, deps.rateLimitCeiling),
    };
  }

  return {
    /** The key behind `secret` from this origin; 401 ACCESS.TOKEN_INVALID whatever the reason (the trail keeps it), 403 outside its allow-list. */
    async authenticate(secret: string, origin: RequestOrigin): Promise<MachineCaller> {
      const row = isWellFormedSecret(secret) ? await lookup(deps.hashSecret(secret)) : undefined;
      if (!row) {
        deps.log({ reason: isWellFormedSecret(secret) ? 'UNKNOWN' : 'MALFORMED', clientIp: origin.clientIp }, 'api key refused');
        throw new AppError('ACCESS.TOKEN_INVALID');
      }
      const judgement = judgeKey(row, origin.clientIp ?? '', clock.now());
      if (!judgement.valid) {
        await noteRefusal(row, judgement.reason, origin);
        throw new AppError(judgement.reason === 'IP_NOT_ALLOWED' ? 'ACCESS.IP_NOT_ALLOWED' : 'ACCESS.TOKEN_INVALID');
      }
      return callerOf(row, judgement.scopes);
    },

    /** A key of this instance's workspaces changed (disabled, deleted, rotated): trust no cached key. */
    forget(): void {
      keys.clear();
    },
  };
}

export type ApiKeyVerifier = ReturnType<typeof createApiKeyVerifier>;
