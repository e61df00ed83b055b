import type { Queryable } from '../../db/client.js';

export interface TransferRow {
  id: string;
  workspace_id: string;
  from_wallet_id: string;
  to_workspace_id: string;
  to_wallet_id: string;
  currency: string;
  amount: string;
  fee: string;
  status: 'COMPLETED';
  remark: string;
  journal_id: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface TransferFilter {
  /** OUTGOING: sent by the workspace; INCOMING: received; null: both. */
  direction: 'OUTGOING' | 'INCOMING' | null;
  currency: string | null;
  from: Date | null;
  to: Date | null;
}

const COLUMNS = `id, workspace_id, from_wallet_id, to_workspace_id, to_wallet_id, currency, amount, fee, status, remark,
  journal_id, created_by, created_at, updated_at`;

const VISIBLE = `(($2::text IS NULL AND (workspace_id = $1 OR to_workspace_id = $1))
   OR ($2 = 'OUTGOING' AND workspace_id = $1) OR ($2 = 'INCOMING' AND to_workspace_id = $1))
  AND ($3::text IS NULL OR currency = $3) AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)`;

export function createTransfersRepo() {
  return {
    async insert(tx: Queryable, row: Omit<TransferRow, 'created_at' | 'updated_at' | 'fee' | 'amount'> & { fee: bigint; amount: bigint }): Promise<TransferRow> {
      const rows = await tx.query<TransferRow>(
        `INSERT INTO money_transfers (id, workspace_id, from_wallet_id, to_workspace_id, to_wallet_id, currency, amount, fee, status, remark, journal_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
        [
          row.id,
          row.workspace_id,
          row.from_wallet_id,
          row.to_workspace_id,
          row.to_wallet_id,
          row.currency,
          row.amount,
          row.fee,
          row.status,
          row.remark,
          row.journal_id,
          row.created_by,
        ],
      );
      return rows[0]!;
    },

    /** A transfer the workspace sent or received; any other id finds nothing. */
    async find(db: Queryable, workspaceId: string, id: string): Promise<TransferRow | undefined> {
      const rows = await db.query<TransferRow>(
        `SELECT ${COLUMNS} FROM money_transfers WHERE id = $2 AND (workspace_id = $1 OR to_workspace_id = $1)`,
        [workspaceId, id],
      );
      return rows[0];
    },

    async list(db: Queryable, workspaceId: string, filter: TransferFilter, page: { size: number; offset: number; orderBy: string }): Promise<TransferRow[]> {
      return db.query<TransferRow>(`SELECT ${COLUMNS} FROM money_transfers WHERE ${VISIBLE} ORDER BY ${page.orderBy} LIMIT $6 OFFSET $7`, [
        workspaceId,
        filter.direction,
        filter.currency,
        filter.from,
        filter.to,
        page.size,
        page.offset,
      ]);
    },

    async count(db: Queryable, workspaceId: string, filter: TransferFilter): Promise<bigint> {
      const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM money_transfers WHERE ${VISIBLE}`, [
        workspaceId,
        filter.direction,
        filter.currency,
        filter.from,
        filter.to,
      ]);
      return rows[0]?.n ?? 0n;
    },

    /** Settled when the ledger holds its journal: the answer comes from the ledger, not from the record's status. */
    async isSettled(db: Queryable, id: string): Promise<boolean> {
      const rows = await db.query<{ settled: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ledger_journals WHERE reference_type = 'transfer' AND reference_id = $1 AND kind = 'TRANSFER') AS settled`,
        [id],
      );
      return rows[0]?.settled === true;
    },
  };
}

export type TransfersRepo = ReturnType<typeof createTransfersRepo>;
