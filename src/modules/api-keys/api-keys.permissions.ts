import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const API_KEY_PERMISSIONS = declarePermissions({
  groups: {
    api_keys: {
      name: 'API keys',
      description: 'Keys for the machine-facing API',
      sortOrder: 40,
      actions: {
        read: { name: 'View API keys', description: 'List API keys and read their details (never the secret)', sortOrder: 1 },
        write: { name: 'Manage API keys', description: 'Create, rotate, enable, disable and delete API keys', sortOrder: 2 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/api-keys'],
});
