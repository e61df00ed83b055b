import { API_KEY_PERMISSIONS } from './modules/api-keys/api-keys.permissions.js';
import { AUDIT_PERMISSIONS } from './modules/audit/audit.permissions.js';
import { FILE_PERMISSIONS } from './modules/files/files.permissions.js';
import { INVITATION_PERMISSIONS } from './modules/invitations/invitations.permissions.js';
import { MEMBER_PERMISSIONS } from './modules/members/members.permissions.js';
import { MONEY_PERMISSIONS } from './modules/money/money.permissions.js';
import { assemblePermissionCatalogue, type CodesOf } from './modules/permissions/permissions.catalogue.js';
import { REFERRAL_PERMISSIONS } from './modules/referrals/referrals.permissions.js';
import { ROLE_PERMISSIONS } from './modules/roles/roles.permissions.js';
import { WEBHOOK_PERMISSIONS } from './modules/webhooks/webhooks.permissions.js';
import { WORKSPACE_PERMISSIONS } from './modules/workspaces/workspaces.permissions.js';

/**
 * Every module that declares workspace permissions or workspace-scoped paths.
 * A composition-level list, so the permissions module knows no feature; the
 * tree order comes from each group's sort order, not from this list.
 */
const DECLARATIONS = [
  WORKSPACE_PERMISSIONS,
  MEMBER_PERMISSIONS,
  ROLE_PERMISSIONS,
  API_KEY_PERMISSIONS,
  INVITATION_PERMISSIONS,
  REFERRAL_PERMISSIONS,
  AUDIT_PERMISSIONS,
  MONEY_PERMISSIONS,
  FILE_PERMISSIONS,
  WEBHOOK_PERMISSIONS,
] as const;

/** Every code the modules declare. */
export type DeclaredPermissionCode = CodesOf<(typeof DECLARATIONS)[number]>;

export const permissionCatalogue = assemblePermissionCatalogue<DeclaredPermissionCode>(DECLARATIONS);

declare module './http/workspace-guard.js' {
  /** Routes name their permission from these codes: an unknown one does not compile. */
  interface PermissionRegister {
    code: DeclaredPermissionCode;
  }
}
