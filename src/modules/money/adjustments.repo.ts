import type { Queryable } from '../../db/client.js';

export interface AdjustmentRow {
  id: string;
  workspace_id: string;
  wallet_id: string;
  currency: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
  journal_id: string;
  operator_id: string;
  created_at: Date;
}

const COLUMNS = 'id, workspace_id, wallet_id, currency, direction, amount, reason, journal_id, operator_id, created_at';

/** SQL of `wallet_adjustments`: the record of each operator credit or debit, beside its journal. */
export function createAdjustmentsRepo() {
  return {
    async insert(
      tx: Queryable,
      a: { id: string; workspaceId: string; walletId: string; currency: string; direction: 'CREDIT' | 'DEBIT'; amount: bigint; reason: string; journalId: string; operatorId: string },
    ): Promise<AdjustmentRow> {
      const rows = await tx.query<AdjustmentRow>(
        `INSERT INTO wallet_adjustments (id, workspace_id, wallet_id, currency, direction, amount, reason, journal_id, operator_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING ${COLUMNS}`,
        [a.id, a.workspaceId, a.walletId, a.currency, a.direction, a.amount, a.reason, a.journalId, a.operatorId],
      );
      return rows[0]!;
    },
  };
}

export type AdjustmentsRepo = ReturnType<typeof createAdjustmentsRepo>;
