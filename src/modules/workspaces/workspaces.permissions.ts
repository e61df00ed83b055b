import { declarePermissions } from '../permissions/permissions.catalogue.js';

/**
 * Permission groups of this module and the paths whose routes act inside a
 * workspace (see permissions.catalogue.ts). Only `workspaces/current` is
 * scoped: listing one's workspaces and creating one happen outside any.
 */
export const WORKSPACE_PERMISSIONS = declarePermissions({
  groups: {
    workspace: {
      name: 'Workspace',
      description: 'Settings of the workspace itself',
      sortOrder: 10,
      actions: {
        update: { name: 'Edit workspace settings', description: 'Rename the workspace and change its time zone', sortOrder: 1 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/workspaces/current'],
});
