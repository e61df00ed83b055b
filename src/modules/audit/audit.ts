import type { Queryable } from '../../db/client.js';
import type { Actor } from '../permissions/access.js';
import { recordAudit } from './audit.repo.js';

/**
 * Records a workspace change made by `actor` (who, where, from which IP and
 * request) inside `tx`. `changes` holds the changed fields; secret-looking
 * fields are dropped by recordAudit whatever is passed.
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
  });
}
