import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const ROLE_PERMISSIONS = declarePermissions({
  groups: {
    roles: {
      name: 'Roles',
      description: 'Roles and the permissions they grant',
      sortOrder: 30,
      actions: {
        read: { name: 'View roles', description: 'List roles, their permissions and the permission tree', sortOrder: 1 },
        manage: { name: 'Manage roles', description: 'Create, rename, delete roles and set their permissions', sortOrder: 2 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/roles'],
});
