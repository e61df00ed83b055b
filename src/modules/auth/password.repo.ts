import type { Queryable } from '../../db/client.js';

export type PasswordTokenPurpose = 'RESET' | 'INIT';

export interface PasswordTokenRow {
  id: string;
  account_id: string;
  purpose: PasswordTokenPurpose;
}

export interface NewPasswordToken {
  id: string;
  accountId: string;
  purpose: PasswordTokenPurpose;
  tokenHash: Buffer;
  ttlSec: number;
}

/** Expiry is decided by the database clock, the one every instance shares. */
export function createPasswordRepo() {
  return {
    async insertToken(tx: Queryable, token: NewPasswordToken): Promise<void> {
      await tx.query(
        `INSERT INTO password_tokens (id, account_id, purpose, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [token.id, token.accountId, token.purpose, token.tokenHash, token.ttlSec],
      );
    },

    /** An unused, unexpired token of that purpose, or undefined. */
    async findUsable(db: Queryable, tokenHash: Buffer, purpose: PasswordTokenPurpose): Promise<PasswordTokenRow | undefined> {
      const rows = await db.query<PasswordTokenRow>(
        `SELECT id, account_id, purpose FROM password_tokens
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [tokenHash, purpose],
      );
      return rows[0];
    },

    /** Marks the token used; false when another request used it first (or it just expired). */
    async consume(tx: Queryable, id: string): Promise<boolean> {
      const rows = await tx.query(
        'UPDATE password_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
        [id],
      );
      return rows.length > 0;
    },

    /** Every still-usable token of the account stops working (a newer one was issued, or the password changed). */
    async revokeUnused(tx: Queryable, accountId: string, purpose?: PasswordTokenPurpose): Promise<void> {
      await tx.query(
        `UPDATE password_tokens SET used_at = now()
         WHERE account_id = $1 AND used_at IS NULL AND ($2::text IS NULL OR purpose = $2)`,
        [accountId, purpose ?? null],
      );
    },

    /** Up to `limit` reset and first-password tokens that expired before `before`, used or not; answers how many. */
    async purgeExpired(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query('DELETE FROM password_tokens WHERE id IN (SELECT id FROM password_tokens WHERE expires_at < $1 LIMIT $2) RETURNING id', [input.before, input.limit]);
      return rows.length;
    },
  };
}

export type PasswordRepo = ReturnType<typeof createPasswordRepo>;
