import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createTurnstileVerifier, type CaptchaVerifier } from '../../infra/captcha.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import { createAccountsRepo } from '../accounts/accounts.repo.js';
import { createAccountService } from '../accounts/accounts.service.js';
import { createWorkspacesRepo } from '../workspaces/workspaces.repo.js';
import { createReferrals } from '../workspace-admin/workspace-admin-module.js';
import { createPasswordRepo } from './password.repo.js';
import { passwordRoutes } from './password.routes.js';
import { createPasswordService, type SendMail, type SessionTerminator } from './password.service.js';
import { createRegistrationRepo } from './registration.repo.js';
import { registrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';

export interface PasswordModuleDeps {
  config: Pick<Config, 'captcha' | 'passwords' | 'portalWebUrl' | 'masterKey'>;
  db: Db;
  /** The mailer's send: it keeps codes and links out of the production log. */
  sendMail: SendMail;
  /** Ends an account's other sessions when its password changes; required, so no wiring can end none. */
  sessions: SessionTerminator;
  /** Tests inject one; otherwise the Turnstile verifier the config describes. */
  captcha?: CaptchaVerifier;
}

/** Wires password and registration: repositories → services → routes. Needs the `limits` decoration. */
export function passwordModule(deps: PasswordModuleDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { sendMail } = deps;
    const accounts = createAccountsRepo();
    const captcha = deps.captcha ?? createTurnstileVerifier(deps.config.captcha);
    const passwords = createPasswordService({
      db: deps.db,
      tokens: createPasswordRepo(),
      accounts,
      hashPassword,
      verifyPassword,
      sendMail,
      sessions: deps.sessions,
      lockout: app.limits,
      config: { minLength: deps.config.passwords.minLength, portalWebUrl: deps.config.portalWebUrl },
    });
    const registrations = createRegistrationService({
      db: deps.db,
      registrations: createRegistrationRepo(),
      accounts,
      accountService: createAccountService({ db: deps.db, accounts, workspaces: createWorkspacesRepo(), hashPassword }),
      passwords,
      hashPassword,
      sendMail,
      referrals: createReferrals({ db: deps.db }),
      // A key of its own, derived from MASTER_KEY: a leaked code table says nothing about other secrets.
      codeKey: createHmac('sha256', deps.config.masterKey).update('registration-code').digest(),
      config: { minLength: deps.config.passwords.minLength },
    });
    await app.register(inSecureChannelGroup('password', passwordRoutes({ service: passwords, captcha })));
    await app.register(inSecureChannelGroup('registration', registrationRoutes({ service: registrations, captcha })));
  };
}
