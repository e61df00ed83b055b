import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.js';
import type { WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createLedgerFixture, POSTING_MODES, onPostgres, type LedgerFixture } from './ledger-fixtures.js';

/**
 * Races between real connections: only PostgreSQL has them (PGlite is one
 * connection and serializes everything), so these tests skip without
 * DATABASE_URL. The fixture's pool has 10 connections.
 */
const pg = it.skipIf(!onPostgres);
const ref = { type: 'test', id: 'race' };

describe.each(POSTING_MODES)('ledger races, journals %s', (_mode, batching) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await createLedgerFixture(undefined, batching);
  });
  afterAll(async () => {
    await f?.tdb.drop();
  });
  afterEach(async () => {
    await f.expectInvariants();
  });

  type Outcome = { ok: true; value: unknown } | { ok: false; code: string };

  /** Runs every task with at most `concurrency` in flight; records each result or AppError code (other errors fail the test). */
  async function race(tasks: Array<() => Promise<unknown>>, concurrency = tasks.length): Promise<Outcome[]> {
    const outcomes: Outcome[] = new Array(tasks.length);
    let next = 0;
    const worker = async () => {
      while (next < tasks.length) {
        const index = next++;
        try {
          outcomes[index] = { ok: true, value: await tasks[index]!() };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcomes[index] = { ok: false, code: error.code };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
    return outcomes;
  }

  const tally = (outcomes: Outcome[]) =>
    outcomes.reduce<Record<string, number>>((acc, o) => {
      const key = o.ok ? 'ok' : o.code;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {});

  describe('concurrency', () => {
    pg('50 concurrent withdrawals against a balance for 17 of them: exactly 17 freeze funds (PostgreSQL only: PGlite has one connection)', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 17n * 100n + 99n);
      const outcomes = await race(Array.from({ length: 50 }, () => () => f.hold(wallet, 100n)));
      expect(tally(outcomes)).toEqual({ ok: 17, 'WALLET.INSUFFICIENT_FUNDS': 33 });
      expect(await f.balanceOf(wallet)).toEqual({ balance: 1_799n, available: 99n, frozen: 1_700n, pending: 0n });
    });

    pg('A→B and B→A transfers in a tight loop: no deadlock, sums conserved (PostgreSQL only: PGlite has one connection)', async () => {
      const [a, b] = [await f.newWallet(), await f.newWallet()];
      await f.fund(a, 1_000_000n);
      await f.fund(b, 1_000_000n);
      const move = (from: WalletRef, to: WalletRef, amount: bigint) => () => f.walletToWallet(from, to, amount);
      const tasks = Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? move(a, b, BigInt(1 + (i % 37))) : move(b, a, BigInt(1 + (i % 41)))));
      const outcomes = await race(tasks, 20);
      expect(tally(outcomes)).toEqual({ ok: 400 });
      const [ba, bb] = [await f.balanceOf(a), await f.balanceOf(b)];
      expect(ba.balance + bb.balance).toBe(2_000_000n);
      const sent = (parity: number, mod: number) =>
        tasks.reduce((sum, _, i) => (i % 2 === parity ? sum + BigInt(1 + (i % mod)) : sum), 0n);
      expect(ba.balance).toBe(1_000_000n - sent(0, 37) + sent(1, 41));
    });

    pg('exchanges in both directions over sharded FX accounts: no deadlock (PostgreSQL only: PGlite has one connection)', async () => {
      const workspace = await f.newWorkspace();
      const usd = await f.ledger.ensureWallet(workspace, 'USD');
      const eur = await f.ledger.ensureWallet(workspace, 'EUR');
      await f.fund(usd, 1_000_000n);
      await f.fund(eur, 1_000_000n);
      const exchange = (sell: WalletRef, buy: WalletRef) => () =>
        f.ledger.postJournal({
          kind: 'EXCHANGE',
          reference: ref,
          transfers: [
            { debit: sell, credit: f.ledger.systemAccount('FX_LIQUIDITY', sell.currency), amount: 100n },
            { debit: f.ledger.systemAccount('FX_LIQUIDITY', buy.currency), credit: buy, amount: 90n },
            { debit: sell, credit: f.ledger.systemAccount('FEES', sell.currency), amount: 1n },
          ],
        });
      const outcomes = await race(Array.from({ length: 200 }, (_, i) => (i % 2 ? exchange(usd, eur) : exchange(eur, usd))), 20);
      expect(tally(outcomes)).toEqual({ ok: 200 });
      expect((await f.balanceOf(usd)).balance).toBe(1_000_000n - 100n * 101n + 100n * 90n);
    });

    pg('a pending transfer resolves once when 20 resolutions race for it (PostgreSQL only: PGlite has one connection)', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      for (let round = 0; round < 5; round++) {
        const pendingId = await f.hold(wallet, 100n);
        const phases = ['POST', 'VOID', 'EXPIRE'] as const;
        const outcomes = await race(
          Array.from({ length: 20 }, (_, i) => () =>
            f.ledger.postJournal({
              kind: 'WITHDRAWAL',
              reference: ref,
              idempotencyKey: `resolve-${pendingId}-${i}`,
              transfers: [{ phase: phases[i % 3]!, pendingId }],
            }),
          ),
        );
        expect(tally(outcomes)).toEqual({ ok: 1, 'PENDING_TRANSFER.ALREADY_RESOLVED': 19 });
        const [row] = await f.db.query<{ n: bigint }>('SELECT count(*) AS n FROM ledger_transfers WHERE pending_id = $1', [pendingId]);
        expect(row!.n).toBe(1n);
      }
      expect((await f.balanceOf(wallet)).frozen).toBe(0n);
    });

    pg('concurrent retries of one operation post it once (PostgreSQL only: PGlite has one connection)', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      const outcomes = await race(Array.from({ length: 20 }, () => () => f.hold(wallet, 100n, `hold-once-${wallet.id}`)));
      expect(tally(outcomes)).toEqual({ ok: 20 });
      expect(new Set(outcomes.map((o) => (o.ok ? o.value : undefined))).size).toBe(1);
      expect((await f.balanceOf(wallet)).frozen).toBe(100n);
    });

    pg('concurrent first uses of a wallet create it once (PostgreSQL only: PGlite has one connection)', async () => {
      const workspace = await f.newWorkspace();
      const outcomes = await race(Array.from({ length: 20 }, () => () => f.ledger.ensureWallet(workspace, 'USDT')));
      const ids = new Set(outcomes.map((o) => (o.ok ? (o.value as WalletRef).id : o.code)));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(/^wal_/);
    });

    it('runs on this engine', () => {
      // Keeps the file non-empty on PGlite, where every race above is skipped.
      expect(f.db.engine).toBe(onPostgres ? 'postgres' : 'pglite');
    });
  });
});
