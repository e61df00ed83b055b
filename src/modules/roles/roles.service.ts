import type { Db, Queryable } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/refusals.js';
import { enumObject } from '../../http/enums.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { iso } from '../../http/instant.js';
import { newId } from '../../infra/ids.js';
import { ROLE_TYPE } from './roles.enums.js';
import { auditWorkspaceChange } from '../audit/audit.js';
import { beyondActor, type Actor } from '../permissions/access.js';
import type { Locale } from '../../core/locale.js';
import type { PermissionCatalogue, PermissionText } from '../permissions/permissions.catalogue.js';
import type { PermissionRow } from '../permissions/permissions.repo.js';
import type { PermissionsService } from '../permissions/permissions.service.js';
import type { WorkspaceRecords } from '../workspaces/workspace-records.service.js';
import type { RoleRow, RolesRepo } from './roles.repo.js';
import type { PermissionNodeDto, RoleDto } from './roles.schemas.js';

/** Roles per workspace: enough for any real organisation, and a bound on what one caller can create. */
export const MAX_ROLES_PER_WORKSPACE = 50;

export interface RoleServiceDeps {
  db: Db;
  roles: RolesRepo;
  permissions: Pick<PermissionsService, 'listTree' | 'findAssignable'>;
  catalogue: Pick<PermissionCatalogue, 'grantedBy' | 'textOf'>;
  workspaces: Pick<WorkspaceRecords, 'lockWorkspace'>;
}

export function toRoleDto(row: RoleRow, catalogue: Pick<PermissionCatalogue, 'grantedBy'>): RoleDto {
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    roleName: row.name,
    description: row.description,
    roleType: enumObject(ROLE_TYPE, row.role_type),
    permissionCodes: [...catalogue.grantedBy(row.role_type, row.permission_codes)],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Names a node in the caller's language; a row no module declares (none should exist) keeps the seeded English. */
export type PermissionTexts = (code: string) => PermissionText | undefined;

function toNode(row: PermissionRow, textOf: PermissionTexts): Omit<PermissionNodeDto, 'children'> {
  const text = textOf(row.code);
  return {
    bizId: row.id,
    permissionCode: row.code,
    permissionName: text?.name ?? row.name,
    permissionDescription: text?.description ?? row.description,
    parentBizId: row.parent_id,
    permissionGroup: row.permission_group,
    portalVisibility: row.portal_visibility ?? null,
    sortOrder: row.sort_order,
    isEnabled: row.is_enabled,
  };
}

/** Rows come parents first, each level in sort order: one pass nests them. */
export function buildTree(rows: readonly PermissionRow[], textOf: PermissionTexts = () => undefined): PermissionNodeDto[] {
  const roots: PermissionNodeDto[] = [];
  const byId = new Map<string, PermissionNodeDto>();
  for (const row of rows) {
    const node: PermissionNodeDto = { ...toNode(row, textOf), children: [] };
    byId.set(row.id, node);
    if (row.parent_id === null) roots.push(node);
    else byId.get(row.parent_id)?.children.push({ ...node, children: [] });
  }
  return roots;
}

/** A unique violation on the role name index: the name is taken in this workspace. */
function mapNameConflict(error: unknown): never {
  if (isUniqueViolation(error, 'roles_workspace_id_name_key', 'roles_workspace_name_ci_key')) throw new AppError('ROLE.NAME_TAKEN', 'roleName');
  throw error;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidParameter('roleName must not be blank');
  return trimmed;
}

function assertCustom(role: RoleRow): void {
  if (role.role_type === 'OWNER') throw new AppError('ROLE.OWNER_IMMUTABLE');
}

export function createRoleService(deps: RoleServiceDeps) {
  const { db, roles, catalogue } = deps;
  const toDto = (row: RoleRow) => toRoleDto(row, catalogue);

  async function roleOf(actor: Actor, roleId: string): Promise<RoleRow> {
    const role = await roles.findRole(db, actor.workspace.workspaceId, roleId);
    if (!role) throw notFound('role');
    return role;
  }

  /** A CUSTOM role the actor may manage: nobody edits a role that grants more than they hold. */
  async function findManageable(actor: Actor, roleId: string): Promise<RoleRow> {
    const role = await roleOf(actor, roleId);
    assertCustom(role);
    const extra = beyondActor(actor, role.permission_codes);
    if (extra.length > 0) throw new AppError('ACCESS.PERMISSION_DENIED', `the role grants permissions you do not hold: ${extra.join(', ')}`);
    return role;
  }

  async function reload(actor: Actor, roleId: string): Promise<RoleDto> {
    return toDto(await roleOf(actor, roleId));
  }

  /** Group codes (`group:*`) and disabled permissions are not assignable: they count as unknown. */
  async function assertAssignable(codes: readonly string[]): Promise<void> {
    const assignable = new Set(await deps.permissions.findAssignable(db, codes));
    const unknown = codes.filter((code) => !assignable.has(code));
    if (unknown.length > 0) throw invalidParameter(`unknown permission codes: ${unknown.join(', ')}`);
  }

  return {
    /** For other modules: a role of `workspaceId` (one of another workspace finds nothing), in the caller's transaction. */
    findRole: roles.findRole,
    /** Locks the role row so its permissions and assignments change one at a time. */
    lockRole: roles.lockRole,

    /** The OWNER role of a workspace being created, in its transaction; answers the role id. */
    async createOwnerRole(tx: Queryable, workspaceId: string): Promise<string> {
      const id = newId('role');
      await roles.insertOwnerRole(tx, { id, workspaceId });
      return id;
    },

    async list(actor: Actor): Promise<RoleDto[]> {
      return (await roles.listRoles(db, actor.workspace.workspaceId)).map(toDto);
    },

    get: async (actor: Actor, roleId: string): Promise<RoleDto> => toDto(await roleOf(actor, roleId)),

    permissionsOf: async (actor: Actor, roleId: string): Promise<string[]> => toDto(await roleOf(actor, roleId)).permissionCodes,

    /** The tree with names and descriptions in `locale` (codes are the same in every language). */
    tree: async (locale: Locale): Promise<PermissionNodeDto[]> => buildTree(await deps.permissions.listTree(db), (code) => catalogue.textOf(code, locale)),

    async create(actor: Actor, input: { roleName: string; description?: string }): Promise<RoleDto> {
      const name = cleanName(input.roleName);
      const id = newId('role');
      try {
        await db.transaction(async (tx) => {
          // Counted under the workspace's lock: parallel creations cannot all see room for one more.
          if (!(await deps.workspaces.lockWorkspace(tx, actor.workspace.workspaceId))) throw notFound('workspace');
          if ((await roles.countRoles(tx, actor.workspace.workspaceId)) >= MAX_ROLES_PER_WORKSPACE) {
            throw new AppError('ROLE.LIMIT_REACHED', `at most ${MAX_ROLES_PER_WORKSPACE}`);
          }
          const description = input.description?.trim() ?? '';
          await roles.insertCustomRole(tx, { id, workspaceId: actor.workspace.workspaceId, name, description });
          await auditWorkspaceChange(tx, actor, { action: 'role.create', targetType: 'role', targetId: id, changes: { roleName: name, description } });
        });
      } catch (error) {
        mapNameConflict(error);
      }
      return reload(actor, id);
    },

    async update(actor: Actor, input: { roleId: string; roleName?: string; description?: string }): Promise<RoleDto> {
      if (input.roleName === undefined && input.description === undefined) throw invalidParameter('send roleName or description');
      const name = input.roleName === undefined ? null : cleanName(input.roleName);
      const role = await findManageable(actor, input.roleId);
      try {
        const description = input.description?.trim() ?? null;
        await db.transaction(async (tx) => {
          if (!(await roles.updateCustomRole(tx, actor.workspace.workspaceId, role.id, { name, description }))) throw notFound('role');
          await auditWorkspaceChange(tx, actor, {
            action: 'role.update',
            targetType: 'role',
            targetId: role.id,
            changes: {
              ...(name !== null ? { roleName: { from: role.name, to: name } } : {}),
              ...(description !== null ? { description: { from: role.description, to: description } } : {}),
            },
          });
        });
      } catch (error) {
        mapNameConflict(error);
      }
      return reload(actor, role.id);
    },

    /** Replaces the permissions of a CUSTOM role. A non-owner can only add permissions they hold themselves. */
    async setPermissions(actor: Actor, input: { roleId: string; permissionCodes: readonly string[] }): Promise<RoleDto> {
      const codes = [...new Set(input.permissionCodes)];
      await assertAssignable(codes);
      const role = await findManageable(actor, input.roleId);
      const added = codes.filter((code) => !role.permission_codes.includes(code));
      const extra = beyondActor(actor, added);
      if (extra.length > 0) throw new AppError('ACCESS.PERMISSION_DENIED', `you cannot grant permissions you do not hold: ${extra.join(', ')}`);
      await db.transaction(async (tx) => {
        if (!(await roles.lockRole(tx, actor.workspace.workspaceId, role.id))) throw notFound('role');
        await roles.replacePermissions(tx, role.id, codes);
        await auditWorkspaceChange(tx, actor, {
          action: 'role.permissions_set',
          targetType: 'role',
          targetId: role.id,
          changes: {
            roleName: role.name,
            permissionCodes: codes,
            added: added,
            removed: role.permission_codes.filter((code) => !codes.includes(code)),
          },
        });
      });
      return reload(actor, role.id);
    },

    /** Deletes an unassigned CUSTOM role. */
    async delete(actor: Actor, roleId: string): Promise<void> {
      const role = await findManageable(actor, roleId);
      try {
        await db.transaction(async (tx) => {
          if (!(await roles.lockRole(tx, actor.workspace.workspaceId, role.id))) throw notFound('role');
          const assigned = await roles.countRoleMembers(tx, role.id);
          if (assigned > 0) throw new AppError('ROLE.IN_USE', `assigned to ${assigned} member(s)`);
          if (!(await roles.deleteCustomRole(tx, actor.workspace.workspaceId, role.id))) throw notFound('role');
          await auditWorkspaceChange(tx, actor, {
            action: 'role.delete',
            targetType: 'role',
            targetId: role.id,
            changes: { roleName: role.name, permissionCodes: role.permission_codes },
          });
        });
      } catch (error) {
        // A membership or invitation still pointing at the role (foreign key) is the same conflict.
        if (isForeignKeyViolation(error, 'memberships_role_same_workspace')) throw new AppError('ROLE.IN_USE');
        throw error;
      }
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
