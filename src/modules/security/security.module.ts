import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { Clock } from '../../infra/clock.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, type SecretBox } from '../../infra/secret-box.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { recordAccountAudit, type AccountAuditRecorder } from '../audit/audit.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';
import type { IpAllowListCheck, SecondFactor } from '../auth/auth-context.js';
import { createIpAllowListRepo } from './ip-allow-list.repo.js';
import { createIpAllowListCheck, createIpAllowListService } from './ip-allow-list.service.js';
import { createMfaRepo } from './mfa.repo.js';
import { createMfaService } from './mfa.service.js';
import { createBackupCodeFactor, createOtpFactor, otpSecretContext } from './second-factors.js';
import { securityRoutes } from './security.routes.js';

export interface SecurityModuleDeps {
  config: Pick<Config, 'masterKey' | 'previousMasterKeys'>;
  /** HMAC key of backup codes: the BACKUP_CODE_KEY data key. */
  backupCodeKey: Buffer;
  db: Db;
  accounts: Pick<AccountService, 'findById'>;
  clock: Clock;
  /** Where MFA and IP allow-list changes of owners are reported (webhooks); nowhere by default. */
  events?: Events;
}

/**
 * The audit trail, and for the changes a workspace's webhooks report (second factors, the IP
 * allow-list) the owner event too, in the same transaction.
 */
function auditAndReport(events: Events): AccountAuditRecorder {
  return async (tx, event) => {
    await recordAccountAudit(tx, event);
    const type = event.action.startsWith('ip_allow_list.')
      ? 'security.ip_allow_list_changed'
      : /^(mfa_otp|backup_codes)\./.test(event.action)
        ? 'security.mfa_changed'
        : undefined;
    if (type) await events.emitForOwner(tx, event.accountId, type, { accountId: event.accountId, change: event.action });
  };
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
  const box = createSecretBox(deps.config);
  const audit = auditAndReport(deps.events ?? NO_EVENTS);
  const ipAllowList = createIpAllowListService({ db, lists: createIpAllowListRepo(), audit });
  const mfa = createMfaService({
    db,
    mfa: createMfaRepo(),
    accounts: deps.accounts,
    box,
    codeKey: deps.backupCodeKey,
    audit,
    now: clock.now,
  });
  return {
    routes: inSecureChannelGroup('security', securityRoutes({ ipAllowList, mfa })),
    ipAllowList: createIpAllowListCheck(db, { now: clock.now }),
    secondFactors: [createOtpFactor({ box, now: clock.now }), createBackupCodeFactor({ codeKey: deps.backupCodeKey })],
  };
}

/** For `portal keys reencrypt`: the TOTP seeds. */
export function securitySealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  return [sealedColumn({ ...deps, store: createMfaRepo().otpSecrets, context: otpSecretContext })];
}
