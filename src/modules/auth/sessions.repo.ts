import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';
import type { ClientFacts, Portal } from './auth-context.js';

export type EndReason = 'LOGOUT' | 'TERMINATED' | 'TERMINATED_ALL' | 'PASSWORD_CHANGED' | 'LIMIT' | 'REFRESH_REUSE';

export interface SessionRow {
  id: string;
  account_id: string;
  portal: Portal;
  client_ip: string;
  user_agent: string;
  country: string | null;
  created_at: Date;
  last_activity_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

export interface SessionState {
  account_id: string;
  portal: Portal;
  live: boolean;
  last_activity_at: Date;
}

/** A session's last full authentication: the Date, and its exact value in µs since the epoch (text: beyond 2^53 one day). */
export interface AuthTime {
  auth_time: Date;
  auth_us: string;
}

export interface RotatableToken extends AuthTime {
  session_id: string;
  account_id: string;
  portal: Portal;
}

export interface RefreshTokenRow {
  session_id: string;
  rotated_at: Date | null;
  successor_sealed: string | null;
  in_grace: boolean;
}

/** A session is live until it ends or expires; `alias.` qualifies the columns in a join. */
const live = (alias = ''): string => `${alias}ended_at IS NULL AND ${alias}expires_at > now()`;
const LIVE = live();
/** auth_time as exact microseconds (PostgreSQL's own precision; a JS Date keeps milliseconds). */
const authUs = (alias = ''): string => `(extract(epoch FROM ${alias}auth_time) * 1000000)::int8`;
const AUTH_TIME = `auth_time, ${authUs()}::text AS auth_us`;
const SESSION_COLUMNS = 'id, account_id, portal, client_ip, user_agent, country, created_at, last_activity_at, expires_at, ended_at';

/** SQL of server-side sessions and their refresh tokens. */
export function createSessionsRepo() {
  return {
    /** The token pairs sealed for a refresh's grace window, for `portal keys reencrypt`. */
    successors: sealedColumnStore<Buffer>({ table: 'refresh_tokens', key: 'token_hash', column: 'successor_sealed' }),

    /** Inserts a session whose full authentication is now; returns that time (the tokens' `auth_time`). */
    async insertSession(
      tx: Queryable,
      session: { id: string; accountId: string; portal: Portal; maxAgeSec: number } & ClientFacts,
    ): Promise<AuthTime> {
      const rows = await tx.query<AuthTime>(
        `INSERT INTO auth_sessions (id, account_id, portal, client_hash, client_ip, user_agent, country, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
         RETURNING ${AUTH_TIME}`,
        [session.id, session.accountId, session.portal, session.clientHash, session.clientIp, session.userAgent, session.country ?? null, session.maxAgeSec],
      );
      return rows[0]!;
    },

    /** Seconds since the live session last authenticated fully; undefined when it is not live. */
    async authAgeSec(db: Queryable, sessionId: string): Promise<number | undefined> {
      const rows = await db.query<{ age: number }>(`SELECT extract(epoch FROM now() - auth_time)::float8 AS age FROM auth_sessions WHERE id = $1 AND ${LIVE}`, [
        sessionId,
      ]);
      return rows[0]?.age;
    },

    /** A full authentication of the live session happened now; returns that time, or undefined when the session is not live. */
    async renewAuthTime(tx: Queryable, sessionId: string): Promise<AuthTime | undefined> {
      const rows = await tx.query<AuthTime>(`UPDATE auth_sessions SET auth_time = now() WHERE id = $1 AND ${LIVE} RETURNING ${AUTH_TIME}`, [sessionId]);
      return rows[0];
    },

    /**
     * Rotates out every live refresh token of the session without a successor:
     * presented later, one counts as reuse (the session ends), never as a
     * concurrent refresh that gets the new pair.
     */
    async retireRefreshTokens(tx: Queryable, sessionId: string): Promise<void> {
      await tx.query('UPDATE refresh_tokens SET rotated_at = now(), successor_sealed = NULL WHERE session_id = $1 AND rotated_at IS NULL', [sessionId]);
    },

    /** Ends the oldest live sessions of the account beyond its `max_sessions`; returns their ids. */
    async endBeyondLimit(tx: Queryable, accountId: string): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        `UPDATE auth_sessions SET ended_at = now(), end_reason = 'LIMIT'
         WHERE id IN (
           SELECT id FROM auth_sessions
           WHERE account_id = $1 AND ${LIVE}
           ORDER BY created_at DESC, id DESC
           OFFSET (SELECT max_sessions FROM accounts WHERE id = $1))
         RETURNING id`,
        [accountId],
      );
      return rows.map((row) => row.id);
    },

    async findState(db: Queryable, sessionId: string): Promise<SessionState | undefined> {
      const rows = await db.query<SessionState>(
        `SELECT account_id, portal, (${LIVE}) AS live, last_activity_at FROM auth_sessions WHERE id = $1`,
        [sessionId],
      );
      return rows[0];
    },

    async touch(db: Queryable, sessionId: string, clientIp: string): Promise<void> {
      await db.query('UPDATE auth_sessions SET last_activity_at = now(), client_ip = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, clientIp]);
    },

    async findLive(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
      const rows = await db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM auth_sessions WHERE id = $1 AND ${LIVE}`, [sessionId]);
      return rows[0];
    },

    async listLive(db: Queryable, accountId: string): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM auth_sessions WHERE account_id = $1 AND ${LIVE} ORDER BY created_at DESC, id DESC`,
        [accountId],
      );
    },

    /** Ends one live session of the account; returns whether it was live. */
    async endOne(tx: Queryable, accountId: string, sessionId: string, reason: EndReason): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE auth_sessions SET ended_at = now(), end_reason = $3 WHERE id = $2 AND account_id = $1 AND ${LIVE} RETURNING id`,
        [accountId, sessionId, reason],
      );
      return rows.length > 0;
    },

    /** Ends every live session of the account except `keepSessionId`; returns the ids it ended. */
    async endAll(tx: Queryable, accountId: string, reason: EndReason, keepSessionId?: string): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        `UPDATE auth_sessions SET ended_at = now(), end_reason = $2
         WHERE account_id = $1 AND ${LIVE} AND id IS DISTINCT FROM $3 RETURNING id`,
        [accountId, reason, keepSessionId ?? null],
      );
      return rows.map((row) => row.id);
    },

    async insertRefreshToken(tx: Queryable, tokenHash: Buffer, sessionId: string): Promise<void> {
      await tx.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [tokenHash, sessionId]);
    },

    /** The session of a refresh token that has not been rotated, while its session is live. */
    async findRotatable(db: Queryable, tokenHash: Buffer): Promise<RotatableToken | undefined> {
      const rows = await db.query<RotatableToken>(
        `SELECT t.session_id, s.account_id, s.portal, s.auth_time, ${authUs('s.')}::text AS auth_us FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
         WHERE t.token_hash = $1 AND t.rotated_at IS NULL AND ${live('s.')}`,
        [tokenHash],
      );
      return rows[0];
    },

    /**
     * One statement, so atomic on its own: marks the token rotated if nobody
     * has, its session is still live and still what the caller signed the new
     * pair for (account, portal, auth time to the microsecond: a step-up since
     * makes it miss), keeps the pair it issued (sealed) for the grace window,
     * inserts the successor, and drops successors of the session older than
     * the grace. The token's hash must match too, so whatever the caller
     * claimed about the session is proven by the row, not by the caller.
     * A concurrent rotation of the same token waits on the row lock, then
     * finds it rotated and claims nothing.
     * The grace is timed by the app's clock (`at`, src/infra/clock.ts), here
     * and in findRefreshToken; the session's liveness stays on now().
     */
    async rotate(
      db: Queryable,
      rotation: {
        tokenHash: Buffer;
        successorHash: Buffer;
        successorSealed: string;
        graceSec: number;
        at: Date;
        session: { id: string; accountId: string; portal: Portal; authUs: string };
      },
    ): Promise<boolean> {
      const { session } = rotation;
      const rows = await db.query<{ rotated: number }>(
        `WITH claimed AS (
           UPDATE refresh_tokens t SET rotated_at = $6, successor_sealed = $4
           FROM auth_sessions s
           WHERE t.token_hash = $1 AND t.rotated_at IS NULL AND t.session_id = $3
             AND s.id = t.session_id AND ${live('s.')}
             AND s.account_id = $7 AND s.portal = $8 AND ${authUs('s.')} = $9::int8
           RETURNING t.session_id),
         successor AS (
           INSERT INTO refresh_tokens (token_hash, session_id) SELECT $2, session_id FROM claimed),
         expired AS (
           UPDATE refresh_tokens SET successor_sealed = NULL
           WHERE session_id = $3 AND token_hash <> $1 AND successor_sealed IS NOT NULL
             AND rotated_at < $6::timestamptz - make_interval(secs => $5) AND EXISTS (SELECT 1 FROM claimed))
         SELECT count(*)::int AS rotated FROM claimed`,
        [
          rotation.tokenHash,
          rotation.successorHash,
          session.id,
          rotation.successorSealed,
          rotation.graceSec,
          rotation.at,
          session.accountId,
          session.portal,
          session.authUs,
        ],
      );
      return (rows[0]?.rotated ?? 0) > 0;
    },

    /** `in_grace`: rotated less than `graceSec` before `at`, the app clock's instant (see rotate). */
    async findRefreshToken(db: Queryable, tokenHash: Buffer, graceSec: number, at: Date): Promise<RefreshTokenRow | undefined> {
      const rows = await db.query<RefreshTokenRow>(
        `SELECT session_id, rotated_at, successor_sealed, rotated_at > $3::timestamptz - make_interval(secs => $2) AS in_grace
         FROM refresh_tokens WHERE token_hash = $1`,
        [tokenHash, graceSec, at],
      );
      return rows[0];
    },


    /**
     * Up to `limit` refresh tokens of sessions that ended or expired before `before`; answers how many.
     * Tokens of a live session stay, rotated ones too: presenting one of those is how reuse is detected.
     * Once the session is over any of its tokens is refused alike, found or not.
     */
    async purgeOfEndedSessions(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query(
        `DELETE FROM refresh_tokens WHERE token_hash IN (
           SELECT t.token_hash FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
            WHERE s.ended_at < $1 OR s.expires_at < $1 LIMIT $2)
         RETURNING session_id`,
        [input.before, input.limit],
      );
      return rows.length;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
