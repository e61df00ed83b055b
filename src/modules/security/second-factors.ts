import type { Queryable } from '../../db/client.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { SecondFactor } from '../auth/auth-context.js';
import { canonicalBackupCode, hashBackupCode } from './backup-codes.js';
import { createMfaRepo, type MfaRepo, type OtpRow } from './mfa.repo.js';
import { matchOtpStep } from './otp.js';

/** The seed of an OTP row; sealed for this account only. */
export function openOtpSecret(box: SecretBox, row: Pick<OtpRow, 'account_id' | 'secret_sealed'>): string {
  return box.open(row.secret_sealed, otpSecretContext(row.account_id)).toString('utf8');
}

export const otpSecretContext = (accountId: string): string => `otp:${accountId}`;

/**
 * Checks a code against a verified authenticator and uses its time step, on
 * `db` (the caller's transaction when there is one). False for a wrong,
 * stale or replayed code, or when no authenticator is verified.
 */
export async function useOtpCode(
  deps: { mfa: MfaRepo; box: SecretBox; now: () => number },
  db: Queryable,
  row: OtpRow | undefined,
  code: string,
): Promise<boolean> {
  if (!row?.verified_at) return false;
  const step = matchOtpStep(openOtpSecret(deps.box, row), code.trim(), deps.now(), row.last_used_step);
  if (step === undefined) return false;
  return (await deps.mfa.useOtpStep(db, row.account_id, step)) !== undefined;
}

/** Uses an unused backup code of the account; false when `code` is not one, or `insideSession` generated it. */
export async function useBackupCode(
  deps: { mfa: MfaRepo; codeKey: Buffer },
  db: Queryable,
  accountId: string,
  code: string,
  insideSession?: string,
): Promise<boolean> {
  const canonical = canonicalBackupCode(code);
  if (canonical === undefined) return false;
  return deps.mfa.useBackupCode(db, accountId, hashBackupCode(deps.codeKey, canonical), insideSession);
}

export interface OtpFactorDeps {
  /** Opens the sealed seeds. */
  box: SecretBox;
  /** Milliseconds since the epoch (tests pin it). */
  now?: () => number;
}

/** The authenticator app as a login factor: enabled once otp/verify succeeded; each time step works once. */
export function createOtpFactor(deps: OtpFactorDeps): SecondFactor {
  const context = { mfa: createMfaRepo(), box: deps.box, now: deps.now ?? Date.now };
  return {
    method: 'OTP',
    async isEnabled(db, accountId) {
      return Boolean((await context.mfa.findOtp(db, accountId))?.verified_at);
    },
    async verify(db, accountId, code) {
      return useOtpCode(context, db, await context.mfa.findOtp(db, accountId), code);
    },
  };
}

/**
 * Backup codes as a second factor: enabled while an unused code remains; each
 * code works once, and never inside the session that generated it.
 */
export function createBackupCodeFactor(deps: { codeKey: Buffer }): SecondFactor {
  const context = { mfa: createMfaRepo(), codeKey: deps.codeKey };
  return {
    method: 'BACKUP_CODE',
    isEnabled: (db, accountId) => context.mfa.hasUnusedBackupCode(db, accountId),
    verify: (db, accountId, code, insideSession) => useBackupCode(context, db, accountId, code, insideSession),
  };
}
