import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';

export interface OtpRow {
  account_id: string;
  secret_sealed: string;
  setup_expires_at: Date | null;
  verified_at: Date | null;
  last_used_step: number | null;
}

interface RawOtpRow extends Omit<OtpRow, 'last_used_step'> {
  last_used_step: bigint | string | number | null;
}

const OTP_COLUMNS = 'account_id, secret_sealed, setup_expires_at, verified_at, last_used_step';
const toOtp = (row: RawOtpRow | undefined): OtpRow | undefined =>
  row && { ...row, last_used_step: row.last_used_step === null ? null : Number(row.last_used_step) };

export interface BackupCodeSummaryRow {
  remaining: number;
  total: number;
  generated_at: Date | null;
}

export function createMfaRepo() {
  return {
    /** The sealed seeds, for `portal keys reencrypt`. */
    otpSecrets: sealedColumnStore<string>({ table: 'account_otp_authenticators', key: 'account_id', column: 'secret_sealed' }),

    async findOtp(db: Queryable, accountId: string): Promise<OtpRow | undefined> {
      const rows = await db.query<RawOtpRow>(`SELECT ${OTP_COLUMNS} FROM account_otp_authenticators WHERE account_id = $1`, [accountId]);
      return toOtp(rows[0]);
    },

    async lockOtp(tx: Queryable, accountId: string): Promise<OtpRow | undefined> {
      const rows = await tx.query<RawOtpRow>(`SELECT ${OTP_COLUMNS} FROM account_otp_authenticators WHERE account_id = $1 FOR UPDATE`, [
        accountId,
      ]);
      return toOtp(rows[0]);
    },

    /** Starts (or restarts) an enrolment: a new sealed seed, not verified, no step used. */
    async startOtpSetup(tx: Queryable, accountId: string, secretSealed: string, expiresAt: Date): Promise<void> {
      await tx.query(
        `INSERT INTO account_otp_authenticators (account_id, secret_sealed, setup_expires_at, verified_at, last_used_step)
         VALUES ($1, $2, $3, NULL, NULL)
         ON CONFLICT (account_id) DO UPDATE
           SET secret_sealed = EXCLUDED.secret_sealed, setup_expires_at = EXCLUDED.setup_expires_at,
               verified_at = NULL, last_used_step = NULL, created_at = now()`,
        [accountId, secretSealed, expiresAt],
      );
    },

    /**
     * Records `step` as used, only when it is later than the last used one (so
     * two requests with the same code cannot both pass). With `verify`, also
     * completes an enrolment. Returns the row's verified_at, or undefined when
     * the step was already used (or the row is not in the expected state).
     */
    async useOtpStep(db: Queryable, accountId: string, step: number, options: { verify?: boolean } = {}): Promise<Date | undefined> {
      const rows = await db.query<{ verified_at: Date }>(
        `UPDATE account_otp_authenticators
            SET last_used_step = $2,
                verified_at = CASE WHEN $3::boolean THEN now() ELSE verified_at END,
                setup_expires_at = CASE WHEN $3::boolean THEN NULL ELSE setup_expires_at END
          WHERE account_id = $1
            AND (last_used_step IS NULL OR last_used_step < $2)
            AND (CASE WHEN $3::boolean THEN verified_at IS NULL ELSE verified_at IS NOT NULL END)
          RETURNING verified_at`,
        [accountId, step, options.verify ?? false],
      );
      return rows[0]?.verified_at;
    },

    async deleteOtp(tx: Queryable, accountId: string): Promise<void> {
      await tx.query('DELETE FROM account_otp_authenticators WHERE account_id = $1', [accountId]);
    },

    /** A new set in place of the old one, remembering the session that generated it. */
    async replaceBackupCodes(tx: Queryable, accountId: string, hashes: readonly Buffer[], generatedBySession: string): Promise<Date> {
      await tx.query('DELETE FROM account_backup_codes WHERE account_id = $1', [accountId]);
      const rows = await tx.query<{ generated_at: Date }>(
        `INSERT INTO account_backup_codes (account_id, code_hash, generated_at, generated_by_session)
         SELECT $1, decode(hash, 'hex'), now(), $3 FROM unnest($2::text[]) AS hash
         RETURNING generated_at`,
        [accountId, hashes.map((hash) => hash.toString('hex')), generatedBySession],
      );
      return rows[0]!.generated_at;
    },

    async backupCodeSummary(db: Queryable, accountId: string): Promise<BackupCodeSummaryRow> {
      const rows = await db.query<{ remaining: number | string | bigint; total: number | string | bigint; generated_at: Date | null }>(
        `SELECT count(*) FILTER (WHERE used_at IS NULL) AS remaining, count(*) AS total, max(generated_at) AS generated_at
           FROM account_backup_codes WHERE account_id = $1`,
        [accountId],
      );
      const row = rows[0]!;
      return { remaining: Number(row.remaining), total: Number(row.total), generated_at: row.generated_at };
    },

    /**
     * Marks an unused code as used; false when there is no such unused code,
     * or when `insideSession` generated it (a session's own codes prove nothing inside it).
     */
    async useBackupCode(db: Queryable, accountId: string, hash: Buffer, insideSession?: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE account_backup_codes SET used_at = now()
         WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL AND generated_by_session IS DISTINCT FROM $3
         RETURNING account_id`,
        [accountId, hash, insideSession ?? null],
      );
      return rows.length > 0;
    },

    async hasUnusedBackupCode(db: Queryable, accountId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM account_backup_codes WHERE account_id = $1 AND used_at IS NULL LIMIT 1', [accountId]);
      return rows.length > 0;
    },
  };
}

export type MfaRepo = ReturnType<typeof createMfaRepo>;
