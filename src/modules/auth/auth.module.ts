import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuthGuardOptions } from '../../http/auth-guard.js';
import type { Clock } from '../../infra/clock.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { CaptchaVerifier } from '../../infra/captcha.js';
import type { SendMail } from '../../infra/mailer.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import type { RateLimits } from '../../infra/rate-limit.js';
import { codeHasher } from '../../infra/master-keys.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, type SecretBox } from '../../infra/secret-box.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { ReferralService } from '../referrals/referrals.service.js';
import type { PartnerAccountService } from '../workspaces/partner-accounts.service.js';
import type { IpAllowListCheck, Portal, SecondFactor } from './auth-context.js';
import { authRoutes } from './auth.routes.js';
import { createLoginHistoryRepo, type LoginAttemptRow, type LoginHistoryFilter } from './login-history.repo.js';
import { createLoginRepo } from './login.repo.js';
import { createLoginService } from './login.service.js';
import { needsRehash } from './password-policy.js';
import { createPasswordRepo } from './password.repo.js';
import { passwordRoutes } from './password.routes.js';
import { createPasswordService } from './password.service.js';
import { createReauthenticationService } from './reauthentication.service.js';
import { createRegistrationRepo } from './registration.repo.js';
import { registrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';
import { createSessionsRepo } from './sessions.repo.js';
import { createSessionsService, successorContext, type SessionsService } from './sessions.service.js';
import type { SignInMetrics } from './sign-in-metrics.js';
import { createSigningKeysRepo } from './signing-keys.repo.js';
import { createTokenKeys, signingKeyContext, type AccessClaims } from './signing-keys.js';
import { createStepUpCodesRepo } from './step-up-codes.repo.js';
import type { PurgeBatch } from '../jobs/scheduler.js';
import type { Events } from '../events/events.module.js';

export interface AuthModuleDeps {
  config: Pick<Config, 'auth' | 'masterKey' | 'previousMasterKeys' | 'passwords' | 'portalWebUrl'>;
  db: Db;
  /** The mailer's send: it keeps codes and links out of the production log. */
  sendMail: SendMail;
  /** The rate-limit plugin's limits: login lockout counters, cleared by a password reset. */
  limits: Pick<RateLimits, 'loginFailed' | 'loginSucceeded' | 'clearLockout'>;
  /** Checks the captcha of password reset and registration. */
  captcha: CaptchaVerifier;
  accounts: Pick<AccountService, 'findById' | 'findByEmail' | 'setPasswordHash' | 'recordLogin'>;
  /** Registration creates the account with its workspace (workspaces module)… */
  partnerAccounts: Pick<PartnerAccountService, 'insertPartnerAccount'>;
  /** …and records the referral code it came with (referrals module). */
  referrals: Pick<ReferralService, 'recordReferral'>;
  /** The account-security module, built before this one: login, refresh and the guard obey the allow-list… */
  ipAllowList: IpAllowListCheck;
  /** …and login and step-up offer the second factors the account has enabled. */
  secondFactors: readonly SecondFactor[];
  clock: Clock;
  /** Login and second-factor outcomes, for /metrics. */
  metrics: SignInMetrics;
  /** Owners' sign-ins are reported here (webhooks). */
  events?: Events;
}

/** An account's login history, for its own session pages (sessions module). */
export interface LoginHistory {
  page(filter: LoginHistoryFilter, orderBy?: string): Promise<{ rows: LoginAttemptRow[]; total: number }>;
}

export interface AuthModule {
  guard: AuthGuardOptions<AccessClaims>;
  sessions: SessionsService;
  loginHistory: LoginHistory;
  /** Sign-in of both portals (secure-channel group `auth`) and the JWKS. */
  routes: FastifyPluginAsync;
  /** Password reset, change and init (group `password`), and registration (group `registration`). Needs the `limits` decoration. */
  passwordRoutes: FastifyPluginAsync;
  /** Bounded deletes of what sign-in leaves behind, for the purge schedules (docs/jobs.md). */
  purges: Record<'refreshTokens' | 'loginSessions' | 'loginAttempts' | 'passwordTokens' | 'registrations', PurgeBatch>;
}

/**
 * Sign-in and credentials: signing keys → sessions → login and step-up, the
 * guard's view of them; passwords and registration; and the routes.
 */
export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { config, db, accounts, sendMail } = deps;
  const box = createSecretBox(config);
  const keys = createTokenKeys({ db, repo: createSigningKeysRepo(), box, config: config.auth });
  const history = createLoginHistoryRepo();
  const sessions = createSessionsService({
    db,
    repo: createSessionsRepo(),
    keys,
    box,
    config: config.auth,
    accounts,
    clock: deps.clock,
    ipAllowList: deps.ipAllowList,
  });
  const reauthentication = createReauthenticationService({
    db,
    accounts,
    history,
    sessions,
    codes: createStepUpCodesRepo(),
    limits: deps.limits,
    verifyPassword,
    factors: deps.secondFactors,
    sendMail,
    codeHashes: codeHasher(config, 'step-up-mfa-code'),
    config: config.auth,
    metrics: deps.metrics,
  });
  // Made on first use: a real hash, so verifying against it costs what verifying a real password does.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64')));

  const loginFor = (portal: Portal) =>
    createLoginService({
      db,
      events: deps.events,
      portal,
      accounts,
      logins: createLoginRepo(),
      history,
      sessions,
      limits: deps.limits,
      passwords: {
        verify: async (hash, password) => verifyPassword(hash ?? (await dummy()), password),
        hash: hashPassword,
        needsRehash,
      },
      factors: deps.secondFactors,
      ipAllowList: deps.ipAllowList,
      sendMail,
      codeHashes: codeHasher(config, 'login-mfa-code'),
      config: config.auth,
      metrics: deps.metrics,
    });
  const signIn = (portal: Portal) => authRoutes({ login: loginFor(portal), sessions, reauthentication, portal }) as FastifyPluginAsync;

  const passwords = createPasswordService({
    db,
    tokens: createPasswordRepo(),
    accounts,
    hashPassword,
    verifyPassword,
    sendMail,
    // A changed password ends the account's other sessions, in the change's transaction.
    sessions: { endSessions: (tx, accountId, keep) => sessions.endAll(accountId, 'PASSWORD_CHANGED', keep, tx) },
    lockout: deps.limits,
    config: { minLength: config.passwords.minLength, portalWebUrl: config.portalWebUrl },
  });
  const registrations = createRegistrationService({
    db,
    registrations: createRegistrationRepo(),
    accounts,
    partnerAccounts: deps.partnerAccounts,
    passwords,
    hashPassword,
    sendMail,
    referrals: deps.referrals,
    // A key of its own, derived from MASTER_KEY: a leaked code table says nothing about other secrets.
    codeHashes: codeHasher(config, 'registration-code'),
    config: { minLength: config.passwords.minLength },
  });

  const sessionsRepo = createSessionsRepo();
  const loginRepo = createLoginRepo();
  const passwordRepo = createPasswordRepo();
  const registrationRepo = createRegistrationRepo();

  return {
    sessions,
    loginHistory: { page: (filter, orderBy) => history.page(db, filter, orderBy) },
    purges: {
      refreshTokens: (input) => sessionsRepo.purgeOfEndedSessions(db, input),
      loginSessions: (input) => loginRepo.purgeExpired(db, input),
      loginAttempts: (input) => history.purgeBefore(db, input),
      passwordTokens: (input) => passwordRepo.purgeExpired(db, input),
      registrations: (input) => registrationRepo.purgeExpired(db, input),
    },
    guard: {
      verify: (token) => keys.verify(token),
      authenticate: (sessionId, accountId, clientIp) => sessions.authenticate(sessionId, accountId, clientIp),
      ipAllowList: deps.ipAllowList,
      requireRecentAuth: (claims, sessionId) => sessions.requireRecentAuth(claims, sessionId),
    },
    async routes(app) {
      await app.register(inSecureChannelGroup('auth', signIn('PARTNER')));
      await app.register(inSecureChannelGroup('auth', signIn('OPERATOR')));
      app.get(
        '/.well-known/jwks.json',
        {
          schema: {
            operationId: 'jwks',
            tags: ['Auth'],
            summary: 'Public keys that verify access tokens (JWK Set, RFC 7517)',
            response: { 200: Type.Object({ keys: Type.Array(Type.Object({}, { additionalProperties: true })) }) },
          },
        },
        async () => keys.jwks(),
      );
    },
    async passwordRoutes(app) {
      await app.register(inSecureChannelGroup('password', passwordRoutes({ service: passwords, captcha: deps.captcha })));
      await app.register(inSecureChannelGroup('registration', registrationRoutes({ service: registrations, captcha: deps.captcha })));
    },
  };
}

/** For `portal keys reencrypt`: the JWT signing keys' private halves and the refresh successors kept for the grace window. */
export function authSealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  return [
    sealedColumn({ ...deps, store: createSigningKeysRepo().privateKeys, context: signingKeyContext }),
    sealedColumn({ ...deps, store: createSessionsRepo().successors, context: successorContext }),
  ];
}
