import type { Queryable } from '../../db/client.js';
import type { Portal } from './auth-context.js';

export type EndReason = 'LOGOUT' | 'TERMINATED' | 'TERMINATED_ALL' | 'PASSWORD_CHANGED' | 'LIMIT' | 'REFRESH_REUSE';

export interface ClientFacts {
  clientHash: string;
  clientIp: string;
  userAgent: string;
  country: string | undefined;
}

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

export interface RefreshTokenRow {
  session_id: string;
  rotated_at: Date | null;
  successor_sealed: string | null;
  in_grace: boolean;
}

const LIVE = 'ended_at IS NULL AND expires_at > now()';
const SESSION_COLUMNS = 'id, account_id, portal, client_ip, user_agent, country, created_at, last_activity_at, expires_at, ended_at';

/** SQL of server-side sessions, their refresh tokens and the login history. */
export function createSessionsRepo() {
  return {
    async insertSession(
      tx: Queryable,
      session: { id: string; accountId: string; portal: Portal; maxAgeSec: number } & ClientFacts,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO auth_sessions (id, account_id, portal, client_hash, client_ip, user_agent, country, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
        [session.id, session.accountId, session.portal, session.clientHash, session.clientIp, session.userAgent, session.country ?? null, session.maxAgeSec],
      );
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

    /**
     * Marks the token rotated if nobody has; the row lock makes a concurrent
     * rotation of the same token wait here and then find it already rotated.
     */
    async claimRotation(tx: Queryable, tokenHash: Buffer): Promise<string | undefined> {
      const rows = await tx.query<{ session_id: string }>(
        'UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL RETURNING session_id',
        [tokenHash],
      );
      return rows[0]?.session_id;
    },

    async findRefreshToken(db: Queryable, tokenHash: Buffer, graceSec: number): Promise<RefreshTokenRow | undefined> {
      const rows = await db.query<RefreshTokenRow>(
        `SELECT session_id, rotated_at, successor_sealed, rotated_at > now() - make_interval(secs => $2) AS in_grace
         FROM refresh_tokens WHERE token_hash = $1`,
        [tokenHash, graceSec],
      );
      return rows[0];
    },

    /** Keeps the pair a rotation issued for the grace window; older successors of the session are dropped. */
    async storeSuccessor(tx: Queryable, tokenHash: Buffer, sessionId: string, sealed: string, graceSec: number): Promise<void> {
      await tx.query('UPDATE refresh_tokens SET successor_sealed = $2 WHERE token_hash = $1', [tokenHash, sealed]);
      await tx.query(
        `UPDATE refresh_tokens SET successor_sealed = NULL
         WHERE session_id = $1 AND successor_sealed IS NOT NULL AND rotated_at < now() - make_interval(secs => $2)`,
        [sessionId, graceSec],
      );
    },

    async recordLogin(tx: Queryable, accountId: string, clientIp: string): Promise<void> {
      await tx.query('UPDATE accounts SET last_login_at = now(), last_login_ip = $2 WHERE id = $1', [accountId, clientIp]);
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

export interface SessionConfigRow {
  id: string;
  max_sessions: number;
  password_changed_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

/** The account's session settings (`security/sessions/config`). */
export function createSessionConfigRepo() {
  const columns = 'id, max_sessions, password_changed_at, last_login_at, last_login_ip';
  return {
    async find(db: Queryable, accountId: string): Promise<SessionConfigRow | undefined> {
      const rows = await db.query<SessionConfigRow>(`SELECT ${columns} FROM accounts WHERE id = $1`, [accountId]);
      return rows[0];
    },
    async setMaxSessions(db: Queryable, accountId: string, maxSessions: number): Promise<SessionConfigRow | undefined> {
      const rows = await db.query<SessionConfigRow>(`UPDATE accounts SET max_sessions = $2 WHERE id = $1 RETURNING ${columns}`, [accountId, maxSessions]);
      return rows[0];
    },
  };
}
