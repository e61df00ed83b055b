import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExchangesRepo } from '../src/modules/money/exchanges.repo.js';
import { priceExchange, rateFraction } from '../src/modules/money/exchanges.service.js';
import type { TestServer } from './support/harness.js';
import { balanceOf, expectErrorShape, fund, ledgerOf, twoPartners, type TwoPartners } from './support/money.js';
import { type TestAccount } from './support/workspaces.js';

describe('exchange pricing (pure)', () => {
  it('never rounds in the customer’s favour (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (amount, rateInt, rateDecimals, feeBps, sellScale, buyScale, bySell) => {
          const rate = (BigInt(rateInt) * 10n ** 0n).toString().padStart(rateDecimals + 1, '0');
          const rateStr = rateDecimals === 0 ? rate : `${rate.slice(0, -rateDecimals)}.${rate.slice(-rateDecimals)}`;
          const { num, den } = rateFraction(rateStr);
          const p = priceExchange({ rate: rateStr, feeBps, sellScale, buyScale, ...(bySell ? { sellAmount: amount } : { buyAmount: amount }) });
          // Exact value of what the net sell amount is worth, as a fraction of buy minor units: buy × den × 10^s ≤ net × num × 10^b.
          const net = p.sellAmount - p.fee;
          expect(p.buyAmount * den * 10n ** BigInt(sellScale) <= net * num * 10n ** BigInt(buyScale)).toBe(true);
          // The fee is at least the percentage of what is sold.
          expect(p.fee * 10_000n >= p.sellAmount * BigInt(feeBps)).toBe(true);
          if (!bySell) {
            expect(p.buyAmount).toBe(amount);
            // One minor unit less sold would not cover it (no overcharging beyond rounding).
            const less = p.sellAmount - 1n;
            const lessFee = (less * BigInt(feeBps) + 9_999n) / 10_000n;
            expect((less - lessFee) * num * 10n ** BigInt(buyScale) < amount * den * 10n ** BigInt(sellScale)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let asAlice: TwoPartners['asAlice'];
let asBob: TwoPartners['asBob'];

beforeAll(async () => {
  ({ server, alice, bob, aliceToken, asAlice, asBob } = await twoPartners());
  const rates = createExchangesRepo();
  await rates.upsertRate(server.db, { sell: 'USD', buy: 'EUR', rate: '0.92', feeBps: 50, enabled: true });
  await rates.upsertRate(server.db, { sell: 'USD', buy: 'JPY', rate: '150.123', feeBps: 0, enabled: true });
  await rates.upsertRate(server.db, { sell: 'EUR', buy: 'USD', rate: '1.08', feeBps: 50, enabled: false });
});
afterAll(async () => {
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

describe('exchange quotes', () => {
  it('prices by the amount sold: fee rounds up, amount bought rounds down', async () => {
    const res = await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '100.00' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '100.00', fee: '0.50', buyAmount: '91.54', rate: '0.92' });
    expect(res.body.data.quoteBizId).toMatch(/^exq_/);
    const jpy = await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'JPY', sellAmount: '1.00' } });
    expect(jpy.body.data).toMatchObject({ buyAmount: '150', fee: '0.00', rate: '150.123' });
  });

  it('prices by the amount bought: the amount sold rounds up', async () => {
    const res = await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', buyAmount: '100.00' } });
    expect(res.body.data).toMatchObject({ sellAmount: '109.25', fee: '0.55', buyAmount: '100.00' });
  });

  it('refuses disabled or missing rates, same currencies, both or neither amount', async () => {
    expectErrorShape(
      await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'EUR', buyCurrency: 'USD', sellAmount: '1.00' }, headers: { 'x-locale': 'ja' } }),
      422,
      'EXCHANGE.RATE_UNAVAILABLE',
      'この通貨ペアの為替レートは利用できません: EUR/USD',
    );
    expectErrorShape(await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'CNY', buyCurrency: 'USD', sellAmount: '1.00' } }), 422, 'EXCHANGE.RATE_UNAVAILABLE');
    expectErrorShape(
      await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'USD', sellAmount: '1.00' }, headers: { 'x-locale': 'zh' } }),
      400,
      'EXCHANGE.SAME_CURRENCY',
      '卖出币种与买入币种不能相同: body.buyCurrency',
    );
    expectErrorShape(await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(
      await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '1.00', buyAmount: '1.00' } }),
      400,
      'VALIDATION.INVALID_PARAMETER',
    );
    expectErrorShape(await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: 1.001 } }), 400, 'VALIDATION.INVALID_PARAMETER');
    // 0.01 sold at 0.5 %: the fee rounds up to the whole 0.01.
    expectErrorShape(
      await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '0.01' }, headers: { 'x-locale': 'vi' } }),
      422,
      'AMOUNT.TOO_SMALL',
      'Số tiền quá nhỏ: sau khi trừ phí và làm tròn sẽ không còn lại gì',
    );
  });

  it('refuses a currency the operators disabled (400 CURRENCY.DISABLED), an unknown one stays a bad parameter', async () => {
    await server.db.query("INSERT INTO currencies (code, scale, name, enabled) VALUES ('GBP', 2, 'Pound Sterling', false)");
    expectErrorShape(
      await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'GBP', sellAmount: '1.00' }, headers: { 'x-locale': 'zh-Hant' } }),
      400,
      'CURRENCY.DISABLED',
      '該幣別目前已停用: GBP',
    );
    expectErrorShape(await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'XYZ', sellAmount: '1.00' } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('exchanges', () => {
  const quote = async (as = asAlice, body: Record<string, string> = { sellCurrency: 'USD', buyCurrency: 'EUR', buyAmount: '100.00' }) =>
    (await as('POST', '/exchanges/quote', { body })).body.data.quoteBizId as string;

  it('executes a quote once: sell, fee and buy legs move together', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '200.00');
    const quoteId = await quote();
    const res = await asAlice('POST', '/exchanges', { body: { quoteBizId: quoteId } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ quoteBizId: quoteId, sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '109.25', buyAmount: '100.00', fee: '0.55', status: 'COMPLETED' });
    expect(res.body.data.bizId).toMatch(/^exc_/);
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD')).balance).toBe('90.75');
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR')).balance).toBe('100.00');
    expectErrorShape(await asAlice('POST', '/exchanges', { body: { quoteBizId: quoteId } }), 409, 'QUOTE.ALREADY_USED');
    expect((await asAlice('GET', `/exchanges/${res.body.data.bizId}`)).body.data).toEqual(res.body.data);
  });

  it('all or nothing: without funds nothing moves and the quote stays usable', async () => {
    const quoteId = await quote(asBob);
    expectErrorShape(await asBob('POST', '/exchanges', { body: { quoteBizId: quoteId } }), 422, 'WALLET.INSUFFICIENT_FUNDS');
    const eur = (await asBob('GET', '/wallets')).body.data.find((w: { currency: string }) => w.currency === 'EUR');
    expect(eur.balance).toBe('0.00');
    await fund(server, bob.workspaceBizId, 'USD', '109.25');
    expect((await asBob('POST', '/exchanges', { body: { quoteBizId: quoteId } })).status).toBe(201);
    const usd = (await asBob('GET', '/wallets')).body.data.find((w: { currency: string }) => w.currency === 'USD');
    expect(usd.balance).toBe('0.00');
  });

  it('refuses an expired quote (422) and another workspace’s quote or exchange (404)', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '200.00');
    const quoteId = await quote();
    expectErrorShape(await asBob('POST', '/exchanges', { body: { quoteBizId: quoteId } }), 404, 'RESOURCE.NOT_FOUND');
    await server.db.query("UPDATE exchange_quotes SET expires_at = now() - interval '1 second' WHERE id = $1", [quoteId]);
    expectErrorShape(await asAlice('POST', '/exchanges', { body: { quoteBizId: quoteId } }), 422, 'QUOTE.EXPIRED');
    const done = await asAlice('POST', '/exchanges', { body: { quoteBizId: await quote() } });
    expectErrorShape(await asBob('GET', `/exchanges/${done.body.data.bizId}`), 404, 'RESOURCE.NOT_FOUND');
    const bobs = await asBob('GET', '/exchanges?size=100');
    expect(bobs.body.data.items.map((e: { bizId: string }) => e.bizId)).not.toContain(done.body.data.bizId);
  });

  it('lists exchanges (shape A) with currency filters', async () => {
    const all = await asAlice('GET', '/exchanges');
    expect(all.status).toBe(200);
    expect(all.body.data.pagination.totalRecords).toBeGreaterThanOrEqual(2);
    const none = await asAlice('GET', '/exchanges?sellCurrency=JPY');
    expect(none.body.data).toMatchObject({ items: [], pagination: { totalRecords: 0, empty: true } });
    expectErrorShape(await asAlice('GET', '/exchanges?sort=rate,asc'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('replays a create with the same Idempotency-Key', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '200.00');
    const quoteId = await quote();
    const headers = { 'idempotency-key': `exc-${Date.now()}` };
    const a = await asAlice('POST', '/exchanges', { body: { quoteBizId: quoteId }, headers });
    const b = await asAlice('POST', '/exchanges', { body: { quoteBizId: quoteId }, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    expect(b.body.data.bizId).toBe(a.body.data.bizId);
  });
});
