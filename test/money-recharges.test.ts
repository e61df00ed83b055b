import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryFileStore } from '../src/modules/files/file-store.js';
import { createFilesRepo } from '../src/modules/files/files.repo.js';
import { createFilesService } from '../src/modules/files/files.service.js';
import { ledgerModule } from '../src/modules/ledger/ledger.module.js';
import { createRechargesRepo } from '../src/modules/money/recharges.repo.js';
import { createRechargeService } from '../src/modules/money/recharges.service.js';
import { pdf, png, uploadFile } from './support/files.js';
import type { TestServer } from './support/harness.js';
import { actingAs, addRechargeChannel, balanceOf, expectErrorShape, ledgerOf } from './support/money.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let asAlice: ReturnType<typeof actingAs>;
let asBob: ReturnType<typeof actingAs>;
let bobToken: string;
let usdChannel: string;
let disabledChannel: string;
const repo = createRechargesRepo();

/** Operator-side moves (the operator API drives the same service). */
const operator = () =>
  createRechargeService({
    db: server.db,
    recharges: repo,
    ledger: ledgerOf(server),
    currencies: ledgerModule({ db: server.db }).currencies,
    clock: server.clock,
    files: createFilesService({ db: server.db, files: createFilesRepo(), store: createMemoryFileStore(), config: server.config.files }),
  });

beforeAll(async () => {
  server = await startSignInServer();
  [alice, bob] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob')]);
  aliceToken = (await signIn(server, alice)).accessToken;
  asAlice = actingAs(server, aliceToken, alice.workspaceBizId);
  bobToken = (await signIn(server, bob)).accessToken;
  asBob = actingAs(server, bobToken, bob.workspaceBizId);
  // USD bank transfer: 10.00 to 10,000.00, fee 0.50 + 1 %.
  usdChannel = await addRechargeChannel(server, {
    minAmount: 1000n,
    maxAmount: 1_000_000n,
    fixedFee: 50n,
    feeBps: 100,
    instructions: 'Wire to ACME Bank 123, quote the payment reference',
  });
  disabledChannel = await addRechargeChannel(server, { currency: 'EUR', name: 'Old SEPA', instructions: '', enabled: false });
});
afterAll(async () => {
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

describe('recharge channels and quotes', () => {
  it('lists only enabled channels with their fee rule and instructions', async () => {
    const res = await asAlice('GET', '/recharges/available-channels');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        bizId: usdChannel,
        currency: 'USD',
        method: 'BANK_TRANSFER',
        name: 'US wire',
        minAmount: '10.00',
        maxAmount: '10000.00',
        fixedFee: '0.50',
        feeRateBps: 100,
        instructions: 'Wire to ACME Bank 123, quote the payment reference',
        enabled: true,
      },
    ]);
    expect((await asAlice('GET', '/recharges/available-channels?currency=EUR')).body.data).toEqual([]);
  });

  it('hides the channels of a disabled currency', async () => {
    await server.db.query("INSERT INTO currencies (code, scale, name) VALUES ('GBP', 2, 'Pound Sterling')");
    const gbpChannel = await addRechargeChannel(server, { currency: 'GBP', name: 'UK Faster Payments', minAmount: 500n });
    const available = async (query = '') => (await asAlice('GET', `/recharges/available-channels${query}`)).body.data as Array<{ bizId: string }>;
    expect(await available('?currency=GBP')).toEqual([expect.objectContaining({ bizId: gbpChannel, currency: 'GBP', minAmount: '5.00' })]);

    await server.db.query("UPDATE currencies SET enabled = false WHERE code = 'GBP'");
    expect(await available('?currency=GBP')).toEqual([]);
    expect((await available()).map((channel) => channel.bizId)).toEqual([usdChannel]);
  });

  it('quotes fee and credited amount, rounding the fee up', async () => {
    const res = await asAlice('POST', '/recharges/quote', { body: { channelBizId: usdChannel, amount: '100.01' } });
    expect(res.status).toBe(200);
    // 0.50 + ceil(1.0001) = 0.50 + 1.01
    expect(res.body.data).toMatchObject({ channelBizId: usdChannel, currency: 'USD', amount: '100.01', fee: '1.51', creditedAmount: '98.50' });
    expect(res.body.data.quoteBizId).toMatch(/^rcq_/);
    expect(new Date(res.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses quotes outside the limits, for disabled or unknown channels, and more decimals than the currency has', async () => {
    expectErrorShape(
      await asAlice('POST', '/recharges/quote', { body: { channelBizId: usdChannel, amount: '9.99' }, headers: { 'x-locale': 'ja' } }),
      422,
      'AMOUNT.BELOW_MINIMUM',
      '金額が下限を下回っています: 10.00',
    );
    expectErrorShape(
      await asAlice('POST', '/recharges/quote', { body: { channelBizId: usdChannel, amount: '10000.01' }, headers: { 'x-locale': 'zh-Hant' } }),
      422,
      'AMOUNT.ABOVE_MAXIMUM',
      '金額超過允許的最高限額: 10000.00',
    );
    expectErrorShape(await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '9.99' } }), 422, 'AMOUNT.BELOW_MINIMUM');
    expectErrorShape(await asAlice('POST', '/recharges/quote', { body: { channelBizId: disabledChannel, amount: '10.00' } }), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('POST', '/recharges/quote', { body: { channelBizId: 'rch_01ZZZZZZZZZZZZZZZZZZZZZZZZ', amount: '10.00' } }), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('POST', '/recharges/quote', { body: { channelBizId: usdChannel, amount: 100.001 } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('POST', '/recharges/quote', { body: {} }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses an amount the fee would consume (422 AMOUNT.TOO_SMALL) and a quote whose channel closed since (404 RECHARGE.CHANNEL_UNAVAILABLE)', async () => {
    // JPY, a flat fee of 100 and no other bound: 100 would all go to the fee.
    const channel = await addRechargeChannel(server, { currency: 'JPY', name: 'Furikomi', fixedFee: 100n, instructions: '' });
    expectErrorShape(
      await asAlice('POST', '/recharges/quote', { body: { channelBizId: channel, amount: '100' }, headers: { 'x-locale': 'ja' } }),
      422,
      'AMOUNT.TOO_SMALL',
      '金額が少なすぎます。手数料と端数処理の後に何も残りません',
    );
    expectErrorShape(await asAlice('POST', '/recharges', { body: { channelBizId: channel, amount: '100' } }), 422, 'AMOUNT.TOO_SMALL');
    const quote = await asAlice('POST', '/recharges/quote', { body: { channelBizId: channel, amount: '101' } });
    expect(quote.body.data).toMatchObject({ fee: '100', creditedAmount: '1' });

    await server.db.query('UPDATE recharge_channels SET enabled = false WHERE id = $1', [channel]);
    expectErrorShape(
      await asAlice('POST', '/recharges', { body: { quoteBizId: quote.body.data.quoteBizId }, headers: { 'x-locale': 'zh' } }),
      404,
      'RECHARGE.CHANNEL_UNAVAILABLE',
      '此报价的充值渠道已不可用',
    );
    // Named directly, a closed channel is as unknown as a missing one.
    expectErrorShape(await asAlice('POST', '/recharges', { body: { channelBizId: channel, amount: '101' } }), 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('recharges', () => {
  it('creates from a quote (single use) and from channel + amount', async () => {
    const quote = await asAlice('POST', '/recharges/quote', { body: { channelBizId: usdChannel, amount: '50.00' } });
    const fromQuote = await asAlice('POST', '/recharges', { body: { quoteBizId: quote.body.data.quoteBizId } });
    expect(fromQuote.status).toBe(201);
    expect(fromQuote.body.data).toMatchObject({
      quoteBizId: quote.body.data.quoteBizId,
      channelBizId: usdChannel,
      channelName: 'US wire',
      method: 'BANK_TRANSFER',
      currency: 'USD',
      amount: '50.00',
      fee: '1.00',
      creditedAmount: '49.00',
      status: 'AWAITING_PAYMENT',
      paymentInstructions: 'Wire to ACME Bank 123, quote the payment reference',
      proofFileBizId: null,
      completedAt: null,
    });
    expect(fromQuote.body.data.paymentReference).toMatch(/^R[A-Z2-9]{10}$/);
    expectErrorShape(await asAlice('POST', '/recharges', { body: { quoteBizId: quote.body.data.quoteBizId } }), 409, 'QUOTE.ALREADY_USED');

    const direct = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '20.00' } });
    expect(direct.status).toBe(201);
    expect(direct.body.data).toMatchObject({ quoteBizId: null, amount: '20.00', fee: '0.70', creditedAmount: '19.30' });
    expectErrorShape(await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(
      await asAlice('POST', '/recharges', { body: { quoteBizId: quote.body.data.quoteBizId, channelBizId: usdChannel, amount: '1.00' } }),
      400,
      'VALIDATION.INVALID_PARAMETER',
    );
  });

  it('refuses an expired quote with 422 QUOTE.EXPIRED and another workspace quote with 404', async () => {
    const quote = await asAlice('POST', '/recharges/quote', { body: { channelBizId: usdChannel, amount: '10.00' } });
    expectErrorShape(await asBob('POST', '/recharges', { body: { quoteBizId: quote.body.data.quoteBizId } }), 404, 'RESOURCE.NOT_FOUND');
    await server.db.query("UPDATE recharge_quotes SET expires_at = now() - interval '1 second' WHERE id = $1", [quote.body.data.quoteBizId]);
    expectErrorShape(await asAlice('POST', '/recharges', { body: { quoteBizId: quote.body.data.quoteBizId } }), 422, 'QUOTE.EXPIRED');
  });

  it('shows money as pending under review and available once confirmed; balances match the ledger', async () => {
    const created = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '100.00' } });
    const id = created.body.data.bizId;
    const before = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    await server.db.transaction((tx) => operator().transition(tx, null, id, 'review'));
    expect((await asAlice('GET', `/recharges/${id}`)).body.data.status).toBe('UNDER_REVIEW');
    const review = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    expect(review.pending).toBe('98.50');
    expect(review.available).toBe(before.available);
    expectErrorShape(await asAlice('POST', `/recharges/${id}/cancel`, { body: { cancelReason: 'too late' } }), 409, 'ORDER.INVALID_STATE');
    await server.db.transaction((tx) => operator().transition(tx, null, id, 'confirm'));
    const done = await asAlice('GET', `/recharges/${id}`);
    expect(done.body.data).toMatchObject({ status: 'COMPLETED' });
    expect(done.body.data.completedAt).not.toBeNull();
    const after = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    expect(after.pending).toBe('0.00');
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(98.5, 5);
    const flows = await asAlice('GET', `/wallets/${after.walletBizId}/flows?type=RECHARGE`);
    expect(flows.body.data.items.slice(0, 2).map((f: { phase: string; amount: string }) => [f.phase, f.amount])).toEqual([
      ['POST', '98.50'],
      ['PENDING', '98.50'],
    ]);
  });

  it('a rejected recharge under review releases the pending credit', async () => {
    const created = await asBob('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '10.00' } });
    const id = created.body.data.bizId;
    await server.db.transaction((tx) => operator().transition(tx, null, id, 'review'));
    await server.db.transaction((tx) => operator().transition(tx, null, id, 'reject', 'no payment received'));
    const res = await asBob('GET', `/recharges/${id}`);
    expect(res.body.data).toMatchObject({ status: 'REJECTED', statusReason: 'no payment received' });
    const wallet = (await asBob('GET', '/wallets')).body.data.find((w: { currency: string }) => w.currency === 'USD');
    expect(wallet).toMatchObject({ balance: '0.00', pending: '0.00' });
  });

  it('cancels while awaiting payment, with the reason; a second cancel is 409', async () => {
    const created = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '10.00' } });
    const id = created.body.data.bizId;
    const cancelled = await asAlice('POST', `/recharges/${id}/cancel`, { body: { cancelReason: 'wrong amount' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', statusReason: 'wrong amount' });
    expectErrorShape(await asAlice('POST', `/recharges/${id}/cancel`, { body: { cancelReason: 'again' } }), 409, 'ORDER.INVALID_STATE');
    expectErrorShape(await asAlice('POST', `/recharges/${id}/cancel`, { body: {} }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('expires unpaid recharges after the payment window', async () => {
    const created = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '10.00' } });
    const id = created.body.data.bizId;
    await server.db.query("UPDATE recharges SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await asAlice('GET', `/recharges/${id}`)).body.data).toMatchObject({ status: 'EXPIRED' });
    expectErrorShape(await asAlice('POST', `/recharges/${id}/cancel`, { body: { cancelReason: 'x' } }), 409, 'ORDER.INVALID_STATE');
  });

  it("lists (shape A) with filters and never shows another workspace's recharge", async () => {
    const bobs = await asBob('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '11.00' } });
    const bobId = bobs.body.data.bizId;
    expectErrorShape(await asAlice('GET', `/recharges/${bobId}`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('POST', `/recharges/${bobId}/cancel`, { body: { cancelReason: 'x' } }), 404, 'RESOURCE.NOT_FOUND');
    const list = await asAlice('GET', '/recharges?size=100');
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((r: { bizId: string }) => r.bizId)).not.toContain(bobId);
    const completed = await asAlice('GET', '/recharges?status=COMPLETED');
    expect(completed.body.data.items.every((r: { status: string }) => r.status === 'COMPLETED')).toBe(true);
    expect(completed.body.data.pagination.totalRecords).toBe(1);
    expectErrorShape(await asAlice('GET', '/recharges?status=PAID'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('GET', '/recharges?sort=fee,desc'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `rcg-${Date.now()}` };
    const a = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '12.00' }, headers });
    const b = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '12.00' }, headers });
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    expect(b.body.data.bizId).toBe(a.body.data.bizId);
    expectErrorShape(await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '13.00' }, headers }), 409, 'IDEMPOTENCY.KEY_REUSED');
  });
});

describe('payment proof', () => {
  it('attaches a file of the workspace: AWAITING_PAYMENT → PROOF_SUBMITTED; a new proof replaces it until review', async () => {
    const created = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '30.00' } });
    const id = created.body.data.bizId;
    const first = (await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: pdf('wire 30.00'), type: 'application/pdf', name: 'wire.pdf' })).body.data.bizId;
    const res = await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: first } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bizId: id, status: 'PROOF_SUBMITTED', proofFileBizId: first, amount: '30.00' });
    expect((await asAlice('GET', `/recharges/${id}`)).body.data).toMatchObject({ status: 'PROOF_SUBMITTED', proofFileBizId: first });

    const second = (await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: png(), type: 'image/png', name: 'screenshot.png' })).body.data.bizId;
    expect((await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: second } })).body.data).toMatchObject({ status: 'PROOF_SUBMITTED', proofFileBizId: second });
    // A submitted proof does not expire with the payment window: the partner says they paid.
    await server.db.query("UPDATE recharges SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await asAlice('GET', `/recharges/${id}`)).body.data.status).toBe('PROOF_SUBMITTED');

    // Operators review and confirm as before; the proof stays on the record.
    await server.db.transaction((tx) => operator().transition(tx, null, id, 'review'));
    expectErrorShape(await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: first } }), 409, 'ORDER.INVALID_STATE');
    await server.db.transaction((tx) => operator().transition(tx, null, id, 'confirm'));
    expect((await asAlice('GET', `/recharges/${id}`)).body.data).toMatchObject({ status: 'COMPLETED', proofFileBizId: second });
    expectErrorShape(await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: first } }), 409, 'ORDER.INVALID_STATE');
  });

  it("refuses another workspace's file or an unknown file (404 RECHARGE.PROOF_FILE_NOT_FOUND), another workspace's recharge (404), ended recharges (409) and a bad body (400)", async () => {
    const created = await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '15.00' } });
    const id = created.body.data.bizId;
    const bobsFile = (await uploadFile(server, bobToken, bob.workspaceBizId, { bytes: png(), type: 'image/png' })).body.data.bizId;
    const alicesFile = (await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: png(), type: 'image/png' })).body.data.bizId;
    expectErrorShape(
      await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: bobsFile }, headers: { 'x-locale': 'vi' } }),
      404,
      'RECHARGE.PROOF_FILE_NOT_FOUND',
      'Không tìm thấy tệp chứng từ thanh toán trong không gian làm việc này: body.fileBizId',
    );
    expectErrorShape(await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: 'fil_01ZZZZZZZZZZZZZZZZZZZZZZZZ' } }), 404, 'RECHARGE.PROOF_FILE_NOT_FOUND');
    expectErrorShape(await asBob('POST', `/recharges/${id}/proof`, { body: { fileBizId: bobsFile } }), 404, 'RESOURCE.NOT_FOUND');
    expect((await asAlice('GET', `/recharges/${id}`)).body.data).toMatchObject({ status: 'AWAITING_PAYMENT', proofFileBizId: null });
    expectErrorShape(await asAlice('POST', `/recharges/${id}/proof`, { body: {} }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: alicesFile, extra: 1 } }), 400, 'VALIDATION.INVALID_PARAMETER');

    await asAlice('POST', `/recharges/${id}/cancel`, { body: { cancelReason: 'changed my mind' } });
    expectErrorShape(await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: alicesFile } }), 409, 'ORDER.INVALID_STATE');
    const expiring = (await asAlice('POST', '/recharges', { body: { channelBizId: usdChannel, amount: '15.00' } })).body.data.bizId;
    await server.db.query("UPDATE recharges SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring]);
    expectErrorShape(await asAlice('POST', `/recharges/${expiring}/proof`, { body: { fileBizId: alicesFile } }), 409, 'ORDER.INVALID_STATE');
  });
});
