import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { canonicalEmail, maskEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import type { SendMail } from '../../infra/mailer.js';
import type { CodeHasher } from '../../infra/master-keys.js';
import type { LimitKeys, RateLimits } from '../../infra/rate-limit.js';
import type { AccountRow } from '../accounts/accounts.repo.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { enabledSecondFactors, type ClientFacts, type IpAllowListCheck, type MfaMethod, type Portal, type SecondFactor } from './auth-context.js';
import { assertResendAllowed, boundCode, emailCodeMail, newEmailCode } from './email-code.js';
import type { LoginFailureReason, LoginHistoryRepo } from './login-history.repo.js';
import type { LoginRepo, LoginSessionRow } from './login.repo.js';
import type { SessionsService, TokenPair } from './sessions.service.js';
import { countLoginStep, type LoginOutcome, type SignInMetrics } from './sign-in-metrics.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';

/** DESIGN.md: a login session allows 5 wrong codes, then dies. */
export const MAX_CODE_ATTEMPTS = 5;

export interface LoginServiceDeps {
  db: Db;
  /** Where an owner's sign-in is reported to the workspaces they own (webhooks); nowhere by default. */
  events?: Events;
  accounts: Pick<AccountService, 'findByEmail' | 'findById' | 'setPasswordHash'>;
  logins: LoginRepo;
  history: LoginHistoryRepo;
  sessions: SessionsService;
  limits: Pick<RateLimits, 'loginFailed' | 'loginSucceeded'>;
  passwords: {
    /** With a null hash it verifies against a real hash of a random password: unknown addresses cost the same. */
    verify(hash: string | null, password: string): Promise<boolean>;
    hash(password: string): Promise<string>;
    needsRehash(hash: string): boolean;
  };
  factors: readonly SecondFactor[];
  ipAllowList: IpAllowListCheck;
  sendMail: SendMail;
  /** Hashes of e-mailed codes (keyed by MASTER_KEY; a code hashed under a previous key still verifies). */
  codeHashes: CodeHasher;
  config: Config['auth'];
  portal: Portal;
  metrics: SignInMetrics;
}

/**
 * Counts the attempt on a step's limits: the route's `reply.limit`, which tells the client where
 * it stands. Inside the step, so a refusal by the limits is one of the step's outcomes.
 */
export type CountAttempt<A extends 'login' | 'mfa-complete'> = (keys: LimitKeys<A>) => Promise<void>;

export interface LoginInitiated {
  sessionId: string;
  mfaMethods: MfaMethod[];
  expiresIn: number;
  accountStatus: AccountRow['status'];
  pendingApproval: boolean;
}

export function createLoginService(deps: LoginServiceDeps) {
  const { db, logins, history, config } = deps;

  const countOutcome = (outcome: LoginOutcome) => deps.metrics.login(deps.portal, outcome);

  async function fail(account: AccountRow, client: ClientFacts, reason: LoginFailureReason, error: AppError): Promise<never> {
    await history.record(db, account.id, client, reason);
    await deps.limits.loginFailed(account.email);
    throw error;
  }

  /**
   * The account behind the password, or 401 AUTH.INVALID_CREDENTIALS — same
   * answer, same work, whatever was wrong. An input that is no address we
   * accept (e.g. `kİss@…`, whose canonical form does not exist) is simply an
   * address without an account: the answer never tells the two apart.
   */
  async function checkPassword(email: string, password: string, client: ClientFacts): Promise<AccountRow> {
    const address = canonicalEmail(email);
    const found = address === undefined ? undefined : await deps.accounts.findByEmail(db, address);
    const account = found?.portal === deps.portal ? found : undefined;
    const matches = await deps.passwords.verify(account?.password_hash ?? null, password);
    const invalid = new AppError('AUTH.INVALID_CREDENTIALS');
    if (!account) {
      await deps.limits.loginFailed(email);
      throw invalid;
    }
    if (!account.password_hash) return fail(account, client, 'NO_PASSWORD', invalid);
    if (!matches) return fail(account, client, 'INVALID_PASSWORD', invalid);
    if (account.status !== 'ACTIVE') return fail(account, client, 'ACCOUNT_DISABLED', invalid);
    return account;
  }

  async function upgradeHash(account: AccountRow, password: string): Promise<void> {
    if (!account.password_hash || !deps.passwords.needsRehash(account.password_hash)) return;
    await deps.accounts.setPasswordHash(db, account.id, await deps.passwords.hash(password));
  }

  const enabledFactors = (accountId: string): Promise<SecondFactor[]> => enabledSecondFactors(db, deps.factors, accountId);

  async function openLogin(sessionId: string, clientHash: string): Promise<LoginSessionRow> {
    const login = await logins.findOpen(db, sessionId);
    if (!login) throw new AppError('AUTH.SESSION_NOT_FOUND');
    // Constant time: the hash is the one thing binding the steps to one client.
    const expected = Buffer.from(login.client_hash);
    const given = Buffer.from(clientHash);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('AUTH.CLIENT_MISMATCH');
    return login;
  }

  async function verifyCode(login: LoginSessionRow, method: MfaMethod, code: string): Promise<boolean> {
    const proven = await proves(login, method, code);
    deps.metrics.mfaVerification(method, proven ? 'success' : 'invalid');
    return proven;
  }

  async function proves(login: LoginSessionRow, method: MfaMethod, code: string): Promise<boolean> {
    if (method === 'EMAIL') {
      if (!login.code_hash || !login.code_live) return false;
      return deps.codeHashes.matches(login.code_hash, boundCode(login.id, code));
    }
    const factor = (await enabledFactors(login.account_id)).find((f) => f.method === method);
    return factor ? factor.verify(db, login.account_id, code) : false;
  }

  async function assertIpAllowed(account: AccountRow, client: ClientFacts): Promise<void> {
    if (await deps.ipAllowList.isAllowed(account.id, client.clientIp)) return;
    await history.record(db, account.id, client, 'IP_NOT_ALLOWED');
    throw new AppError('ACCESS.IP_NOT_ALLOWED');
  }

  async function initiate(email: string, password: string, client: ClientFacts, countAttempt: CountAttempt<'login'>): Promise<LoginInitiated> {
    await countAttempt({ ip: client.clientIp, email });
    const account = await checkPassword(email, password, client);
    await assertIpAllowed(account, client);
    await upgradeHash(account, password);
    const sessionId = newId('loginSession');
    await logins.insert(db, { id: sessionId, accountId: account.id, ttlSec: config.loginSessionTtlSec, ...client });
    const factors = await enabledFactors(account.id);
    return {
      sessionId,
      mfaMethods: ['EMAIL', ...factors.map((factor) => factor.method)],
      expiresIn: config.loginSessionTtlSec,
      accountStatus: account.status,
      pendingApproval: account.pending_approval,
    };
  }

  async function complete(sessionId: string, method: MfaMethod, code: string, client: ClientFacts, countAttempt: CountAttempt<'mfa-complete'>): Promise<TokenPair> {
    await countAttempt({ ip: client.clientIp, session: sessionId });
    const login = await openLogin(sessionId, client.clientHash);
    const account = await deps.accounts.findById(db, login.account_id);
    if (!account) throw new AppError('AUTH.SESSION_NOT_FOUND');
    if (!(await verifyCode(login, method, code))) {
      const attempts = await logins.countFailure(db, login.id, MAX_CODE_ATTEMPTS);
      return fail(account, client, attempts >= MAX_CODE_ATTEMPTS ? 'MFA_ATTEMPTS_EXHAUSTED' : 'MFA_CODE_INVALID', new AppError('AUTH.MFA_CODE_INVALID'));
    }
    if (account.pending_approval) {
      await history.record(db, account.id, client, 'PENDING_APPROVAL');
      throw new AppError('AUTH.ACCOUNT_PENDING_APPROVAL');
    }
    await assertIpAllowed(account, client);
    const sign = await deps.sessions.signer();
    const opened = await db.transaction(async (tx) => {
      // Single use: of two completes racing with a right code, one gets tokens.
      if (!(await logins.close(tx, login.id))) throw new AppError('AUTH.SESSION_NOT_FOUND');
      await history.record(tx, account.id, client, null);
      await (deps.events ?? NO_EVENTS).emitForOwner(tx, account.id, 'security.sign_in', { accountId: account.id, clientIp: client.clientIp, userAgent: client.userAgent });
      return deps.sessions.open(tx, sign, account.id, deps.portal, client);
    });
    deps.sessions.forget(opened.ended);
    await deps.limits.loginSucceeded(account.email);
    return opened.pair;
  }

  return {
    /** Password check: opens a login session for the second factor. */
    initiate: (email: string, password: string, client: ClientFacts, countAttempt: CountAttempt<'login'>): Promise<LoginInitiated> =>
      countLoginStep(countOutcome, 'mfa_required', () => initiate(email, password, client, countAttempt)),

    async sendEmailCode(sessionId: string, clientHash: string): Promise<{ sent: true; expiresIn: number; destination: string }> {
      const login = await openLogin(sessionId, clientHash);
      assertResendAllowed(login.code_age_sec, config.mfaResendSec);
      const account = await deps.accounts.findById(db, login.account_id);
      if (!account) throw new AppError('AUTH.SESSION_NOT_FOUND');
      const code = newEmailCode();
      // The code and its mail commit together: no mail for a code that was not stored, no code whose mail is lost.
      await db.transaction(async (tx) => {
        await logins.storeCode(tx, login.id, deps.codeHashes.hash(boundCode(login.id, code)), config.mfaCodeTtlSec);
        await deps.sendMail(
          tx,
          emailCodeMail({
            to: account.email,
            code,
            codeName: 'sign-in code',
            ttlSec: config.mfaCodeTtlSec,
            purpose: 'If you did not try to sign in, change your password.',
          }),
        );
      });
      return { sent: true, expiresIn: config.mfaCodeTtlSec, destination: maskEmail(account.email) };
    },

    /** Second factor: closes the login session and opens an auth session. */
    complete: (sessionId: string, method: MfaMethod, code: string, client: ClientFacts, countAttempt: CountAttempt<'mfa-complete'>): Promise<TokenPair> =>
      countLoginStep(countOutcome, 'success', () => complete(sessionId, method, code, client, countAttempt)),
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
