import type { Queryable } from '../../db/client.js';
import type { JournalKind, Phase } from '../ledger/ledger.model.js';

export interface WalletRow {
  id: string;
  workspace_id: string;
  currency: string;
  debits_pending: string;
  debits_posted: string;
  credits_pending: string;
  credits_posted: string;
  created_at: Date;
  updated_at: Date;
}

export interface FlowRow {
  id: string;
  journal_id: string;
  phase: Phase;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  currency: string;
  balance_after: string;
  available_after: string;
  kind: JournalKind;
  reference_type: string;
  reference_id: string;
  description: string;
  created_at: Date;
}

export interface FlowFilter {
  from: Date | null;
  to: Date | null;
  kind: JournalKind | null;
}

const WALLET_COLUMNS = 'id, workspace_id, currency, debits_pending, debits_posted, credits_pending, credits_posted, created_at, updated_at';

/**
 * A wallet's statement: every ledger transfer that touches it, with the
 * running posted balance and available amount after each one (phase
 * arithmetic of docs/money.md: pending credits are not available, pending
 * debits are not). The figures after an entry are derived backwards from the
 * account's counters (today's figure minus every newer entry; exact, since the
 * counters are the sum of the entries and both are read in one snapshot): one
 * window in the page's own order, no ascending pass to re-sort. Still a pass
 * over the wallet's entries per page (docs/performance.md, "Cost at scale",
 * says what would make it a walk down to the page). Filters apply after.
 */
const FLOWS = `
WITH legs AS (
  SELECT t.id, t.journal_id, t.phase, t.amount, t.currency, t.created_at, 'CREDIT' AS direction,
         CASE WHEN t.phase IN ('SINGLE', 'POST') THEN t.amount ELSE 0 END AS bal_delta,
         CASE WHEN t.phase IN ('SINGLE', 'POST') THEN t.amount ELSE 0 END AS avail_delta
    FROM ledger_transfers t WHERE t.credit_account_id = $1
  UNION ALL
  SELECT t.id, t.journal_id, t.phase, t.amount, t.currency, t.created_at, 'DEBIT',
         CASE WHEN t.phase IN ('SINGLE', 'POST') THEN -t.amount ELSE 0 END,
         CASE t.phase WHEN 'SINGLE' THEN -t.amount WHEN 'PENDING' THEN -t.amount WHEN 'POST' THEN 0 ELSE t.amount END
    FROM ledger_transfers t WHERE t.debit_account_id = $1
), running AS (
  SELECT legs.*,
         a.credits_posted - a.debits_posted - coalesce(sum(bal_delta) OVER newer, 0) AS balance_after,
         a.credits_posted - a.debits_posted - a.debits_pending - coalesce(sum(avail_delta) OVER newer, 0) AS available_after
    FROM legs CROSS JOIN ledger_accounts a
   WHERE a.id = $1
  WINDOW newer AS (ORDER BY legs.created_at DESC, legs.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
)
SELECT r.id, r.journal_id, r.phase, r.direction, r.amount, r.currency, r.balance_after, r.available_after,
       j.kind, j.reference_type, j.reference_id, j.description, r.created_at
  FROM running r JOIN ledger_journals j ON j.id = r.journal_id
 WHERE ($2::timestamptz IS NULL OR r.created_at >= $2) AND ($3::timestamptz IS NULL OR r.created_at < $3)
   AND ($4::text IS NULL OR j.kind = $4)`;

/** Wallets as partners and operators see them: read-only views of the ledger's accounts and transfers (the ledger writes them). */
export function createWalletsRepo() {
  return {
    async list(db: Queryable, workspaceId: string): Promise<WalletRow[]> {
      return db.query<WalletRow>(`SELECT ${WALLET_COLUMNS} FROM ledger_accounts WHERE workspace_id = $1 AND kind = 'WALLET' ORDER BY currency`, [
        workspaceId,
      ]);
    },

    /** A wallet of this workspace; another workspace's id finds nothing. */
    async find(db: Queryable, workspaceId: string, walletId: string): Promise<WalletRow | undefined> {
      const rows = await db.query<WalletRow>(
        `SELECT ${WALLET_COLUMNS} FROM ledger_accounts WHERE workspace_id = $1 AND id = $2 AND kind = 'WALLET'`,
        [workspaceId, walletId],
      );
      return rows[0];
    },

    /** Any workspace's wallet by id (transfer recipients, operators). */
    async findAny(db: Queryable, walletId: string): Promise<WalletRow | undefined> {
      const rows = await db.query<WalletRow>(`SELECT ${WALLET_COLUMNS} FROM ledger_accounts WHERE id = $1 AND kind = 'WALLET'`, [walletId]);
      return rows[0];
    },

    async flows(db: Queryable, walletId: string, filter: FlowFilter, page: { size: number; offset: number }): Promise<FlowRow[]> {
      return db.query<FlowRow>(`${FLOWS} ORDER BY r.created_at DESC, r.id DESC LIMIT $5 OFFSET $6`, [
        walletId,
        filter.from,
        filter.to,
        filter.kind,
        page.size,
        page.offset,
      ]);
    },

    async countFlows(db: Queryable, walletId: string, filter: FlowFilter): Promise<bigint> {
      const rows = await db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM ledger_transfers t JOIN ledger_journals j ON j.id = t.journal_id
          WHERE (t.debit_account_id = $1 OR t.credit_account_id = $1)
            AND ($2::timestamptz IS NULL OR t.created_at >= $2) AND ($3::timestamptz IS NULL OR t.created_at < $3)
            AND ($4::text IS NULL OR j.kind = $4)`,
        [walletId, filter.from, filter.to, filter.kind],
      );
      return rows[0]?.n ?? 0n;
    },
  };
}

export type WalletsRepo = ReturnType<typeof createWalletsRepo>;
