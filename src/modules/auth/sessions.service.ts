import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db, Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { boundedCache } from '../../infra/bounded-cache.js';
import { instantOf, type Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { AuthContext, ClientFacts, IpAllowListCheck, Portal } from './auth-context.js';
import { authTimeOf, claimedLocator, newRefreshToken, type RefreshLocator } from './refresh-token.js';
import type { AuthTime, EndReason, SessionsRepo } from './sessions.repo.js';
import type { AccessClaims, AccessTokenSigner, TokenKeys } from './signing-keys.js';

/** How long an instance may trust what it last read about a session (DESIGN.md: 5 s across instances). */
const STATE_CACHE_MS = 5_000;
/** Sessions whose state one instance remembers (about 200 bytes each); the least recently used go first. */
const STATE_CACHE_MAX = 50_000;
/** last_activity_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface SessionsServiceDeps {
  db: Db;
  repo: SessionsRepo;
  keys: TokenKeys;
  box: SecretBox;
  config: Config['auth'];
  clock: Clock;
  /** A completed login stamps the account (accounts module), in the login's transaction. */
  accounts: Pick<AccountService, 'recordLogin'>;
  /** The account-security module's allow-list: refresh obeys it too. */
  ipAllowList: IpAllowListCheck;
  /** Sessions whose state is remembered; STATE_CACHE_MAX unless a test needs a small bound. */
  stateCacheMax?: number;
}

/** Who presents a refresh token: the portal whose refresh endpoint was called, and from where. */
export interface RefreshCaller {
  portal: Portal;
  clientIp: string;
}

interface CachedState {
  accountId: string;
  portal: Portal;
  live: boolean;
  touchedAtMs: number;
}

const sha256 = (token: string): Buffer => createHash('sha256').update(token).digest();
const notFound = (): AppError => new AppError('AUTH.SESSION_NOT_FOUND');
export const successorContext = (tokenHash: Buffer): string => `refresh-successor:${tokenHash.toString('hex')}`;

/**
 * Server-side sessions: issuing a token pair, rotating refresh tokens with
 * reuse detection, ending sessions, and the guard's view of whether a
 * session is still live.
 */
export function createSessionsService(deps: SessionsServiceDeps) {
  const { db, repo, keys, box, config, clock } = deps;
  const states = boundedCache<string, CachedState>({ max: deps.stateCacheMax ?? STATE_CACHE_MAX, ttlMs: STATE_CACHE_MS, clock });

  function forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) states.delete(id);
  }

  /** A new token pair for the session; only the refresh token's hash is ever stored. */
  function newPair(sign: AccessTokenSigner, locator: RefreshLocator): { pair: TokenPair; refreshHash: Buffer } {
    const refreshToken = newRefreshToken(locator);
    const access = sign(locator.accountId, locator.sessionId, authTimeOf(locator));
    return { pair: { accessToken: access.accessToken, refreshToken, expiresIn: access.expiresIn }, refreshHash: sha256(refreshToken) };
  }

  const locatorOf = (accountId: string, sessionId: string, time: AuthTime): RefreshLocator => ({ accountId, sessionId, authTimeUs: time.auth_us });

  /**
   * Signs a pair for the session the locator names and lets one statement
   * rotate the token only if the locator is still the truth about it;
   * undefined when it claimed nothing.
   */
  async function rotateAs(tokenHash: Buffer, locator: RefreshLocator, portal: Portal): Promise<TokenPair | undefined> {
    const { pair, refreshHash } = newPair(await keys.signer(), locator);
    const rotated = await repo.rotate(db, {
      tokenHash,
      successorHash: refreshHash,
      successorSealed: box.seal(JSON.stringify(pair), successorContext(tokenHash)),
      graceSec: config.refreshGraceSec,
      at: instantOf(clock),
      session: { id: locator.sessionId, accountId: locator.accountId, portal, authUs: locator.authTimeUs },
    });
    return rotated ? pair : undefined;
  }

  /** The refresh of a token whose locator is absent or no longer true: read its session first. */
  async function refreshByRead(tokenHash: Buffer, caller: RefreshCaller): Promise<TokenPair> {
    const holder = await repo.findRotatable(db, tokenHash);
    if (!holder) return replayOrRevoke(tokenHash, caller);
    await assertRefreshable(holder, caller);
    const pair = await rotateAs(tokenHash, locatorOf(holder.account_id, holder.session_id, holder), caller.portal);
    return pair ?? replayOrRevoke(tokenHash, caller);
  }

  /**
   * A refresh is answered only for a session of the caller's portal (any
   * other is unknown here, and is neither rotated nor revoked) and from an
   * address the account's IP allow-list admits.
   */
  async function assertRefreshable(session: { account_id: string; portal: Portal }, caller: RefreshCaller): Promise<void> {
    if (session.portal !== caller.portal) throw notFound();
    if (!(await deps.ipAllowList.isAllowed(session.account_id, caller.clientIp))) throw new AppError('ACCESS.IP_NOT_ALLOWED');
  }

  /** The refresh token was rotated before: within the grace the same pair again, otherwise reuse → the session ends. */
  async function replayOrRevoke(tokenHash: Buffer, caller: RefreshCaller): Promise<TokenPair> {
    const row = await repo.findRefreshToken(db, tokenHash, config.refreshGraceSec, instantOf(clock));
    if (!row) throw notFound();
    const session = await repo.findLive(db, row.session_id);
    if (!session) throw notFound();
    await assertRefreshable(session, caller);
    if (row.in_grace && row.successor_sealed) {
      return JSON.parse(box.open(row.successor_sealed, successorContext(tokenHash)).toString('utf8')) as TokenPair;
    }
    await db.transaction((tx) => repo.endOne(tx, session.account_id, session.id, 'REFRESH_REUSE'));
    forget([session.id]);
    throw notFound();
  }

  return {
    /** Fetch before a transaction that calls `open` (see TokenKeys.signer). */
    signer: () => keys.signer(),

    /** Opens a session for a completed login and returns its first token pair; the oldest sessions beyond the limit end. */
    async open(
      tx: Queryable,
      sign: AccessTokenSigner,
      accountId: string,
      portal: Portal,
      client: ClientFacts,
    ): Promise<{ sessionId: string; pair: TokenPair; ended: string[] }> {
      const sessionId = newId('session');
      // First: the account row stays locked until commit, so parallel logins of one account open
      // their sessions one at a time and each sees the others when it ends those beyond the limit.
      await deps.accounts.recordLogin(tx, accountId, client.clientIp);
      const authTime = await repo.insertSession(tx, { id: sessionId, accountId, portal, maxAgeSec: config.sessionMaxAgeSec, ...client });
      const ended = await repo.endBeyondLimit(tx, accountId);
      const { pair, refreshHash } = newPair(sign, locatorOf(accountId, sessionId, authTime));
      await repo.insertRefreshToken(tx, refreshHash, sessionId);
      return { sessionId, pair, ended };
    },

    /**
     * Rotates a refresh token: a new pair, the old token dead (but for the
     * grace window). A token carries its session's locator (refresh-token.ts),
     * so the pair is signed first and ONE self-atomic statement claims the
     * token, stores its successor and inserts the new one, checking that the
     * locator still holds (live session of this portal and account, same auth
     * time). The allow-list check needs only the account (cached per instance,
     * as for every request); a refusal is decided by the read path, so a
     * tampered locator never learns another account's list. A token without a
     * locator (issued before them), or whose locator no longer holds, is
     * refreshed after a read of its session; one not claimable at all
     * (rotated, ended, unknown) goes to replay-or-revoke.
     * The new access token keeps the session's auth time: refresh is no
     * authentication, so it never restarts the step-up window.
     */
    async refresh(refreshToken: string, caller: RefreshCaller): Promise<TokenPair> {
      const tokenHash = sha256(refreshToken);
      const claimed = claimedLocator(refreshToken);
      if (claimed && (await deps.ipAllowList.isAllowed(claimed.accountId, caller.clientIp))) {
        const pair = await rotateAs(tokenHash, claimed, caller.portal);
        if (pair) return pair;
      }
      return refreshByRead(tokenHash, caller);
    },

    /**
     * The session authenticated fully again (auth/reauthenticate): its auth
     * time becomes now, every refresh token it had is rotated out, and a new
     * pair carries the new auth time. 404 when the session ended meanwhile.
     */
    async renew(tx: Queryable, sign: AccessTokenSigner, accountId: string, sessionId: string): Promise<TokenPair> {
      const authTime = await repo.renewAuthTime(tx, sessionId);
      if (!authTime) throw notFound();
      await repo.retireRefreshTokens(tx, sessionId);
      const { pair, refreshHash } = newPair(sign, locatorOf(accountId, sessionId, authTime));
      await repo.insertRefreshToken(tx, refreshHash, sessionId);
      return pair;
    },

    /**
     * The step-up check of routes marked `config.stepUp`: both the token's
     * `auth_time` and the session's must lie within STEP_UP_MAX_AGE. The
     * session's is read fresh (no cache), so a reauthentication counts at once
     * on every instance; the token's keeps access tokens issued before a
     * reauthentication of the same session from riding on it.
     */
    async requireRecentAuth(claims: AccessClaims, sessionId: string): Promise<void> {
      const maxAge = config.stepUpMaxAgeSec;
      const tokenAge = claims.auth_time === undefined ? Infinity : clock.now() / 1000 - claims.auth_time;
      if (tokenAge > maxAge) throw new AppError('AUTH.REAUTHENTICATION_REQUIRED');
      const sessionAge = await repo.authAgeSec(db, sessionId);
      if (sessionAge === undefined || sessionAge > maxAge) throw new AppError('AUTH.REAUTHENTICATION_REQUIRED');
    },

    forget,

    /** The account's live sessions, newest first. */
    listLive: (accountId: string) => repo.listLive(db, accountId),

    async endOne(accountId: string, sessionId: string, reason: EndReason): Promise<boolean> {
      const ended = await db.transaction((tx) => repo.endOne(tx, accountId, sessionId, reason));
      forget([sessionId]);
      return ended;
    },

    /** Ends every session of the account but `keepSessionId` (in `tx` when given); returns how many ended. */
    async endAll(accountId: string, reason: EndReason, keepSessionId?: string, tx?: Queryable): Promise<number> {
      const ended = tx ? await repo.endAll(tx, accountId, reason, keepSessionId) : await db.transaction((t) => repo.endAll(t, accountId, reason, keepSessionId));
      forget(ended);
      return ended.length;
    },

    /**
     * The guard's question: is this session live, and whose is it? Read from
     * the database at most every 5 s per session; last activity is recorded
     * on the way.
     */
    async authenticate(sessionId: string, accountId: string, clientIp: string): Promise<AuthContext | undefined> {
      const now = clock.now();
      let state = states.get(sessionId);
      if (!state) {
        const row = await repo.findState(db, sessionId);
        if (!row) return undefined;
        state = { accountId: row.account_id, portal: row.portal, live: row.live, touchedAtMs: row.last_activity_at.getTime() };
        states.set(sessionId, state);
      }
      if (!state.live || state.accountId !== accountId) return undefined;
      if (now - state.touchedAtMs > TOUCH_EVERY_MS) {
        state.touchedAtMs = now;
        await repo.touch(db, sessionId, clientIp);
      }
      return { accountId, sessionId, portal: state.portal };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
