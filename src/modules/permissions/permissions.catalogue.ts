/**
 * The one catalogue of workspace permissions: group → actions. Codes are
 * `group:action`; every workspace-scoped route names one of them (or
 * `ANY_MEMBER`) in its route config and the workspace guard enforces it.
 *
 * Migration 0005 seeds the same entries into the `permissions` tree table with
 * deterministic ids (`perm_<group>` for a group, `perm_<group>_<action>` for an
 * action), so ids never change between databases. A test compares the seeded
 * tree with this file; adding an action means adding it here AND in a migration.
 */
export const PERMISSION_CATALOGUE = {
  workspace: {
    name: 'Workspace',
    description: 'Settings of the workspace itself',
    sortOrder: 10,
    actions: {
      update: { name: 'Edit workspace settings', description: 'Rename the workspace and change its time zone', sortOrder: 1 },
    },
  },
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
  roles: {
    name: 'Roles',
    description: 'Roles and the permissions they grant',
    sortOrder: 30,
    actions: {
      read: { name: 'View roles', description: 'List roles, their permissions and the permission tree', sortOrder: 1 },
      manage: { name: 'Manage roles', description: 'Create, rename, delete roles and set their permissions', sortOrder: 2 },
    },
  },
  api_keys: {
    name: 'API keys',
    description: 'Keys for the machine-facing API',
    sortOrder: 40,
    actions: {
      read: { name: 'View API keys', description: 'List API keys and read their details (never the secret)', sortOrder: 1 },
      write: { name: 'Manage API keys', description: 'Create, rotate, enable, disable and delete API keys', sortOrder: 2 },
    },
  },
  invitations: {
    name: 'Invitations',
    description: 'Invitations to join the workspace',
    sortOrder: 50,
    actions: {
      read: { name: 'View invitations', description: 'List pending and past invitations', sortOrder: 1 },
      write: { name: 'Send invitations', description: 'Invite people with a role and cancel invitations', sortOrder: 2 },
    },
  },
  referrals: {
    name: 'Referrals',
    description: 'Referral codes and the referrals they brought',
    sortOrder: 60,
    actions: {
      read: { name: 'View referrals', description: 'Read the referral code and the referrals', sortOrder: 1 },
      write: { name: 'Manage referral codes', description: 'Create, activate, deactivate and update the referral code', sortOrder: 2 },
    },
  },
  audit: {
    name: 'Audit trail',
    description: 'The record of security-relevant changes',
    sortOrder: 70,
    actions: {
      read: { name: 'View audit trail', description: 'Read the audit events of the workspace', sortOrder: 1 },
    },
  },
  wallets: {
    name: 'Wallets',
    description: 'Wallets, balances and their flows',
    sortOrder: 80,
    actions: {
      read: { name: 'View wallets', description: 'List wallets and read balances and flows', sortOrder: 1 },
    },
  },
  recharges: {
    name: 'Recharges',
    description: 'Money coming into wallets',
    sortOrder: 90,
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
    actions: {
      read: { name: 'View withdrawal channels', description: 'List withdrawal channels', sortOrder: 1 },
      write: { name: 'Manage withdrawal channels', description: 'Add withdrawal channels', sortOrder: 2 },
    },
  },
  exchanges: {
    name: 'Exchanges',
    description: 'Currency exchanges between wallets',
    sortOrder: 120,
    actions: {
      read: { name: 'View exchanges', description: 'List exchanges and read their details', sortOrder: 1 },
      create: { name: 'Create exchanges', description: 'Quote and execute exchanges', sortOrder: 2 },
    },
  },
  transfers: {
    name: 'Transfers',
    description: 'Transfers between wallets',
    sortOrder: 130,
    actions: {
      read: { name: 'View transfers', description: 'List transfer orders and read their state', sortOrder: 1 },
      create: { name: 'Create transfers', description: 'Create transfer orders', sortOrder: 2 },
    },
  },
  files: {
    name: 'Files',
    description: 'Uploaded documents (payment proofs and others)',
    sortOrder: 140,
    actions: {
      read: { name: 'View files', description: 'Read file records and download files', sortOrder: 1 },
      upload: { name: 'Upload files', description: 'Upload files to the workspace', sortOrder: 2 },
    },
  },
} as const;

type Catalogue = typeof PERMISSION_CATALOGUE;
export type PermissionGroup = keyof Catalogue;
export type PermissionCode = {
  [G in PermissionGroup]: `${G}:${Extract<keyof Catalogue[G]['actions'], string>}`;
}[PermissionGroup];

/**
 * Declared by routes every member may call whatever their role (the current
 * workspace, leaving it, making it the default): an explicit choice, so the
 * route-table test can tell it from a forgotten permission.
 */
export const ANY_MEMBER = 'any-member' as const;
export type RoutePermission = PermissionCode | typeof ANY_MEMBER;

export interface PermissionEntry {
  code: PermissionCode;
  group: PermissionGroup;
  action: string;
  name: string;
  description: string;
  sortOrder: number;
}

/** Every action of the catalogue in tree order (group order, then action order). */
export const PERMISSIONS: readonly PermissionEntry[] = Object.freeze(
  (Object.entries(PERMISSION_CATALOGUE) as Array<[PermissionGroup, Catalogue[PermissionGroup]]>)
    .sort(([, a], [, b]) => a.sortOrder - b.sortOrder)
    .flatMap(([group, entry]) =>
      Object.entries(entry.actions as Record<string, { name: string; description: string; sortOrder: number }>)
        .sort(([, a], [, b]) => a.sortOrder - b.sortOrder)
        .map(([action, detail]) => ({ code: `${group}:${action}` as PermissionCode, group, action, ...detail })),
    ),
);

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.freeze(PERMISSIONS.map((entry) => entry.code));

const CODE_SET: ReadonlySet<string> = new Set(ALL_PERMISSION_CODES);

export function isPermissionCode(value: string): value is PermissionCode {
  return CODE_SET.has(value);
}

/** Deterministic tree ids: `perm_api_keys` for a group, `perm_api_keys_read` for an action. */
export function permissionBizId(group: string, action?: string): string {
  return action ? `perm_${group}_${action}` : `perm_${group}`;
}

/** A group node's code in the tree: not assignable, it only labels the group. */
export function groupCode(group: string): string {
  return `${group}:*`;
}
