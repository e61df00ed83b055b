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
  /** Number of ledger entries (transfer legs) on the wallet. */
  entries: bigint;
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

const WALLET_COLUMNS = 'id, workspace_id, currency, debits_pending, debits_posted, credits_pending, credits_posted, entries, created_at, updated_at';

/** What a statement page needs of its wallet: the id and, for the total and the page's entry numbers, its entry count. */
export type StatementWallet = Pick<WalletRow, 'id' | 'entries'>;

/**
 * A wallet's statement: every ledger transfer that touches it, newest entry
 * first, with the posted balance and available amount after each one as
 * ledger_post_journal stored them (migration 0022). A leg's entry number on
 * the wallet is dense (1 … entries), so the unfiltered page at offset n is
 * the entry range entries − n − size + 1 … entries − n: two index range
 * scans of `size` rows each, whatever the depth. A filtered page cannot know
 * its range: it pages by OFFSET over the wallet's entries up to the count
 * read with the wallet, newest first.
 */
const LEGS = `
  SELECT t.id, t.journal_id, t.phase, 'CREDIT' AS direction, t.amount, t.currency, t.credit_entry AS entry,
         t.credit_balance_after AS balance_after, t.credit_available_after AS available_after, t.created_at
    FROM ledger_transfers t WHERE t.credit_account_id = $1 AND t.credit_entry BETWEEN $2 AND $3
  UNION ALL
  SELECT t.id, t.journal_id, t.phase, 'DEBIT', t.amount, t.currency, t.debit_entry,
         t.debit_balance_after, t.debit_available_after, t.created_at
    FROM ledger_transfers t WHERE t.debit_account_id = $1 AND t.debit_entry BETWEEN $2 AND $3`;

const FLOW_COLUMNS = `r.id, r.journal_id, r.phase, r.direction, r.amount, r.currency, r.balance_after, r.available_after,
       j.kind, j.reference_type, j.reference_id, j.description, r.created_at`;

const PAGE = `SELECT ${FLOW_COLUMNS} FROM (${LEGS}) r JOIN ledger_journals j ON j.id = r.journal_id ORDER BY r.entry DESC`;

const FILTERED = `
SELECT ${FLOW_COLUMNS} FROM (${LEGS}) r JOIN ledger_journals j ON j.id = r.journal_id
 WHERE ($4::timestamptz IS NULL OR r.created_at >= $4) AND ($5::timestamptz IS NULL OR r.created_at < $5)
   AND ($6::text IS NULL OR j.kind = $6)
 ORDER BY r.entry DESC LIMIT $7 OFFSET $8`;

const unfiltered = (filter: FlowFilter) => filter.from === null && filter.to === null && filter.kind === null;

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

    async flows(db: Queryable, wallet: StatementWallet, filter: FlowFilter, page: { size: number; offset: number }): Promise<FlowRow[]> {
      if (!unfiltered(filter)) {
        return db.query<FlowRow>(FILTERED, [wallet.id, 1, wallet.entries, filter.from, filter.to, filter.kind, page.size, page.offset]);
      }
      const newest = wallet.entries - BigInt(page.offset);
      return db.query<FlowRow>(PAGE, [wallet.id, newest - BigInt(page.size) + 1n, newest]);
    },

    /** Unfiltered, the wallet's entry counter (read with the wallet, so the total and the page agree). */
    async countFlows(db: Queryable, wallet: StatementWallet, filter: FlowFilter): Promise<bigint> {
      if (unfiltered(filter)) return wallet.entries;
      const rows = await db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM ledger_transfers t JOIN ledger_journals j ON j.id = t.journal_id
          WHERE (t.debit_account_id = $1 OR t.credit_account_id = $1)
            AND ($2::timestamptz IS NULL OR t.created_at >= $2) AND ($3::timestamptz IS NULL OR t.created_at < $3)
            AND ($4::text IS NULL OR j.kind = $4)`,
        [wallet.id, filter.from, filter.to, filter.kind],
      );
      return rows[0]?.n ?? 0n;
    },
  };
}

export type WalletsRepo = ReturnType<typeof createWalletsRepo>;
