/** What the role pickers read of a role. */
export interface GrantedRole {
  roleType: { code: 'OWNER' | 'CUSTOM' };
  permissionCodes: readonly string[];
}

export interface Caller {
  isOwner: boolean;
  can: (code: string) => boolean;
}

/**
 * Whether the caller may hand out `role` (invite with it, give it to a member), as the API decides: owners
 * may hand out any role; others only a CUSTOM role that grants nothing they lack.
 */
export function mayHandOut(role: GrantedRole, caller: Caller): boolean {
  if (caller.isOwner) return true;
  if (role.roleType.code === 'OWNER') return false;
  return role.permissionCodes.every((code) => caller.can(code));
}
