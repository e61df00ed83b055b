import type { Queryable } from '../../db/client.js';

/** The caller's standing in one workspace: what the workspace guard needs, in one row. */
export interface AccessRow {
  workspace_id: string;
  membership_id: string;
  role_id: string;
  role_type: 'OWNER' | 'CUSTOM';
  workspace_status: 'ACTIVE' | 'SUSPENDED';
  permission_codes: string[];
}

export interface PermissionRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  parent_id: string | null;
  permission_group: string;
  portal_visibility: unknown;
  sort_order: number;
  is_enabled: boolean;
}

export function createPermissionsRepo() {
  return {
    /**
     * Membership, role and the role's permission codes in one round trip.
     * `workspaceId` null picks the account's default membership.
     */
    async findAccess(db: Queryable, accountId: string, workspaceId: string | null): Promise<AccessRow | undefined> {
      const rows = await db.query<AccessRow>(
        `SELECT m.workspace_id, m.id AS membership_id, m.role_id, r.role_type, w.status AS workspace_status,
                COALESCE(array_agg(rp.permission_code) FILTER (WHERE rp.permission_code IS NOT NULL), '{}') AS permission_codes
           FROM memberships m
           JOIN roles r ON r.id = m.role_id AND r.workspace_id = m.workspace_id
           JOIN workspaces w ON w.id = m.workspace_id
           LEFT JOIN role_permissions rp ON rp.role_id = r.id
          WHERE m.account_id = $1 AND (CASE WHEN $2::text IS NULL THEN m.is_default ELSE m.workspace_id = $2 END)
          GROUP BY m.id, r.id, w.id`,
        [accountId, workspaceId],
        // Every workspace request runs it; planning it cost ~8× its execution.
        { prepared: true },
      );
      return rows[0];
    },

    async listTree(db: Queryable): Promise<PermissionRow[]> {
      return db.query<PermissionRow>(
        `SELECT id, code, name, description, parent_id, permission_group, portal_visibility, sort_order, is_enabled
           FROM permissions ORDER BY parent_id NULLS FIRST, sort_order, id`,
      );
    },

    /** Of `codes`, those that are enabled, assignable (action) permissions. */
    async findAssignable(db: Queryable, codes: readonly string[]): Promise<string[]> {
      const rows = await db.query<{ code: string }>(
        'SELECT code FROM permissions WHERE code = ANY($1::text[]) AND parent_id IS NOT NULL AND is_enabled',
        [codes],
      );
      return rows.map((row) => row.code);
    },
  };
}

export type PermissionsRepo = ReturnType<typeof createPermissionsRepo>;
