import type { Queryable } from '../../db/client.js';
import type { CanonicalEmail } from '../../infra/email-address.js';

export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

export interface InvitationRow {
  id: string;
  workspace_id: string;
  workspace_name: string;
  email: string;
  role_id: string | null;
  role_name: string;
  status: InvitationStatus;
  invited_by: string;
  invited_by_name: string | null;
  expires_at: Date;
  /** PENDING past its expiry: shown as EXPIRED. */
  expired: boolean;
  responded_at: Date | null;
  decline_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const INVITATION_SELECT = `SELECT i.id, i.workspace_id, w.name AS workspace_name, i.email, i.role_id, COALESCE(r.name, i.role_name) AS role_name,
       i.status, i.invited_by, a.name AS invited_by_name, i.expires_at, (i.expires_at <= now()) AS expired, i.responded_at,
       i.decline_reason, i.created_at, i.updated_at
  FROM invitations i
  JOIN workspaces w ON w.id = i.workspace_id
  LEFT JOIN roles r ON r.id = i.role_id
  LEFT JOIN accounts a ON a.id = i.invited_by`;

/** The newest first; a workspace's history is bounded for one answer. */
export const MAX_LISTED_INVITATIONS = 500;

export function createInvitationsRepo() {
  return {
    /** Pending invitations of the address in the workspace that have run out become EXPIRED (frees the unique slot). */
    async expireStale(tx: Queryable, workspaceId: string, email: CanonicalEmail): Promise<void> {
      await tx.query(
        `UPDATE invitations SET status = 'EXPIRED'
          WHERE workspace_id = $1 AND email = $2 AND status = 'PENDING' AND expires_at <= now()`,
        [workspaceId, email],
      );
    },

    async countPending(db: Queryable, workspaceId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM invitations WHERE workspace_id = $1 AND status = 'PENDING' AND expires_at > now()`,
        [workspaceId],
      );
      return Number(rows[0]?.n ?? 0n);
    },

    async insert(
      tx: Queryable,
      invitation: { id: string; workspaceId: string; email: CanonicalEmail; roleId: string; roleName: string; invitedBy: string; ttlSeconds: number },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO invitations (id, workspace_id, email, role_id, role_name, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [invitation.id, invitation.workspaceId, invitation.email, invitation.roleId, invitation.roleName, invitation.invitedBy, invitation.ttlSeconds],
      );
    },

    async findInWorkspace(db: Queryable, workspaceId: string, invitationId: string): Promise<InvitationRow | undefined> {
      const rows = await db.query<InvitationRow>(`${INVITATION_SELECT} WHERE i.workspace_id = $1 AND i.id = $2`, [workspaceId, invitationId]);
      return rows[0];
    },

    async listForWorkspace(db: Queryable, workspaceId: string, status: InvitationStatus | undefined): Promise<InvitationRow[]> {
      // EXPIRED includes PENDING rows past their expiry; PENDING excludes them.
      return db.query<InvitationRow>(
        `${INVITATION_SELECT}
          WHERE i.workspace_id = $1
            AND ($2::text IS NULL
                 OR ($2 = 'PENDING' AND i.status = 'PENDING' AND i.expires_at > now())
                 OR ($2 = 'EXPIRED' AND (i.status = 'EXPIRED' OR (i.status = 'PENDING' AND i.expires_at <= now())))
                 OR ($2 NOT IN ('PENDING', 'EXPIRED') AND i.status = $2))
          ORDER BY i.created_at DESC, i.id DESC LIMIT ${MAX_LISTED_INVITATIONS}`,
        [workspaceId, status ?? null],
      );
    },

    /** Open (pending, unexpired) invitations addressed to `email` (an account's stored, canonical address), in any workspace. */
    async listOpenForEmail(db: Queryable, email: string): Promise<InvitationRow[]> {
      return db.query<InvitationRow>(
        `${INVITATION_SELECT}
          WHERE i.email = $1 AND i.status = 'PENDING' AND i.expires_at > now() AND w.status = 'ACTIVE'
          ORDER BY i.created_at DESC, i.id DESC LIMIT ${MAX_LISTED_INVITATIONS}`,
        [email],
      );
    },

    /** The invitation addressed to `email` (an account's stored, canonical address), locked for the response; undefined when it is not theirs. */
    async lockForInvitee(tx: Queryable, invitationId: string, email: string): Promise<InvitationRow | undefined> {
      const locked = await tx.query('SELECT id FROM invitations WHERE id = $1 AND email = $2 FOR UPDATE', [invitationId, email]);
      if (locked.length === 0) return undefined;
      const rows = await tx.query<InvitationRow>(`${INVITATION_SELECT} WHERE i.id = $1`, [invitationId]);
      return rows[0];
    },

    /** Locks a workspace's invitation for a change by the workspace. */
    async lockInWorkspace(tx: Queryable, workspaceId: string, invitationId: string): Promise<boolean> {
      const rows = await tx.query('SELECT id FROM invitations WHERE workspace_id = $1 AND id = $2 FOR UPDATE', [workspaceId, invitationId]);
      return rows.length > 0;
    },

    /**
     * Cancels the open invitations `inviterId` sent from the workspace (they
     * leave or are removed: their invitations end with their membership).
     * Returns the ids cancelled.
     */
    async cancelOpenFromInviter(tx: Queryable, workspaceId: string, inviterId: string, cancelledBy: string): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        `UPDATE invitations SET status = 'CANCELLED', responded_at = now(), responded_by = $3
          WHERE workspace_id = $1 AND invited_by = $2 AND status = 'PENDING' AND expires_at > now()
          RETURNING id`,
        [workspaceId, inviterId, cancelledBy],
      );
      return rows.map((row) => row.id).sort();
    },

    /** Moves a still-pending invitation to `status`; false when it was no longer pending. */
    async respond(
      tx: Queryable,
      invitationId: string,
      change: { status: Exclude<InvitationStatus, 'PENDING'>; respondedBy: string | null; declineReason?: string | null },
    ): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE invitations SET status = $2, responded_at = now(), responded_by = $3, decline_reason = $4
          WHERE id = $1 AND status = 'PENDING' RETURNING id`,
        [invitationId, change.status, change.respondedBy, change.declineReason ?? null],
      );
      return rows.length > 0;
    },
  };
}

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
