import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const FILE_PERMISSIONS = declarePermissions({
  groups: {
    files: {
      name: 'Files',
      description: 'Uploaded documents (payment proofs and others)',
      sortOrder: 140,
      apiKeys: true,
      actions: {
        read: { name: 'View files', description: 'Read file records and download files', sortOrder: 1 },
        upload: { name: 'Upload files', description: 'Upload files to the workspace', sortOrder: 2 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/files'],
});
