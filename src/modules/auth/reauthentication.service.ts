import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { maskEmail } from '../../infra/email-address.js';
import type { SendMail } from '../../infra/mailer.js';
import type { CodeHasher } from '../../infra/master-keys.js';
import type { LimitKeys, RateLimits } from '../../infra/rate-limit.js';
import type { AccountRow } from '../accounts/accounts.repo.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { enabledSecondFactors, type AuthContext, type ClientFacts, type MfaMethod, type SecondFactor } from './auth-context.js';
import { assertResendAllowed, boundCode, emailCodeMail, newEmailCode } from './email-code.js';
import type { LoginFailureReason, LoginHistoryRepo } from './login-history.repo.js';
import { MAX_CODE_ATTEMPTS } from './login.service.js';
import type { SessionsService, TokenPair } from './sessions.service.js';
import type { SignInMetrics } from './sign-in-metrics.js';
import type { StepUpCodesRepo } from './step-up-codes.repo.js';

export interface ReauthenticationDeps {
  db: Db;
  accounts: Pick<AccountService, 'findById'>;
  history: LoginHistoryRepo;
  sessions: SessionsService;
  codes: StepUpCodesRepo;
  /** The login lockout: reauthentication is locked out on the same counters as login. */
  limits: Pick<RateLimits, 'loginFailed' | 'loginSucceeded'>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
  factors: readonly SecondFactor[];
  sendMail: SendMail;
  /** Hashes of e-mailed step-up codes (keyed by MASTER_KEY; a code hashed under a previous key still verifies). */
  codeHashes: CodeHasher;
  config: Config['auth'];
  metrics: Pick<SignInMetrics, 'mfaVerification'>;
}

export interface ReauthenticateRequest {
  password: string;
  mfaMethod: MfaMethod;
  code: string;
}

/** Where a request comes from; the signed-in session carries the client hash already. */
export type CallerFacts = Omit<ClientFacts, 'clientHash'>;

/**
 * Step-up re-authentication (DESIGN.md §4): a signed-in session proves
 * password and second factor again, which renews its auth time. Every wrong
 * password or code counts toward the account's login lockout, and a locked
 * account is refused here as at login.
 */
export function createReauthenticationService(deps: ReauthenticationDeps) {
  const { db, codes, history, config } = deps;

  async function accountOf(auth: AuthContext): Promise<AccountRow> {
    const account = await deps.accounts.findById(db, auth.accountId);
    if (!account || account.status !== 'ACTIVE') throw new AppError('ACCESS.TOKEN_INVALID');
    return account;
  }

  async function fail(account: AccountRow, caller: CallerFacts, reason: LoginFailureReason, error: AppError): Promise<never> {
    await history.record(db, account.id, caller, reason);
    await deps.limits.loginFailed(account.email);
    throw error;
  }

  /** Uses the session's mailed code up when `code` is it, under whichever key of the ring hashed it. */
  async function consumeCode(sessionId: string, code: string): Promise<boolean> {
    for (const hash of deps.codeHashes.candidates(boundCode(sessionId, code))) {
      if (await codes.consume(db, sessionId, hash)) return true;
    }
    return false;
  }

  /** True when `code` proves `method` for this session; single-use material is used up. */
  async function verifyFactor(auth: AuthContext, method: MfaMethod, code: string): Promise<boolean> {
    const proven = await proves(auth, method, code);
    deps.metrics.mfaVerification(method, proven ? 'success' : 'invalid');
    return proven;
  }

  async function proves(auth: AuthContext, method: MfaMethod, code: string): Promise<boolean> {
    if (method === 'EMAIL') {
      if (await consumeCode(auth.sessionId, code)) return true;
      await codes.countFailure(db, auth.sessionId, MAX_CODE_ATTEMPTS);
      return false;
    }
    const factor = (await enabledSecondFactors(db, deps.factors, auth.accountId)).find((f) => f.method === method);
    return factor ? factor.verify(db, auth.accountId, code, auth.sessionId) : false;
  }

  return {
    /** Mails a 6-digit code for the session's next reauthenticate (mfaMethod EMAIL); resending waits MFA_RESEND_SECONDS. */
    async sendEmailCode(auth: AuthContext): Promise<{ sent: true; expiresIn: number; destination: string }> {
      const account = await accountOf(auth);
      assertResendAllowed(await codes.sentAgoSec(db, auth.sessionId), config.mfaResendSec);
      const code = newEmailCode();
      await db.transaction(async (tx) => {
        await codes.store(tx, auth.sessionId, deps.codeHashes.hash(boundCode(auth.sessionId, code)), config.mfaCodeTtlSec);
        await deps.sendMail(
          tx,
          emailCodeMail({
            to: account.email,
            code,
            codeName: 'confirmation code',
            ttlSec: config.mfaCodeTtlSec,
            purpose: 'It confirms a sensitive change to your account. If you did not ask for it, change your password.',
          }),
        );
      });
      return { sent: true, expiresIn: config.mfaCodeTtlSec, destination: maskEmail(account.email) };
    },

    /**
     * Password, then second factor; on success the session's auth time is now
     * and a new token pair replaces the old one (the old refresh token is
     * rotated out). The code is not looked at when the password is wrong, so a
     * wrong password never uses up a backup code or an OTP time step.
     */
    async reauthenticate(
      auth: AuthContext,
      proof: ReauthenticateRequest,
      caller: CallerFacts,
      /** Counts the attempt on the login limits (the route's `reply.limit`, which tells the client where it stands). */
      countAttempt: (keys: LimitKeys<'login'>) => Promise<void>,
    ): Promise<TokenPair> {
      const account = await accountOf(auth);
      await countAttempt({ ip: caller.clientIp, email: account.email });
      if (!account.password_hash || !(await deps.verifyPassword(account.password_hash, proof.password))) {
        return fail(account, caller, 'INVALID_PASSWORD', new AppError('AUTH.PASSWORD_INCORRECT'));
      }
      if (!(await verifyFactor(auth, proof.mfaMethod, proof.code))) {
        return fail(account, caller, 'MFA_CODE_INVALID', new AppError('AUTH.MFA_CODE_INVALID'));
      }
      const sign = await deps.sessions.signer();
      const pair = await db.transaction(async (tx) => {
        await history.record(tx, account.id, caller, null);
        return deps.sessions.renew(tx, sign, account.id, auth.sessionId);
      });
      await deps.limits.loginSucceeded(account.email);
      return pair;
    },
  };
}

export type ReauthenticationService = ReturnType<typeof createReauthenticationService>;
