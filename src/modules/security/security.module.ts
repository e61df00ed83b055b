import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { Clock } from '../../infra/clock.js';
import { createSecretBox } from '../../infra/secret-box.js';
import { createAccountsRepo } from '../accounts/accounts.repo.js';
import type { IpAllowListCheck, SecondFactor } from '../auth/auth-context.js';
import { recordAccountAudit, type AccountAuditRecorder } from './audit-port.js';
import { backupCodeKey } from './backup-codes.js';
import { createIpAllowListRepo } from './ip-allow-list.repo.js';
import { createIpAllowListCheck, createIpAllowListService } from './ip-allow-list.service.js';
import { createMfaRepo } from './mfa.repo.js';
import { createMfaService } from './mfa.service.js';
import { createBackupCodeFactor, createOtpFactor } from './second-factors.js';
import { securityRoutes } from './security.routes.js';

export interface SecurityModule {
  /** The IP allow-list and MFA endpoints (secure-channel group `security`). Needs the auth guard and `limits`. */
  routes: FastifyPluginAsyncTypebox;
  /** For the auth guard and login initiate: false → 403 ACCESS.IP_NOT_ALLOWED. */
  ipAllowList: IpAllowListCheck;
  /** For login: OTP and BACKUP_CODE, offered once enabled. */
  secondFactors: readonly SecondFactor[];
}

/** Wires the account-security module (IP allow-list, OTP, backup codes): repositories → services → routes. */
export function securityModule(deps: { config: Pick<Config, 'masterKey'>; db: Db; clock: Clock; audit?: AccountAuditRecorder }): SecurityModule {
  const { db, clock } = deps;
  const audit = deps.audit ?? recordAccountAudit;
  const ipAllowList = createIpAllowListService({ db, lists: createIpAllowListRepo(), audit });
  const mfa = createMfaService({
    db,
    mfa: createMfaRepo(),
    accounts: createAccountsRepo(),
    box: createSecretBox(deps.config.masterKey),
    codeKey: backupCodeKey(deps.config.masterKey),
    audit,
    now: clock.now,
  });
  return {
    routes: async (app) => {
      await app.register(inSecureChannelGroup('security', securityRoutes({ ipAllowList, mfa })));
    },
    ipAllowList: createIpAllowListCheck(db, { now: clock.now }),
    secondFactors: [createOtpFactor({ masterKey: deps.config.masterKey, now: clock.now }), createBackupCodeFactor({ masterKey: deps.config.masterKey })],
  };
}
