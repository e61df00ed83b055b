import type { Queryable } from '../../db/client.js';

/**
 * What the account-security and profile modules tell the audit trail: one
 * event per change, written in the same transaction as the change (STYLE.md).
 * Never carries a secret (no OTP seed, no backup code, no password).
 */
export interface AccountAuditEvent {
  accountId: string;
  /** Dotted action name, e.g. `security.ip_allow_list.enabled`, `profile.updated`. */
  action: string;
  /** Caller's IP as the ingress resolved it. */
  clientIp?: string;
  /** Non-secret facts about the change (field names, counts, entries). */
  detail?: Record<string, unknown>;
}

export type AccountAuditRecorder = (tx: Queryable, event: AccountAuditEvent) => Promise<void>;

/** Until an audit module is wired in: nothing is recorded. */
export const noAudit: AccountAuditRecorder = async () => undefined;
