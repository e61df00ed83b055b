import type { Db, Queryable } from '../../db/client.js';
import { enumObject } from '../../http/enums.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import type { PageRequest, PageResult } from '../../http/pagination.js';
import { iso } from '../../http/instant.js';
import { auditWorkspaceChange } from '../audit/audit.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';
import type { InvitationService } from '../invitations/invitations.service.js';
import { beyondActor, beyondRole, type Actor } from '../permissions/access.js';
import type { PermissionCatalogue } from '../permissions/permissions.catalogue.js';
import { ROLE_TYPE } from '../roles/roles.enums.js';
import type { RoleService } from '../roles/roles.service.js';
import { JOIN_SOURCE } from '../workspaces/workspaces.enums.js';
import type { WorkspaceRecords } from '../workspaces/workspace-records.service.js';
import type { MemberRow, MembersRepo } from './members.repo.js';
import type { MemberDto } from './members.schemas.js';

/** A member named by membership id or by account id (exactly one). */
export interface MemberRef {
  memberBizId?: string;
  userBizId?: string;
}

export interface MemberServiceDeps {
  db: Db;
  members: MembersRepo;
  roles: Pick<RoleService, 'findRole' | 'lockRole'>;
  /** Memberships are the workspaces module's rows: changed and ended through it. */
  workspaces: Pick<WorkspaceRecords, 'ensureDefaultMembership' | 'updateMemberRole' | 'deleteMembership'>;
  invitations: Pick<InvitationService, 'cancelOpenFromInviter'>;
  catalogue: Pick<PermissionCatalogue, 'grantedBy'>;
  /** Where removals and role changes are reported (webhooks); nowhere by default. */
  events?: Events;
}

export function toMemberDto(row: MemberRow): MemberDto {
  return {
    memberBizId: row.id,
    userBizId: row.account_id,
    workspaceBizId: row.workspace_id,
    accountEmail: row.email,
    accountName: row.name,
    workspaceRoleBizId: row.role_id,
    workspaceRoleName: row.role_name,
    roleType: enumObject(ROLE_TYPE, row.role_type),
    isOwner: row.role_type === 'OWNER',
    joinSource: enumObject(JOIN_SOURCE, row.join_source),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function refOf(ref: MemberRef): { memberId?: string; accountId?: string } {
  if ((ref.memberBizId === undefined) === (ref.userBizId === undefined)) {
    throw invalidParameter('send exactly one of memberBizId and userBizId');
  }
  return ref.memberBizId !== undefined ? { memberId: ref.memberBizId } : { accountId: ref.userBizId };
}

export function createMemberService(deps: MemberServiceDeps) {
  const { db, members, roles } = deps;
  const events = deps.events ?? NO_EVENTS;

  async function findMember(actor: Actor, ref: MemberRef): Promise<MemberRow> {
    const member = await members.findMember(db, actor.workspace.workspaceId, refOf(ref));
    if (!member) throw notFound('member');
    return member;
  }

  /** What the member's role grants: a non-owner may only act on members who hold nothing the actor lacks. */
  async function assertOutranks(actor: Actor, member: MemberRow, action: string): Promise<void> {
    if (actor.workspace.isOwner) return;
    if (member.role_type === 'OWNER') throw new AppError('ACCESS.PERMISSION_DENIED', `only an owner can ${action} an owner`);
    const role = await roles.findRole(db, actor.workspace.workspaceId, member.role_id);
    const extra = beyondActor(actor, role?.permission_codes ?? []);
    if (extra.length > 0) throw new AppError('ACCESS.PERMISSION_DENIED', `the member holds permissions you do not: ${extra.join(', ')}`);
  }

  /**
   * Runs `work` with the workspace's ownership locked and refuses when it
   * would leave the workspace without an owner.
   */
  async function withOwnersKept<T>(workspaceId: string, losesOwner: boolean, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await members.lockOwnership(tx, workspaceId);
      if (losesOwner && (await members.countOwners(tx, workspaceId)) <= 1) throw new AppError('MEMBER.LAST_OWNER');
      return work(tx);
    });
  }

  async function removeMembership(actor: Actor, member: MemberRow, action: 'member.remove' | 'member.leave'): Promise<void> {
    await withOwnersKept(actor.workspace.workspaceId, member.role_type === 'OWNER', async (tx) => {
      if (!(await deps.workspaces.deleteMembership(tx, actor.workspace.workspaceId, member.id))) throw notFound('member');
      await deps.workspaces.ensureDefaultMembership(tx, member.account_id);
      // Their invitations end with their membership (acceptance re-checks the sender too).
      const cancelled = await deps.invitations.cancelOpenFromInviter(tx, actor.workspace.workspaceId, member.account_id, actor.accountId);
      await auditWorkspaceChange(tx, actor, {
        action,
        targetType: 'member',
        targetId: member.id,
        changes: {
          userBizId: member.account_id,
          accountEmail: member.email,
          roleId: member.role_id,
          roleName: member.role_name,
          ...(cancelled.length > 0 ? { cancelledInvitations: cancelled } : {}),
        },
      });
      await events.emit(tx, actor.workspace.workspaceId, 'member.removed', { accountId: member.account_id, roleId: member.role_id });
    });
  }

  return {
    async list(actor: Actor, page: PageRequest): Promise<PageResult<MemberDto>> {
      const [rows, total] = await Promise.all([
        members.listMembers(db, actor.workspace.workspaceId, page),
        members.countMembers(db, actor.workspace.workspaceId),
      ]);
      return { items: rows.map(toMemberDto), total };
    },

    async remove(actor: Actor, ref: MemberRef): Promise<void> {
      const member = await findMember(actor, ref);
      await assertOutranks(actor, member, 'remove');
      await removeMembership(actor, member, 'member.remove');
    },

    /** The caller leaves the context's workspace. */
    async leave(actor: Actor): Promise<void> {
      const member = await findMember(actor, { memberBizId: actor.workspace.membershipId });
      await removeMembership(actor, member, 'member.leave');
    },

    async changeRole(actor: Actor, input: MemberRef & { roleId: string }): Promise<MemberDto> {
      const member = await findMember(actor, input);
      const role = await roles.findRole(db, actor.workspace.workspaceId, input.roleId);
      if (!role) throw notFound('role');
      if (role.id === member.role_id) return toMemberDto(member);
      await assertOutranks(actor, member, 'change the role of');
      const beyond = beyondRole(actor, role, deps.catalogue);
      if (beyond && 'ownerRole' in beyond) throw new AppError('ACCESS.PERMISSION_DENIED', 'only an owner can grant the OWNER role');
      if (beyond) throw new AppError('ACCESS.PERMISSION_DENIED', `the role grants permissions you do not hold: ${beyond.lacking.join(', ')}`);
      const demotesOwner = member.role_type === 'OWNER' && role.role_type !== 'OWNER';
      await withOwnersKept(actor.workspace.workspaceId, demotesOwner, async (tx) => {
        // Locked so the role cannot be deleted between the check and the assignment.
        if (!(await roles.lockRole(tx, actor.workspace.workspaceId, role.id))) throw notFound('role');
        if (!(await deps.workspaces.updateMemberRole(tx, actor.workspace.workspaceId, member.id, role.id))) throw notFound('member');
        await auditWorkspaceChange(tx, actor, {
          action: 'member.role_change',
          targetType: 'member',
          targetId: member.id,
          changes: { userBizId: member.account_id, roleId: { from: member.role_id, to: role.id }, roleName: { from: member.role_name, to: role.name } },
        });
        await events.emit(tx, actor.workspace.workspaceId, 'member.role_changed', { accountId: member.account_id, roleId: role.id, previousRoleId: member.role_id });
      });
      const updated = await members.findMember(db, actor.workspace.workspaceId, { memberId: member.id });
      if (!updated) throw notFound('member');
      return toMemberDto(updated);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
