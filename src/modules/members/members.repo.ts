import type { Queryable } from '../../db/client.js';
import { orderByTerms, type PageRequest } from '../../http/pagination.js';
import type { JoinSource } from '../workspaces/workspaces.repo.js';

/** A member of one workspace with the account and role facts the member list shows. */
export interface MemberRow {
  id: string;
  workspace_id: string;
  account_id: string;
  email: string;
  name: string;
  role_id: string;
  role_name: string;
  role_type: 'OWNER' | 'CUSTOM';
  join_source: JoinSource;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

const MEMBER_SELECT = `SELECT m.id, m.workspace_id, m.account_id, a.email, a.name, m.role_id, r.name AS role_name, r.role_type,
       m.join_source, m.is_default, m.created_at, m.updated_at
  FROM memberships m
  JOIN accounts a ON a.id = m.account_id
  JOIN roles r ON r.id = m.role_id AND r.workspace_id = m.workspace_id`;

/** The member list's reads (the workspaces module owns `memberships` and writes it). */
export function createMembersRepo() {
  return {
    async listMembers(db: Queryable, workspaceId: string, page: PageRequest): Promise<MemberRow[]> {
      const order = orderByTerms(page.sort, 'm.id').join(', ');
      return db.query<MemberRow>(`${MEMBER_SELECT} WHERE m.workspace_id = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [
        workspaceId,
        page.size,
        page.offset,
      ]);
    },

    async countMembers(db: Queryable, workspaceId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM memberships WHERE workspace_id = $1', [workspaceId]);
      return Number(rows[0]?.n ?? 0n);
    },

    /** A member of `workspaceId` by membership id or account id; anything else (another workspace's) is undefined. */
    async findMember(db: Queryable, workspaceId: string, ref: { memberId?: string; accountId?: string }): Promise<MemberRow | undefined> {
      const rows = await db.query<MemberRow>(
        `${MEMBER_SELECT} WHERE m.workspace_id = $1 AND (m.id = $2 OR m.account_id = $3)`,
        [workspaceId, ref.memberId ?? null, ref.accountId ?? null],
      );
      return rows[0];
    },

    /**
     * Locks the workspace's OWNER role row: every change that can take away an
     * owner takes this lock first, so two owners demoting each other at once
     * cannot leave the workspace without one. FOR NO KEY UPDATE: it excludes
     * the other ownership changes, not the foreign-key checks (FOR KEY SHARE)
     * of a membership being inserted with the role meanwhile — an accepted
     * OWNER invitation must not deadlock with a removal that cancels invitations.
     */
    async lockOwnership(tx: Queryable, workspaceId: string): Promise<void> {
      await tx.query(`SELECT id FROM roles WHERE workspace_id = $1 AND role_type = 'OWNER' FOR NO KEY UPDATE`, [workspaceId]);
    },

    async countOwners(tx: Queryable, workspaceId: string): Promise<number> {
      const rows = await tx.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM memberships m JOIN roles r ON r.id = m.role_id
          WHERE m.workspace_id = $1 AND r.role_type = 'OWNER'`,
        [workspaceId],
      );
      return Number(rows[0]?.n ?? 0n);
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
