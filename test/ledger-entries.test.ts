import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import type { WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createWalletsRepo, type FlowFilter, type FlowRow } from '../src/modules/money/wallets.repo.js';
import { createLedgerFixture, POSTING_MODES, type LedgerFixture } from './ledger-fixtures.js';
import { createEmptyDatabase } from './support/empty-db.js';

/**
 * Every ledger entry stores its number on the account and the account's
 * balance and available amount after it (migration 0022); wallet flows read
 * them instead of deriving them. These tests hold the stored figures to
 * hand-computed ones and to a recount, also after concurrent postings
 * (real races on PostgreSQL; serialized on PGlite).
 */
// The backfill test migrates an empty database from scratch (no snapshot): ~10 s of PGlite work, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let f: LedgerFixture;
const wallets = createWalletsRepo();
const noFilter: FlowFilter = { from: null, to: null, kind: null };

beforeAll(async () => {
  f = await createLedgerFixture();
});
afterAll(async () => {
  await f?.tdb.drop();
});

const ref = () => ({ type: 'test', id: randomUUID() });
const resolve = (phase: 'POST' | 'VOID', pendingId: string, on = f) =>
  on.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref(), transfers: [{ phase, pendingId }] });

async function statement(
  wallet: WalletRef,
  filter = noFilter,
  page = { size: 1000, offset: 0 },
  on = f,
): Promise<{ rows: FlowRow[]; total: bigint }> {
  const row = (await wallets.findAny(on.db, wallet.id))!;
  const [rows, total] = await Promise.all([wallets.flows(on.db, row, filter, page), wallets.countFlows(on.db, row, filter)]);
  return { rows, total };
}

/** Credits, debits, two freezes (one posted, one voided) on `wallet`; `other` is the counterparty. */
async function mixedHistory(on: LedgerFixture): Promise<{ wallet: WalletRef; other: WalletRef }> {
  const wallet = await on.newWallet();
  const other = await on.newWallet();
  await on.fund(other, 1_000n);
  await on.fund(wallet, 1_000n);
  const first = await on.hold(wallet, 300n);
  await on.walletToWallet(wallet, other, 200n);
  const second = await on.hold(wallet, 100n);
  await resolve('POST', first, on);
  await resolve('VOID', second, on);
  await on.walletToWallet(other, wallet, 50n);
  return { wallet, other };
}

const MIXED_HISTORY_FIGURES = [
  'CREDIT SINGLE 50 → 550/550',
  'DEBIT VOID 100 → 500/500',
  'DEBIT POST 300 → 500/400',
  'DEBIT PENDING 100 → 800/400',
  'DEBIT SINGLE 200 → 800/500',
  'DEBIT PENDING 300 → 1000/700',
  'CREDIT SINGLE 1000 → 1000/1000',
];

const figures = (rows: FlowRow[]) => rows.map((r) => `${r.direction} ${r.phase} ${r.amount} → ${r.balance_after}/${r.available_after}`);

/** Walks the statement oldest first with the phase arithmetic of docs/money.md; returns the figures it expects per row. */
function recount(rows: FlowRow[]): string[] {
  let balance = 0n;
  let available = 0n;
  const expected: string[] = [];
  for (const r of [...rows].reverse()) {
    const a = BigInt(r.amount);
    const posted = r.phase === 'SINGLE' || r.phase === 'POST';
    if (r.direction === 'CREDIT') {
      if (posted) [balance, available] = [balance + a, available + a];
    } else if (posted) {
      balance -= a;
      if (r.phase === 'SINGLE') available -= a;
    } else {
      available += r.phase === 'PENDING' ? -a : a;
    }
    expected.push(`${r.direction} ${r.phase} ${r.amount} → ${balance}/${available}`);
  }
  return expected.reverse();
}

describe('wallet flows from stored entry figures', () => {
  let wallet: WalletRef;
  let other: WalletRef;

  beforeAll(async () => {
    ({ wallet, other } = await mixedHistory(f));
  });

  it('shows the balance and available amount after each credit, debit, freeze and resolution, newest first', async () => {
    const { rows, total } = await statement(wallet);
    expect(figures(rows)).toEqual(MIXED_HISTORY_FIGURES);
    expect(total).toBe(7n);
    expect(await f.balanceOf(wallet)).toMatchObject({ balance: 550n, available: 550n });
    await f.expectInvariants();
  });

  it('pages by offset through the same rows, and past the end finds none', async () => {
    const { rows } = await statement(wallet);
    const pages = await Promise.all([0, 3, 6].map((offset) => statement(wallet, noFilter, { size: 3, offset })));
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(rows.map((r) => r.id));
    expect(pages.map((p) => p.total)).toEqual([7n, 7n, 7n]);
    expect((await statement(wallet, noFilter, { size: 3, offset: 7 })).rows).toEqual([]);
    expect((await statement(wallet, noFilter, { size: 20, offset: 1_000_000 })).rows).toEqual([]);
  });

  it('filters keep each row’s figures and count only the matching rows', async () => {
    const { rows } = await statement(wallet);
    const transfers = await statement(wallet, { ...noFilter, kind: 'TRANSFER' });
    expect(transfers.total).toBe(2n);
    expect(transfers.rows).toEqual(rows.filter((r) => r.kind === 'TRANSFER'));
    const secondPage = await statement(wallet, { ...noFilter, kind: 'WITHDRAWAL' }, { size: 2, offset: 2 });
    expect(secondPage.rows).toEqual(rows.filter((r) => r.kind === 'WITHDRAWAL').slice(2, 4));
    expect(secondPage.total).toBe(4n);
  });

  it('the invariant check finds a tampered entry figure and a tampered entry counter', async () => {
    const { rows } = await statement(wallet);
    const tampered = rows[3]!.id;
    const report = await f.db
      .transaction(async (tx) => {
        await tx.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only');
        await tx.query('UPDATE ledger_transfers SET debit_balance_after = debit_balance_after + 1 WHERE id = $1', [tampered]);
        await tx.query('UPDATE ledger_accounts SET entries = entries + 1 WHERE id = $1', [other.id]);
        const found = await f.ledger.checkInvariants(tx);
        throw Object.assign(new Error('roll back the tampering'), { found });
      })
      .catch((error: { found: Awaited<ReturnType<LedgerFixture['ledger']['checkInvariants']>> }) => error.found);
    expect(report.ok).toBe(false);
    expect(report.entryMismatches).toEqual([tampered]);
    expect(report.counterMismatches.map((m) => [m.accountId, m.stored.entries - m.fromTransfers.entries])).toEqual([[other.id, 1n]]);
    await f.expectInvariants();
  });
});

describe.each(POSTING_MODES)('entry figures under concurrent postings, journals %s', (_mode, batching) => {
  let g: LedgerFixture;
  beforeAll(async () => {
    g = await createLedgerFixture(undefined, batching);
  });
  afterAll(async () => {
    await g?.tdb.drop();
  });

  it('equal a recount, number every entry once, and end at the account’s counters', async () => {
    const a = await g.newWallet();
    const b = await g.newWallet();
    await Promise.all([g.fund(a, 10_000n), g.fund(b, 10_000n)]);
    const holds = await Promise.all(Array.from({ length: 10 }, () => g.hold(a, 100n)));
    const tasks: Array<() => Promise<unknown>> = [
      ...Array.from({ length: 15 }, (_, i) => () => g.walletToWallet(a, b, BigInt(10 + i))),
      ...Array.from({ length: 15 }, (_, i) => () => g.walletToWallet(b, a, BigInt(20 + i))),
      ...Array.from({ length: 10 }, () => () => g.fund(a, 7n)),
      ...Array.from({ length: 10 }, () => () => g.hold(a, 30n)),
      ...holds.map((id, i) => () => resolve(i % 2 === 0 ? 'POST' : 'VOID', id, g)),
    ];
    await Promise.all(tasks.map((task) => task()));

    await g.expectInvariants();
    for (const wallet of [a, b]) {
      const { rows, total } = await statement(wallet, noFilter, undefined, g);
      expect(total).toBe(BigInt(rows.length));
      expect(figures(rows)).toEqual(recount(rows));
      const { balance, available } = await g.balanceOf(wallet);
      expect([rows[0]!.balance_after, rows[0]!.available_after]).toEqual([balance.toString(), available.toString()]);
    }
    expect((await statement(a, noFilter, undefined, g)).rows).toHaveLength(1 + 10 + 15 + 15 + 10 + 10 + 10);
  });
});

describe('migration 0022 on a ledger that has entries', () => {
  it('backfills numbers and figures in the order statements showed, and postings continue from them', async () => {
    const before = loadMigrations().filter((m) => m.version < '0022');
    const old = await createLedgerFixture(await createEmptyDatabase());
    try {
      await migrate(old.db, before);
      const { wallet } = await mixedHistory(old);
      await migrate(old.db);

      await old.expectInvariants();
      expect(figures((await statement(wallet, noFilter, undefined, old)).rows)).toEqual(MIXED_HISTORY_FIGURES);
      await old.hold(wallet, 25n);
      const { rows, total } = await statement(wallet, noFilter, { size: 2, offset: 0 }, old);
      expect(figures(rows)).toEqual(['DEBIT PENDING 25 → 550/525', MIXED_HISTORY_FIGURES[0]]);
      expect(total).toBe(8n);
      await old.expectInvariants();
    } finally {
      await old.tdb.drop();
    }
  });
});
