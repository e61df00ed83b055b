import type { Queryable } from '../../db/client.js';
import type { DatabaseRefusal } from '../../db/refusals.js';
import type { JournalKind, Phase, Transfer } from './ledger.model.js';
import { minorFromDb } from './amounts.js';

interface AccountRow {
  id: string;
  kind: 'WALLET' | 'SYSTEM';
  workspace_id: string | null;
  system_role: string | null;
  shard: number | null;
  currency: string;
  debits_pending: string;
  debits_posted: string;
  credits_pending: string;
  credits_posted: string;
}

export interface LedgerAccount {
  id: string;
  kind: 'WALLET' | 'SYSTEM';
  workspaceId: string | null;
  systemRole: string | null;
  shard: number | null;
  currency: string;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}

interface TransferRow {
  id: string;
  journal_id: string;
  debit_account_id: string;
  credit_account_id: string;
  currency: string;
  amount: string;
  phase: Phase;
  pending_id: string | null;
  created_at: Date;
}

export interface PendingState {
  transfer: Transfer;
  /** Idempotency key of the journal that resolved it; `null` inside `resolvedBy` when that journal had none. */
  resolvedBy: { transferId: string; idempotencyKey: string | null } | null;
}

export interface NewJournalRow {
  id: string;
  kind: JournalKind;
  idempotencyKey: string | null;
  referenceType: string;
  referenceId: string;
  description: string;
}

export interface NewTransferRow {
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  currency: string;
  amount: bigint;
  phase: Phase;
  pendingId: string | null;
}

/** One journal of a batch, as `postJournal` takes it. */
export interface JournalPosting {
  journal: NewJournalRow;
  transfers: readonly NewTransferRow[];
  accountIds: readonly string[];
}

export interface PostedCounts {
  locked: number;
  journals: number;
  updated: number;
  createdAt: Date;
}

/** A journal's result in a batch: what `postJournal` returns, or the refusal that rolled it back alone. */
export type BatchPosted = PostedCounts & { refusal: DatabaseRefusal | null };

export interface CurrencySums {
  currency: string;
  /** Σ(credits_posted − debits_posted) over all accounts of the currency. */
  posted: bigint;
  /** Σ(credits_pending − debits_pending). */
  pending: bigint;
}

export interface AccountCounters {
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
  /** Number of transfer legs on the account (the statement's total). */
  entries: bigint;
}

export interface CounterMismatch {
  accountId: string;
  stored: AccountCounters;
  fromTransfers: AccountCounters;
}

const ACCOUNT_COLUMNS = 'id, kind, workspace_id, system_role, shard, currency, debits_pending, debits_posted, credits_pending, credits_posted';
const TRANSFER_COLUMNS = 'id, journal_id, debit_account_id, credit_account_id, currency, amount, phase, pending_id, created_at';


const toAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  kind: row.kind,
  workspaceId: row.workspace_id,
  systemRole: row.system_role,
  shard: row.shard,
  currency: row.currency,
  debitsPending: minorFromDb(row.debits_pending),
  debitsPosted: minorFromDb(row.debits_posted),
  creditsPending: minorFromDb(row.credits_pending),
  creditsPosted: minorFromDb(row.credits_posted),
});

const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  journalId: row.journal_id,
  debitAccountId: row.debit_account_id,
  creditAccountId: row.credit_account_id,
  currency: row.currency,
  amount: minorFromDb(row.amount),
  phase: row.phase,
  pendingId: row.pending_id,
  createdAt: row.created_at,
});

/**
 * Phase arithmetic, written here a second time (ledger_post_journal has its
 * own copy) so the invariant check does not share the code it checks:
 * PENDING reserves, POST moves pending to posted, VOID / EXPIRE release,
 * SINGLE posts at once.
 */
const PENDING_DELTA = `CASE phase WHEN 'PENDING' THEN amount WHEN 'SINGLE' THEN 0 ELSE -amount END`;
const POSTED_DELTA = `CASE WHEN phase IN ('SINGLE', 'POST') THEN amount ELSE 0 END`;

export function createLedgerRepo() {
  return {
    /** Creates the wallet unless it exists; only an enabled currency gets new wallets. Returns the id when this call created it. */
    async insertWallet(db: Queryable, wallet: { id: string; workspaceId: string; currency: string }): Promise<string | undefined> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO ledger_accounts (id, kind, workspace_id, currency, debits_must_not_exceed_credits)
         SELECT $1, 'WALLET', $2, code, true FROM currencies WHERE code = $3 AND enabled
         ON CONFLICT (workspace_id, currency) DO NOTHING
         RETURNING id`,
        [wallet.id, wallet.workspaceId, wallet.currency],
      );
      return rows[0]?.id;
    },

    /** The enabled currencies the workspace has no wallet in yet. */
    async missingWalletCurrencies(db: Queryable, workspaceId: string): Promise<string[]> {
      const rows = await db.query<{ code: string }>(
        `SELECT c.code FROM currencies c
          WHERE c.enabled AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.workspace_id = $1 AND a.currency = c.code)`,
        [workspaceId],
      );
      return rows.map((r) => r.code);
    },

    /** Creates these wallets of the workspace unless they exist (race-safe: ON CONFLICT). */
    async insertWallets(db: Queryable, workspaceId: string, wallets: ReadonlyArray<{ id: string; currency: string }>): Promise<void> {
      await db.query(
        `INSERT INTO ledger_accounts (id, kind, workspace_id, currency, debits_must_not_exceed_credits)
         SELECT w.id, 'WALLET', $1, w.currency, true FROM unnest($2::text[], $3::text[]) AS w(id, currency)
         ON CONFLICT (workspace_id, currency) DO NOTHING`,
        [workspaceId, wallets.map((w) => w.id), wallets.map((w) => w.currency)],
      );
    },

    async findWallet(db: Queryable, workspaceId: string, currency: string): Promise<LedgerAccount | undefined> {
      const rows = await db.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE workspace_id = $1 AND currency = $2`,
        [workspaceId, currency],
      );
      return rows[0] && toAccount(rows[0]);
    },

    async findAccount(db: Queryable, id: string): Promise<LedgerAccount | undefined> {
      const rows = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = $1`, [id]);
      return rows[0] && toAccount(rows[0]);
    },

    async listAccounts(db: Queryable, ids: readonly string[]): Promise<LedgerAccount[]> {
      const rows = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ANY($1::text[]) ORDER BY id`, [ids]);
      return rows.map(toAccount);
    },

    /** PENDING transfers by id with whatever resolved them. Transfers never change, so no lock is needed. */
    async findPendings(db: Queryable, ids: readonly string[]): Promise<PendingState[]> {
      const rows = await db.query<TransferRow & { resolved_by: string | null; resolved_key: string | null }>(
        `SELECT p.id, p.journal_id, p.debit_account_id, p.credit_account_id, p.currency, p.amount, p.phase, p.pending_id, p.created_at,
                r.id AS resolved_by, j.idempotency_key AS resolved_key
         FROM ledger_transfers p
         LEFT JOIN ledger_transfers r ON r.pending_id = p.id
         LEFT JOIN ledger_journals j ON j.id = r.journal_id
         WHERE p.id = ANY($1::text[])`,
        [ids],
      );
      return rows.map((row) => ({
        transfer: toTransfer(row),
        resolvedBy: row.resolved_by ? { transferId: row.resolved_by, idempotencyKey: row.resolved_key } : null,
      }));
    },

    async findJournalByKey(db: Queryable, idempotencyKey: string): Promise<{ id: string; kind: JournalKind; transfers: Transfer[] } | undefined> {
      const journals = await db.query<{ id: string; kind: JournalKind }>('SELECT id, kind FROM ledger_journals WHERE idempotency_key = $1', [
        idempotencyKey,
      ]);
      const journal = journals[0];
      if (!journal) return undefined;
      const transfers = await db.query<TransferRow>(`SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE journal_id = $1 ORDER BY ordinal`, [
        journal.id,
      ]);
      return { ...journal, transfers: transfers.map(toTransfer) };
    },

    /**
     * Posts a journal with one call of ledger_post_journal (migration 0006:
     * lock accounts in a global order, insert journal and transfers, move the
     * counters). `locked` below `accountIds.length` means an account does not
     * exist (nothing written); `journals` 0 with every account locked means
     * the idempotency key exists (nothing written).
     */
    async postJournal(
      db: Queryable,
      journal: NewJournalRow,
      transfers: readonly NewTransferRow[],
      accountIds: readonly string[],
    ): Promise<PostedCounts> {
      const column = <K extends keyof NewTransferRow>(key: K) => transfers.map((t) => t[key]);
      const rows = await db.query<{ locked: number; journals: number; updated: number; created_at: Date }>(
        'SELECT locked, journals, updated, created_at FROM ledger_post_journal($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)',
        [
          journal.id,
          journal.kind,
          journal.idempotencyKey,
          journal.referenceType,
          journal.referenceId,
          journal.description,
          column('id'),
          column('debitAccountId'),
          column('creditAccountId'),
          column('currency'),
          transfers.map((t) => t.amount.toString()),
          column('phase'),
          column('pendingId'),
          accountIds,
        ],
      );
      const row = rows[0]!;
      return { locked: row.locked, journals: row.journals, updated: row.updated, createdAt: row.created_at };
    },

    /**
     * Posts a batch of journals in one statement (ledger_post_journals,
     * migration 0024): every account locked first in the global order, then
     * each journal as `postJournal` would, in its own subtransaction. One
     * result per journal, in order; `refusal` names the SQLSTATE and
     * constraint of a journal the database refused (nothing of it written).
     */
    async postJournals(db: Queryable, batch: readonly JournalPosting[]): Promise<BatchPosted[]> {
      const journals = <K extends keyof NewJournalRow>(key: K) => batch.map((b) => b.journal[key]);
      const transfers = <K extends keyof NewTransferRow>(key: K) => batch.flatMap((b) => b.transfers.map((t) => t[key]));
      const rows = await db.query<{
        locked: number;
        journals: number;
        updated: number;
        created_at: Date;
        refused_state: string | null;
        refused_constraint: string | null;
      }>(
        `SELECT locked, journals, updated, created_at, refused_state, refused_constraint
           FROM ledger_post_journals($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          journals('id'),
          journals('kind'),
          journals('idempotencyKey'),
          journals('referenceType'),
          journals('referenceId'),
          journals('description'),
          batch.map((b) => b.transfers.length),
          transfers('id'),
          transfers('debitAccountId'),
          transfers('creditAccountId'),
          transfers('currency'),
          batch.flatMap((b) => b.transfers.map((t) => t.amount.toString())),
          transfers('phase'),
          transfers('pendingId'),
          batch.map((b) => b.accountIds.length),
          batch.flatMap((b) => b.accountIds),
        ],
      );
      return rows.map((row) => ({
        locked: row.locked,
        journals: row.journals,
        updated: row.updated,
        createdAt: row.created_at,
        refusal: row.refused_state === null ? null : { sqlState: row.refused_state, constraint: row.refused_constraint ?? undefined },
      }));
    },

    /** Per currency, the sums that double entry keeps at zero. */
    async currencySums(db: Queryable): Promise<CurrencySums[]> {
      const rows = await db.query<{ currency: string; posted: string; pending: string }>(
        `SELECT currency, sum(credits_posted - debits_posted) AS posted, sum(credits_pending - debits_pending) AS pending
         FROM ledger_accounts GROUP BY currency ORDER BY currency`,
      );
      return rows.map((r) => ({ currency: r.currency, posted: minorFromDb(r.posted), pending: minorFromDb(r.pending) }));
    },

    /** Accounts whose stored counters differ from the sums of their transfer rows. */
    async counterMismatches(db: Queryable): Promise<CounterMismatch[]> {
      const rows = await db.query<Record<'id' | 'dp' | 'dpo' | 'cp' | 'cpo' | 'sdp' | 'sdpo' | 'scp' | 'scpo', string> & Record<'n' | 'sn', bigint>>(
        `WITH legs AS (
           SELECT debit_account_id AS account_id, ${PENDING_DELTA} AS dp, ${POSTED_DELTA} AS dpo, 0 AS cp, 0 AS cpo FROM ledger_transfers
           UNION ALL
           SELECT credit_account_id, 0, 0, ${PENDING_DELTA}, ${POSTED_DELTA} FROM ledger_transfers
         ), sums AS (
           SELECT account_id, sum(dp) AS dp, sum(dpo) AS dpo, sum(cp) AS cp, sum(cpo) AS cpo, count(*) AS n FROM legs GROUP BY account_id
         )
         SELECT a.id, a.debits_pending AS dp, a.debits_posted AS dpo, a.credits_pending AS cp, a.credits_posted AS cpo, a.entries AS n,
                coalesce(s.dp, 0) AS sdp, coalesce(s.dpo, 0) AS sdpo, coalesce(s.cp, 0) AS scp, coalesce(s.cpo, 0) AS scpo, coalesce(s.n, 0) AS sn
         FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
         WHERE a.debits_pending <> coalesce(s.dp, 0) OR a.debits_posted <> coalesce(s.dpo, 0)
            OR a.credits_pending <> coalesce(s.cp, 0) OR a.credits_posted <> coalesce(s.cpo, 0) OR a.entries <> coalesce(s.n, 0)
         ORDER BY a.id`,
      );
      const counters = (dp: string, dpo: string, cp: string, cpo: string, entries: bigint): AccountCounters => ({
        debitsPending: minorFromDb(dp),
        debitsPosted: minorFromDb(dpo),
        creditsPending: minorFromDb(cp),
        creditsPosted: minorFromDb(cpo),
        entries,
      });
      return rows.map((r) => ({
        accountId: r.id,
        stored: counters(r.dp, r.dpo, r.cp, r.cpo, r.n),
        fromTransfers: counters(r.sdp, r.sdpo, r.scp, r.scpo, r.sn),
      }));
    },

    /**
     * Transfers whose stored entry number or figures after (balance,
     * available) differ, on either account, from a recount of the account's
     * entries in entry order: numbers 1, 2, 3, … without gaps, each figure the
     * sum of the entries up to it.
     */
    async entryMismatches(db: Queryable): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `WITH legs AS (
           SELECT id, debit_account_id AS account_id, debit_entry AS entry, debit_balance_after AS balance, debit_available_after AS available,
                  -(${POSTED_DELTA}) AS balance_delta, -(${POSTED_DELTA}) - (${PENDING_DELTA}) AS available_delta
             FROM ledger_transfers
           UNION ALL
           SELECT id, credit_account_id, credit_entry, credit_balance_after, credit_available_after, ${POSTED_DELTA}, ${POSTED_DELTA}
             FROM ledger_transfers
         ), recounted AS (
           SELECT id, entry, balance, available,
                  row_number() OVER w AS want_entry, sum(balance_delta) OVER w AS want_balance, sum(available_delta) OVER w AS want_available
             FROM legs
           WINDOW w AS (PARTITION BY account_id ORDER BY entry ROWS UNBOUNDED PRECEDING)
         )
         SELECT DISTINCT id FROM recounted
          WHERE entry <> want_entry OR balance <> want_balance OR available <> want_available
          ORDER BY id`,
      );
      return rows.map((r) => r.id);
    },

    /** Resolutions that do not mirror a PENDING transfer (the insert trigger should make this empty). */
    async resolutionMismatches(db: Queryable): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT r.id FROM ledger_transfers r
         LEFT JOIN ledger_transfers p ON p.id = r.pending_id
         WHERE r.pending_id IS NOT NULL
           AND (p.id IS NULL OR p.phase <> 'PENDING' OR p.amount <> r.amount OR p.currency <> r.currency
                OR p.debit_account_id <> r.debit_account_id OR p.credit_account_id <> r.credit_account_id)
         ORDER BY r.id`,
      );
      return rows.map((r) => r.id);
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
