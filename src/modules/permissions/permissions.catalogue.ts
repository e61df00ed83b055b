import type { Locale, Localized } from '../../core/locale.js';
import type { WorkspaceContext } from '../../http/workspace-guard.js';
import type { AccessRow } from './permissions.repo.js';

/**
 * The catalogue of workspace permissions, assembled from what each module
 * declares in its `<feature>.permissions.ts`: groups of actions, with codes
 * `group:action`. Every workspace-scoped route names one of them (or
 * `ANY_MEMBER`) in its route config and the workspace guard enforces it.
 * This module knows no feature: the composition root (src/permissions.ts)
 * hands it the declarations.
 *
 * Migration 0005 seeds the same entries into the `permissions` tree table with
 * deterministic ids (`perm_<group>` for a group, `perm_<group>_<action>` for an
 * action), so ids never change between databases. A test compares the seeded
 * tree with the catalogue; adding an action means declaring it in its module
 * AND adding it in a migration.
 *
 * Names and descriptions are `Localized` like error messages: every one in
 * en, zh, zh-Hant, ja and vi, or the declaration does not compile. The tree
 * answers them in the request's language (`textOf`); the seeded table keeps
 * the English ones, which a test holds equal to the declarations.
 */

export interface PermissionAction {
  name: Localized;
  description: Localized;
  /** Order within the group. */
  sortOrder: number;
}

export interface PermissionGroup {
  name: Localized;
  description: Localized;
  /** Order among every module's groups: unique across the catalogue. */
  sortOrder: number;
  /**
   * API keys may carry this group's actions as scopes: only what a machine
   * does (money, files, referrals). Administering the workspace stays with
   * people, so a leaked key can neither mint keys, grant itself more, nor
   * erase its traces; a group is not key-scopable unless it says so.
   */
  apiKeys?: boolean;
  actions: Readonly<Record<string, PermissionAction>>;
}

/** What one module declares. */
export interface ModulePermissions {
  /** Its permission groups, keyed by group name (the code's prefix). */
  groups: Readonly<Record<string, PermissionGroup>>;
  /**
   * Path prefixes under which every route acts inside a workspace and must
   * declare `config.workspace`: the workspace guard refuses to start otherwise.
   */
  workspacePaths: readonly string[];
}

/** Declares a module's permissions, keeping the literal group and action names its codes are made of. */
export function declarePermissions<const M extends ModulePermissions>(declaration: M): M {
  return declaration;
}

/** The `group:action` codes of one declaration (or a union of them). */
export type CodesOf<M> = M extends { groups: infer G }
  ? { [K in Extract<keyof G, string>]: G[K] extends { actions: infer A } ? `${K}:${Extract<keyof A, string>}` : never }[Extract<keyof G, string>]
  : never;

export interface PermissionEntry<C extends string = string> {
  code: C;
  group: string;
  action: string;
  name: Localized;
  description: Localized;
  sortOrder: number;
  /** Its group is key-scopable (`PermissionGroup.apiKeys`). */
  apiKeys: boolean;
}

export interface PermissionCatalogue<C extends string = string> {
  /** Every group keyed by name, in tree order (group sort order). */
  groups: Readonly<Record<string, PermissionGroup>>;
  /** Every action in tree order (group order, then action order). */
  entries: readonly PermissionEntry<C>[];
  codes: readonly C[];
  /** Every module's workspace-scoped path prefixes. */
  workspacePaths: readonly string[];
  isCode(value: string): value is C;
  /** The permissions a role of this type and these codes grants, in catalogue order (owners: all). */
  grantedBy(roleType: 'OWNER' | 'CUSTOM', codes: readonly string[]): readonly C[];
  /** The guard's workspace context for a membership row. */
  contextOf(row: AccessRow): WorkspaceContext;
  /** Name and description of a node of the tree (`group:action`, or `group:*` for a group) in `locale`; undefined for a code nobody declares. */
  textOf(code: string, locale: Locale): PermissionText | undefined;
}

export interface PermissionText {
  name: string;
  description: string;
}

/** Deterministic tree ids: `perm_api_keys` for a group, `perm_api_keys_read` for an action. */
function permissionBizId(group: string, action?: string): string {
  return action ? `perm_${group}_${action}` : `perm_${group}`;
}

const bySortOrder = <T extends { sortOrder: number }>([, a]: [string, T], [, b]: [string, T]) => a.sortOrder - b.sortOrder;

/** Refuses what would make the tree ambiguous: a group declared twice, shared sort orders, ids that collide. */
function assertDistinct(modules: readonly ModulePermissions[]): void {
  const groups = new Set<string>();
  const groupOrders = new Set<number>();
  const ids = new Set<string>();
  const paths = new Set<string>();
  const once = (seen: Set<string | number>, value: string | number, what: string) => {
    if (seen.has(value)) throw new Error(`permission catalogue: ${what} ${value} is declared twice`);
    seen.add(value);
  };
  for (const module of modules) {
    module.workspacePaths.forEach((path) => once(paths, path, 'workspace path'));
    for (const [group, entry] of Object.entries(module.groups)) {
      once(groups, group, 'group');
      once(groupOrders, entry.sortOrder, 'group sort order');
      once(ids, permissionBizId(group), 'id');
      const actionOrders = new Set<number>();
      for (const [action, detail] of Object.entries(entry.actions)) {
        once(ids, permissionBizId(group, action), 'id');
        once(actionOrders, detail.sortOrder, `${group} action sort order`);
      }
    }
  }
}

/** One catalogue from every module's declaration, ordered as the seeded tree is. */
export function assemblePermissionCatalogue<C extends string>(modules: readonly ModulePermissions[]): PermissionCatalogue<C> {
  assertDistinct(modules);
  const sorted = modules.flatMap((module) => Object.entries(module.groups)).sort(bySortOrder);
  const entries: readonly PermissionEntry<C>[] = Object.freeze(
    sorted.flatMap(([group, entry]) =>
      Object.entries(entry.actions)
        .sort(bySortOrder)
        .map(([action, detail]) => ({
          code: `${group}:${action}` as C,
          group,
          action,
          name: detail.name,
          description: detail.description,
          sortOrder: detail.sortOrder,
          apiKeys: entry.apiKeys === true,
        })),
    ),
  );
  const codes: readonly C[] = Object.freeze(entries.map((entry) => entry.code));
  const codeSet: ReadonlySet<string> = new Set(codes);
  const isCode = (value: string): value is C => codeSet.has(value);
  const texts = new Map<string, { name: Localized; description: Localized }>([
    ...sorted.map(([group, entry]): [string, PermissionGroup] => [`${group}:*`, entry]),
    ...entries.map((entry): [string, PermissionEntry<C>] => [entry.code, entry]),
  ]);
  const textOf = (code: string, locale: Locale): PermissionText | undefined => {
    const text = texts.get(code);
    return text && { name: text.name[locale], description: text.description[locale] };
  };
  const grantedBy = (roleType: 'OWNER' | 'CUSTOM', held: readonly string[]): readonly C[] =>
    roleType === 'OWNER' ? codes : codes.filter((code) => held.includes(code));
  return Object.freeze({
    groups: Object.freeze(Object.fromEntries(sorted)),
    entries,
    codes,
    workspacePaths: Object.freeze(modules.flatMap((module) => module.workspacePaths)),
    isCode,
    grantedBy,
    textOf,
    contextOf(row: AccessRow): WorkspaceContext {
      const isOwner = row.role_type === 'OWNER';
      return {
        workspaceId: row.workspace_id,
        membershipId: row.membership_id,
        roleId: row.role_id,
        isOwner,
        // In catalogue order (what a caller's permission list answers), declared codes only.
        permissions: isOwner ? codeSet : new Set(grantedBy('CUSTOM', row.permission_codes)),
      };
    },
  });
}
