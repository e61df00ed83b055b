import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuthGuardOptions } from '../../http/auth-guard.js';
import type { Clock } from '../../infra/clock.js';
import type { SendMail } from '../../infra/mailer.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import type { RateLimits } from '../../infra/rate-limit.js';
import { createSecretBox } from '../../infra/secret-box.js';
import { createAccountsRepo } from '../accounts/accounts.repo.js';
import type { IpAllowListCheck, Portal, SecondFactor } from './auth-context.js';
import { authRoutes } from './auth.routes.js';
import { createLoginHistoryRepo } from './login-history.repo.js';
import { createLoginRepo } from './login.repo.js';
import { createLoginService } from './login.service.js';
import { needsRehash } from './password-policy.js';
import { createReauthenticationService } from './reauthentication.service.js';
import { createSessionsRepo } from './sessions.repo.js';
import { createSessionsService, type SessionsService } from './sessions.service.js';
import { createTokenKeys, type AccessClaims, type TokenKeys } from './signing-keys.js';
import { createStepUpCodesRepo } from './step-up-codes.repo.js';

export interface AuthModuleDeps {
  config: Pick<Config, 'auth' | 'masterKey'>;
  db: Db;
  sendMail: SendMail;
  limits: () => Pick<RateLimits, 'consume' | 'loginFailed' | 'loginSucceeded'>;
  clock: Clock;
}

export interface AuthModule {
  keys: TokenKeys;
  sessions: SessionsService;
  guard: AuthGuardOptions<AccessClaims>;
  /** Second factors and the allow-list come from the account-security module, registered before routes are built. */
  useSecondFactors(factors: readonly SecondFactor[]): void;
  useIpAllowList(check: IpAllowListCheck): void;
  routes(portal: Portal): FastifyPluginAsync;
  jwksRoute: FastifyPluginAsync;
}

/** Wires sign-in: signing keys → sessions → login, the guard's view of them, and the routes. */
export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { config, db } = deps;
  const box = createSecretBox(config.masterKey);
  const keys = createTokenKeys({ db, box, config: config.auth });
  const factors: SecondFactor[] = [];
  let ipAllowList: IpAllowListCheck | undefined;
  const sessions = createSessionsService({ db, repo: createSessionsRepo(), keys, box, config: config.auth, clock: deps.clock, ipAllowList: () => ipAllowList });
  const reauthentication = createReauthenticationService({
    db,
    accounts: createAccountsRepo(),
    history: createLoginHistoryRepo(),
    sessions,
    codes: createStepUpCodesRepo(),
    limits: deps.limits,
    verifyPassword,
    factors,
    sendMail: deps.sendMail,
    codeKey: createHmac('sha256', config.masterKey).update('step-up-mfa-code').digest(),
    config: config.auth,
  });
  // Made on first use: a real hash, so verifying against it costs what verifying a real password does.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64')));

  const loginFor = (portal: Portal) =>
    createLoginService({
      db,
      portal,
      accounts: createAccountsRepo(),
      logins: createLoginRepo(),
      history: createLoginHistoryRepo(),
      sessions,
      limits: {
        loginFailed: (email) => deps.limits().loginFailed(email),
        loginSucceeded: (email) => deps.limits().loginSucceeded(email),
      },
      passwords: {
        verify: async (hash, password) => verifyPassword(hash ?? (await dummy()), password),
        hash: hashPassword,
        needsRehash,
      },
      factors,
      get ipAllowList() {
        return ipAllowList;
      },
      sendMail: deps.sendMail,
      codeKey: createHmac('sha256', config.masterKey).update('login-mfa-code').digest(),
      config: config.auth,
    });

  return {
    keys,
    sessions,
    guard: {
      verify: (token) => keys.verify(token),
      authenticate: (sessionId, accountId, clientIp) => sessions.authenticate(sessionId, accountId, clientIp),
      ipAllowList: () => ipAllowList,
      requireRecentAuth: (claims, sessionId) => sessions.requireRecentAuth(claims, sessionId),
    },
    useSecondFactors(list) {
      factors.push(...list);
    },
    useIpAllowList(check) {
      ipAllowList = check;
    },
    routes(portal) {
      return authRoutes({ login: loginFor(portal), sessions, reauthentication, portal }) as FastifyPluginAsync;
    },
    async jwksRoute(app) {
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
  };
}
