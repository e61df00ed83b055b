import type { Db, Queryable } from '../../db/client.js';
import { enumObject } from '../../http/enums.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { iso } from '../../http/instant.js';
import { newId } from '../../infra/ids.js';
import { JOIN_SOURCE, WORKSPACE_KIND, WORKSPACE_STATUS } from './workspaces.enums.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { isKnownTimezone } from '../constants/constants.data.js';
import { auditWorkspaceChange, recordAudit } from '../audit/audit.js';
import type { Actor, RequestOrigin } from '../permissions/access.js';
import type { JoinSource, MembershipRow, WorkspaceRow, WorkspacesRepo } from './workspaces.repo.js';
import type { WorkspaceDto, WorkspaceMembershipDto, WorkspacePermissionsDto } from './workspaces.schemas.js';

/** How many workspaces one account may own: creation is self-service, so it needs a ceiling. */
export const MAX_OWNED_WORKSPACES = 20;

export function toWorkspaceDto(row: WorkspaceRow): WorkspaceDto {
  return {
    bizId: row.id,
    institutionBizId: row.institution_id,
    entityBizId: row.entity_id,
    workspaceName: row.name,
    workspaceTimezone: row.timezone,
    workspaceStatus: enumObject(WORKSPACE_STATUS, row.status),
    workspaceKind: enumObject(WORKSPACE_KIND, row.kind),
    extraData: row.extra_data ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toMembershipDto(row: MembershipRow): WorkspaceMembershipDto {
  const enterable = row.workspace_status === 'ACTIVE';
  return {
    userBizId: row.account_id,
    workspaceBizId: row.workspace_id,
    institutionBizId: row.institution_id,
    workspaceRoleBizId: row.role_id,
    workspaceName: row.workspace_name,
    workspaceRoleName: row.role_name,
    workspaceKind: enumObject(WORKSPACE_KIND, row.workspace_kind),
    joinSource: enumObject(JOIN_SOURCE, row.join_source),
    isOwner: row.role_type === 'OWNER',
    isDefault: row.is_default,
    enterable,
    defaultEligible: enterable,
    policyConfig: null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidParameter('workspaceName must not be blank');
  return trimmed;
}

function checkTimezone(zone: string): string {
  if (!isKnownTimezone(zone)) throw invalidParameter('workspaceTimezone is not a known IANA time zone');
  return zone;
}

/**
 * Creates the OWNER role of a new workspace (roles module) and answers its id.
 * Declared here, not imported: the roles module depends on this one.
 */
export interface OwnerRoles {
  createOwnerRole(tx: Queryable, workspaceId: string): Promise<string>;
}

export interface NewOwnedWorkspace {
  institutionId: string;
  accountId: string;
  name: string;
  timezone: string;
  isDefault: boolean;
  joinSource: JoinSource;
}

export interface WorkspaceServiceDeps {
  db: Db;
  workspaces: WorkspacesRepo;
  accounts: Pick<AccountService, 'findById' | 'lock'>;
  roles: OwnerRoles;
}

export function createWorkspaceService(deps: WorkspaceServiceDeps) {
  const { db, workspaces } = deps;

  /** A LIVE workspace with its OWNER role, `accountId` its owner, inside the caller's transaction. Returns the workspace id. */
  async function createOwned(tx: Queryable, input: NewOwnedWorkspace): Promise<string> {
    const workspaceId = newId('workspace');
    await workspaces.insertWorkspace(tx, { id: workspaceId, institutionId: input.institutionId, name: input.name, timezone: input.timezone });
    const roleId = await deps.roles.createOwnerRole(tx, workspaceId);
    await workspaces.insertMembership(tx, {
      id: newId('membership'),
      workspaceId,
      accountId: input.accountId,
      roleId,
      joinSource: input.joinSource,
      isDefault: input.isDefault,
    });
    return workspaceId;
  }

  async function workspaceDto(workspaceId: string): Promise<WorkspaceDto> {
    const row = await workspaces.findWorkspace(db, workspaceId);
    if (!row) throw notFound('workspace');
    return toWorkspaceDto(row);
  }

  async function membershipDto(accountId: string, workspaceId: string): Promise<WorkspaceMembershipDto> {
    const row = await workspaces.findMembershipOfAccount(db, accountId, workspaceId);
    if (!row) throw notFound('membership');
    return toMembershipDto(row);
  }

  return {
    createOwned,

    current: (actor: Actor) => workspaceDto(actor.workspace.workspaceId),

    /** The caller's effective permissions in the context's workspace, as the workspace guard resolved them for this request. */
    permissions(actor: Actor): WorkspacePermissionsDto {
      const { workspaceId, roleId, isOwner, permissions } = actor.workspace;
      return { workspaceBizId: workspaceId, workspaceRoleBizId: roleId, isOwner, permissionCodes: [...permissions] };
    },

    async mine(accountId: string): Promise<WorkspaceMembershipDto[]> {
      return (await workspaces.listMembershipsOfAccount(db, accountId)).map(toMembershipDto);
    },

    /** A new LIVE workspace in the caller's institution; the caller is its owner (and it becomes the default if none is). */
    async create(accountId: string, input: { workspaceName: string; workspaceTimezone?: string }, origin?: RequestOrigin): Promise<WorkspaceDto> {
      const name = cleanName(input.workspaceName);
      const timezone = checkTimezone(input.workspaceTimezone ?? 'UTC');
      const account = await deps.accounts.findById(db, accountId);
      if (!account) throw new AppError('ACCESS.TOKEN_INVALID');
      const workspaceId = await db.transaction(async (tx) => {
        // Counted under the account's lock: parallel creations cannot all see room for one more.
        if (!(await deps.accounts.lock(tx, accountId))) throw new AppError('ACCESS.TOKEN_INVALID');
        if ((await workspaces.countOwnedWorkspaces(tx, accountId)) >= MAX_OWNED_WORKSPACES) {
          throw new AppError('WORKSPACE.LIMIT_REACHED', `at most ${MAX_OWNED_WORKSPACES}`);
        }
        const isDefault = !(await workspaces.hasDefaultMembership(tx, accountId));
        const joinSource: JoinSource = 'CREATION';
        const id = await createOwned(tx, { institutionId: account.institution_id, accountId, name, timezone, isDefault, joinSource });
        await recordAudit(tx, {
          workspaceId: id,
          actorAccountId: accountId,
          action: 'workspace.create',
          targetType: 'workspace',
          targetId: id,
          clientIp: origin?.clientIp ?? null,
          requestId: origin?.requestId ?? null,
          changes: { workspaceName: name, workspaceTimezone: timezone },
        });
        return id;
      });
      return workspaceDto(workspaceId);
    },

    async update(actor: Actor, input: { workspaceName?: string; workspaceTimezone?: string }): Promise<WorkspaceDto> {
      const name = input.workspaceName === undefined ? null : cleanName(input.workspaceName);
      const timezone = input.workspaceTimezone === undefined ? null : checkTimezone(input.workspaceTimezone);
      const row = await db.transaction(async (tx) => {
        const before = await workspaces.findWorkspace(tx, actor.workspace.workspaceId);
        const after = await workspaces.updateWorkspace(tx, actor.workspace.workspaceId, { name, timezone });
        if (!before || !after) throw notFound('workspace');
        const changes: Record<string, unknown> = {};
        if (before.name !== after.name) changes.workspaceName = { from: before.name, to: after.name };
        if (before.timezone !== after.timezone) changes.workspaceTimezone = { from: before.timezone, to: after.timezone };
        if (Object.keys(changes).length > 0) {
          await auditWorkspaceChange(tx, actor, { action: 'workspace.update', targetType: 'workspace', targetId: after.id, changes });
        }
        return after;
      });
      return toWorkspaceDto(row);
    },

    /** Makes the context's workspace the caller's default. */
    async makeDefault(actor: Actor): Promise<WorkspaceMembershipDto> {
      await db.transaction((tx) => workspaces.setDefaultMembership(tx, actor.accountId, actor.workspace.workspaceId));
      return membershipDto(actor.accountId, actor.workspace.workspaceId);
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
