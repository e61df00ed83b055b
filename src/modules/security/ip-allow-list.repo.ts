import type { Queryable } from '../../db/client.js';

export interface IpAllowListRow {
  account_id: string;
  enabled: boolean;
  entries: string[];
  updated_at: Date;
}

const COLUMNS = 'account_id, enabled, entries, updated_at';

export function createIpAllowListRepo() {
  return {
    async find(db: Queryable, accountId: string): Promise<IpAllowListRow | undefined> {
      const rows = await db.query<IpAllowListRow>(`SELECT ${COLUMNS} FROM account_ip_allow_lists WHERE account_id = $1`, [accountId]);
      return rows[0];
    },

    /** The account's row, created empty and disabled when missing, locked until the transaction ends. */
    async lock(tx: Queryable, accountId: string): Promise<IpAllowListRow> {
      await tx.query('INSERT INTO account_ip_allow_lists (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING', [accountId]);
      const rows = await tx.query<IpAllowListRow>(`SELECT ${COLUMNS} FROM account_ip_allow_lists WHERE account_id = $1 FOR UPDATE`, [
        accountId,
      ]);
      return rows[0]!;
    },

    async save(tx: Queryable, accountId: string, list: { enabled: boolean; entries: readonly string[] }): Promise<IpAllowListRow> {
      const rows = await tx.query<IpAllowListRow>(
        `UPDATE account_ip_allow_lists SET enabled = $2, entries = $3::text[] WHERE account_id = $1 RETURNING ${COLUMNS}`,
        [accountId, list.enabled, list.entries],
      );
      return rows[0]!;
    },
  };
}

export type IpAllowListRepo = ReturnType<typeof createIpAllowListRepo>;
