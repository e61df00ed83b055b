import type { Queryable } from '../../db/client.js';

export interface NewWorkspace {
  id: string;
  institutionId: string;
  name: string;
  timezone: string;
}

export type JoinSource = 'REGISTRATION' | 'INVITATION' | 'CREATION';

export interface WorkspaceRow {
  id: string;
  institution_id: string;
  entity_id: string | null;
  name: string;
  timezone: string;
  status: 'ACTIVE' | 'SUSPENDED';
  kind: 'LIVE' | 'TEST';
  extra_data: unknown;
  created_at: Date;
  updated_at: Date;
}

/** A membership with the workspace and role facts the membership record shows. */
export interface MembershipRow {
  id: string;
  account_id: string;
  workspace_id: string;
  institution_id: string;
  role_id: string;
  workspace_name: string;
  role_name: string;
  role_type: 'OWNER' | 'CUSTOM';
  workspace_kind: 'LIVE' | 'TEST';
  workspace_status: 'ACTIVE' | 'SUSPENDED';
  join_source: JoinSource;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

const WORKSPACE_COLUMNS = 'id, institution_id, entity_id, name, timezone, status, kind, extra_data, created_at, updated_at';

const MEMBERSHIP_SELECT = `SELECT m.id, m.account_id, m.workspace_id, w.institution_id, m.role_id, w.name AS workspace_name,
       r.name AS role_name, r.role_type, w.kind AS workspace_kind, w.status AS workspace_status, m.join_source,
       m.is_default, m.created_at, m.updated_at
  FROM memberships m
  JOIN workspaces w ON w.id = m.workspace_id
  JOIN roles r ON r.id = m.role_id AND r.workspace_id = m.workspace_id`;

/** SQL of the tables the workspaces module owns: `workspaces` and `memberships`. */
export function createWorkspacesRepo() {
  return {
    async insertWorkspace(tx: Queryable, workspace: NewWorkspace): Promise<void> {
      await tx.query('INSERT INTO workspaces (id, institution_id, name, timezone) VALUES ($1, $2, $3, $4)', [
        workspace.id,
        workspace.institutionId,
        workspace.name,
        workspace.timezone,
      ]);
    },

    async insertMembership(
      tx: Queryable,
      membership: { id: string; workspaceId: string; accountId: string; roleId: string; joinSource: string; isDefault: boolean },
    ): Promise<void> {
      await tx.query(
        'INSERT INTO memberships (id, workspace_id, account_id, role_id, join_source, is_default) VALUES ($1, $2, $3, $4, $5, $6)',
        [membership.id, membership.workspaceId, membership.accountId, membership.roleId, membership.joinSource, membership.isDefault],
      );
    },

    async findWorkspace(db: Queryable, workspaceId: string): Promise<WorkspaceRow | undefined> {
      const rows = await db.query<WorkspaceRow>(`SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE id = $1`, [workspaceId]);
      return rows[0];
    },

    /** Changes the given fields (null keeps a field as it is). */
    async updateWorkspace(db: Queryable, workspaceId: string, fields: { name: string | null; timezone: string | null }): Promise<WorkspaceRow | undefined> {
      const rows = await db.query<WorkspaceRow>(
        `UPDATE workspaces SET name = COALESCE($2, name), timezone = COALESCE($3, timezone)
          WHERE id = $1 RETURNING ${WORKSPACE_COLUMNS}`,
        [workspaceId, fields.name, fields.timezone],
      );
      return rows[0];
    },

    async listMembershipsOfAccount(db: Queryable, accountId: string): Promise<MembershipRow[]> {
      return db.query<MembershipRow>(`${MEMBERSHIP_SELECT} WHERE m.account_id = $1 ORDER BY m.created_at, m.id`, [accountId]);
    },

    async findMembershipOfAccount(db: Queryable, accountId: string, workspaceId: string): Promise<MembershipRow | undefined> {
      const rows = await db.query<MembershipRow>(`${MEMBERSHIP_SELECT} WHERE m.account_id = $1 AND m.workspace_id = $2`, [
        accountId,
        workspaceId,
      ]);
      return rows[0];
    },

    /** Moves the account's default to `workspaceId` (two statements: the partial unique index allows one default). */
    async setDefaultMembership(tx: Queryable, accountId: string, workspaceId: string): Promise<void> {
      await tx.query('UPDATE memberships SET is_default = false WHERE account_id = $1 AND is_default AND workspace_id <> $2', [
        accountId,
        workspaceId,
      ]);
      await tx.query('UPDATE memberships SET is_default = true WHERE account_id = $1 AND workspace_id = $2 AND NOT is_default', [
        accountId,
        workspaceId,
      ]);
    },

    /** When the account has no default left, its oldest membership in an active workspace becomes the default. */
    async ensureDefaultMembership(tx: Queryable, accountId: string): Promise<void> {
      await tx.query(
        `UPDATE memberships SET is_default = true
          WHERE id = (SELECT m.id FROM memberships m JOIN workspaces w ON w.id = m.workspace_id
                       WHERE m.account_id = $1 AND w.status = 'ACTIVE' ORDER BY m.created_at, m.id LIMIT 1)
            AND NOT EXISTS (SELECT 1 FROM memberships WHERE account_id = $1 AND is_default)`,
        [accountId],
      );
    },

    /**
     * Locks the workspace row until the transaction ends, so count caps of the
     * workspace (roles, API keys, pending invitations) are checked and filled
     * one transaction at a time. FOR NO KEY UPDATE: rows that reference the
     * workspace (FOR KEY SHARE) can still be inserted meanwhile. False when
     * there is no such workspace.
     */
    async lockWorkspace(tx: Queryable, workspaceId: string): Promise<boolean> {
      const rows = await tx.query('SELECT id FROM workspaces WHERE id = $1 FOR NO KEY UPDATE', [workspaceId]);
      return rows.length > 0;
    },

    async countOwnedWorkspaces(db: Queryable, accountId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM memberships m JOIN roles r ON r.id = m.role_id
          WHERE m.account_id = $1 AND r.role_type = 'OWNER'`,
        [accountId],
      );
      return Number(rows[0]?.n ?? 0n);
    },

    async hasDefaultMembership(db: Queryable, accountId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM memberships WHERE account_id = $1 AND is_default', [accountId]);
      return rows.length > 0;
    },

    async updateMemberRole(tx: Queryable, workspaceId: string, membershipId: string, roleId: string): Promise<boolean> {
      const rows = await tx.query('UPDATE memberships SET role_id = $3 WHERE workspace_id = $1 AND id = $2 RETURNING id', [
        workspaceId,
        membershipId,
        roleId,
      ]);
      return rows.length > 0;
    },

    async deleteMembership(tx: Queryable, workspaceId: string, membershipId: string): Promise<boolean> {
      const rows = await tx.query('DELETE FROM memberships WHERE workspace_id = $1 AND id = $2 RETURNING id', [workspaceId, membershipId]);
      return rows.length > 0;
    },
  };
}

export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>;
