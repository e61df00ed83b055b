import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawalsRepo } from '../src/modules/money/withdrawals.repo.js';
import type { TestServer } from './support/harness.js';
import { actingAs, balanceOf, expectErrorShape, fund, ledgerOf, twoPartners, type TwoPartners } from './support/money.js';
import { signIn } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/** Races need real connections: PGlite is one connection and serializes every request. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const pg = it.skipIf(!onPostgres);

let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let asAlice: TwoPartners['asAlice'];
let asBob: TwoPartners['asBob'];

beforeAll(async () => {
  ({ server, alice, bob, aliceToken, asAlice, asBob } = await twoPartners());
  // EUR withdrawals cost 1.00 + 1 % and are between 10.00 and 5,000.00.
  await createWithdrawalsRepo().upsertFeeRule(server.db, { currency: 'EUR', fixedFee: 100n, feeBps: 100, minAmount: 1000n, maxAmount: 500_000n });
});
afterAll(async () => {
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

const bank = { accountHolder: 'Alice Example', accountNumber: 'DE89 3704 0044 0532 0130 00', bankName: 'Example Bank', swiftCode: 'COBADEFF' };

async function newChannel(as = asAlice, currency = 'USD') {
  const res = await as('POST', '/withdrawal-channels', { body: { channelType: 'BANK_ACCOUNT', currency, label: `Main ${currency}`, details: bank } });
  expect(res.status).toBe(201);
  return res.body.data.bizId as string;
}

describe('withdrawal channels', () => {
  it('stores destination details encrypted and shows them masked', async () => {
    const res = await asAlice('POST', '/withdrawal-channels', { body: { channelType: 'BANK_ACCOUNT', currency: 'USD', label: 'Payroll', details: bank } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      channelType: 'BANK_ACCOUNT',
      currency: 'USD',
      label: 'Payroll',
      status: 'ACTIVE',
      maskedDetails: { accountHolder: 'Alice Example', bankName: 'Example Bank', accountNumber: '****3000', swiftCode: 'COBADEFF' },
    });
    expect(res.body.data.bizId).toMatch(/^wch_/);
    expect(res.text).not.toContain('0532');
    const [row] = await server.db.query<{ details_sealed: string }>('SELECT details_sealed FROM withdrawal_channels WHERE id = $1', [res.body.data.bizId]);
    expect(row!.details_sealed).toMatch(/^sb2\.[A-Za-z0-9_-]{8}\./);
    expect(row!.details_sealed).not.toContain('3704');

    const crypto = await asAlice('POST', '/withdrawal-channels', {
      body: { channelType: 'CRYPTO_ADDRESS', currency: 'USDT', label: 'Cold wallet', details: { network: 'TRON', address: 'TXyz1234567890abcdefghijklmnopqrs' } },
    });
    expect(crypto.status).toBe(201);
    expect(crypto.body.data.maskedDetails).toEqual({ network: 'TRON', address: 'TXyz…pqrs' });

    const list = await asAlice('GET', '/withdrawal-channels');
    expect(list.body.data.map((c: { bizId: string }) => c.bizId)).toEqual(expect.arrayContaining([res.body.data.bizId, crypto.body.data.bizId]));
    expect((await asBob('GET', '/withdrawal-channels')).body.data).toEqual([]);
  });

  it('refuses details that do not match the type, unknown fields and unknown currencies', async () => {
    const bad = [
      { channelType: 'CRYPTO_ADDRESS', currency: 'USD', label: 'x', details: bank },
      { channelType: 'BANK_ACCOUNT', currency: 'USD', label: 'x', details: { ...bank, pin: '1234' } },
      { channelType: 'BANK_ACCOUNT', currency: 'XXX', label: 'x', details: bank },
      { channelType: 'PAYPAL', currency: 'USD', label: 'x', details: bank },
    ];
    for (const body of bad) expectErrorShape(await asAlice('POST', '/withdrawal-channels', { body }), 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('withdrawals', () => {
  it('freezes amount + fee at once, and cancel while pending returns them', async () => {
    await fund(server, alice.workspaceBizId, 'EUR', '200.00');
    const channel = await newChannel(asAlice, 'EUR');
    const res = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '100.00', remark: 'rent' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ currency: 'EUR', amount: '100.00', fee: '2.00', totalDebit: '102.00', status: 'PENDING', channelBizId: channel, remark: 'rent' });
    expect(res.body.data.bizId).toMatch(/^wd_/);
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR')).toMatchObject({ balance: '200.00', available: '98.00', frozen: '102.00' });

    const id = res.body.data.bizId;
    expect((await asAlice('GET', `/withdrawals/${id}`)).body.data).toMatchObject({ bizId: id, status: 'PENDING' });
    const cancelled = await asAlice('POST', `/withdrawals/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED' });
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR')).toMatchObject({ balance: '200.00', available: '200.00', frozen: '0.00' });
    expectErrorShape(await asAlice('POST', `/withdrawals/${id}/cancel`), 409, 'ORDER.INVALID_STATE');
  });

  it('refuses a withdrawal beyond the available balance (fee included) with 422 and freezes nothing', async () => {
    await fund(server, bob.workspaceBizId, 'EUR', '50.00');
    const channel = await newChannel(asBob, 'EUR');
    // 49.00 + 1.00 + 0.49 = 50.49 > 50.00
    expectErrorShape(await asBob('POST', '/withdrawals', { body: { channelBizId: channel, amount: '49.00' } }), 422, 'WALLET.INSUFFICIENT_FUNDS');
    const balance = (await asBob('GET', '/wallets')).body.data.find((w: { currency: string }) => w.currency === 'EUR');
    expect(balance).toMatchObject({ available: '50.00', frozen: '0.00' });
    // 48.00 + 1.00 + 0.48 = 49.48 fits
    expect((await asBob('POST', '/withdrawals', { body: { channelBizId: channel, amount: '48.00' } })).status).toBe(201);
  });

  it('applies the limits of the fee rule and the currency scale', async () => {
    const channel = await newChannel(asAlice, 'EUR');
    expectErrorShape(
      await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '9.99' }, headers: { 'x-locale': 'vi' } }),
      422,
      'AMOUNT.BELOW_MINIMUM',
      'Số tiền thấp hơn mức tối thiểu cho phép: 10.00',
    );
    expectErrorShape(
      await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '5000.01' }, headers: { 'x-locale': 'ja' } }),
      422,
      'AMOUNT.ABOVE_MAXIMUM',
      '金額が上限を超えています: 5000.00',
    );
    expectErrorShape(await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '10.001' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: 10.001 } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses a disabled channel (422 WITHDRAWAL.CHANNEL_DISABLED) and freezes nothing', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '5.00');
    const channel = await newChannel(asAlice, 'USD');
    await server.db.query("UPDATE withdrawal_channels SET status = 'DISABLED' WHERE id = $1", [channel]);
    const before = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    expectErrorShape(
      await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '1.00' }, headers: { 'x-locale': 'zh-Hant' } }),
      422,
      'WITHDRAWAL.CHANNEL_DISABLED',
      '該提領管道已停用',
    );
    const { balance, available, frozen, pending } = before;
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD')).toMatchObject({ balance, available, frozen, pending });
  });

  it('refuses a channel in a currency the operators disabled (400 CURRENCY.DISABLED)', async () => {
    await server.db.query("INSERT INTO currencies (code, scale, name, enabled) VALUES ('GBP', 2, 'Pound Sterling', false)");
    const res = await asAlice('POST', '/withdrawal-channels', {
      body: { channelType: 'BANK_ACCOUNT', currency: 'GBP', label: 'Sterling', details: bank },
      headers: { 'x-locale': 'ja' },
    });
    expectErrorShape(res, 400, 'CURRENCY.DISABLED', 'この通貨は現在利用できません: GBP');
  });

  it("cannot use, read, list or cancel another workspace's channel or withdrawal (404)", async () => {
    await fund(server, bob.workspaceBizId, 'USD', '10.00');
    const bobChannel = await newChannel(asBob, 'USD');
    const bobWithdrawal = await asBob('POST', '/withdrawals', { body: { channelBizId: bobChannel, amount: '1.00' } });
    expect(bobWithdrawal.status).toBe(201);
    const id = bobWithdrawal.body.data.bizId;
    expectErrorShape(await asAlice('POST', '/withdrawals', { body: { channelBizId: bobChannel, amount: '1.00' } }), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('GET', `/withdrawals/${id}`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('POST', `/withdrawals/${id}/cancel`), 404, 'RESOURCE.NOT_FOUND');
    const aliceList = await asAlice('GET', '/withdrawals?size=100');
    expect(aliceList.body.data.items.map((w: { bizId: string }) => w.bizId)).not.toContain(id);
    expect((await asBob('GET', `/withdrawals/${id}`)).body.data.status).toBe('PENDING');
  });

  it('lists withdrawals (shape A) with status and currency filters', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '30.00');
    const channel = await newChannel(asAlice, 'USD');
    const first = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '1.00' } });
    await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '2.00' } });
    await asAlice('POST', `/withdrawals/${first.body.data.bizId}/cancel`);
    const all = await asAlice('GET', '/withdrawals?currency=USD');
    expect(all.body.data.pagination).toMatchObject({ totalRecords: 2, empty: false });
    expect(all.body.data.items.map((w: { amount: string }) => w.amount)).toEqual(['2.00', '1.00']);
    const pending = await asAlice('GET', '/withdrawals?currency=USD&status=PENDING');
    expect(pending.body.data.items.map((w: { amount: string }) => w.amount)).toEqual(['2.00']);
    expectErrorShape(await asAlice('GET', '/withdrawals?status=DONE'), 400, 'VALIDATION.INVALID_PARAMETER');
    const carol = await createAccount(server, 'carol');
    const empty = await actingAs(server, (await signIn(server, carol)).accessToken, carol.workspaceBizId)('GET', '/withdrawals');
    expect(empty.body.data).toMatchObject({ items: [], pagination: { totalRecords: 0, totalPages: 0, empty: true, hasNext: false } });
  });

  it('replays a withdrawal created with the same Idempotency-Key instead of freezing twice', async () => {
    await fund(server, alice.workspaceBizId, 'JPY', '1000');
    const channel = await newChannel(asAlice, 'JPY');
    const headers = { 'idempotency-key': `wd-${Date.now()}` };
    const first = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '400' }, headers });
    const second = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '400' }, headers });
    expect(first.status).toBe(201);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(second.body.data.bizId).toBe(first.body.data.bizId);
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'JPY')).frozen).toBe('400');
  });
});

describe('withdrawal quote', () => {
  it('shows the fee and total the creation would freeze, and freezes nothing', async () => {
    await fund(server, alice.workspaceBizId, 'EUR', '40.00');
    const channel = await newChannel(asAlice, 'EUR');
    const before = await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR');

    const res = await asAlice('POST', '/withdrawals/quote', { body: { channelBizId: channel, amount: '25.00' } });
    expect(res.status).toBe(200);
    // EUR: 1.00 + 1 % of 25.00 = 1.25.
    expect(res.body.data).toEqual({
      channelBizId: channel,
      currency: 'EUR',
      amount: '25.00',
      fee: '1.25',
      totalDebit: '26.25',
      available: before.available,
      sufficientFunds: true,
    });
    const { balance, available, frozen, pending } = before;
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR')).toMatchObject({ balance, available, frozen, pending });

    const created = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '25.00' } });
    expect(created.body.data).toMatchObject({ fee: '1.25', totalDebit: '26.25' });
    const cancelled = await asAlice('POST', `/withdrawals/${created.body.data.bizId}/cancel`);
    expect(cancelled.status).toBe(200);
  });

  it('refuses what the creation would refuse: below the minimum, another workspace\'s channel', async () => {
    const channel = await newChannel(asAlice, 'EUR');
    const small = await asAlice('POST', '/withdrawals/quote', { body: { channelBizId: channel, amount: '5.00' } });
    expectErrorShape(small, 422, 'AMOUNT.BELOW_MINIMUM');
    const foreign = await asBob('POST', '/withdrawals/quote', { body: { channelBizId: channel, amount: '20.00' } });
    expectErrorShape(foreign, 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('concurrency (PostgreSQL only: PGlite serializes everything)', () => {
  pg('30 concurrent withdrawals against a balance for 7 of them: exactly 7 freeze funds', async () => {
    const carol = await createAccount(server, 'carol-race');
    const asCarol = actingAs(server, (await signIn(server, carol)).accessToken, carol.workspaceBizId);
    await fund(server, carol.workspaceBizId, 'USD', '7.50');
    const channel = await newChannel(asCarol, 'USD');
    const results = await Promise.all(Array.from({ length: 30 }, () => asCarol('POST', '/withdrawals', { body: { channelBizId: channel, amount: '1.00' } })));
    const statuses = results.map((r) => (r.status === 201 ? 'ok' : r.body.code)).sort();
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(7);
    expect(statuses.filter((s) => s === 'WALLET.INSUFFICIENT_FUNDS')).toHaveLength(23);
    const wallet = (await asCarol('GET', '/wallets')).body.data.find((w: { currency: string }) => w.currency === 'USD');
    expect(wallet).toMatchObject({ balance: '7.50', available: '0.50', frozen: '7.00' });
  });

  pg('10 concurrent cancels of one withdrawal: exactly one succeeds, the funds return once', async () => {
    await fund(server, alice.workspaceBizId, 'CNY', '10.00');
    const channel = await newChannel(asAlice, 'CNY');
    const created = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel, amount: '10.00' } });
    const results = await Promise.all(Array.from({ length: 10 }, () => asAlice('POST', `/withdrawals/${created.body.data.bizId}/cancel`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'ORDER.INVALID_STATE')).toHaveLength(9);
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'CNY')).toMatchObject({ available: '10.00', frozen: '0.00' });
  });
});
