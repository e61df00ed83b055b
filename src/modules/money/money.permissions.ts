import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const MONEY_PERMISSIONS = declarePermissions({
  groups: {
    wallets: {
      name: 'Wallets',
      description: 'Wallets, balances and their flows',
      sortOrder: 80,
      apiKeys: true,
      actions: {
        read: { name: 'View wallets', description: 'List wallets and read balances and flows', sortOrder: 1 },
      },
    },
    recharges: {
      name: 'Recharges',
      description: 'Money coming into wallets',
      sortOrder: 90,
      apiKeys: true,
      actions: {
        read: { name: 'View recharges', description: 'List recharges, channels and quotes', sortOrder: 1 },
        create: { name: 'Create recharges', description: 'Quote and create recharges and attach payment proof', sortOrder: 2 },
        cancel: { name: 'Cancel recharges', description: 'Cancel a recharge that is not settled', sortOrder: 3 },
      },
    },
    withdrawals: {
      name: 'Withdrawals',
      description: 'Money leaving wallets',
      sortOrder: 100,
      apiKeys: true,
      actions: {
        read: { name: 'View withdrawals', description: 'List withdrawals and read their details', sortOrder: 1 },
        create: { name: 'Create withdrawals', description: 'Request a withdrawal to a withdrawal channel', sortOrder: 2 },
        cancel: { name: 'Cancel withdrawals', description: 'Cancel a withdrawal that is not processed', sortOrder: 3 },
      },
    },
    withdrawal_channels: {
      name: 'Withdrawal channels',
      description: 'Destinations withdrawals are paid to',
      sortOrder: 110,
      apiKeys: true,
      actions: {
        read: { name: 'View withdrawal channels', description: 'List withdrawal channels', sortOrder: 1 },
        write: { name: 'Manage withdrawal channels', description: 'Add withdrawal channels', sortOrder: 2 },
      },
    },
    exchanges: {
      name: 'Exchanges',
      description: 'Currency exchanges between wallets',
      sortOrder: 120,
      apiKeys: true,
      actions: {
        read: { name: 'View exchanges', description: 'List exchanges and read their details', sortOrder: 1 },
        create: { name: 'Create exchanges', description: 'Quote and execute exchanges', sortOrder: 2 },
      },
    },
    transfers: {
      name: 'Transfers',
      description: 'Transfers between wallets',
      sortOrder: 130,
      apiKeys: true,
      actions: {
        read: { name: 'View transfers', description: 'List transfer orders and read their state', sortOrder: 1 },
        create: { name: 'Create transfers', description: 'Create transfer orders', sortOrder: 2 },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/wallets', '/web/v1/partner/recharges', '/web/v1/partner/withdrawals', '/web/v1/partner/withdrawal-channels', '/web/v1/partner/exchanges', '/web/v1/partner/transfers'],
});
