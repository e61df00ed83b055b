import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const INVITATION_PERMISSIONS = declarePermissions({
  groups: {
    invitations: {
      name: 'Invitations',
      description: 'Invitations to join the workspace',
      sortOrder: 50,
      actions: {
        read: { name: 'View invitations', description: 'List pending and past invitations', sortOrder: 1 },
        write: { name: 'Send invitations', description: 'Invite people with a role and cancel invitations', sortOrder: 2 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/invitations'],
});
