import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { iso } from '../../http/instant.js';
import type { PageRequest, PageResult } from '../../http/pagination.js';
import { newId } from '../../infra/ids.js';
import { auditWorkspaceChange } from '../audit/audit.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';
import { beyondActor, type Actor } from '../permissions/access.js';
import type { PermissionCatalogue } from '../permissions/permissions.catalogue.js';
import type { WorkspaceRecords } from '../workspaces/workspace-records.service.js';
import type { ApiKeyRow, ApiKeysRepo, ApiKeyStatus } from './api-keys.repo.js';
import type { ApiKeyCreatedDto, ApiKeyItemDto, ApiKeyRotatedDto, ApiKeyUsageDto } from './api-keys.schemas.js';
import { isWellFormedSecret, newApiKeySecret, type SecretHasher } from './api-keys.secrets.js';
import { normalizeAllowList } from './ip-allow-list.js';
import { judgeKey, type VerifyFailure } from './api-keys.verifier.js';

/** Keys per workspace: plenty for every integration, and a bound on what one caller can create. */
export const MAX_KEYS_PER_WORKSPACE = 100;

export interface ApiKeyServiceDeps {
  db: Db;
  apiKeys: ApiKeysRepo;
  workspaces: Pick<WorkspaceRecords, 'findWorkspace' | 'lockWorkspace'>;
  hashSecret: SecretHasher;
  /** The scopes a key may carry: the actions of groups their modules declare key-scopable. */
  catalogue: Pick<PermissionCatalogue, 'entries'>;
  /** The operator's ceiling of a key's requests per second (API_KEY_RATE_LIMIT_CEILING). */
  rateLimitCeiling: number;
  /** Told after a key was disabled, deleted or rotated, so this instance stops trusting what it cached. */
  onKeyChanged?: () => void;
  /** Decides which UTC days the usage covers. */
  clock: Clock;
  /** Where created, disabled and deleted keys are reported (webhooks); nowhere by default. */
  events?: Events;
}

export type { VerifyFailure };

export type VerifyResult =
  | { valid: true; apiKeyId: string; workspaceId: string; createdBy: string; scopes: string[] }
  | { valid: false; reason: VerifyFailure; apiKeyId?: string };

export function toApiKeyItem(row: ApiKeyRow, rateLimitCeiling: number): ApiKeyItemDto {
  return {
    apiKeyId: row.id,
    name: row.name,
    status: row.status,
    mode: row.mode,
    // The row's arrays are the driver's own, made for this row alone: no copy.
    permissions: row.scopes,
    ipWhitelist: row.ip_whitelist,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    lastUsedIp: row.last_used_ip,
    rateLimitPerSecond: effectiveRateLimit(row, rateLimitCeiling),
    createdBy: row.created_by,
    secretStart: row.secret_start,
    rotationEndsAt: row.rotation_ends_at,
  };
}

/** A key's own limit, but never above the operator's ceiling (which may have been lowered since). */
function effectiveRateLimit(row: Pick<ApiKeyRow, 'rate_limit_per_second'>, ceiling: number): number {
  return Math.min(row.rate_limit_per_second ?? ceiling, ceiling);
}

const DAY_MS = 86_400_000;
const DEFAULT_USAGE_DAYS = 30;

export function createApiKeyService(deps: ApiKeyServiceDeps) {
  const { db, apiKeys } = deps;
  const events = deps.events ?? NO_EVENTS;
  /** The scopes a key may be created with, in catalogue order. */
  const keyScopes: readonly string[] = Object.freeze(deps.catalogue.entries.filter((entry) => entry.apiKeys).map((entry) => entry.code));
  const keyScopeSet: ReadonlySet<string> = new Set(keyScopes);

  async function findKey(actor: Actor, apiKeyId: string): Promise<ApiKeyRow> {
    const key = await apiKeys.findKey(db, actor.workspace.workspaceId, apiKeyId);
    if (!key) throw notFound('api key');
    return key;
  }

  /** Nobody hands out, revives or takes the secret of a key that can do more than they can. */
  function assertWithinActor(actor: Actor, scopes: readonly string[], what: string): void {
    const extra = beyondActor(actor, scopes);
    if (extra.length > 0) throw new AppError('ACCESS.PERMISSION_DENIED', `${what} permissions you do not hold: ${extra.join(', ')}`);
  }

  function checkScopes(actor: Actor, requested: readonly string[]): string[] {
    const scopes = [...new Set(requested)];
    const unknown = scopes.filter((scope) => !keyScopeSet.has(scope));
    if (unknown.length > 0) throw invalidParameter(`scopes not available to API keys: ${unknown.join(', ')}`);
    assertWithinActor(actor, scopes, 'scopes exceed your own permissions; the key would hold');
    // Catalogue order, so equal sets look equal.
    return keyScopes.filter((code) => scopes.includes(code));
  }

  async function setStatus(actor: Actor, apiKeyId: string, status: ApiKeyStatus): Promise<ApiKeyItemDto> {
    const key = await findKey(actor, apiKeyId);
    if (status === 'ACTIVE') assertWithinActor(actor, key.scopes, 'you cannot enable a key that holds');
    if (key.status !== status) {
      await db.transaction(async (tx) => {
        if (!(await apiKeys.setStatus(tx, actor.workspace.workspaceId, key.id, status))) throw notFound('api key');
        await auditWorkspaceChange(tx, actor, {
          action: status === 'ACTIVE' ? 'api_key.enable' : 'api_key.disable',
          targetType: 'api_key',
          targetId: key.id,
          changes: { status: { from: key.status, to: status } },
        });
        if (status === 'DISABLED') await events.emit(tx, actor.workspace.workspaceId, 'api_key.disabled', { apiKeyId: key.id, name: key.name });
      });
      deps.onKeyChanged?.();
    }
    return toApiKeyItem(await findKey(actor, key.id), deps.rateLimitCeiling);
  }

  return {
    availablePermissions: (): string[] => [...keyScopes],

    async list(actor: Actor, page: PageRequest): Promise<PageResult<ApiKeyItemDto>> {
      const { rows, total } = await apiKeys.listKeys(db, actor.workspace.workspaceId, page);
      return { items: rows.map((row) => toApiKeyItem(row, deps.rateLimitCeiling)), total };
    },

    get: async (actor: Actor, apiKeyId: string): Promise<ApiKeyItemDto> => toApiKeyItem(await findKey(actor, apiKeyId), deps.rateLimitCeiling),

    /** Requests per UTC day of the last `days` days (as far as the instances have written them), and the last use. */
    async usage(actor: Actor, apiKeyId: string, days = DEFAULT_USAGE_DAYS): Promise<ApiKeyUsageDto> {
      const key = await findKey(actor, apiKeyId);
      const fromDay = new Date(deps.clock.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
      const rows = await apiKeys.usageDays(db, actor.workspace.workspaceId, key.id, fromDay);
      return {
        apiKeyId: key.id,
        lastUsedAt: key.last_used_at,
        lastUsedIp: key.last_used_ip,
        days: rows.map((row) => ({ date: row.day, requestCount: Number(row.request_count) })),
      };
    },

    async create(
      actor: Actor,
      input: { name: string; scopes: readonly string[]; ipWhitelist?: readonly string[]; rateLimitPerSecond?: number },
    ): Promise<ApiKeyCreatedDto> {
      const name = input.name.trim();
      if (name === '') throw invalidParameter('name must not be blank');
      const rateLimitPerSecond = input.rateLimitPerSecond ?? null;
      if (rateLimitPerSecond !== null && rateLimitPerSecond > deps.rateLimitCeiling) {
        throw invalidParameter(`rateLimitPerSecond must not exceed this server's ceiling of ${deps.rateLimitCeiling}`);
      }
      const scopes = checkScopes(actor, input.scopes);
      const ips = normalizeAllowList(input.ipWhitelist ?? []);
      if (ips.invalid.length > 0) throw invalidParameter(`ipWhitelist entries are not addresses or CIDR ranges: ${ips.invalid.join(', ')}`);
      const workspace = await deps.workspaces.findWorkspace(db, actor.workspace.workspaceId);
      if (!workspace) throw notFound('workspace');
      const id = newId('apiKey');
      const mode = workspace.kind;
      const { secret, start } = newApiKeySecret(mode);
      const hash = deps.hashSecret(secret);
      await db.transaction(async (tx) => {
        // Counted under the workspace's lock: parallel creations cannot all see room for one more.
        if (!(await deps.workspaces.lockWorkspace(tx, actor.workspace.workspaceId))) throw notFound('workspace');
        if ((await apiKeys.countKeys(tx, actor.workspace.workspaceId)) >= MAX_KEYS_PER_WORKSPACE) {
          throw new AppError('API_KEY.LIMIT_REACHED', `at most ${MAX_KEYS_PER_WORKSPACE}`);
        }
        await apiKeys.insertKey(tx, {
          id,
          workspaceId: actor.workspace.workspaceId,
          name,
          mode,
          scopes,
          ipAllowList: ips.entries,
          createdBy: actor.accountId,
          rateLimitPerSecond,
        });
        await apiKeys.insertSecret(tx, { apiKeyId: id, hash, start });
        await auditWorkspaceChange(tx, actor, {
          action: 'api_key.create',
          targetType: 'api_key',
          targetId: id,
          changes: { name, scopes, ipWhitelist: ips.entries, mode, visiblePrefix: start, rateLimitPerSecond },
        });
        await events.emit(tx, actor.workspace.workspaceId, 'api_key.created', { apiKeyId: id, name });
      });
      const key = await findKey(actor, id);
      return {
        apiKeyId: key.id,
        secret,
        name: key.name,
        status: key.status,
        mode: key.mode,
        scopes: [...key.scopes],
        ipWhitelist: [...key.ip_whitelist],
        rateLimitPerSecond: effectiveRateLimit(key, deps.rateLimitCeiling),
        createdAt: key.created_at,
      };
    },

    /** A new secret; the previous one keeps working for `overlapSeconds`. */
    async rotate(actor: Actor, input: { apiKeyId: string; overlapSeconds: number }): Promise<ApiKeyRotatedDto> {
      const key = await findKey(actor, input.apiKeyId);
      assertWithinActor(actor, key.scopes, 'you cannot take a new secret of a key that holds');
      const { secret, start } = newApiKeySecret(key.mode);
      const hash = deps.hashSecret(secret);
      await db.transaction(async (tx) => {
        if (!(await apiKeys.lockKey(tx, actor.workspace.workspaceId, key.id))) throw notFound('api key');
        await apiKeys.retireSecrets(tx, key.id, input.overlapSeconds);
        await apiKeys.insertSecret(tx, { apiKeyId: key.id, hash, start });
        await auditWorkspaceChange(tx, actor, {
          action: 'api_key.rotate',
          targetType: 'api_key',
          targetId: key.id,
          changes: { overlapSeconds: input.overlapSeconds, visiblePrefix: { from: key.secret_start, to: start } },
        });
      });
      deps.onKeyChanged?.();
      const rotated = await findKey(actor, key.id);
      return {
        apiKeyId: rotated.id,
        secret,
        name: rotated.name,
        status: rotated.status,
        mode: rotated.mode,
        scopes: [...rotated.scopes],
        ipWhitelist: [...rotated.ip_whitelist],
        rateLimitPerSecond: effectiveRateLimit(rotated, deps.rateLimitCeiling),
        createdAt: rotated.created_at,
        previousSecretExpiresAt: rotated.rotation_ends_at ?? iso(new Date()),
      };
    },

    disable: (actor: Actor, apiKeyId: string) => setStatus(actor, apiKeyId, 'DISABLED'),
    enable: (actor: Actor, apiKeyId: string) => setStatus(actor, apiKeyId, 'ACTIVE'),

    async delete(actor: Actor, apiKeyId: string): Promise<void> {
      const key = await findKey(actor, apiKeyId);
      await db.transaction(async (tx) => {
        if (!(await apiKeys.deleteKey(tx, actor.workspace.workspaceId, key.id))) throw notFound('api key');
        await auditWorkspaceChange(tx, actor, {
          action: 'api_key.delete',
          targetType: 'api_key',
          targetId: key.id,
          changes: { name: key.name, scopes: key.scopes },
        });
        await events.emit(tx, actor.workspace.workspaceId, 'api_key.deleted', { apiKeyId: key.id, name: key.name });
      });
      deps.onKeyChanged?.();
    },

    /**
     * Checks a presented secret: shape and checksum, a known and unexpired
     * secret, an ACTIVE key in an ACTIVE workspace whose creator is still a
     * member, the client IP against the key's list, and (optionally) a scope.
     * The scopes granted are the key's scopes that its creator still holds:
     * a key never outranks its creator, also after the creator is demoted.
     * Records lastUsedAt on success.
     */
    async verifyApiKey(secret: string, clientIp: string, options: { requiredScope?: string } = {}): Promise<VerifyResult> {
      if (!isWellFormedSecret(secret)) return { valid: false, reason: 'MALFORMED' };
      const row = await apiKeys.findForVerification(db, deps.hashSecret(secret));
      if (!row) return { valid: false, reason: 'UNKNOWN' };
      const judgement = judgeKey(row, clientIp, deps.clock.now());
      if (!judgement.valid) return { valid: false, reason: judgement.reason, apiKeyId: row.id };
      const { scopes } = judgement;
      if (options.requiredScope !== undefined && !scopes.includes(options.requiredScope)) return { valid: false, reason: 'SCOPE_MISSING', apiKeyId: row.id };
      await apiKeys.touchLastUsed(db, row.id);
      return { valid: true, apiKeyId: row.id, workspaceId: row.workspace_id, createdBy: row.created_by, scopes };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
