import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { Clock } from '../../infra/clock.js';
import { createSecretBox } from '../../infra/secret-box.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { recordAccountAudit } from '../audit/audit.js';
import type { IpAllowListCheck, SecondFactor } from '../auth/auth-context.js';
import { backupCodeKey } from './backup-codes.js';
import { createIpAllowListRepo } from './ip-allow-list.repo.js';
import { createIpAllowListCheck, createIpAllowListService } from './ip-allow-list.service.js';
import { createMfaRepo } from './mfa.repo.js';
import { createMfaService } from './mfa.service.js';
import { createBackupCodeFactor, createOtpFactor } from './second-factors.js';
import { securityRoutes } from './security.routes.js';

export interface SecurityModuleDeps {
  config: Pick<Config, 'masterKey'>;
  db: Db;
  accounts: Pick<AccountService, 'findById'>;
  clock: Clock;
}

export interface SecurityModule {
  /** The IP allow-list and MFA endpoints (secure-channel group `security`). Needs the auth guard and `limits`. */
  routes: FastifyPluginAsyncTypebox;
  /** For the auth guard, login initiate and refresh: false → 403 ACCESS.IP_NOT_ALLOWED. */
  ipAllowList: IpAllowListCheck;
  /** For login and step-up: OTP and BACKUP_CODE, offered once enabled. */
  secondFactors: readonly SecondFactor[];
}

/**
 * The account-security module (IP allow-list, OTP, backup codes):
 * repositories → services → routes. It needs nothing of the auth module but
 * its types, so it is built before it and handed to it.
 */
export function createSecurityModule(deps: SecurityModuleDeps): SecurityModule {
  const { db, clock } = deps;
  const ipAllowList = createIpAllowListService({ db, lists: createIpAllowListRepo(), audit: recordAccountAudit });
  const mfa = createMfaService({
    db,
    mfa: createMfaRepo(),
    accounts: deps.accounts,
    box: createSecretBox(deps.config.masterKey),
    codeKey: backupCodeKey(deps.config.masterKey),
    audit: recordAccountAudit,
    now: clock.now,
  });
  return {
    routes: inSecureChannelGroup('security', securityRoutes({ ipAllowList, mfa })),
    ipAllowList: createIpAllowListCheck(db, { now: clock.now }),
    secondFactors: [createOtpFactor({ masterKey: deps.config.masterKey, now: clock.now }), createBackupCodeFactor({ masterKey: deps.config.masterKey })],
  };
}
