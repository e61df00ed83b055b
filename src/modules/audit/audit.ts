import type { Queryable } from '../../db/client.js';
import type { Actor } from '../permissions/access.js';
import { recordAudit, type AuditEvent } from './audit.repo.js';

/**
 * How other modules write to the audit trail: inside the transaction of the
 * change itself (STYLE.md), so a change and its record commit or roll back
 * together. Secret-looking fields are dropped whatever is passed.
 */
export { recordAudit, type AuditEvent };

/**
 * Records a workspace change made by `actor` (who, where, from which IP and
 * request) inside `tx`. `changes` holds the changed fields.
 */
export function auditWorkspaceChange(
  tx: Queryable,
  actor: Actor,
  event: { action: string; targetType: string; targetId: string | null; changes?: Record<string, unknown> },
): Promise<string> {
  return recordAudit(tx, {
    workspaceId: actor.workspace.workspaceId,
    actorAccountId: actor.accountId,
    clientIp: actor.origin?.clientIp ?? null,
    requestId: actor.origin?.requestId ?? null,
    ...event,
    // A key acting for its creator: the trail says it was the key, not the person.
    ...(actor.apiKeyId ? { changes: { ...event.changes, viaApiKey: actor.apiKeyId } } : {}),
  });
}

/**
 * What the account-security and profile modules tell the audit trail: one
 * event per change. Never carries a secret (no OTP seed, no backup code, no password).
 */
export interface AccountAuditEvent {
  accountId: string;
  /** `noun.verb`, lower case: `ip_allow_list.enable`, `profile.update`. */
  action: string;
  /** Caller's IP as the ingress resolved it, and the request id. */
  clientIp?: string;
  requestId?: string;
  /** Non-secret facts about the change (changed fields, counts, entries). */
  detail?: Record<string, unknown>;
}

export type AccountAuditRecorder = (tx: Queryable, event: AccountAuditEvent) => Promise<void>;

/** An account-level event: the account changed its own settings, so it is both the actor and the subject. */
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
