import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.js';
import type { JournalInput, ResolvingPhase, WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createLedgerFixture, onPostgres, type LedgerFixture } from './ledger-fixtures.js';

/**
 * Model-based test: random sequences of money operations run through the
 * ledger service and, side by side, through an in-memory oracle of BigInt
 * balances. After every operation the wallets must match the oracle and the
 * ledger must keep its invariants. Reproduce a failure with
 * LEDGER_MODEL_SEED=<seed> (fast-check prints the seed and the shrunk path).
 */
const SEED = Number(process.env.LEDGER_MODEL_SEED ?? 6_2026);
const RUNS = onPostgres ? 30 : 15;
const MAX_OPS = onPostgres ? 40 : 30;

const CURRENCIES = ['USD', 'JPY', 'USDT'] as const;
type Cur = (typeof CURRENCIES)[number];
const WORKSPACES = 3;

type Op =
  | { t: 'recharge'; w: number; cur: Cur; amount: bigint; settled: boolean }
  | { t: 'withdraw'; w: number; cur: Cur; amount: bigint }
  | { t: 'resolve'; pick: number; phase: ResolvingPhase }
  | { t: 'resolveAgain'; pick: number; phase: ResolvingPhase }
  | { t: 'exchange'; w: number; from: Cur; to: Cur; sell: bigint; buy: bigint; fee: bigint }
  | { t: 'transfer'; from: number; to: number; cur: Cur; amount: bigint }
  | { t: 'retry'; pick: number };

const wallet = fc.integer({ min: 0, max: WORKSPACES - 1 });
const cur = fc.constantFrom(...CURRENCIES);
const amount = fc.bigInt({ min: 1n, max: 5_000n });
// Money comes in larger than it goes out, so most spending succeeds and some is refused.
const incoming = fc.bigInt({ min: 1n, max: 20_000n });
const phase = fc.constantFrom<ResolvingPhase>('POST', 'VOID', 'EXPIRE');
const pick = fc.nat({ max: 1_000 });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('recharge' as const), w: wallet, cur, amount: incoming, settled: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('withdraw' as const), w: wallet, cur, amount }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('resolve' as const), pick, phase }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('resolveAgain' as const), pick, phase }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ t: fc.constant('exchange' as const), w: wallet, from: cur, to: cur, sell: amount, buy: amount, fee: fc.bigInt({ min: 0n, max: 50n }) })
      .filter((op) => op.from !== op.to),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('transfer' as const), from: wallet, to: wallet, cur, amount }).filter((op) => op.from !== op.to),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('retry' as const), pick }) },
);

/** Every run starts with some money in half of the wallets, so spending is sometimes possible and sometimes not. */
const OPENING_DEPOSITS: Op[] = Array.from({ length: WORKSPACES }, (_, w) =>
  CURRENCIES.filter((_, c) => (w + c) % 2 === 0).map((c): Op => ({ t: 'recharge', w, cur: c, amount: 10_000n, settled: true })),
).flat();

interface Bal {
  balance: bigint;
  frozen: bigint;
  pending: bigint;
}
interface OpenPending {
  id: string;
  wallet: string;
  direction: 'in' | 'out';
  amount: bigint;
}
interface Done {
  build: () => JournalInput;
  journalId: string;
}

let f: LedgerFixture;
beforeAll(async () => {
  f = await createLedgerFixture();
});
afterAll(async () => {
  await f?.tdb.drop();
});

let runCounter = 0;
/** What the runs exercised: the test insists every path was taken at least once. */
const seen = new Map<string, number>();
const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/** One run: fresh workspaces, an empty oracle, the operations in order. */
async function runModel(ops: Op[]): Promise<void> {
  const run = ++runCounter;
  const wallets: Array<Record<Cur, WalletRef>> = [];
  for (let i = 0; i < WORKSPACES; i++) {
    const workspace = await f.newWorkspace();
    const entry = {} as Record<Cur, WalletRef>;
    for (const c of CURRENCIES) entry[c] = await f.ledger.ensureWallet(workspace, c);
    wallets.push(entry);
  }
  const oracle = new Map<string, Bal>(wallets.flatMap((w) => CURRENCIES.map((c) => [w[c].id, { balance: 0n, frozen: 0n, pending: 0n }] as const)));
  const bal = (id: string): Bal => oracle.get(id)!;
  const available = (id: string): bigint => bal(id).balance - bal(id).frozen;
  const open: OpenPending[] = [];
  const resolved: string[] = [];
  const done: Done[] = [];
  const sys = f.ledger.systemAccount;
  let seq = 0;

  /** Posts and checks the outcome: success applies `effect` to the oracle, a refusal must carry `refusal` and change nothing. */
  async function post(build: () => JournalInput, refusal: string | null, effect: (transferIds: string[]) => void): Promise<void> {
    let result;
    try {
      result = await f.ledger.postJournal(build());
    } catch (error) {
      if (!(error instanceof AppError) || refusal === null) throw error;
      expect(error.code).toBe(refusal);
      saw(`refused ${refusal}`);
      return;
    }
    expect(refusal).toBeNull();
    expect(result.replayed).toBe(false);
    effect(result.transfers.map((t) => t.id));
    saw(`posted ${result.transfers.map((t) => t.phase).join('+')}`);
    done.push({ build, journalId: result.journalId });
  }

  for (const op of ops) {
    const key = `model-${run}-${++seq}`;
    const reference = { type: 'model', id: key };
    switch (op.t) {
      case 'recharge': {
        const w = wallets[op.w]![op.cur];
        const build = (): JournalInput => ({
          kind: 'RECHARGE',
          reference,
          idempotencyKey: key,
          transfers: [{ phase: op.settled ? 'SINGLE' : 'PENDING', debit: sys('CHANNEL_CLEARING', op.cur), credit: w, amount: op.amount }],
        });
        await post(build, null, ([id]) => {
          if (op.settled) bal(w.id).balance += op.amount;
          else {
            bal(w.id).pending += op.amount;
            open.push({ id: id!, wallet: w.id, direction: 'in', amount: op.amount });
          }
        });
        break;
      }
      case 'withdraw': {
        const w = wallets[op.w]![op.cur];
        const build = (): JournalInput => ({
          kind: 'WITHDRAWAL',
          reference,
          idempotencyKey: key,
          transfers: [{ phase: 'PENDING', debit: w, credit: sys('PAYOUT_CLEARING', op.cur), amount: op.amount }],
        });
        await post(build, available(w.id) >= op.amount ? null : 'WALLET.INSUFFICIENT_FUNDS', ([id]) => {
          bal(w.id).frozen += op.amount;
          open.push({ id: id!, wallet: w.id, direction: 'out', amount: op.amount });
        });
        break;
      }
      case 'resolve': {
        if (open.length === 0) break;
        const [p] = open.splice(op.pick % open.length, 1);
        const build = (): JournalInput => ({
          kind: p!.direction === 'in' ? 'RECHARGE' : 'WITHDRAWAL',
          reference,
          idempotencyKey: key,
          transfers: [{ phase: op.phase, pendingId: p!.id }],
        });
        await post(build, null, () => {
          const b = bal(p!.wallet);
          if (p!.direction === 'in') b.pending -= p!.amount;
          else b.frozen -= p!.amount;
          if (op.phase === 'POST') b.balance += p!.direction === 'in' ? p!.amount : -p!.amount;
          resolved.push(p!.id);
        });
        break;
      }
      case 'resolveAgain': {
        if (resolved.length === 0) break;
        const pendingId = resolved[op.pick % resolved.length]!;
        const build = (): JournalInput => ({ kind: 'WITHDRAWAL', reference, idempotencyKey: key, transfers: [{ phase: op.phase, pendingId }] });
        await post(build, 'PENDING_TRANSFER.ALREADY_RESOLVED', () => undefined);
        break;
      }
      case 'exchange': {
        const sell = wallets[op.w]![op.from];
        const buy = wallets[op.w]![op.to];
        const build = (): JournalInput => ({
          kind: 'EXCHANGE',
          reference,
          idempotencyKey: key,
          transfers: [
            { debit: sell, credit: sys('FX_LIQUIDITY', op.from), amount: op.sell },
            { debit: sys('FX_LIQUIDITY', op.to), credit: buy, amount: op.buy },
            ...(op.fee > 0n ? [{ debit: sell, credit: sys('FEES', op.from), amount: op.fee }] : []),
          ],
        });
        await post(build, available(sell.id) >= op.sell + op.fee ? null : 'WALLET.INSUFFICIENT_FUNDS', () => {
          bal(sell.id).balance -= op.sell + op.fee;
          bal(buy.id).balance += op.buy;
        });
        break;
      }
      case 'transfer': {
        const from = wallets[op.from]![op.cur];
        const to = wallets[op.to]![op.cur];
        const build = (): JournalInput => ({ kind: 'TRANSFER', reference, idempotencyKey: key, transfers: [{ debit: from, credit: to, amount: op.amount }] });
        await post(build, available(from.id) >= op.amount ? null : 'WALLET.INSUFFICIENT_FUNDS', () => {
          bal(from.id).balance -= op.amount;
          bal(to.id).balance += op.amount;
        });
        break;
      }
      case 'retry': {
        if (done.length === 0) break;
        const previous = done[op.pick % done.length]!;
        const again = await f.ledger.postJournal(previous.build());
        expect(again).toMatchObject({ journalId: previous.journalId, replayed: true });
        saw('replayed');
        break;
      }
    }

    for (const [id, expected] of oracle) {
      const actual = await f.ledger.balance(id);
      expect({ id, ...actual }).toEqual({ id, ...expected, available: expected.balance - expected.frozen });
    }
    await f.expectInvariants();
  }
}

describe('ledger model', () => {
  it(`matches a BigInt oracle and keeps every invariant over random operation sequences (seed ${SEED}, ${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: MAX_OPS, size: 'max' }), async (ops) => {
        await runModel([...OPENING_DEPOSITS, ...ops]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: false },
    );
    const paths = [
      'posted SINGLE',
      'posted PENDING',
      'posted POST',
      'posted VOID',
      'posted EXPIRE',
      'posted SINGLE+SINGLE',
      'posted SINGLE+SINGLE+SINGLE',
      'refused WALLET.INSUFFICIENT_FUNDS',
      'refused PENDING_TRANSFER.ALREADY_RESOLVED',
      'replayed',
    ];
    for (const path of paths) expect(seen.get(path) ?? 0, `${path} (seen: ${JSON.stringify([...seen])})`).toBeGreaterThan(0);
  }, 240_000);
});
