import type { Queryable } from '../../db/client.js';

export interface RoleRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  role_type: 'OWNER' | 'CUSTOM';
  permission_codes: string[];
  created_at: Date;
  updated_at: Date;
}

const ROLE_SELECT = `SELECT r.id, r.workspace_id, r.name, r.description, r.role_type,
       COALESCE(array_agg(rp.permission_code ORDER BY rp.permission_code) FILTER (WHERE rp.permission_code IS NOT NULL), '{}') AS permission_codes,
       r.created_at, r.updated_at
  FROM roles r
  LEFT JOIN role_permissions rp ON rp.role_id = r.id`;
const ROLE_GROUP = 'GROUP BY r.id';

/** SQL of the tables the roles module owns: `roles` and `role_permissions`. */
export function createRolesRepo() {
  /** Every lookup names the workspace: a role id of another workspace finds nothing. */
  async function findRole(db: Queryable, workspaceId: string, roleId: string): Promise<RoleRow | undefined> {
    const rows = await db.query<RoleRow>(`${ROLE_SELECT} WHERE r.workspace_id = $1 AND r.id = $2 ${ROLE_GROUP}`, [workspaceId, roleId]);
    return rows[0];
  }

  return {
    findRole,

    /** OWNER first, then by creation. */
    async listRoles(db: Queryable, workspaceId: string): Promise<RoleRow[]> {
      return db.query<RoleRow>(
        `${ROLE_SELECT} WHERE r.workspace_id = $1 ${ROLE_GROUP} ORDER BY r.role_type = 'OWNER' DESC, r.created_at, r.id`,
        [workspaceId],
      );
    },

    async countRoles(db: Queryable, workspaceId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM roles WHERE workspace_id = $1', [workspaceId]);
      return Number(rows[0]?.n ?? 0n);
    },

    /** The OWNER role of a new workspace: it grants every permission, so it carries none of its own. */
    async insertOwnerRole(tx: Queryable, role: { id: string; workspaceId: string }): Promise<void> {
      await tx.query(`INSERT INTO roles (id, workspace_id, name, description, role_type) VALUES ($1, $2, 'Owner', 'Full access to the workspace', 'OWNER')`, [
        role.id,
        role.workspaceId,
      ]);
    },

    async insertCustomRole(tx: Queryable, role: { id: string; workspaceId: string; name: string; description: string }): Promise<void> {
      await tx.query(`INSERT INTO roles (id, workspace_id, name, description, role_type) VALUES ($1, $2, $3, $4, 'CUSTOM')`, [
        role.id,
        role.workspaceId,
        role.name,
        role.description,
      ]);
    },

    /** Renames / redescribes a CUSTOM role (null keeps a field); false when no such custom role. */
    async updateCustomRole(
      tx: Queryable,
      workspaceId: string,
      roleId: string,
      fields: { name: string | null; description: string | null },
    ): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE roles SET name = COALESCE($3, name), description = COALESCE($4, description)
          WHERE workspace_id = $1 AND id = $2 AND role_type = 'CUSTOM' RETURNING id`,
        [workspaceId, roleId, fields.name, fields.description],
      );
      return rows.length > 0;
    },

    /** Replaces the role's permission set with `codes` and touches the role's updated_at. */
    async replacePermissions(tx: Queryable, roleId: string, codes: readonly string[]): Promise<void> {
      await tx.query('DELETE FROM role_permissions WHERE role_id = $1', [roleId]);
      await tx.query('INSERT INTO role_permissions (role_id, permission_code) SELECT $1, unnest($2::text[])', [roleId, codes]);
      await tx.query('UPDATE roles SET updated_at = now() WHERE id = $1', [roleId]);
    },

    /** Locks the role row so its permissions and assignments change one at a time. */
    async lockRole(tx: Queryable, workspaceId: string, roleId: string): Promise<boolean> {
      const rows = await tx.query('SELECT id FROM roles WHERE workspace_id = $1 AND id = $2 FOR UPDATE', [workspaceId, roleId]);
      return rows.length > 0;
    },

    async countRoleMembers(tx: Queryable, roleId: string): Promise<number> {
      const rows = await tx.query<{ n: bigint }>('SELECT count(*) AS n FROM memberships WHERE role_id = $1', [roleId]);
      return Number(rows[0]?.n ?? 0n);
    },

    async deleteCustomRole(tx: Queryable, workspaceId: string, roleId: string): Promise<boolean> {
      const rows = await tx.query(`DELETE FROM roles WHERE workspace_id = $1 AND id = $2 AND role_type = 'CUSTOM' RETURNING id`, [
        workspaceId,
        roleId,
      ]);
      return rows.length > 0;
    },
  };
}

export type RolesRepo = ReturnType<typeof createRolesRepo>;
