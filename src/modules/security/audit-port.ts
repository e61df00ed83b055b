import type { Queryable } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repo.js';

/**
 * What the account-security and profile modules tell the audit trail: one
 * event per change, written in the same transaction as the change (STYLE.md).
 * Never carries a secret (no OTP seed, no backup code, no password).
 */
export interface AccountAuditEvent {
  accountId: string;
  /** `noun.verb`, lower case (the audit module's convention): `ip_allow_list.enable`, `profile.update`. */
  action: string;
  /** Caller's IP as the ingress resolved it, and the request id. */
  clientIp?: string;
  requestId?: string;
  /** Non-secret facts about the change (changed fields, counts, entries). */
  detail?: Record<string, unknown>;
}

export type AccountAuditRecorder = (tx: Queryable, event: AccountAuditEvent) => Promise<void>;

/**
 * An account-level event of the audit trail (src/modules/audit): the account
 * changed its own settings, so it is both the actor and the subject.
 */
export const recordAccountAudit: AccountAuditRecorder = async (tx, event) => {
  await recordAudit(tx, {
    workspaceId: null,
    subjectAccountId: event.accountId,
    actorAccountId: event.accountId,
    action: event.action,
    targetType: 'account',
    targetId: event.accountId,
    clientIp: event.clientIp ?? null,
    requestId: event.requestId ?? null,
    changes: event.detail ?? {},
  });
};

/** For services built in tests that are not about the trail. */
export const noAudit: AccountAuditRecorder = async () => undefined;
