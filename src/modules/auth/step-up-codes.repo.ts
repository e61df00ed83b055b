import type { Queryable } from '../../db/client.js';

/** SQL of the e-mailed step-up codes: at most one per signed-in session, only its HMAC stored. */
export function createStepUpCodesRepo() {
  return {
    /** Seconds since the session's last code was sent; undefined before the first. */
    async sentAgoSec(db: Queryable, sessionId: string): Promise<number | undefined> {
      const rows = await db.query<{ age: number }>('SELECT extract(epoch FROM now() - sent_at)::float8 AS age FROM step_up_codes WHERE session_id = $1', [
        sessionId,
      ]);
      return rows[0]?.age;
    },

    /** Replaces the session's code (a new one invalidates the previous one and its failure count). */
    async store(db: Queryable, sessionId: string, codeHash: Buffer, ttlSec: number): Promise<void> {
      await db.query(
        `INSERT INTO step_up_codes (session_id, code_hash, sent_at, expires_at, failed_attempts)
         VALUES ($1, $2, now(), now() + make_interval(secs => $3), 0)
         ON CONFLICT (session_id) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, failed_attempts = 0`,
        [sessionId, codeHash, ttlSec],
      );
    },

    /** Uses the code up when `codeHash` is the session's live one: true for the one caller that does. */
    async consume(db: Queryable, sessionId: string, codeHash: Buffer): Promise<boolean> {
      const rows = await db.query('DELETE FROM step_up_codes WHERE session_id = $1 AND code_hash = $2 AND expires_at > now() RETURNING session_id', [
        sessionId,
        codeHash,
      ]);
      return rows.length > 0;
    },

    /** Counts a wrong code; at `maxAttempts` the code dies (the row stays, so the resend wait still holds). */
    async countFailure(db: Queryable, sessionId: string, maxAttempts: number): Promise<void> {
      await db.query(
        `UPDATE step_up_codes SET failed_attempts = failed_attempts + 1,
                expires_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE expires_at END
         WHERE session_id = $1`,
        [sessionId, maxAttempts],
      );
    },
  };
}

export type StepUpCodesRepo = ReturnType<typeof createStepUpCodesRepo>;
