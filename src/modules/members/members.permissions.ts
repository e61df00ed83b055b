import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const MEMBER_PERMISSIONS = declarePermissions({
  groups: {
    members: {
      name: 'Members',
      description: 'People who belong to the workspace',
      sortOrder: 20,
      actions: {
        read: { name: 'View members', description: 'List the members of the workspace and their roles', sortOrder: 1 },
        remove: { name: 'Remove members', description: 'Remove a member from the workspace', sortOrder: 2 },
        assign_role: { name: 'Change member roles', description: "Change a member's role", sortOrder: 3 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/members'],
});
