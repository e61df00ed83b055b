import type { Queryable } from '../../db/client.js';
import type { CanonicalEmail } from '../../infra/email-address.js';

export interface RegistrationRow {
  id: string;
  /** Written canonical by insert (and by migration 0011 for older rows). */
  email: CanonicalEmail;
  verified: boolean;
  /** Seconds until the registration itself expires. */
  expires_in: number;
}

export interface AttemptRow {
  code_hash: Buffer | Uint8Array | null;
  code_live: boolean;
}

export interface NewRegistration {
  id: string;
  email: CanonicalEmail;
  codeHash: Buffer | null;
  codeTtlSec: number;
  ttlSec: number;
}

const OPEN = 'completed_at IS NULL AND expires_at > now()';

/** Expiry follows the database clock, shared by every instance. */
export function createRegistrationRepo() {
  return {
    async insert(db: Queryable, registration: NewRegistration): Promise<void> {
      await db.query(
        `INSERT INTO registrations (id, email, code_hash, code_expires_at, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5))`,
        [registration.id, registration.email, registration.codeHash, registration.codeTtlSec, registration.ttlSec],
      );
    },

    /** A registration that is neither completed nor expired, nor out of attempts. */
    async findOpen(db: Queryable, id: string, maxAttempts: number): Promise<RegistrationRow | undefined> {
      const rows = await db.query<{ id: string; email: CanonicalEmail; verified: boolean; expires_in: number | string }>(
        `SELECT id, email, verified_at IS NOT NULL AS verified,
                ceil(extract(epoch FROM expires_at - now()))::int AS expires_in
         FROM registrations WHERE id = $1 AND ${OPEN} AND (verified_at IS NOT NULL OR attempts < $2)`,
        [id, maxAttempts],
      );
      const row = rows[0];
      return row && { ...row, expires_in: Number(row.expires_in) };
    },

    /**
     * Spends one verification attempt before the code is compared, so
     * concurrent guesses cannot share an attempt. Undefined when none is left.
     */
    async spendAttempt(db: Queryable, id: string, maxAttempts: number): Promise<AttemptRow | undefined> {
      const rows = await db.query<AttemptRow>(
        `UPDATE registrations SET attempts = attempts + 1
         WHERE id = $1 AND ${OPEN} AND verified_at IS NULL AND attempts < $2
         RETURNING code_hash, code_expires_at > now() AS code_live`,
        [id, maxAttempts],
      );
      return rows[0];
    },

    async markVerified(db: Queryable, id: string): Promise<void> {
      await db.query(`UPDATE registrations SET verified_at = now() WHERE id = $1 AND ${OPEN}`, [id]);
    },

    /** Closes a verified registration on its new account; false when another request closed it first. */
    async complete(tx: Queryable, id: string, accountId: string, referralCode: string | null): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE registrations SET completed_at = now(), account_id = $2, referral_code = $3
         WHERE id = $1 AND ${OPEN} AND verified_at IS NOT NULL RETURNING id`,
        [id, accountId, referralCode],
      );
      return rows.length > 0;
    },

    /**
     * Up to `limit` registrations that expired before `before` without being completed; answers how many.
     * A completed one stays: it is the record of how its account came to be (and its referral code).
     */
    async purgeExpired(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query(
        'DELETE FROM registrations WHERE id IN (SELECT id FROM registrations WHERE completed_at IS NULL AND expires_at < $1 LIMIT $2) RETURNING id',
        [input.before, input.limit],
      );
      return rows.length;
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;
