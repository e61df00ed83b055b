import { ALL_PERMISSION_CODES, isPermissionCode, type PermissionCode } from './permissions.catalogue.js';
import type { AccessRow } from './permissions.repo.js';

/** The caller's standing in the workspace of the request (set by the workspace guard). */
export interface WorkspaceContext {
  workspaceId: string;
  membershipId: string;
  roleId: string;
  isOwner: boolean;
  permissions: ReadonlySet<PermissionCode>;
}

/** Where a request came from, for the audit trail (services never read headers). */
export interface RequestOrigin {
  clientIp: string | null;
  requestId: string | null;
}

/** Who acts, and where: what services receive instead of a request. */
export interface Actor {
  accountId: string;
  workspace: WorkspaceContext;
  origin?: RequestOrigin;
}

const EVERY_PERMISSION: ReadonlySet<PermissionCode> = new Set(ALL_PERMISSION_CODES);

export function contextOf(row: AccessRow): WorkspaceContext {
  const isOwner = row.role_type === 'OWNER';
  return {
    workspaceId: row.workspace_id,
    membershipId: row.membership_id,
    roleId: row.role_id,
    isOwner,
    permissions: isOwner ? EVERY_PERMISSION : new Set(row.permission_codes.filter(isPermissionCode)),
  };
}

/** The permissions a role of this type and these codes grants. */
export function grantedBy(roleType: 'OWNER' | 'CUSTOM', codes: readonly string[]): readonly PermissionCode[] {
  return roleType === 'OWNER' ? ALL_PERMISSION_CODES : ALL_PERMISSION_CODES.filter((code) => codes.includes(code));
}

/**
 * Of `codes`, those the actor does not hold. Nobody hands out more than they
 * have: a non-owner granting a permission, or assigning a role, may only pass
 * on what their own role grants (owners hold everything).
 */
export function beyondActor(actor: Actor, codes: Iterable<string>): string[] {
  if (actor.workspace.isOwner) return [];
  return [...codes].filter((code) => !isPermissionCode(code) || !actor.workspace.permissions.has(code));
}
