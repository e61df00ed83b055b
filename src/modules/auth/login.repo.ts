import type { Queryable } from '../../db/client.js';
import type { ClientFacts } from './auth-context.js';

export interface LoginSessionRow {
  id: string;
  account_id: string;
  client_hash: string;
  code_hash: Buffer | null;
  code_live: boolean;
  /** Seconds since the last code was sent; null before the first. */
  code_age_sec: number | null;
  failed_attempts: number;
}

/** SQL of login sessions: the short-lived, single-purpose state between initiate and complete. */
export function createLoginRepo() {
  return {
    async insert(db: Queryable, session: { id: string; accountId: string; ttlSec: number } & ClientFacts): Promise<void> {
      await db.query(
        `INSERT INTO login_sessions (id, account_id, client_hash, client_ip, user_agent, country, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [session.id, session.accountId, session.clientHash, session.clientIp, session.userAgent, session.country ?? null, session.ttlSec],
      );
    },

    /** An open, unexpired login session, or undefined. */
    async findOpen(db: Queryable, id: string): Promise<LoginSessionRow | undefined> {
      const rows = await db.query<LoginSessionRow>(
        `SELECT id, account_id, client_hash, code_hash, failed_attempts,
                (code_expires_at IS NOT NULL AND code_expires_at > now()) AS code_live,
                extract(epoch FROM now() - code_sent_at)::float8 AS code_age_sec
         FROM login_sessions WHERE id = $1 AND closed_at IS NULL AND expires_at > now()`,
        [id],
      );
      return rows[0];
    },

    async storeCode(db: Queryable, id: string, codeHash: Buffer, ttlSec: number): Promise<void> {
      await db.query(
        `UPDATE login_sessions SET code_hash = $2, code_sent_at = now(), code_expires_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [id, codeHash, ttlSec],
      );
    },

    /** Counts a wrong code; at `maxAttempts` the session closes for good. Returns the count. */
    async countFailure(db: Queryable, id: string, maxAttempts: number): Promise<number> {
      const rows = await db.query<{ failed_attempts: number }>(
        `UPDATE login_sessions SET failed_attempts = failed_attempts + 1,
                closed_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE closed_at END
         WHERE id = $1 RETURNING failed_attempts`,
        [id, maxAttempts],
      );
      return rows[0]?.failed_attempts ?? maxAttempts;
    },

    /** Closes the session once: true for the one caller that gets to complete it. */
    async close(tx: Queryable, id: string): Promise<boolean> {
      const rows = await tx.query('UPDATE login_sessions SET closed_at = now() WHERE id = $1 AND closed_at IS NULL AND expires_at > now() RETURNING id', [id]);
      return rows.length > 0;
    },

    /** Up to `limit` login sessions that expired before `before` (a live one is never touched); answers how many. */
    async purgeExpired(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query('DELETE FROM login_sessions WHERE id IN (SELECT id FROM login_sessions WHERE expires_at < $1 LIMIT $2) RETURNING id', [input.before, input.limit]);
      return rows.length;
    },
  };
}

export type LoginRepo = ReturnType<typeof createLoginRepo>;
