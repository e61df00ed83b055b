import type { Queryable } from '../../db/client.js';
import { newId } from '../../infra/ids.js';
import type { ClientFacts } from './auth-context.js';

export type LoginFailureReason = 'INVALID_PASSWORD' | 'NO_PASSWORD' | 'ACCOUNT_DISABLED' | 'IP_NOT_ALLOWED' | 'MFA_CODE_INVALID' | 'MFA_ATTEMPTS_EXHAUSTED' | 'PENDING_APPROVAL';

export interface LoginAttemptRow {
  id: string;
  attempted_at: Date;
  client_ip: string;
  user_agent: string;
  country: string | null;
  success: boolean;
  failure_reason: string | null;
}

export interface LoginHistoryFilter {
  accountId: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

async function countWindow(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM login_attempts WHERE ${where}`, params);
  return Number(rows[0]?.n ?? 0n);
}

async function countAll(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query<{ attempts: bigint }>('SELECT attempts FROM login_attempt_counts WHERE account_id = $1', [accountId]);
  return Number(rows[0]?.attempts ?? 0n);
}

/** The login history: one row per attempt on a known account, success or failure with its reason. */
export function createLoginHistoryRepo() {
  return {
    async record(db: Queryable, accountId: string, client: Omit<ClientFacts, 'clientHash'>, failure: LoginFailureReason | null): Promise<void> {
      await db.query(
        `INSERT INTO login_attempts (id, account_id, client_ip, user_agent, country, success, failure_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [newId('loginAttempt'), accountId, client.clientIp, client.userAgent, client.country ?? null, failure === null, failure],
      );
    },

    /**
     * Most recent first, within [from, to]; with the exact total for pagination. Without a window the
     * total is the account's counter (migration 0023), not a count(*) over what may be a million rows.
     */
    async page(db: Queryable, filter: LoginHistoryFilter, orderBy = 'attempted_at DESC, id DESC'): Promise<{ rows: LoginAttemptRow[]; total: number }> {
      const where = `account_id = $1 AND ($2::timestamptz IS NULL OR attempted_at >= $2) AND ($3::timestamptz IS NULL OR attempted_at <= $3)`;
      const params = [filter.accountId, filter.from ?? null, filter.to ?? null];
      const [rows, total] = await Promise.all([
        db.query<LoginAttemptRow>(
          `SELECT id, attempted_at, client_ip, user_agent, country, success, failure_reason FROM login_attempts
           WHERE ${where} ORDER BY ${orderBy} LIMIT $4 OFFSET $5`,
          [...params, filter.limit, filter.offset],
        ),
        filter.from || filter.to ? countWindow(db, where, params) : countAll(db, filter.accountId),
      ]);
      return { rows, total };
    },

    /** Up to `limit` login attempts made before `before` (they leave the account's login history); answers how many. */
    async purgeBefore(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query('DELETE FROM login_attempts WHERE id IN (SELECT id FROM login_attempts WHERE attempted_at < $1 LIMIT $2) RETURNING id', [input.before, input.limit]);
      return rows.length;
    },
  };
}

export type LoginHistoryRepo = ReturnType<typeof createLoginHistoryRepo>;
