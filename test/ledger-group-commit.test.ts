import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.js';
import type { PostedJournal, WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createLedgerRepo } from '../src/modules/ledger/ledger.repo.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { createLedgerFixture, type LedgerFixture } from './ledger-fixtures.js';

/**
 * Group commit (docs/money.md "Performance"): journals posted in the same
 * few milliseconds share one statement and one commit, and each keeps its own
 * outcome. Journals posted in one event-loop turn (a `Promise.all`) land in
 * one batch on both engines; the long wait below makes that certain on a busy
 * machine. The general ledger tests run under group commit too
 * (test/ledger.test.ts, ledger-concurrency, ledger-entries).
 */
const BATCHING = { maxWaitMs: 20, maxSize: 64 };

let f: LedgerFixture;
beforeAll(async () => {
  f = await createLedgerFixture(undefined, BATCHING);
});
afterAll(async () => {
  await f?.tdb.drop();
});
afterEach(async () => {
  await f.expectInvariants();
});

type Outcome = { ok: true; value: PostedJournal } | { ok: false; code: string };

/** Every posting at once; each result or AppError code (anything else fails the test). */
async function together(postings: Array<() => Promise<PostedJournal>>): Promise<Outcome[]> {
  const settled = await Promise.allSettled(postings.map((post) => post()));
  return settled.map((s) => {
    if (s.status === 'fulfilled') return { ok: true, value: s.value };
    if (s.reason instanceof AppError) return { ok: false, code: s.reason.code };
    throw s.reason;
  });
}

const transfer = (from: WalletRef, to: WalletRef, amount: bigint, idempotencyKey?: string, on = f) => () =>
  on.ledger.postJournal({ kind: 'TRANSFER', reference: { type: 'test', id: 'batch' }, idempotencyKey, transfers: [{ debit: from, credit: to, amount }] });

const codes = (outcomes: Outcome[]) => outcomes.map((o) => (o.ok ? 'ok' : o.code));

/** How many transactions committed the posted journals: journals of one batch share their transaction's timestamp (µs). */
async function transactionsOf(outcomes: Outcome[]): Promise<number> {
  const ids = outcomes.flatMap((o) => (o.ok ? [o.value.journalId] : []));
  const [row] = await f.db.query<{ journals: bigint; instants: bigint }>(
    'SELECT count(*) AS journals, count(DISTINCT created_at) AS instants FROM ledger_journals WHERE id = ANY($1::text[])',
    [ids],
  );
  expect(row!.journals).toBe(BigInt(ids.length));
  return Number(row!.instants);
}

describe('ledger group commit', () => {
  it('commits concurrent journals together: one transaction for the batch', async () => {
    const [a, b] = [await f.newWallet(), await f.newWallet()];
    await f.fund(a, 1_000n);
    const outcomes = await together(Array.from({ length: 10 }, (_, i) => transfer(a, b, BigInt(i + 1))));
    expect(codes(outcomes)).toEqual(Array(10).fill('ok'));
    expect(await transactionsOf(outcomes)).toBe(1);
    // Nothing to refuse: set-based, no subtransaction per journal (every row carries the batch's own transaction id).
    const ids = outcomes.map((o) => (o.ok ? o.value.journalId : ''));
    const [row] = await f.db.query<{ xids: bigint }>('SELECT count(DISTINCT xmin::text) AS xids FROM ledger_journals WHERE id = ANY($1::text[])', [ids]);
    expect(row!.xids).toBe(1n);
    expect(await f.balanceOf(b)).toMatchObject({ balance: 55n, available: 55n });
  });

  it('refuses the one transfer that overdraws and posts its batch-mates', async () => {
    const [a, b, c, d] = [await f.newWallet(), await f.newWallet(), await f.newWallet(), await f.newWallet()];
    await Promise.all([f.fund(a, 100n), f.fund(c, 100n)]);
    const outcomes = await together([transfer(a, b, 60n), transfer(c, d, 10n), transfer(a, b, 60n), transfer(c, d, 90n)]);
    expect(codes(outcomes)).toEqual(['ok', 'ok', 'WALLET.INSUFFICIENT_FUNDS', 'ok']);
    expect(await transactionsOf(outcomes)).toBe(1);
    expect([await f.balanceOf(a), await f.balanceOf(b), await f.balanceOf(c), await f.balanceOf(d)].map((x) => x.balance)).toEqual([
      40n,
      60n,
      0n,
      100n,
    ]);
    const [refused] = await f.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM ledger_transfers WHERE debit_account_id = $1 AND phase = $2',
      [a.id, 'SINGLE'],
    );
    expect(refused!.n).toBe(1n);
  });

  it('judges each journal at its place in the batch: a debit before the credit that would cover it is refused, as one by one', async () => {
    const [a, b, c] = [await f.newWallet(), await f.newWallet(), await f.newWallet()];
    await f.fund(c, 100n);
    const outcomes = await together([transfer(a, b, 10n), transfer(c, a, 10n), transfer(a, b, 10n)]);
    expect(codes(outcomes)).toEqual(['WALLET.INSUFFICIENT_FUNDS', 'ok', 'ok']);
    expect([await f.balanceOf(a), await f.balanceOf(b), await f.balanceOf(c)].map((x) => x.balance)).toEqual([0n, 10n, 90n]);
  });

  it('numbers a batch’s entries in batch order, with the figures after each, as one by one', async () => {
    const [a, b] = [await f.newWallet(), await f.newWallet()];
    await f.fund(a, 100n);
    const outcomes = await together([transfer(a, b, 10n), transfer(b, a, 3n), transfer(a, b, 20n)]);
    expect(codes(outcomes)).toEqual(['ok', 'ok', 'ok']);
    const rows = await f.db.query<{ entry: bigint; balance: string; available: string }>(
      `SELECT debit_entry AS entry, debit_balance_after AS balance, debit_available_after AS available FROM ledger_transfers WHERE debit_account_id = $1
       UNION ALL
       SELECT credit_entry, credit_balance_after, credit_available_after FROM ledger_transfers WHERE credit_account_id = $1
       ORDER BY entry`,
      [a.id],
    );
    expect(rows.map((r) => `${r.entry}: ${r.balance}/${r.available}`)).toEqual(['1: 100/100', '2: 90/90', '3: 93/93', '4: 73/73']);
  });

  it('drains a wallet with concurrent transfers: exactly as many succeed as the balance covers, never below zero', async () => {
    const [from, to] = [await f.newWallet(), await f.newWallet()];
    await f.fund(from, 1_000n);
    const outcomes = await together(Array.from({ length: 50 }, () => transfer(from, to, 30n)));
    expect(codes(outcomes).filter((c) => c === 'ok')).toHaveLength(33);
    expect(codes(outcomes).filter((c) => c !== 'ok')).toEqual(Array(17).fill('WALLET.INSUFFICIENT_FUNDS'));
    expect(await f.balanceOf(from)).toEqual({ balance: 10n, available: 10n, frozen: 0n, pending: 0n });
  });

  it('posts an idempotency key once when it is retried inside one batch, and replays it in a later batch', async () => {
    const [a, b] = [await f.newWallet(), await f.newWallet()];
    await f.fund(a, 1_000n);
    const key = `batch-once-${a.id}`;
    const outcomes = await together([transfer(a, b, 70n, key), transfer(a, b, 70n, key), transfer(a, b, 5n)]);
    expect(codes(outcomes)).toEqual(['ok', 'ok', 'ok']);
    const [first, retry] = outcomes.map((o) => (o.ok ? o.value : undefined));
    expect(first!.replayed).toBe(false);
    expect(retry).toEqual({ ...first, replayed: true });
    const later = await transfer(a, b, 70n, key)();
    expect(later).toEqual({ ...first, replayed: true });
    expect((await f.balanceOf(a)).balance).toBe(1_000n - 70n - 5n);
  });

  it('refuses a key reused for different transfers inside a batch with IDEMPOTENCY.KEY_REUSED', async () => {
    const [a, b] = [await f.newWallet(), await f.newWallet()];
    await f.fund(a, 1_000n);
    const key = `batch-reuse-${a.id}`;
    const outcomes = await together([transfer(a, b, 70n, key), transfer(a, b, 71n, key)]);
    expect(codes(outcomes)).toEqual(['ok', 'IDEMPOTENCY.KEY_REUSED']);
    expect((await f.balanceOf(a)).balance).toBe(930n);
  });

  it('answers RESOURCE.NOT_FOUND for a journal on an unknown account and posts its batch-mates', async () => {
    const [a, b] = [await f.newWallet(), await f.newWallet()];
    await f.fund(a, 1_000n);
    const ghost = { id: 'wal_does_not_exist', currency: 'USD', workspaceId: 'ws_none' };
    const outcomes = await together([transfer(a, b, 1n), transfer(ghost, b, 1n), transfer(a, b, 2n)]);
    expect(codes(outcomes)).toEqual(['ok', 'RESOURCE.NOT_FOUND', 'ok']);
    expect((await f.balanceOf(b)).balance).toBe(3n);
  });

  it('resolves a pending transfer once when two resolutions share a batch', async () => {
    const wallet = await f.newWallet();
    await f.fund(wallet, 500n);
    const pendingId = await f.hold(wallet, 200n);
    const resolve = (phase: 'POST' | 'VOID') => () =>
      f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: { type: 'test', id: 'batch' }, transfers: [{ phase, pendingId }] });
    const outcomes = await together([resolve('POST'), resolve('VOID')]);
    expect(codes(outcomes)).toEqual(['ok', 'PENDING_TRANSFER.ALREADY_RESOLVED']);
    expect(await f.balanceOf(wallet)).toEqual({ balance: 300n, available: 300n, frozen: 0n, pending: 0n });
  });

  it('falls back to posting one by one when the database refuses the batch as a whole, each caller keeping its outcome', async () => {
    // More journals than ledger_post_journals takes in one statement (64): the statement fails and writes nothing.
    const oversized = createLedgerService({ db: f.db, ledger: createLedgerRepo(), batching: { maxWaitMs: 20, maxSize: 70 } });
    const [from, to] = [await f.newWallet(), await f.newWallet()];
    await f.fund(from, 600n);
    const outcomes = await together(Array.from({ length: 70 }, () => transfer(from, to, 10n, undefined, { ...f, ledger: oversized })));
    expect(codes(outcomes).filter((c) => c === 'ok')).toHaveLength(60);
    expect(codes(outcomes).filter((c) => c !== 'ok')).toEqual(Array(10).fill('WALLET.INSUFFICIENT_FUNDS'));
    // Posted alone, the journals committed one by one (PGlite's clock is too coarse to tell all 60 apart).
    expect(await transactionsOf(outcomes)).toBeGreaterThan(1);
    expect(await f.balanceOf(from)).toMatchObject({ balance: 0n, available: 0n });
  });

  it('posts inside a caller transaction there, not in a batch, and rolls back with it', async () => {
    const [a, b] = [await f.newWallet(), await f.newWallet()];
    await f.fund(a, 100n);
    await expect(
      f.db.transaction(async (tx) => {
        await f.ledger.postJournal({ kind: 'TRANSFER', reference: { type: 'test', id: 'tx' }, transfers: [{ debit: a, credit: b, amount: 40n }] }, tx);
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    expect((await f.balanceOf(a)).balance).toBe(100n);
  });
});
