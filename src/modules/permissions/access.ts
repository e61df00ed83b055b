import type { Actor } from '../../http/workspace-guard.js';

/** The guard's view of a caller, which services receive instead of a request. */
export type { Actor, RequestOrigin, WorkspaceContext } from '../../http/workspace-guard.js';

/**
 * Of `codes`, those the actor does not hold. Nobody hands out more than they
 * have: a non-owner granting a permission, or assigning a role, may only pass
 * on what their own role grants (owners hold everything). A code no module
 * declares is held by nobody, so it is always reported.
 */
export function beyondActor(actor: Actor, codes: Iterable<string>): string[] {
  if (actor.workspace.isOwner) return [];
  return [...codes].filter((code) => !actor.workspace.permissions.has(code));
}
