import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import { createCurrenciesRepo } from '../src/modules/ledger/currencies.repo.js';
import { createCurrencyService } from '../src/modules/ledger/currencies.service.js';
import { JOURNAL_KINDS, PHASES, SYSTEM_ROLES, SYSTEM_SHARDS, type WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createLedgerFixture, POSTING_MODES, errorCodeOf, type LedgerFixture } from './ledger-fixtures.js';

describe.each(POSTING_MODES)('ledger, journals %s', (_mode, batching) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await createLedgerFixture(undefined, batching);
  });
  afterAll(async () => {
    await f?.tdb.drop();
  });
  // Every scenario must leave the books balanced and the counters equal to the entries.
  afterEach(async () => {
    await f.expectInvariants();
  });

  const ref = { type: 'test', id: 'scenario' };

  async function counts(): Promise<{ journals: number; transfers: number }> {
    const [row] = await f.db.query<{ journals: bigint; transfers: bigint }>(
      'SELECT (SELECT count(*) FROM ledger_journals) AS journals, (SELECT count(*) FROM ledger_transfers) AS transfers',
    );
    return { journals: Number(row!.journals), transfers: Number(row!.transfers) };
  }

  /** Snapshot of what a refused write must leave untouched. */
  async function snapshot(...wallets: WalletRef[]) {
    return { counts: await counts(), balances: await Promise.all(wallets.map((w) => f.balanceOf(w))) };
  }

  async function sqlErrorCode(sql: string, params: unknown[] = []): Promise<string> {
    try {
      await f.db.query(sql, params);
    } catch (error) {
      return String((error as { code?: unknown }).code);
    }
    throw new Error(`expected "${sql}" to fail`);
  }

  describe('schema', () => {
    it('seeds the currencies with their asset scales', async () => {
      const currencies = await f.currencies.list();
      expect(currencies.map((c) => [c.code, c.scale, c.enabled])).toEqual([
        ['CNY', 2, true],
        ['EUR', 2, true],
        ['JPY', 0, true],
        ['USD', 2, true],
        ['USDT', 6, true],
      ]);
    });

    it('has every system role in SYSTEM_SHARDS shards per currency, also for a currency added later', async () => {
      await f.db.query("INSERT INTO currencies (code, scale, name) VALUES ('GBP', 2, 'Pound Sterling')");
      for (const currency of ['USD', 'JPY', 'USDT', 'GBP']) {
        for (const role of SYSTEM_ROLES) {
          const shards = f.ledger.systemAccountShards(role, currency);
          expect(shards).toHaveLength(SYSTEM_SHARDS);
          for (const shard of shards) expect(await f.ledger.balance(shard.id)).toEqual({ balance: 0n, available: 0n, frozen: 0n, pending: 0n });
        }
      }
      const [row] = await f.db.query<{ n: bigint }>("SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'SYSTEM'");
      expect(Number(row!.n)).toBe(6 * SYSTEM_ROLES.length * SYSTEM_SHARDS);
    });

    it('accepts exactly the journal kinds and phases the code knows', async () => {
      const defs = await f.db.query<{ def: string }>(
        "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid IN ('ledger_journals'::regclass, 'ledger_transfers'::regclass) AND contype = 'c'",
      );
      const all = defs.map((d) => d.def).join('\n');
      for (const word of [...JOURNAL_KINDS, ...PHASES]) expect(all).toContain(`'${word}'`);
    });

    it.each([
      ['a wallet without a workspace', "('wal_bad', 'WALLET', NULL, NULL, NULL, 'USD', true, 0)"],
      ['a wallet that may be overdrawn', "('wal_bad', 'WALLET', $1, NULL, NULL, 'USD', false, 0)"],
      ['a system account with an unknown role', "('sys_bad', 'SYSTEM', NULL, 'TREASURY', 0, 'USD', false, 0)"],
      ['a system account without a shard', "('sys_bad', 'SYSTEM', NULL, 'FEES', NULL, 'USD', false, 0)"],
      ['an account that starts with money (not from a transfer)', "('wal_bad', 'WALLET', $1, NULL, NULL, 'USD', true, 100)"],
    ])('refuses to create %s', async (_what, values) => {
      const sql = `INSERT INTO ledger_accounts (id, kind, workspace_id, system_role, shard, currency, debits_must_not_exceed_credits, credits_posted)
                 VALUES ${values}`;
      expect(await sqlErrorCode(sql, values.includes('$1') ? [await f.newWorkspace()] : [])).toBe('23514');
    });

    it('refuses to change a currency scale once created', async () => {
      expect(await sqlErrorCode("UPDATE currencies SET scale = 3 WHERE code = 'USD'")).toBe('23514');
      await f.db.query("UPDATE currencies SET name = 'United States Dollar' WHERE code = 'USD'");
      expect((await f.currencies.list()).find((c) => c.code === 'USD')).toMatchObject({ scale: 2, name: 'United States Dollar' });
    });
  });

  describe('wallets', () => {
    it('creates one wallet per workspace and currency on first use', async () => {
      const workspace = await f.newWorkspace();
      const first = await f.ledger.ensureWallet(workspace, 'USD');
      const again = await f.ledger.ensureWallet(workspace, 'USD');
      const yen = await f.ledger.ensureWallet(workspace, 'JPY');
      expect(first.id).toMatch(/^wal_/);
      expect(again).toEqual(first);
      expect(yen.id).not.toBe(first.id);
      expect(await f.ledger.balance(first.id)).toEqual({ balance: 0n, available: 0n, frozen: 0n, pending: 0n });
    });

    it('refuses a wallet in an unknown or disabled currency', async () => {
      const workspace = await f.newWorkspace();
      expect(await errorCodeOf(f.ledger.ensureWallet(workspace, 'XXX'))).toBe('CURRENCY.DISABLED');
      await f.db.query("INSERT INTO currencies (code, scale, name, enabled) VALUES ('CHF', 2, 'Swiss Franc', false)");
      expect(await errorCodeOf(f.ledger.ensureWallet(workspace, 'CHF'))).toBe('CURRENCY.DISABLED');
    });

    it('answers RESOURCE.NOT_FOUND for the balance of an unknown account', async () => {
      expect(await errorCodeOf(f.ledger.balance('wal_nope'))).toBe('RESOURCE.NOT_FOUND');
    });
  });

  describe('phases', () => {
    it('settles a recharge at once (SINGLE): balance and available grow', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 12_550n);
      expect(await f.balanceOf(wallet)).toEqual({ balance: 12_550n, available: 12_550n, frozen: 0n, pending: 0n });
    });

    it('shows a pending recharge as pending until it is posted', async () => {
      const wallet = await f.newWallet();
      const posted = await f.ledger.postJournal({
        kind: 'RECHARGE',
        reference: ref,
        transfers: [{ phase: 'PENDING', debit: f.ledger.systemAccount('CHANNEL_CLEARING', 'USD'), credit: wallet, amount: 500n }],
      });
      expect(await f.balanceOf(wallet)).toEqual({ balance: 0n, available: 0n, frozen: 0n, pending: 500n });
      await f.ledger.postJournal({ kind: 'RECHARGE', reference: ref, transfers: [{ phase: 'POST', pendingId: posted.transfers[0]!.id }] });
      expect(await f.balanceOf(wallet)).toEqual({ balance: 500n, available: 500n, frozen: 0n, pending: 0n });
    });

    it('freezes a withdrawal (PENDING), then posts it: the money leaves', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      const pendingId = await f.hold(wallet, 300n);
      expect(await f.balanceOf(wallet)).toEqual({ balance: 1_000n, available: 700n, frozen: 300n, pending: 0n });
      const post = await f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, transfers: [{ phase: 'POST', pendingId }] });
      expect(post.transfers[0]).toMatchObject({ phase: 'POST', pendingId, amount: 300n, debitAccountId: wallet.id });
      expect(await f.balanceOf(wallet)).toEqual({ balance: 700n, available: 700n, frozen: 0n, pending: 0n });
    });

    it.each(['VOID', 'EXPIRE'] as const)('releases a frozen withdrawal on %s', async (phase) => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      const pendingId = await f.hold(wallet, 1_000n);
      expect((await f.balanceOf(wallet)).available).toBe(0n);
      await f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, transfers: [{ phase, pendingId }] });
      expect(await f.balanceOf(wallet)).toEqual({ balance: 1_000n, available: 1_000n, frozen: 0n, pending: 0n });
    });

    it('resolves a pending transfer at most once: a second post or void is a conflict and changes nothing', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      const pendingId = await f.hold(wallet, 400n);
      await f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, transfers: [{ phase: 'POST', pendingId }] });
      const before = await snapshot(wallet);
      for (const phase of ['POST', 'VOID', 'EXPIRE'] as const) {
        expect(await errorCodeOf(f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, transfers: [{ phase, pendingId }] }))).toBe(
          'PENDING_TRANSFER.ALREADY_RESOLVED',
        );
      }
      expect(await snapshot(wallet)).toEqual(before);
    });

    it('refuses to resolve something that is not a pending transfer', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 100n);
      const [single] = await f.db.query<{ id: string }>("SELECT id FROM ledger_transfers WHERE phase = 'SINGLE' LIMIT 1");
      for (const pendingId of ['ltr_missing', single!.id]) {
        expect(await errorCodeOf(f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, transfers: [{ phase: 'POST', pendingId }] }))).toBe(
          'RESOURCE.NOT_FOUND',
        );
      }
    });
  });

  describe('overdraft', () => {
    it('refuses a transfer above the balance with WALLET.INSUFFICIENT_FUNDS and changes nothing', async () => {
      const [a, b] = [await f.newWallet(), await f.newWallet()];
      await f.fund(a, 100n);
      const before = await snapshot(a, b);
      expect(await errorCodeOf(f.walletToWallet(a, b, 101n))).toBe('WALLET.INSUFFICIENT_FUNDS');
      expect(await snapshot(a, b)).toEqual(before);
      await f.walletToWallet(a, b, 100n);
      expect((await f.balanceOf(a)).balance).toBe(0n);
    });

    it('counts frozen money as spent: a hold above the available amount is refused', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 100n);
      await f.hold(wallet, 60n);
      const before = await snapshot(wallet);
      expect(await errorCodeOf(f.hold(wallet, 41n))).toBe('WALLET.INSUFFICIENT_FUNDS');
      expect(await errorCodeOf(f.walletToWallet(wallet, await f.newWallet(), 41n))).toBe('WALLET.INSUFFICIENT_FUNDS');
      expect(await snapshot(wallet)).toEqual(before);
    });

    it('does not count incoming pending money as available', async () => {
      const wallet = await f.newWallet();
      await f.ledger.postJournal({
        kind: 'RECHARGE',
        reference: ref,
        transfers: [{ phase: 'PENDING', debit: f.ledger.systemAccount('CHANNEL_CLEARING', 'USD'), credit: wallet, amount: 500n }],
      });
      expect(await errorCodeOf(f.hold(wallet, 1n))).toBe('WALLET.INSUFFICIENT_FUNDS');
    });

    it('posts an exchange all or nothing: when the sell leg overdraws, the buy leg is not posted either', async () => {
      const workspace = await f.newWorkspace();
      const usd = await f.ledger.ensureWallet(workspace, 'USD');
      const jpy = await f.ledger.ensureWallet(workspace, 'JPY');
      await f.fund(usd, 10_000n);
      const exchange = (sell: bigint, buy: bigint) =>
        f.ledger.postJournal({
          kind: 'EXCHANGE',
          reference: ref,
          transfers: [
            { debit: usd, credit: f.ledger.systemAccount('FX_LIQUIDITY', 'USD'), amount: sell },
            { debit: f.ledger.systemAccount('FX_LIQUIDITY', 'JPY'), credit: jpy, amount: buy },
          ],
        });
      const before = await snapshot(usd, jpy);
      expect(await errorCodeOf(exchange(10_001n, 15_000n))).toBe('WALLET.INSUFFICIENT_FUNDS');
      expect(await snapshot(usd, jpy)).toEqual(before);
      const done = await exchange(10_000n, 15_000n);
      expect(done.transfers.map((t) => t.currency)).toEqual(['USD', 'JPY']);
      expect((await f.balanceOf(usd)).balance).toBe(0n);
      expect((await f.balanceOf(jpy)).balance).toBe(15_000n);
    });

    it('enforces the overdraft rule in the database itself, not only in the service', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 10n);
      expect(await sqlErrorCode('UPDATE ledger_accounts SET debits_posted = 11 WHERE id = $1', [wallet.id])).toBe('23514');
      expect(await sqlErrorCode('UPDATE ledger_accounts SET debits_pending = -1 WHERE id = $1', [wallet.id])).toBe('23514');
    });
  });

  describe('append-only journal', () => {
    it.each([
      ['UPDATE ledger_transfers SET amount = amount + 1'],
      ['DELETE FROM ledger_transfers'],
      ['TRUNCATE ledger_transfers CASCADE'],
      ["UPDATE ledger_journals SET description = 'edited'"],
      ['DELETE FROM ledger_journals'],
      ['TRUNCATE ledger_journals CASCADE'],
    ])('refuses %s', async (sql) => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 10n);
      const before = await counts();
      expect(await sqlErrorCode(sql)).toBe('42501');
      expect(await counts()).toEqual(before);
    });

    it('refuses to move an account to another currency or workspace', async () => {
      const wallet = await f.newWallet();
      expect(await sqlErrorCode("UPDATE ledger_accounts SET currency = 'EUR' WHERE id = $1", [wallet.id])).toBe('23514');
      expect(await sqlErrorCode('UPDATE ledger_accounts SET workspace_id = $2 WHERE id = $1', [wallet.id, await f.newWorkspace()])).toBe('23514');
    });
  });

  describe('integrity', () => {
    it('refuses a transfer between currencies, in the service and in the database', async () => {
      const workspace = await f.newWorkspace();
      const usd = await f.ledger.ensureWallet(workspace, 'USD');
      const eur = await f.ledger.ensureWallet(workspace, 'EUR');
      await f.fund(usd, 100n);
      expect(await errorCodeOf(f.walletToWallet(usd, eur, 1n))).toBe('VALIDATION.INVALID_PARAMETER');
      // A caller lying about the currency of an account still cannot mix currencies: the composite foreign key refuses.
      const before = await snapshot(usd, eur);
      const lie = f.walletToWallet({ ...usd, currency: 'EUR' }, eur, 1n);
      await expect(lie).rejects.toMatchObject({ code: '23503' });
      expect(await snapshot(usd, eur)).toEqual(before);
    });

    it('refuses a transfer from an account to itself, a zero amount and an unknown account', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 100n);
      expect(await errorCodeOf(f.walletToWallet(wallet, wallet, 1n))).toBe('VALIDATION.INVALID_PARAMETER');
      expect(await errorCodeOf(f.walletToWallet(wallet, await f.newWallet(), 0n))).toBe('VALIDATION.INVALID_PARAMETER');
      expect(await errorCodeOf(f.walletToWallet(wallet, { id: 'wal_missing', currency: 'USD', workspaceId: 'ws_x' }, 1n))).toBe(
        'RESOURCE.NOT_FOUND',
      );
    });

    it('refuses, in the database, a resolution that does not mirror its pending transfer', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 100n);
      const pendingId = await f.hold(wallet, 50n);
      const [pending] = await f.db.query<{ credit_account_id: string }>('SELECT credit_account_id FROM ledger_transfers WHERE id = $1', [pendingId]);
      await f.db.query("INSERT INTO ledger_journals (id, kind, reference_type, reference_id) VALUES ('jnl_forged', 'WITHDRAWAL', 'test', 'x')");
      // A complete row (entry figures included), so only the rule under test can refuse it.
      const forged = `INSERT INTO ledger_transfers (id, journal_id, ordinal, debit_account_id, credit_account_id, currency, amount, phase, pending_id,
                                                  debit_entry, debit_balance_after, debit_available_after,
                                                  credit_entry, credit_balance_after, credit_available_after)
                    VALUES ('ltr_forged', 'jnl_forged', 1, $1, $2, 'USD', $3, 'POST', $4, 1000000, 0, 0, 1000000, 0, 0)`;
      expect(await sqlErrorCode(forged, [wallet.id, pending!.credit_account_id, '49', pendingId])).toBe('23514');
      await f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, transfers: [{ phase: 'VOID', pendingId }] });
      // Even a matching second resolution is refused by the unique index.
      expect(await sqlErrorCode(forged, [wallet.id, pending!.credit_account_id, '50', pendingId])).toBe('23505');
    });

    it('detects tampered counters (the invariant check can fail)', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 100n);
      await f.db.query('UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE id = $1', [wallet.id]);
      const report = await f.ledger.checkInvariants();
      expect(report.ok).toBe(false);
      expect(report.counterMismatches.map((m) => m.accountId)).toEqual([wallet.id]);
      expect(report.unbalancedCurrencies).toEqual([{ currency: 'USD', posted: 1n, pending: 0n }]);
      await f.db.query('UPDATE ledger_accounts SET credits_posted = credits_posted - 1 WHERE id = $1', [wallet.id]);
    });
  });

  describe('idempotency', () => {
    it('posts a journal once per idempotency key; a retry returns the first result', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      const first = await f.hold(wallet, 100n, 'hold-1');
      const before = await snapshot(wallet);
      // The retry picks another payout-clearing shard at random; it is still the same operation.
      const retry = await f.hold(wallet, 100n, 'hold-1');
      expect(retry).toBe(first);
      expect(await snapshot(wallet)).toEqual(before);
      expect((await f.balanceOf(wallet)).frozen).toBe(100n);
    });

    it('refuses the same key for different transfers with IDEMPOTENCY.KEY_REUSED', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      await f.hold(wallet, 100n, 'hold-2');
      expect(await errorCodeOf(f.hold(wallet, 101n, 'hold-2'))).toBe('IDEMPOTENCY.KEY_REUSED');
    });

    it('replays a retried resolution instead of calling it a second one', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 1_000n);
      const pendingId = await f.hold(wallet, 100n);
      const post = () =>
        f.ledger.postJournal({ kind: 'WITHDRAWAL', reference: ref, idempotencyKey: `post-${pendingId}`, transfers: [{ phase: 'POST', pendingId }] });
      const first = await post();
      const retry = await post();
      expect(retry).toMatchObject({ journalId: first.journalId, replayed: true });
      expect(await f.balanceOf(wallet)).toEqual({ balance: 900n, available: 900n, frozen: 0n, pending: 0n });
    });

    it('replays a retried withdrawal even when the balance no longer covers it', async () => {
      const wallet = await f.newWallet();
      await f.fund(wallet, 100n);
      await f.hold(wallet, 100n, 'hold-3');
      await expect(f.hold(wallet, 100n, 'hold-3')).resolves.toMatch(/^ltr_/);
    });
  });

  describe('caller transactions', () => {
    it('posts inside the caller transaction and rolls back with it', async () => {
      const wallet = await f.newWallet();
      await expect(
        f.db.transaction(async (tx) => {
          await f.ledger.postJournal(
            { kind: 'ADJUSTMENT', reference: ref, transfers: [{ debit: f.ledger.systemAccount('ADJUSTMENTS', 'USD'), credit: wallet, amount: 5n }] },
            tx,
          );
          expect((await f.ledger.balance(wallet.id, tx)).balance).toBe(5n);
          throw new Error('caller changed its mind');
        }),
      ).rejects.toThrow('caller changed its mind');
      expect((await f.balanceOf(wallet)).balance).toBe(0n);
    });
  });

  describe('currency scales', () => {
    /** One process's currency service over the test database, counting the statements it sends. */
    function instance() {
      const sent: string[] = [];
      const db: Queryable = {
        query: (sql, params) => (sent.push(sql), f.db.query(sql, params)),
        exec: (sql) => (sent.push(sql), f.db.exec(sql)),
      };
      return { service: createCurrencyService({ db, currencies: createCurrenciesRepo() }), sent };
    }

    it('reads the table once, then answers from memory', async () => {
      const { service, sent } = instance();
      expect((await service.scales(['USD', 'JPY'])).format(12345n, 'USD')).toBe('123.45');
      expect(sent).toHaveLength(1);
      const scales = await service.scales(['JPY', 'USDT', 'USD']);
      expect([scales.scale('JPY'), scales.scale('USDT'), scales.format('-5', 'USD')]).toEqual([0, 6, '-0.05']);
      expect(sent).toHaveLength(1);
    });

    it('finds a currency another instance created on its first use, with no invalidation', async () => {
      const here = instance();
      const there = instance();
      await here.service.scales(['USD']);
      await f.db.transaction((tx) => there.service.create({ code: 'SEK', scale: 2, name: 'Swedish Krona' }, tx));
      expect((await here.service.scales(['SEK'])).parse('10.5', 'SEK', 'body.amount')).toBe(1050n);
      expect(here.sent).toHaveLength(2);
      await here.service.scales(['SEK']);
      expect(here.sent).toHaveLength(2);
    });

    it('never caches a code the table lacks: it is refused on every use, and known once created', async () => {
      const { service, sent } = instance();
      for (let i = 0; i < 2; i += 1) {
        const scales = await service.scales(['NOK']);
        expect(() => scales.scale('NOK')).toThrow('currency NOK is not supported');
      }
      expect(sent).toHaveLength(2);
      await f.db.query("INSERT INTO currencies (code, scale, name) VALUES ('NOK', 2, 'Norwegian Krone')");
      expect((await service.scales(['NOK'])).scale('NOK')).toBe(2);
    });

    it('checks enabled afresh, so a currency another instance disables is refused at once', async () => {
      const here = instance();
      const there = instance();
      await f.db.query("INSERT INTO currencies (code, scale, name) VALUES ('DKK', 2, 'Danish Krone')");
      expect((await here.service.enabled(['DKK', 'USD'])).map((c) => c.code)).toEqual(['DKK', 'USD']);
      await f.db.transaction((tx) => there.service.update('DKK', { enabled: false }, tx));
      await expect(here.service.enabled(['USD', 'DKK'])).rejects.toThrow('CURRENCY.DISABLED: DKK');
      await expect(here.service.enabled(['XYZ'])).rejects.toThrow('currency XYZ is not supported');
      // The scale stays usable for the records that already exist in it.
      expect((await here.service.scales(['DKK'])).format(1n, 'DKK')).toBe('0.01');
    });
  });
});
