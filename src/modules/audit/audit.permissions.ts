import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const AUDIT_PERMISSIONS = declarePermissions({
  groups: {
    audit: {
      name: 'Audit trail',
      description: 'The record of security-relevant changes',
      sortOrder: 70,
      actions: {
        read: { name: 'View audit trail', description: 'Read the audit events of the workspace', sortOrder: 1 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/audit-events'],
});
