import type { Actor } from '../../http/workspace-guard.js';
import type { PermissionCatalogue } from './permissions.catalogue.js';

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

/** What `beyondRole` reads of a role: its type and the codes stored on it. */
export interface GrantingRole {
  role_type: 'OWNER' | 'CUSTOM';
  permission_codes: readonly string[];
}

/**
 * What keeps `actor` from handing out `role` (inviting with it, assigning it):
 * the OWNER role (owners only), or the permissions it grants that they lack.
 * Undefined when nothing does. Each caller words its own refusal.
 */
export function beyondRole(
  actor: Actor,
  role: GrantingRole,
  catalogue: Pick<PermissionCatalogue, 'grantedBy'>,
): { ownerRole: true } | { lacking: string[] } | undefined {
  if (actor.workspace.isOwner) return undefined;
  if (role.role_type === 'OWNER') return { ownerRole: true };
  const lacking = beyondActor(actor, catalogue.grantedBy(role.role_type, role.permission_codes));
  return lacking.length > 0 ? { lacking } : undefined;
}
