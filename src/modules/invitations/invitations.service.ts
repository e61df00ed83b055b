import type { Db, Queryable } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { notFound } from '../../core/common.errors.js';
import { iso, isoOrNull } from '../../http/instant.js';
import { requireCanonicalEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import type { MailMessage, SendMail } from '../../infra/mailer.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { auditWorkspaceChange, recordAudit } from '../audit/audit.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';
import { beyondRole, type Actor, type RequestOrigin } from '../permissions/access.js';
import type { PermissionCatalogue } from '../permissions/permissions.catalogue.js';
import type { PermissionsService } from '../permissions/permissions.service.js';
import type { RoleRow } from '../roles/roles.repo.js';
import type { RoleService } from '../roles/roles.service.js';
import type { WorkspaceRecords } from '../workspaces/workspace-records.service.js';
import { toMembershipDto } from '../workspaces/workspaces.service.js';
import type { WorkspaceMembershipDto } from '../workspaces/workspaces.schemas.js';
import type { InvitationRow, InvitationsRepo, InvitationStatus } from './invitations.repo.js';
import type { InvitationDto } from './invitations.schemas.js';

/** A week: long enough to be read after a holiday weekend, short enough not to linger. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Open invitations per workspace: a bound on how much mail one workspace can send. */
export const MAX_PENDING_INVITATIONS = 100;

export interface InvitationServiceDeps {
  db: Db;
  invitations: InvitationsRepo;
  accounts: Pick<AccountService, 'findByEmail' | 'findById'>;
  roles: Pick<RoleService, 'findRole'>;
  /** The inviter's standing today, re-checked at acceptance. */
  access: Pick<PermissionsService, 'findAccess'>;
  catalogue: Pick<PermissionCatalogue, 'contextOf' | 'grantedBy'>;
  /** Accepting adds a membership (the workspaces module's row). */
  workspaces: Pick<WorkspaceRecords, 'findWorkspace' | 'lockWorkspace' | 'insertMembership' | 'hasDefaultMembership' | 'findMembershipOfAccount'>;
  sendMail: SendMail;
  config: { portalWebUrl: string | undefined };
  /** Where accepted invitations are reported as `member.joined` (webhooks); nowhere by default. */
  events?: Events;
}

export function toInvitationDto(row: InvitationRow): InvitationDto {
  const status: InvitationStatus = row.status === 'PENDING' && row.expired ? 'EXPIRED' : row.status;
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    workspaceName: row.workspace_name,
    email: row.email,
    roleBizId: row.role_id,
    roleName: row.role_name,
    status,
    invitedByBizId: row.invited_by,
    invitedByName: row.invited_by_name,
    expiresAt: iso(row.expires_at),
    respondedAt: isoOrNull(row.responded_at),
    declineReason: row.decline_reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function invitationMail(input: {
  to: string;
  inviter: string;
  workspaceName: string;
  roleName: string;
  expiresAt: Date;
  hasAccount: boolean;
  portalWebUrl: string | undefined;
}): MailMessage {
  const next = input.hasAccount
    ? 'Sign in to the Partner Portal and open My invitations to accept or decline it.' +
      (input.portalWebUrl ? `\n\nOpen: ${input.portalWebUrl}/my-invitations` : '')
    : `You do not have a Partner Portal account yet. Register with this address (${input.to}), then accept the invitation under My invitations.` +
      (input.portalWebUrl ? `\n\nRegister: ${input.portalWebUrl}/register` : '');
  return {
    to: input.to,
    subject: `You are invited to join ${input.workspaceName} on the Partner Portal`,
    text:
      `${input.inviter} invited you to join the workspace "${input.workspaceName}" with the role "${input.roleName}".\n\n` +
      `${next}\n\nThe invitation expires on ${iso(input.expiresAt)}. If you did not expect it, ignore this mail.`,
  };
}

export function createInvitationService(deps: InvitationServiceDeps) {
  const { db, invitations } = deps;
  const events = deps.events ?? NO_EVENTS;

  async function findInWorkspace(actor: Actor, invitationId: string): Promise<InvitationRow> {
    const row = await invitations.findInWorkspace(db, actor.workspace.workspaceId, invitationId);
    if (!row) throw notFound('invitation');
    return row;
  }

  async function reload(workspaceId: string, invitationId: string): Promise<InvitationDto> {
    const row = await invitations.findInWorkspace(db, workspaceId, invitationId);
    if (!row) throw notFound('invitation');
    return toInvitationDto(row);
  }

  /** The caller's stored address: canonical, as invitations hold theirs, so `=` finds those addressed to it. */
  async function inviteeEmail(accountId: string): Promise<string> {
    const account = await deps.accounts.findById(db, accountId);
    if (!account) throw new AppError('ACCESS.TOKEN_INVALID');
    return account.email;
  }

  /**
   * Why the sender of an invitation could not send it today, or undefined when
   * they could: an invitation carries its sender's authority and is judged at
   * acceptance as if sent now, so it admits nobody once the sender has left,
   * lost invitations:write, or no longer holds what the role grants.
   */
  async function senderRefusal(tx: Queryable, row: InvitationRow, role: RoleRow): Promise<AppError | undefined> {
    const refuse = (detail: string) => new AppError('INVITATION.SENDER_UNAUTHORIZED', detail);
    const access = await deps.access.findAccess(tx, row.invited_by, row.workspace_id);
    if (!access) return refuse('the sender is no longer a member');
    const inviter: Actor = { accountId: row.invited_by, workspace: deps.catalogue.contextOf(access) };
    if (!inviter.workspace.permissions.has('invitations:write')) return refuse('the sender no longer holds invitations:write');
    const beyond = beyondRole(inviter, role, deps.catalogue);
    if (beyond === undefined) return undefined;
    if ('ownerRole' in beyond) return refuse('the sender is no longer an owner');
    return refuse(`the sender does not hold ${beyond.lacking.join(', ')}`);
  }

  /** Why an invitation can no longer be cancelled or answered, or undefined when it can. */
  function closedError(row: InvitationRow): AppError | undefined {
    if (row.status === 'EXPIRED' || (row.status === 'PENDING' && row.expired)) return new AppError('INVITATION.EXPIRED');
    if (row.status !== 'PENDING') return new AppError('INVITATION.NOT_PENDING', `status ${row.status}`);
    return undefined;
  }

  return {
    /**
     * For the members module, in its transaction: a member who leaves or is
     * removed takes their open invitations along. Answers the ids cancelled.
     */
    cancelOpenFromInviter: invitations.cancelOpenFromInviter,

    async list(actor: Actor, status?: InvitationStatus): Promise<InvitationDto[]> {
      return (await invitations.listForWorkspace(db, actor.workspace.workspaceId, status)).map(toInvitationDto);
    },

    /** Invites an address with a role of the workspace and mails it (the mail is queued in the invitation's transaction). */
    async invite(actor: Actor, input: { email: string; roleId: string }): Promise<InvitationDto> {
      // Every spelling of an address is one invitee: stored, compared and mailed canonical.
      const email = requireCanonicalEmail(input.email);
      const workspaceId = actor.workspace.workspaceId;
      const role = await deps.roles.findRole(db, workspaceId, input.roleId);
      if (!role) throw notFound('role');
      const beyond = beyondRole(actor, role, deps.catalogue);
      if (beyond && 'ownerRole' in beyond) throw new AppError('ACCESS.PERMISSION_DENIED', 'only an owner can invite with the OWNER role');
      if (beyond) throw new AppError('ACCESS.PERMISSION_DENIED', `the role grants permissions you do not hold: ${beyond.lacking.join(', ')}`);
      const account = await deps.accounts.findByEmail(db, email);
      if (account && (await deps.workspaces.findMembershipOfAccount(db, account.id, workspaceId))) {
        throw new AppError('INVITATION.ALREADY_MEMBER', 'email');
      }
      const id = newId('invitation');
      const inviter = await deps.accounts.findById(db, actor.accountId);
      let created: InvitationDto;
      try {
        created = await db.transaction(async (tx) => {
          // Counted under the workspace's lock: parallel invitations cannot all see room for one more.
          if (!(await deps.workspaces.lockWorkspace(tx, workspaceId))) throw notFound('workspace');
          if ((await invitations.countPending(tx, workspaceId)) >= MAX_PENDING_INVITATIONS) {
            throw new AppError('INVITATION.LIMIT_REACHED', `at most ${MAX_PENDING_INVITATIONS}`);
          }
          await invitations.expireStale(tx, workspaceId, email);
          await invitations.insert(tx, { id, workspaceId, email, roleId: role.id, roleName: role.name, invitedBy: actor.accountId, ttlSeconds: INVITATION_TTL_SECONDS });
          await auditWorkspaceChange(tx, actor, {
            action: 'invitation.create',
            targetType: 'invitation',
            targetId: id,
            changes: { email, roleId: role.id, roleName: role.name },
          });
          const row = await invitations.findInWorkspace(tx, workspaceId, id);
          if (!row) throw notFound('invitation');
          const invitation = toInvitationDto(row);
          // In the invitation's transaction: an invitation always has its mail, a rolled-back one never.
          await deps.sendMail(
            tx,
            invitationMail({
              to: email,
              inviter: inviter?.name ?? 'A Partner Portal user',
              workspaceName: invitation.workspaceName,
              roleName: invitation.roleName,
              expiresAt: new Date(invitation.expiresAt),
              hasAccount: account !== undefined,
              portalWebUrl: deps.config.portalWebUrl,
            }),
          );
          return invitation;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'invitations_one_pending')) throw new AppError('INVITATION.ALREADY_PENDING', 'email');
        // The role was deleted between our read and the insert.
        if (isForeignKeyViolation(error, 'invitations_role_id_workspace_id_fkey')) throw notFound('role');
        throw error;
      }
      return created;
    },

    async cancel(actor: Actor, invitationId: string): Promise<InvitationDto> {
      const row = await findInWorkspace(actor, invitationId);
      const closed = closedError(row);
      if (closed) throw closed;
      await db.transaction(async (tx) => {
        if (!(await invitations.lockInWorkspace(tx, actor.workspace.workspaceId, row.id))) throw notFound('invitation');
        if (!(await invitations.respond(tx, row.id, { status: 'CANCELLED', respondedBy: actor.accountId }))) {
          throw new AppError('INVITATION.NOT_PENDING');
        }
        await auditWorkspaceChange(tx, actor, {
          action: 'invitation.cancel',
          targetType: 'invitation',
          targetId: row.id,
          changes: { email: row.email, status: { from: 'PENDING', to: 'CANCELLED' } },
        });
      });
      return reload(actor.workspace.workspaceId, row.id);
    },

    /** Open invitations addressed to the caller's e-mail address. */
    async mine(accountId: string): Promise<InvitationDto[]> {
      return (await invitations.listOpenForEmail(db, await inviteeEmail(accountId))).map(toInvitationDto);
    },

    /** Joins the workspace with the invitation's role; answers the new membership. */
    async accept(accountId: string, invitationId: string, origin: RequestOrigin): Promise<WorkspaceMembershipDto> {
      const email = await inviteeEmail(accountId);
      const workspaceId = await db.transaction(async (tx) => {
        const row = await invitations.lockForInvitee(tx, invitationId, email);
        if (!row) throw notFound('invitation');
        const closed = closedError(row);
        if (closed) throw closed;
        const role = row.role_id === null ? undefined : await deps.roles.findRole(tx, row.workspace_id, row.role_id);
        if (!role) throw new AppError('INVITATION.ROLE_DELETED');
        const workspace = await deps.workspaces.findWorkspace(tx, row.workspace_id);
        if (!workspace || workspace.status !== 'ACTIVE') throw new AppError('INVITATION.WORKSPACE_INACTIVE');
        const refused = await senderRefusal(tx, row, role);
        if (refused) throw refused;
        if (await deps.workspaces.findMembershipOfAccount(tx, accountId, row.workspace_id)) throw new AppError('INVITATION.ALREADY_MEMBER');
        const membershipId = newId('membership');
        await deps.workspaces.insertMembership(tx, {
          id: membershipId,
          workspaceId: row.workspace_id,
          accountId,
          roleId: role.id,
          joinSource: 'INVITATION',
          isDefault: !(await deps.workspaces.hasDefaultMembership(tx, accountId)),
        });
        if (!(await invitations.respond(tx, row.id, { status: 'ACCEPTED', respondedBy: accountId }))) throw new AppError('INVITATION.NOT_PENDING');
        await recordAudit(tx, {
          workspaceId: row.workspace_id,
          actorAccountId: accountId,
          action: 'invitation.accept',
          targetType: 'invitation',
          targetId: row.id,
          clientIp: origin.clientIp,
          requestId: origin.requestId,
          changes: { memberBizId: membershipId, roleId: role.id, roleName: role.name },
        });
        await events.emit(tx, row.workspace_id, 'member.joined', { accountId, roleId: role.id });
        return row.workspace_id;
      });
      const membership = await deps.workspaces.findMembershipOfAccount(db, accountId, workspaceId);
      if (!membership) throw notFound('membership');
      return toMembershipDto(membership);
    },

    async decline(accountId: string, invitationId: string, reason: string, origin: RequestOrigin): Promise<InvitationDto> {
      const email = await inviteeEmail(accountId);
      const workspaceId = await db.transaction(async (tx) => {
        const row = await invitations.lockForInvitee(tx, invitationId, email);
        if (!row) throw notFound('invitation');
        const closed = closedError(row);
        if (closed) throw closed;
        const declineReason = reason.trim() === '' ? null : reason.trim();
        if (!(await invitations.respond(tx, row.id, { status: 'DECLINED', respondedBy: accountId, declineReason }))) {
          throw new AppError('INVITATION.NOT_PENDING');
        }
        await recordAudit(tx, {
          workspaceId: row.workspace_id,
          actorAccountId: accountId,
          action: 'invitation.decline',
          targetType: 'invitation',
          targetId: row.id,
          clientIp: origin.clientIp,
          requestId: origin.requestId,
          changes: { reason: declineReason },
        });
        return row.workspace_id;
      });
      return reload(workspaceId, invitationId);
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
