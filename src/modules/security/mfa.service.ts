import type { Db, Queryable } from '../../db/client.js';
import { enumObject } from '../../http/enums.js';
import { notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import { iso, isoOrNull } from '../../http/instant.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { MFA_METHOD } from '../auth/auth.enums.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { AccountAuditRecorder } from '../audit/audit.js';
import { BACKUP_CODE_COUNT, canonicalBackupCode, hashBackupCode, newBackupCode } from './backup-codes.js';
import type { MfaRepo, OtpRow } from './mfa.repo.js';
import { matchOtpStep, newOtpSecret, OTP_ALGORITHM, OTP_CODE, OTP_DIGITS, OTP_PERIOD_SEC, otpauthUri } from './otp.js';
import { qrCodePngDataUrl } from './qr-image.js';
import type { BackupCodesGeneratedDto, BackupCodeSummaryDto, MfaMethodEntryDto, OtpSetupDto } from './security.schemas.js';
import { otpSecretContext, useBackupCode, useOtpCode } from './second-factors.js';

/** How long an enrolment started by otp/setup waits for otp/verify. */
export const OTP_SETUP_TTL_MS = 10 * 60_000;
export const OTP_ISSUER = 'Partner Portal';

export interface MfaServiceDeps {
  db: Db;
  mfa: MfaRepo;
  accounts: Pick<AccountService, 'findById'>;
  box: SecretBox;
  /** HMAC key of backup codes: the BACKUP_CODE_KEY data key. */
  codeKey: Buffer;
  audit: AccountAuditRecorder;
  now?: () => number;
  config?: { issuer?: string; setupTtlMs?: number };
}

export interface CallerContext {
  clientIp: string;
  requestId?: string;
}

const codeInvalid = () => new AppError('AUTH.MFA_CODE_INVALID');

export function createMfaService(deps: MfaServiceDeps) {
  const { db, mfa, box, audit } = deps;
  const now = deps.now ?? Date.now;
  const issuer = deps.config?.issuer ?? OTP_ISSUER;
  const setupTtlMs = deps.config?.setupTtlMs ?? OTP_SETUP_TTL_MS;

  /** EMAIL always; OTP once verified (and then primary); BACKUP_CODE while an unused code remains. */
  async function methods(accountId: string): Promise<MfaMethodEntryDto[]> {
    const [otp, backup] = await Promise.all([mfa.findOtp(db, accountId), mfa.backupCodeSummary(db, accountId)]);
    const otpEnabled = Boolean(otp?.verified_at);
    return [
      { mfaMethod: enumObject(MFA_METHOD, 'EMAIL'), isEnabled: true, isPrimary: !otpEnabled, verifiedAt: null },
      {
        mfaMethod: enumObject(MFA_METHOD, 'OTP'),
        isEnabled: otpEnabled,
        isPrimary: otpEnabled,
        verifiedAt: isoOrNull(otp?.verified_at ?? null),
      },
      {
        mfaMethod: enumObject(MFA_METHOD, 'BACKUP_CODE'),
        isEnabled: backup.remaining > 0,
        isPrimary: false,
        verifiedAt: isoOrNull(backup.generated_at),
      },
    ];
  }

  /** Uses up the code given to otp/revoke: an authenticator code, or a backup code `sessionId` did not generate. */
  async function useRevokeCode(tx: Queryable, row: OtpRow, code: string, sessionId: string): Promise<'OTP' | 'BACKUP_CODE'> {
    if (OTP_CODE.test(code.trim())) {
      if (!(await useOtpCode({ mfa, box, now }, tx, row, code))) throw codeInvalid();
      return 'OTP';
    }
    if (!(await useBackupCode({ mfa, codeKey: deps.codeKey }, tx, row.account_id, code, sessionId))) throw codeInvalid();
    return 'BACKUP_CODE';
  }

  return {
    methods,

    /**
     * Starts an enrolment: a fresh seed, sealed at rest; nothing is enabled
     * until otp/verify. Starting again replaces an unfinished enrolment; an
     * enabled authenticator must be revoked first (409).
     */
    async setupOtp(accountId: string, context: CallerContext): Promise<OtpSetupDto> {
      const account = await deps.accounts.findById(db, accountId);
      if (!account) throw notFound('account');
      const secret = newOtpSecret();
      const expiresAt = new Date(now() + setupTtlMs);
      await db.transaction(async (tx) => {
        const row = await mfa.lockOtp(tx, accountId);
        if (row?.verified_at) throw new AppError('OTP.ALREADY_ENABLED');
        await mfa.startOtpSetup(tx, accountId, box.seal(secret, otpSecretContext(accountId)), expiresAt);
        await audit(tx, { accountId, action: 'mfa_otp.setup', ...context });
      });
      const uri = otpauthUri(secret, issuer, account.email);
      return {
        secret,
        otpauthUri: uri,
        qrCode: qrCodePngDataUrl(uri),
        algorithm: OTP_ALGORITHM,
        digits: OTP_DIGITS,
        period: OTP_PERIOD_SEC,
        expiresAt: iso(expiresAt),
      };
    },

    /** Proves the authenticator with a current code and enables it; the code's time step counts as used. */
    async verifyOtp(accountId: string, code: string, context: CallerContext): Promise<MfaMethodEntryDto[]> {
      await db.transaction(async (tx) => {
        const row = await mfa.lockOtp(tx, accountId);
        if (row?.verified_at) throw new AppError('OTP.ALREADY_ENABLED');
        if (!row || (row.setup_expires_at && row.setup_expires_at.getTime() <= now())) throw new AppError('OTP.NO_PENDING_SETUP');
        // The pending row: check the code as an enrolment, then mark it verified with the step used.
        const secret = box.open(row.secret_sealed, otpSecretContext(accountId)).toString('utf8');
        const step = matchOtpStep(secret, code, now(), row.last_used_step);
        if (step === undefined || !(await mfa.useOtpStep(tx, accountId, step, { verify: true }))) throw codeInvalid();
        await audit(tx, { accountId, action: 'mfa_otp.enable', ...context });
      });
      return methods(accountId);
    },

    /**
     * Removes the authenticator. The route needs a recent full authentication
     * of the session (step-up), which is the proof; a `code` may still be
     * given (spec 4.4 lists no body, older clients send one): a current code
     * from the authenticator, or an unused backup code — never one that
     * `sessionId` generated itself — which is then used up. A wrong one is refused.
     */
    async revokeOtp(accountId: string, sessionId: string, code: string | undefined, context: CallerContext): Promise<MfaMethodEntryDto[]> {
      await db.transaction(async (tx) => {
        const row = await mfa.lockOtp(tx, accountId);
        if (!row?.verified_at) throw new AppError('OTP.NOT_ENABLED');
        // Without a code, the route's step-up check (a recent full authentication) was the proof.
        const provedWith = code === undefined ? 'RECENT_AUTHENTICATION' : await useRevokeCode(tx, row, code, sessionId);
        await mfa.deleteOtp(tx, accountId);
        await audit(tx, { accountId, action: 'mfa_otp.revoke', ...context, detail: { provedWith } });
      });
      return methods(accountId);
    },

    async backupCodeSummary(accountId: string): Promise<BackupCodeSummaryDto> {
      const summary = await mfa.backupCodeSummary(db, accountId);
      return { remainingCount: summary.remaining, totalGenerated: summary.total };
    },

    /**
     * A new set of single-use codes, shown this once; the previous set stops
     * working. The set remembers `sessionId`: its codes never prove anything
     * inside the session that generated them.
     */
    async generateBackupCodes(accountId: string, sessionId: string, context: CallerContext): Promise<BackupCodesGeneratedDto> {
      const distinct = new Set<string>();
      while (distinct.size < BACKUP_CODE_COUNT) distinct.add(newBackupCode());
      const codes = [...distinct];
      const hashes = codes.map((code) => hashBackupCode(deps.codeKey, canonicalBackupCode(code)!));
      const generatedAt = await db.transaction(async (tx) => {
        const at = await mfa.replaceBackupCodes(tx, accountId, hashes, sessionId);
        await audit(tx, { accountId, action: 'backup_codes.generate', ...context, detail: { count: codes.length } });
        return at;
      });
      return { codes, remainingCount: codes.length, totalGenerated: codes.length, generatedAt: iso(generatedAt) };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
