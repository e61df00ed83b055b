import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExchangesRepo } from '../src/modules/money/exchanges.repo.js';
import { createWithdrawalsRepo } from '../src/modules/money/withdrawals.repo.js';
import { portalHeaders, type JsonResponse } from './support/harness.js';
import { addRechargeChannel, balanceOf, expectErrorShape, fund, ledgerOf, twoPartners, type TwoPartners } from './support/money.js';
import { signedInOperator } from './support/operators.js';

/*
 * DESIGN.md §3 Money: every amount in a request is a JSON number or a decimal
 * string. A number is read by its shortest decimal form (0.1 is "0.1", 1e-7 is
 * "0.0000001"); more than 15 significant digits, more decimals than the
 * currency has, zero or negative is a 400. Answers are decimal strings with
 * the currency's scale ("125.50").
 */

let cast: TwoPartners;
let usdChannel: string;
let withdrawalChannel: string;
let operatorToken: string;

beforeAll(async () => {
  cast = await twoPartners();
  const { server, alice, asAlice } = cast;
  usdChannel = await addRechargeChannel(server);
  await createWithdrawalsRepo().upsertFeeRule(server.db, { currency: 'USD', fixedFee: 0n, feeBps: 0, minAmount: 1n, maxAmount: null });
  await createExchangesRepo().upsertRate(server.db, { sell: 'USD', buy: 'EUR', rate: '0.5', feeBps: 0, enabled: true });
  const channel = await asAlice('POST', '/withdrawal-channels', {
    body: { channelType: 'BANK_ACCOUNT', currency: 'USD', label: 'Main', details: { accountHolder: 'Alice', accountNumber: 'DE1234567890', bankName: 'ACME' } },
  });
  expect(channel.status).toBe(201);
  withdrawalChannel = channel.body.data.bizId;
  await fund(server, alice.workspaceBizId, 'USD', '1000.00');
  operatorToken = (await signedInOperator(server)).token;
});
afterAll(async () => {
  if (cast?.server) expect((await ledgerOf(cast.server).checkInvariants()).ok).toBe(true);
  await cast?.server.close();
});

/** A body as exact JSON text, for numbers JSON.stringify cannot write (1e400) or would rewrite (1e1). */
const json = (text: string) => text;

/** Amounts refused on a USD (scale 2) field, as JSON text. */
const REFUSED = [
  '0.001', // more decimals than USD has
  '1e-7', // an exponent hiding seven decimals
  '1.5e-10',
  '0',
  '-0',
  '-1',
  '-0.5',
  '1e21', // 22 digits
  '1e400', // Infinity once parsed
  '123456789012345.6', // 16 significant digits
  '1234567890123456', // 16 significant digits, no decimals
  '"1234567890123456"',
  '"0.001"',
  '"1e3"',
  '"NaN"',
  '"Infinity"',
  '"-1"',
  '"0"',
  'true',
  'null',
  '{}',
  '[]',
];

function expectRefused(res: JsonResponse, amount: string): void {
  expect({ amount, status: res.status, code: res.body?.code }).toEqual({ amount, status: 400, code: 'VALIDATION.INVALID_PARAMETER' });
}

const op = (method: string, path: string, body: unknown) =>
  cast.server.request(`/web/v1/operator${path}`, { method, headers: portalHeaders({ authorization: `Bearer ${operatorToken}` }), body });

describe('recharges', () => {
  it('quotes a JSON number amount as the spec types it, answering decimal strings', async () => {
    for (const [amount, shown] of [['100', '100.00'], ['125.5', '125.50'], ['0.1', '0.10'], ['1e1', '10.00'], ['"125.5"', '125.50']] as const) {
      const res = await cast.asAlice('POST', '/recharges/quote', { body: json(`{"channelBizId":"${usdChannel}","amount":${amount}}`) });
      expect({ amount, status: res.status, shown: res.body.data?.amount }).toEqual({ amount, status: 200, shown });
    }
  });

  it.each(REFUSED)('refuses the quote amount %s with 400', async (amount) => {
    expectRefused(await cast.asAlice('POST', '/recharges/quote', { body: json(`{"channelBizId":"${usdChannel}","amount":${amount}}`) }), amount);
  });

  it('creates a recharge from channel + JSON number, and refuses a bad one', async () => {
    const res = await cast.asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: 20.5 } });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe('20.50');
    expectRefused(await cast.asAlice('POST', '/recharges', { body: json(`{"channelBizId":"${usdChannel}","amount":1e-7}`) }), '1e-7');
  });
});

describe('withdrawals', () => {
  it('creates a withdrawal from a JSON number and refuses the bad ones', async () => {
    const res = await cast.asAlice('POST', '/withdrawals', { body: { channelBizId: withdrawalChannel, amount: 12.5 } });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe('12.50');
    for (const amount of ['0.001', '1e-7', '1e21', '0', '-3']) {
      expectRefused(await cast.asAlice('POST', '/withdrawals', { body: json(`{"channelBizId":"${withdrawalChannel}","amount":${amount}}`) }), amount);
    }
  });
});

describe('transfers', () => {
  const to = () => `"toWorkspaceBizId":"${cast.bob.workspaceBizId}","currency":"USD"`;

  it('quotes and moves a JSON number amount by its shortest decimal form', async () => {
    const quote = await cast.asAlice('POST', '/transfers/quote', { body: json(`{${to()},"amount":0.1}`) });
    expect(quote.status).toBe(200);
    expect(quote.body.data.amount).toBe('0.10');
    const before = await balanceOf(cast.server, cast.bobToken, cast.bob.workspaceBizId, 'USD');
    const res = await cast.asAlice('POST', '/transfers', { body: json(`{${to()},"amount":1.25}`) });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe('1.25');
    const after = await balanceOf(cast.server, cast.bobToken, cast.bob.workspaceBizId, 'USD');
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(1.25, 2);
  });

  it.each(REFUSED)('refuses the transfer amount %s with 400 and moves nothing', async (amount) => {
    const { balance } = await balanceOf(cast.server, cast.aliceToken, cast.alice.workspaceBizId, 'USD');
    expectRefused(await cast.asAlice('POST', '/transfers/quote', { body: json(`{${to()},"amount":${amount}}`) }), amount);
    expectRefused(await cast.asAlice('POST', '/transfers', { body: json(`{${to()},"amount":${amount}}`) }), amount);
    expect((await balanceOf(cast.server, cast.aliceToken, cast.alice.workspaceBizId, 'USD')).balance).toBe(balance);
  });

  it('accepts 15 significant digits (then the balance decides)', async () => {
    for (const amount of ['"1234567890123.45"', '1234567890123.45', '"123456789012345"']) {
      const res = await cast.asAlice('POST', '/transfers', { body: json(`{${to()},"amount":${amount}}`) });
      expectErrorShape(res, 422, 'WALLET.INSUFFICIENT_FUNDS');
    }
  });

  it('reads a number and its decimal string as the same request under one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `amount-${Date.now()}` };
    const first = await cast.asAlice('POST', '/transfers', { body: json(`{${to()},"amount":2.5}`), headers });
    expect(first.status).toBe(201);
    const replay = await cast.asAlice('POST', '/transfers', { body: json(`{${to()},"amount":"2.5"}`), headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body.data.bizId).toBe(first.body.data.bizId);
  });
});

describe('exchanges', () => {
  it('quotes by a JSON number sell or buy amount', async () => {
    const bySell = await cast.asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: 100 } });
    expect(bySell.status).toBe(200);
    expect(bySell.body.data).toMatchObject({ sellAmount: '100.00', buyAmount: '50.00' });
    const byBuy = await cast.asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', buyAmount: 12.5 } });
    expect(byBuy.status).toBe(200);
    expect(byBuy.body.data).toMatchObject({ sellAmount: '25.00', buyAmount: '12.50' });
  });

  it.each(['0.001', '1e-7', '1e21', '0', '-1', '"1e3"', 'true'])('refuses the sell or buy amount %s with 400', async (amount) => {
    for (const field of ['sellAmount', 'buyAmount']) {
      expectRefused(await cast.asAlice('POST', '/exchanges/quote', { body: json(`{"sellCurrency":"USD","buyCurrency":"EUR","${field}":${amount}}`) }), `${field} ${amount}`);
    }
  });
});

describe('operator', () => {
  it('adjusts a wallet by a JSON number amount and refuses the bad ones', async () => {
    const body = { workspaceBizId: cast.bob.workspaceBizId, currency: 'USD', direction: 'CREDIT', reason: 'goodwill' };
    const res = await op('POST', '/wallets/adjust', { ...body, amount: 25.5 });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe('25.50');
    for (const amount of ['0.001', '1e-7', '1e21', '0', '-1']) {
      expectRefused(await op('POST', '/wallets/adjust', json(`{${JSON.stringify(body).slice(1, -1)},"amount":${amount}}`)), amount);
    }
  });

  it('takes JSON numbers in fee rules and recharge channels, zero only where a fee may be zero', async () => {
    const rule = await op('POST', '/withdrawal-fee-rules', { currency: 'EUR', fixedFee: 0, feeRateBps: 0, minAmount: 1.5, maxAmount: 1000 });
    expect(rule.status).toBe(200);
    expect(rule.body.data).toMatchObject({ fixedFee: '0.00', minAmount: '1.50', maxAmount: '1000.00' });
    const channel = await op('POST', '/recharge-channels', { currency: 'USD', method: 'BANK_TRANSFER', name: 'Numbers', minAmount: 10, fixedFee: 0.5 });
    expect(channel.status).toBe(201);
    expect(channel.body.data).toMatchObject({ minAmount: '10.00', fixedFee: '0.50' });
    expectRefused(await op('POST', '/withdrawal-fee-rules', { currency: 'EUR', fixedFee: 0.001, feeRateBps: 0, minAmount: 1 }), 'fixedFee 0.001');
    expectRefused(await op('POST', '/withdrawal-fee-rules', { currency: 'EUR', fixedFee: 0, feeRateBps: 0, minAmount: 0 }), 'minAmount 0');
  });
});
