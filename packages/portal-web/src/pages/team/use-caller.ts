import { usePermissions, type PermissionCode } from '../../workspaces/workspace-queries';
import type { Caller } from './role-grants';

/** The caller's permissions as the role pickers and the permission tree compare them with roles' codes (strings). */
export function useCaller(): Caller & { isLoading: boolean } {
  const { can, isOwner, isLoading } = usePermissions();
  // A role's codes are plain strings; one the catalogue does not know is simply not held.
  return { can: (code: string) => can(code as PermissionCode), isOwner, isLoading };
}
