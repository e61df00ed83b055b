import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const REFERRAL_PERMISSIONS = declarePermissions({
  groups: {
    referrals: {
      name: 'Referrals',
      description: 'Referral codes and the referrals they brought',
      sortOrder: 60,
      apiKeys: true,
      actions: {
        read: { name: 'View referrals', description: 'Read the referral code and the referrals', sortOrder: 1 },
        write: { name: 'Manage referral codes', description: 'Create, activate, deactivate and update the referral code', sortOrder: 2 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/referral-codes', '/web/v1/partner/referrals'],
});
