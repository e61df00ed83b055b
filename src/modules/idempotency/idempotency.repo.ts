import type { Queryable } from '../../db/client.js';

export interface IdempotencyRow {
  scope: string;
  idempotency_key: string;
  request_hash: string;
  state: 'IN_PROGRESS' | 'COMPLETED';
  locked_until: Date | null;
  response_status: number | null;
  response_body: unknown;
  expires_at: Date;
}

const COLUMNS = 'scope, idempotency_key, request_hash, state, locked_until, response_status, response_body, expires_at';

/** SQL of the idempotency-key table (migration 0007). */
export function createIdempotencyRepo() {
  return {
    /**
     * Claims the key for a new request: inserts it IN_PROGRESS, or takes over
     * a row that expired or whose holder died (lock lapsed). Returns the row
     * when this call holds the key, undefined when another row stands.
     */
    async claim(
      db: Queryable,
      input: { scope: string; key: string; requestHash: string; lockSeconds: number; retentionSeconds: number },
    ): Promise<boolean> {
      const rows = await db.query<{ scope: string }>(
        `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, state, locked_until, expires_at)
         VALUES ($1, $2, $3, 'IN_PROGRESS', now() + make_interval(secs => $4), now() + make_interval(secs => $5))
         ON CONFLICT (scope, idempotency_key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, state = 'IN_PROGRESS', locked_until = EXCLUDED.locked_until,
               response_status = NULL, response_body = NULL, created_at = now(), expires_at = EXCLUDED.expires_at
           WHERE idempotency_keys.expires_at <= now()
              OR (idempotency_keys.state = 'IN_PROGRESS' AND idempotency_keys.locked_until <= now()
                  AND idempotency_keys.request_hash = EXCLUDED.request_hash)
         RETURNING scope`,
        [input.scope, input.key, input.requestHash, input.lockSeconds, input.retentionSeconds],
      );
      return rows.length > 0;
    },

    async find(db: Queryable, scope: string, key: string): Promise<IdempotencyRow | undefined> {
      const rows = await db.query<IdempotencyRow>(`SELECT ${COLUMNS} FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2`, [
        scope,
        key,
      ]);
      return rows[0];
    },

    /** Stores the response; runs in the transaction of the business write, so both commit or neither. */
    async complete(tx: Queryable, scope: string, key: string, status: number, body: unknown): Promise<void> {
      await tx.query(
        `UPDATE idempotency_keys SET state = 'COMPLETED', locked_until = NULL, response_status = $3, response_body = $4::jsonb
         WHERE scope = $1 AND idempotency_key = $2`,
        [scope, key, status, JSON.stringify(body)],
      );
    },

    /** Forgets a key whose request failed, so the caller may retry it. Only an IN_PROGRESS row goes. */
    async release(db: Queryable, scope: string, key: string): Promise<void> {
      await db.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2 AND state = 'IN_PROGRESS'`, [scope, key]);
    },

    /**
     * Deletes up to `limit` keys whose replay window ended before `before`; answers how many. A claim
     * still holding its lock is left alone, whatever its expiry says.
     */
    async purgeExpired(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query(
        `DELETE FROM idempotency_keys WHERE ctid IN (
           SELECT ctid FROM idempotency_keys WHERE expires_at < $1 AND (locked_until IS NULL OR locked_until < now()) LIMIT $2)
         RETURNING scope`,
        [input.before, input.limit],
      );
      return rows.length;
    },
  };
}

export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
