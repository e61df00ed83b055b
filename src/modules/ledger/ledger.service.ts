import type { Queryable } from '../../db/client.js';
import { databaseRefusal, isCheckViolation, isUniqueViolation, type DatabaseRefusal } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { createGroupCommit, settle, type Settled } from '../../infra/group-commit.js';
import { newId } from '../../infra/ids.js';
import {
  isResolution,
  isSystemAccountId,
  systemAccountId,
  SYSTEM_SHARDS,
  type AccountRef,
  type Balance,
  type JournalInput,
  type PostedJournal,
  type SystemRole,
  type Transfer,
  type WalletRef,
} from './ledger.model.js';
import type { CounterMismatch, CurrencySums, JournalPosting, LedgerRepo, NewTransferRow, PendingState, PostedCounts } from './ledger.repo.js';
import { MAX_AMOUNT_MINOR } from './amounts.js';

/**
 * Group commit of journals posted outside a caller's transaction
 * (`LEDGER_BATCH_MAX_WAIT_MS`, `LEDGER_BATCH_MAX_SIZE`; docs/money.md
 * "Performance"). `maxSize` 1 posts every journal alone.
 */
export interface LedgerBatching {
  maxWaitMs: number;
  /** 1 to 64 (ledger_post_journals refuses more: subtransactions past 64 slow every snapshot of the cluster). */
  maxSize: number;
}

export const NO_BATCHING: LedgerBatching = { maxWaitMs: 0, maxSize: 1 };

export interface LedgerServiceDeps {
  db: Queryable;
  ledger: LedgerRepo;
  /** [0, 1); picks the system-account shard of each write. */
  random?: () => number;
  batching?: LedgerBatching;
}

export interface InvariantReport {
  ok: boolean;
  /** Currencies whose accounts do not sum to zero (posted or pending). */
  unbalancedCurrencies: CurrencySums[];
  /** Accounts whose counters differ from their transfer rows. */
  counterMismatches: CounterMismatch[];
  /** Resolutions (POST/VOID/EXPIRE) that do not mirror their PENDING transfer. */
  resolutionMismatches: string[];
  /** Transfers whose stored entry number or balance/available after it disagree with a recount of the account's entries. */
  entryMismatches: string[];
}

const MAX_TRANSFERS_PER_JOURNAL = 16;

/** A row to insert, and the idempotency key of the journal that already resolved its pending transfer, if this is a retry of it. */
type BuiltRow = NewTransferRow & { replayOf: string | null };

export const alreadyResolved = (): AppError => new AppError('PENDING_TRANSFER.ALREADY_RESOLVED');

/** Maps the database's refusals to the rules they guard; anything else is a defect and passes through. */
function mapPostError(error: unknown): unknown {
  if (isCheckViolation(error, 'ledger_accounts_no_overdraft')) return new AppError('WALLET.INSUFFICIENT_FUNDS');
  if (isUniqueViolation(error, 'ledger_transfers_pending_key')) return alreadyResolved();
  return error;
}

/** A refusal that rolled back one journal of a batch, shaped like the driver's error so mapPostError reads it the same way. */
class BatchRefusal extends Error {
  readonly code: string;
  readonly constraint: string | undefined;
  constructor(refusal: DatabaseRefusal) {
    super(`journal refused in its batch: SQLSTATE ${refusal.sqlState} (${refusal.constraint ?? 'no constraint'})`);
    this.name = 'BatchRefusal';
    this.code = refusal.sqlState;
    this.constraint = refusal.constraint;
  }
}

function validateJournal(input: JournalInput): void {
  if (input.transfers.length === 0 || input.transfers.length > MAX_TRANSFERS_PER_JOURNAL) {
    throw invalidParameter(`a journal has 1 to ${MAX_TRANSFERS_PER_JOURNAL} transfers`);
  }
  const { type, id } = input.reference;
  if (type.length < 1 || type.length > 64 || id.length < 1 || id.length > 128) throw invalidParameter('reference is out of bounds');
  if ((input.description?.length ?? 0) > 500) throw invalidParameter('description is too long');
  const key = input.idempotencyKey;
  if (key !== undefined && (key.length < 1 || key.length > 200)) throw invalidParameter('idempotency key is out of bounds');
}

/** A retry picks system-account shards anew, so a replay compares system accounts by role and currency. */
const sameAccount = (a: string, b: string): boolean => a === b || (isSystemAccountId(a) && unsharded(a) === unsharded(b));
const unsharded = (id: string): string => id.replace(/_\d+$/, '');

function sameTransfers(stored: readonly Transfer[], wanted: readonly NewTransferRow[]): boolean {
  return (
    stored.length === wanted.length &&
    stored.every((s, i) => {
      const w = wanted[i]!;
      return (
        s.phase === w.phase &&
        s.pendingId === w.pendingId &&
        sameAccount(s.debitAccountId, w.debitAccountId) &&
        sameAccount(s.creditAccountId, w.creditAccountId) &&
        s.currency === w.currency &&
        s.amount === w.amount
      );
    })
  );
}

/**
 * The double-entry engine the money endpoints call. Every write is one
 * statement (plus one read of immutable rows when it resolves pending
 * transfers), atomic on its own or inside the caller's transaction. See
 * docs/money.md for the account model, phases, invariants and locking order.
 */
export function createLedgerService(deps: LedgerServiceDeps) {
  const { db, ledger } = deps;
  const random = deps.random ?? Math.random;

  /** Turns the caller's transfers into rows, reading the PENDING transfers that resolutions name. */
  async function buildRows(q: Queryable, input: JournalInput): Promise<BuiltRow[]> {
    const pendingIds = input.transfers.filter(isResolution).map((t) => t.pendingId);
    if (new Set(pendingIds).size !== pendingIds.length) throw invalidParameter('a journal resolves each pending transfer once');
    const pendings = new Map<string, PendingState>();
    if (pendingIds.length > 0) for (const p of await ledger.findPendings(q, pendingIds)) pendings.set(p.transfer.id, p);

    return input.transfers.map((t): BuiltRow => {
      const id = newId('ledgerTransfer');
      if (!isResolution(t)) {
        if (t.debit.currency !== t.credit.currency) throw invalidParameter('both accounts of a transfer must share its currency');
        if (t.debit.id === t.credit.id) throw invalidParameter('a transfer needs two different accounts');
        if (t.amount <= 0n || t.amount > MAX_AMOUNT_MINOR) throw invalidParameter('amount is out of range');
        const phase = t.phase ?? 'SINGLE';
        return {
          id,
          debitAccountId: t.debit.id,
          creditAccountId: t.credit.id,
          currency: t.debit.currency,
          amount: t.amount,
          phase,
          pendingId: null,
          replayOf: null,
        };
      }
      const state = pendings.get(t.pendingId);
      if (!state || state.transfer.phase !== 'PENDING') throw notFound('pending transfer');
      const resolvedByThisKey = input.idempotencyKey !== undefined && state.resolvedBy?.idempotencyKey === input.idempotencyKey;
      // A retry of the journal that resolved it is a replay, answered below; anything else is a second resolution.
      if (state.resolvedBy && !resolvedByThisKey) throw alreadyResolved();
      const p = state.transfer;
      return {
        id,
        debitAccountId: p.debitAccountId,
        creditAccountId: p.creditAccountId,
        currency: p.currency,
        amount: p.amount,
        phase: t.phase,
        pendingId: p.id,
        replayOf: resolvedByThisKey ? input.idempotencyKey! : null,
      };
    });
  }

  async function replay(q: Queryable, idempotencyKey: string, rows: readonly NewTransferRow[]): Promise<PostedJournal> {
    const existing = await ledger.findJournalByKey(q, idempotencyKey);
    if (!existing || !sameTransfers(existing.transfers, rows)) {
      throw new AppError('IDEMPOTENCY.KEY_REUSED', 'the idempotency key was used for different transfers');
    }
    return { journalId: existing.id, transfers: existing.transfers, replayed: true };
  }

  const postAlone = (p: JournalPosting): Promise<PostedCounts> => ledger.postJournal(db, p.journal, p.transfers, p.accountIds);

  /**
   * One statement for the batch; each journal's refusal stays its own. When
   * the statement fails as a whole with a SQLSTATE (a deadlock, a
   * serialization failure, a refusal the function does not isolate), it wrote
   * nothing, and each journal is posted alone so each caller gets its own
   * outcome. Without a SQLSTATE (the connection broke) nobody can tell
   * whether it committed: every caller gets the error, as a lone post would.
   */
  async function postBatch(batch: readonly JournalPosting[]): Promise<Array<Settled<PostedCounts>>> {
    let results: Awaited<ReturnType<LedgerRepo['postJournals']>>;
    try {
      results = await ledger.postJournals(db, batch);
    } catch (error) {
      if (databaseRefusal(error) === undefined) throw error;
      return Promise.all(batch.map((p) => settle(() => postAlone(p))));
    }
    return results.map(({ refusal, ...counts }) => (refusal ? { ok: false, error: new BatchRefusal(refusal) } : { ok: true, value: counts }));
  }

  const batching = deps.batching ?? NO_BATCHING;
  const group = batching.maxSize > 1 ? createGroupCommit({ ...batching, run: postBatch }) : undefined;

  /**
   * Wallet rows are locked first; a journal on several system accounts locks
   * them after, each group by id, which is one total order for every writer.
   */
  function accountsOf(rows: readonly NewTransferRow[]): string[] {
    return [...new Set(rows.flatMap((r) => [r.debitAccountId, r.creditAccountId]))];
  }

  return {
    /**
     * Posts a balanced journal of 1–16 transfers, all or nothing. Throws
     * WALLET.INSUFFICIENT_FUNDS (the overdraft CHECK),
     * PENDING_TRANSFER.ALREADY_RESOLVED (a pending transfer already resolved), RESOURCE.NOT_FOUND (an unknown
     * account or pending transfer), IDEMPOTENCY.KEY_REUSED (same key,
     * different transfers). Inside a caller's transaction an error aborts
     * that transaction, as any failed statement does. Outside one, with
     * batching on, it commits together with the journals posted beside it
     * (group commit) and keeps its own outcome.
     */
    async postJournal(input: JournalInput, tx: Queryable = db): Promise<PostedJournal> {
      validateJournal(input);
      const rows = await buildRows(tx, input);
      const key = input.idempotencyKey;
      if (key !== undefined && rows.some((r) => r.replayOf === key)) return replay(tx, key, rows);
      const journalId = newId('journal');
      const accountIds = accountsOf(rows);
      const posting: JournalPosting = {
        journal: {
          id: journalId,
          kind: input.kind,
          idempotencyKey: key ?? null,
          referenceType: input.reference.type,
          referenceId: input.reference.id,
          description: input.description ?? '',
        },
        transfers: rows,
        accountIds,
      };
      let result: PostedCounts;
      try {
        // Only a journal that commits on its own can share a commit; inside a caller's transaction it posts there.
        result = group && tx === db ? await group.submit(posting) : await ledger.postJournal(tx, posting.journal, rows, accountIds);
      } catch (error) {
        throw mapPostError(error);
      }
      if (result.locked < accountIds.length) throw notFound('ledger account');
      if (result.journals === 0) return replay(tx, key!, rows);
      return {
        journalId,
        transfers: rows.map(({ replayOf: _replayOf, ...r }) => ({ ...r, journalId, createdAt: result.createdAt })),
        replayed: false,
      };
    },

    /**
     * The workspace's wallet in `currency`, created on first use (race-safe). New wallets need an enabled
     * currency. Looked up first: the wallet exists on every money request but a workspace's first, and the
     * insert-first order cost every transfer two round trips more (docs/performance.md "POST transfers").
     */
    async ensureWallet(workspaceId: string, currency: string, tx: Queryable = db): Promise<WalletRef> {
      const found = await ledger.findWallet(tx, workspaceId, currency);
      if (found) return { id: found.id, currency, workspaceId };
      const created = await ledger.insertWallet(tx, { id: newId('wallet'), workspaceId, currency });
      if (created) return { id: created, currency, workspaceId };
      // Lost the race to a concurrent first use (its insert made ours wait, then do nothing): a new statement sees its row.
      const existing = await ledger.findWallet(tx, workspaceId, currency);
      if (!existing) throw new AppError('CURRENCY.DISABLED', currency.slice(0, 10));
      return { id: existing.id, currency, workspaceId };
    },

    /** One wallet per enabled currency: creates the workspace's missing ones (one statement when none is missing, two otherwise). */
    async ensureWallets(workspaceId: string, tx: Queryable = db): Promise<void> {
      const missing = await ledger.missingWalletCurrencies(tx, workspaceId);
      if (missing.length > 0) await ledger.insertWallets(tx, workspaceId, missing.map((currency) => ({ id: newId('wallet'), currency })));
    },

    /** One shard of a system account, chosen at random so concurrent writes spread over SYSTEM_SHARDS rows. */
    systemAccount(role: SystemRole, currency: string): AccountRef {
      return { id: systemAccountId(role, currency, Math.floor(random() * SYSTEM_SHARDS)), currency };
    },

    /** Every shard of a system account, for reports that add them up. */
    systemAccountShards(role: SystemRole, currency: string): AccountRef[] {
      return Array.from({ length: SYSTEM_SHARDS }, (_, shard) => ({ id: systemAccountId(role, currency, shard), currency }));
    },

    async balance(accountId: string, tx: Queryable = db): Promise<Balance> {
      const account = await ledger.findAccount(tx, accountId);
      if (!account) throw notFound('ledger account');
      const balance = account.creditsPosted - account.debitsPosted;
      return { balance, available: balance - account.debitsPending, frozen: account.debitsPending, pending: account.creditsPending };
    },

    /**
     * The ledger's invariants, checked against the stored data: per currency
     * all accounts sum to zero (posted and pending), every account's counters
     * equal the sums of its transfer rows, every resolution mirrors its
     * PENDING transfer, and every entry's stored figures equal a recount.
     * Reads every transfer: for tests and operators, not
     * for request paths.
     */
    async checkInvariants(tx: Queryable = db): Promise<InvariantReport> {
      const sums = await ledger.currencySums(tx);
      const unbalancedCurrencies = sums.filter((s) => s.posted !== 0n || s.pending !== 0n);
      const counterMismatches = await ledger.counterMismatches(tx);
      const resolutionMismatches = await ledger.resolutionMismatches(tx);
      const entryMismatches = await ledger.entryMismatches(tx);
      const ok = [counterMismatches, resolutionMismatches, entryMismatches].every((found) => found.length === 0) && unbalancedCurrencies.length === 0;
      return { ok, unbalancedCurrencies, counterMismatches, resolutionMismatches, entryMismatches };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
