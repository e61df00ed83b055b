import type { Queryable } from '../../db/client.js';

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
  /** Non-secret facts about the change (field names, counts, entries). */
  detail?: Record<string, unknown>;
}

export type AccountAuditRecorder = (tx: Queryable, event: AccountAuditEvent) => Promise<void>;

/** Until an audit module is wired in: nothing is recorded. */
export const noAudit: AccountAuditRecorder = async () => undefined;
