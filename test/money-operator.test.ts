import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, uploadFile } from './support/files.js';
import { PORTAL_CODE, portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { actingAs, balanceOf, expectErrorShape, fund, ledgerOf } from './support/money.js';
import { signedInOperator } from './support/operators.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

let server: TestServer;
let alice: TestAccount;
let aliceToken: string;
let asAlice: ReturnType<typeof actingAs>;
let opToken: string;
let operatorId: string;


/** Calls the operator API with the operator's token. */
const op = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; token?: string } = {}) =>
  server.request(`/web/v1/operator${path}`, {
    method,
    headers: portalHeaders({ authorization: `Bearer ${options.token ?? opToken}`, ...options.headers }),
    body: options.body,
  });

beforeAll(async () => {
  server = await startSignInServer();
  alice = await createAccount(server, 'alice');
  aliceToken = (await signIn(server, alice)).accessToken;
  asAlice = actingAs(server, aliceToken, alice.workspaceBizId);
  const signedIn = await signedInOperator(server);
  operatorId = signedIn.operator.accountBizId;
  opToken = signedIn.token;
});
afterAll(async () => {
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

describe('operator access', () => {
  it('refuses partner tokens, missing tokens and operator tokens on partner routes', async () => {
    expectErrorShape(await op('GET', '/recharges', { token: aliceToken }), 401, 'ACCESS.TOKEN_INVALID');
    const noToken = await server.request('/web/v1/operator/recharges', { headers: portalHeaders() });
    expectErrorShape(noToken, 401, 'ACCESS.TOKEN_MISSING');
    const partnerRoute = await server.request('/web/v1/partner/wallets', {
      headers: portalHeaders({ authorization: `Bearer ${opToken}`, 'x-workspace-id': alice.workspaceBizId }),
    });
    expect(partnerRoute.status).toBe(401);
    expect((await op('GET', '/recharges')).status).toBe(200);
  });

  it('operator paths need an operator access code (OPERATOR_ACCESS_CODES)', async () => {
    expectErrorShape(await op('GET', '/recharges', { headers: { 'x-portal-access-code': 'nope' } }), 403, 'ACCESS.PORTAL_MISMATCH');
    const strict = await startTestServer({ env: { OPERATOR_ACCESS_CODES: 'test-operator-code' } });
    try {
      const withPartnerCode = await strict.request('/web/v1/operator/recharges', { headers: portalHeaders() });
      expectErrorShape(withPartnerCode, 403, 'ACCESS.PORTAL_MISMATCH');
      const withOperatorCode = await strict.request('/web/v1/operator/recharges', { headers: portalHeaders({ 'x-portal-access-code': 'test-operator-code' }) });
      expectErrorShape(withOperatorCode, 401, 'ACCESS.TOKEN_MISSING');
      // And the operator code opens no partner path.
      const partner = await strict.request('/web/v1/partner/wallets', { headers: portalHeaders({ 'x-portal-access-code': 'test-operator-code' }) });
      expectErrorShape(partner, 403, 'ACCESS.PORTAL_MISMATCH');
      expect(PORTAL_CODE).not.toBe('test-operator-code');
      // The operator console encrypts its sign-in too: the shared channel bootstrap takes either code, the
      // partner-namespaced one only the partner's, and an unknown code neither.
      const operatorCode = portalHeaders({ 'x-portal-access-code': 'test-operator-code' });
      expect((await strict.request('/web/v1/secure-channel/public-key', { headers: operatorCode })).status).toBe(200);
      expect((await strict.request('/web/v1/secure-channel/public-key', { headers: portalHeaders() })).status).toBe(200);
      expectErrorShape(await strict.request('/web/v1/partner/secure-channel/public-key', { headers: operatorCode }), 403, 'ACCESS.PORTAL_MISMATCH');
      const unknown = portalHeaders({ 'x-portal-access-code': 'nope' });
      expectErrorShape(await strict.request('/web/v1/secure-channel/public-key', { headers: unknown }), 403, 'ACCESS.PORTAL_MISMATCH');
    } finally {
      await strict.close();
    }
  });
});

describe('recharge end to end: partner creates, operator completes', () => {
  it('moves the credit pending → available, audited', async () => {
    const channel = await op('POST', '/recharge-channels', {
      body: { currency: 'USD', method: 'BANK_TRANSFER', name: 'US wire', minAmount: '10.00', maxAmount: '5000.00', fixedFee: '1.00', feeRateBps: 0, instructions: 'ACME 123' },
    });
    expect(channel.status).toBe(201);
    const channelId = channel.body.data.bizId;
    const recharge = await asAlice('POST', '/recharges', { body: { channelBizId: channelId, amount: '101.00' } });
    const id = recharge.body.data.bizId;
    const review = await op('POST', `/recharges/${id}/review`, { body: {} });
    expect(review.body.data).toMatchObject({ status: 'UNDER_REVIEW' });
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD')).toMatchObject({ balance: '0.00', pending: '100.00' });
    const confirm = await op('POST', `/recharges/${id}/confirm`, { body: { reason: 'matched bank statement line 7' } });
    expect(confirm.body.data).toMatchObject({ status: 'COMPLETED', creditedAmount: '100.00' });
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD')).toMatchObject({ balance: '100.00', available: '100.00', pending: '0.00' });
    expectErrorShape(await op('POST', `/recharges/${id}/reject`, { body: {} }), 409, 'ORDER.INVALID_STATE');
    expectErrorShape(await op('POST', '/recharges/rcg_01ZZZZZZZZZZZZZZZZZZZZZZZZ/confirm', { body: {} }), 404, 'RESOURCE.NOT_FOUND');
    const log = await op('GET', `/audit-log?targetType=recharge&targetBizId=${id}`);
    expect(log.body.data.items.map((e: { action: string }) => e.action)).toEqual(['recharge.confirm', 'recharge.review']);
    expect(log.body.data.items[0]).toMatchObject({ operatorBizId: operatorId, workspaceBizId: alice.workspaceBizId, before: { status: 'UNDER_REVIEW' }, after: { status: 'COMPLETED' }, reason: 'matched bank statement line 7' });
    const listed = await op('GET', `/recharges?workspaceBizId=${alice.workspaceBizId}&status=COMPLETED`);
    expect(listed.body.data.items.map((r: { bizId: string }) => r.bizId)).toContain(id);
  });
});

describe('payment proofs', () => {
  it("reads the proof of any workspace's recharge as an attachment; 404 without a proof or a recharge, refused to partners", async () => {
    const channel = await op('POST', '/recharge-channels', {
      body: { currency: 'USD', method: 'BANK_TRANSFER', name: 'US wire for proofs', minAmount: '10.00', fixedFee: '0', feeRateBps: 0, instructions: 'ACME 123' },
    });
    const id = (await asAlice('POST', '/recharges', { body: { channelBizId: channel.body.data.bizId, amount: '20.00' } })).body.data.bizId;
    const proofUrl = `${server.url}/web/v1/operator/recharges/${id}/proof`;
    const download = (token: string) => fetch(proofUrl, { headers: portalHeaders({ authorization: `Bearer ${token}`, accept: '*/*' }) });

    expectErrorShape(await op('GET', `/recharges/${id}/proof`), 404, 'RESOURCE.NOT_FOUND');
    const bytes = pdf('wire 20.00 for the operator');
    const file = (await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes, type: 'application/pdf', name: 'wire.pdf' })).body.data.bizId;
    expect((await asAlice('POST', `/recharges/${id}/proof`, { body: { fileBizId: file } })).body.data.status).toBe('PROOF_SUBMITTED');

    const answer = await download(opToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await download(aliceToken)).status).toBe(401);
    expectErrorShape(await op('GET', '/recharges/rcg_01ZZZZZZZZZZZZZZZZZZZZZZZZ/proof'), 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('withdrawal end to end', () => {
  it('approve → complete debits amount + fee; the destination is readable in clear only by operators', async () => {
    const rule = await op('POST', '/withdrawal-fee-rules', { body: { currency: 'EUR', fixedFee: '0.50', feeRateBps: 0, minAmount: '1.00' } });
    expect(rule.body.data).toMatchObject({ currency: 'EUR', fixedFee: '0.50', minAmount: '1.00', maxAmount: null });
    await fund(server, alice.workspaceBizId, 'EUR', '100.00');
    const channel = await asAlice('POST', '/withdrawal-channels', {
      body: { channelType: 'BANK_ACCOUNT', currency: 'EUR', label: 'Main', details: { accountHolder: 'Alice', accountNumber: 'DE89370400440532013000', bankName: 'Bank' } },
    });
    const w = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel.body.data.bizId, amount: '40.00' } });
    expect(w.body.data).toMatchObject({ fee: '0.50', totalDebit: '40.50', status: 'PENDING' });
    const id = w.body.data.bizId;
    const destination = await op('GET', `/withdrawals/${id}/destination`);
    expect(destination.body.data).toMatchObject({ accountNumber: 'DE89370400440532013000' });
    expectErrorShape(await op('POST', `/withdrawals/${id}/complete`, { body: {} }), 409, 'ORDER.INVALID_STATE');
    expect((await op('POST', `/withdrawals/${id}/approve`, { body: {} })).body.data.status).toBe('PROCESSING');
    expectErrorShape(await asAlice('POST', `/withdrawals/${id}/cancel`), 409, 'ORDER.INVALID_STATE');
    const done = await op('POST', `/withdrawals/${id}/complete`, { body: { externalReference: 'SEPA-0001' } });
    expect(done.body.data).toMatchObject({ status: 'COMPLETED' });
    expect(done.body.data.completedAt).not.toBeNull();
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR')).toMatchObject({ balance: '59.50', available: '59.50', frozen: '0.00' });
    // The payout bounced: the amount comes back, the fee stays.
    expect((await op('POST', `/withdrawals/${id}/return`, { body: { reason: 'account closed' } })).body.data.status).toBe('RETURNED');
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR')).balance).toBe('99.50');
    const actions = (await op('GET', `/audit-log?targetBizId=${id}`)).body.data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['withdrawal.return', 'withdrawal.complete', 'withdrawal.approve']);
    const reads = (await op('GET', `/audit-log?targetBizId=${channel.body.data.bizId}`)).body.data.items;
    expect(reads.map((e: { action: string }) => e.action)).toEqual(['withdrawal.destination.read']);
  });

  it('reject (pending) and fail (processing) return the frozen funds', async () => {
    await fund(server, alice.workspaceBizId, 'JPY', '1000');
    const channel = await asAlice('POST', '/withdrawal-channels', {
      body: { channelType: 'CRYPTO_ADDRESS', currency: 'JPY', label: 'x', details: { network: 'TRON', address: 'TXyz1234567890abcdefghijklmnopqrs' } },
    });
    const a = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel.body.data.bizId, amount: '300' } });
    const b = await asAlice('POST', '/withdrawals', { body: { channelBizId: channel.body.data.bizId, amount: '200' } });
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'JPY')).toMatchObject({ frozen: '500' });
    expect((await op('POST', `/withdrawals/${a.body.data.bizId}/reject`, { body: { reason: 'sanctions screening' } })).body.data).toMatchObject({ status: 'REJECTED', statusReason: 'sanctions screening' });
    await op('POST', `/withdrawals/${b.body.data.bizId}/approve`, { body: {} });
    expect((await op('POST', `/withdrawals/${b.body.data.bizId}/fail`, { body: { reason: 'bank timeout' } })).body.data.status).toBe('FAILED');
    expect(await balanceOf(server, aliceToken, alice.workspaceBizId, 'JPY')).toMatchObject({ balance: '1000', available: '1000', frozen: '0' });
  });
});

describe('adjustments', () => {
  it('credits and debits a wallet by a journal with a reason; never below zero; idempotent', async () => {
    const headers = { 'idempotency-key': `adj-${Date.now()}` };
    const body = { workspaceBizId: alice.workspaceBizId, currency: 'CNY', direction: 'CREDIT', amount: '25.00', reason: 'goodwill credit, ticket 991' };
    const credit = await op('POST', '/wallets/adjust', { body, headers });
    expect(credit.status).toBe(201);
    expect(credit.body.data).toMatchObject({ direction: 'CREDIT', amount: '25.00', currency: 'CNY', operatorBizId: operatorId, reason: body.reason });
    const replay = await op('POST', '/wallets/adjust', { body, headers });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'CNY')).balance).toBe('25.00');
    const debit = await op('POST', '/wallets/adjust', { body: { ...body, direction: 'DEBIT', amount: '5.00', reason: 'fee correction' } });
    expect(debit.status).toBe(201);
    expectErrorShape(await op('POST', '/wallets/adjust', { body: { ...body, direction: 'DEBIT', amount: '20.01', reason: 'too much' } }), 422, 'WALLET.INSUFFICIENT_FUNDS');
    expectErrorShape(await op('POST', '/wallets/adjust', { body: { ...body, reason: undefined } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await op('POST', '/wallets/adjust', { body: { ...body, amount: 5.001 } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await op('POST', '/wallets/adjust', { body: { ...body, workspaceBizId: 'ws_01ZZZZZZZZZZZZZZZZZZZZZZZZ' } }), 404, 'RESOURCE.NOT_FOUND');
    const wallets = await op('GET', `/workspaces/${alice.workspaceBizId}/wallets`);
    const cny = wallets.body.data.find((w: { currency: string }) => w.currency === 'CNY');
    expect(cny.balance).toBe('20.00');
    const flows = await op('GET', `/wallets/${cny.bizId}/flows`);
    expect(flows.body.data.items.map((f: { type: string; direction: string; description: string }) => [f.type, f.direction, f.description])).toEqual([
      ['ADJUSTMENT', 'DEBIT', 'fee correction'],
      ['ADJUSTMENT', 'CREDIT', 'goodwill credit, ticket 991'],
    ]);
    expect((await op('GET', '/ledger/invariants')).body.data).toMatchObject({ ok: true, unbalancedCurrencies: [], counterMismatches: [], entryMismatches: [] });
  });
});

describe('reference data', () => {
  it('adds a currency with its scale, disables it, and sets FX rates used by partner quotes', async () => {
    const created = await op('POST', '/currencies', { body: { code: 'GBP', scale: 2, name: 'Pound Sterling' } });
    expect(created.status).toBe(201);
    const again = await op('POST', '/currencies', { body: { code: 'GBP', scale: 2, name: 'again' } });
    expectErrorShape(again, 409, 'CURRENCY.ALREADY_EXISTS');
    expect(again.body.message).toBe('The currency already exists: body.code');
    expect((await asAlice('GET', '/wallets')).body.data.map((w: { currency: string }) => w.currency)).toContain('GBP');
    const rate = await op('POST', '/fx-rates', { body: { sellCurrency: 'USD', buyCurrency: 'GBP', rate: '0.79', feeRateBps: 10 } });
    expect(rate.body.data).toMatchObject({ sellCurrency: 'USD', buyCurrency: 'GBP', rate: '0.79', feeRateBps: 10, enabled: true });
    expectErrorShape(await op('POST', '/fx-rates', { body: { sellCurrency: 'USD', buyCurrency: 'GBP', rate: 0.79 } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await op('POST', '/fx-rates', { body: { sellCurrency: 'USD', buyCurrency: 'GBP', rate: '0' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    const quote = await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'GBP', sellAmount: '10.00' } });
    expect(quote.body.data).toMatchObject({ fee: '0.01', buyAmount: '7.89', rate: '0.79' });
    const disabled = await op('POST', '/currencies/GBP', { body: { enabled: false } });
    expect(disabled.body.data).toMatchObject({ code: 'GBP', enabled: false, scale: 2 });
    expectErrorShape(await asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'GBP', sellAmount: '10.00' } }), 400, 'CURRENCY.DISABLED');
    expectErrorShape(await op('POST', '/currencies/XYZ', { body: { enabled: false } }), 404, 'RESOURCE.NOT_FOUND');
    expect((await op('GET', '/currencies')).body.data.find((c: { code: string }) => c.code === 'GBP')).toEqual({ code: 'GBP', scale: 2, name: 'Pound Sterling', enabled: false });
  });

  it('names each refused reference-data change by its own code, in the caller\'s language', async () => {
    const zhHant = { 'x-locale': 'zh-Hant' };
    const sameCurrency = await op('POST', '/fx-rates', { body: { sellCurrency: 'USD', buyCurrency: 'USD', rate: '1' }, headers: zhHant });
    expectErrorShape(sameCurrency, 400, 'FX_RATE.SAME_CURRENCY');
    expect(sameCurrency.body.message).toBe('匯率的賣出幣別與買入幣別不得相同: body.buyCurrency');

    const ja = { 'x-locale': 'ja' };
    const channel = { currency: 'USD', method: 'BANK_TRANSFER', name: 'Limits', minAmount: '10.00', maxAmount: '20.00' };
    const inverted = await op('POST', '/recharge-channels', { body: { ...channel, maxAmount: '9.99' }, headers: ja });
    expectErrorShape(inverted, 400, 'AMOUNT.MAX_BELOW_MIN');
    expect(inverted.body.message).toBe('上限金額は下限金額以上にしてください: body.maxAmount');
    const createdChannel = await op('POST', '/recharge-channels', { body: channel });
    expect(createdChannel.status).toBe(201);
    const path = `/recharge-channels/${createdChannel.body.data.bizId}`;
    expectErrorShape(await op('POST', path, { body: { ...channel, maxAmount: '9.99' } }), 400, 'AMOUNT.MAX_BELOW_MIN');
    const moved = await op('POST', path, { body: { ...channel, currency: 'EUR' }, headers: ja });
    expectErrorShape(moved, 400, 'RECHARGE_CHANNEL.CURRENCY_IMMUTABLE');
    expect(moved.body.message).toBe('チャージチャネルの通貨は変更できません: body.currency');
    expectErrorShape(
      await op('POST', '/withdrawal-fee-rules', { body: { currency: 'USD', fixedFee: '0', feeRateBps: 0, minAmount: '5.00', maxAmount: '4.00' } }),
      400,
      'AMOUNT.MAX_BELOW_MIN',
    );

    const zh = { 'x-locale': 'zh' };
    const existing = await op('POST', '/currencies', { body: { code: 'USD', scale: 2, name: 'again' }, headers: zh });
    expectErrorShape(existing, 409, 'CURRENCY.ALREADY_EXISTS');
    expect(existing.body.message).toBe('该币种已存在: body.code');
  });

  it('refuses to open a wallet in a disabled currency when adjusting a workspace that has none in it', async () => {
    expect((await op('POST', '/currencies', { body: { code: 'CHF', scale: 2, name: 'Swiss Franc', enabled: false } })).status).toBe(201);
    const body = { workspaceBizId: alice.workspaceBizId, currency: 'CHF', direction: 'CREDIT', amount: '1.00', reason: 'disabled currency' };
    const refused = await op('POST', '/wallets/adjust', { body, headers: { 'x-locale': 'vi' } });
    expectErrorShape(refused, 400, 'CURRENCY.DISABLED');
    expect(refused.body.message).toBe('Loại tiền tệ này hiện đang bị vô hiệu hóa: CHF');
    expect((await op('GET', `/workspaces/${alice.workspaceBizId}/wallets`)).body.data.map((w: { currency: string }) => w.currency)).not.toContain('CHF');
  });

  it('keeps the audit log append-only', async () => {
    await expect(server.db.query('UPDATE operator_audit_log SET reason = $1', ['rewritten'])).rejects.toThrow();
    await expect(server.db.query('DELETE FROM operator_audit_log')).rejects.toThrow();
    const log = await op('GET', '/audit-log?size=100');
    expect(log.body.data.pagination.totalRecords).toBeGreaterThan(5);
    expect(log.body.data.items.every((e: { reason: string | null }) => e.reason !== 'rewritten')).toBe(true);
  });

  it('approves a pending partner account', async () => {
    const pending = await createAccount(server, 'pending-partner');
    await server.db.query('UPDATE accounts SET pending_approval = true WHERE id = $1', [pending.accountBizId]);
    expect((await op('POST', '/accounts/approve', { body: { email: pending.email } })).body.data).toEqual({ approved: true });
    const [row] = await server.db.query<{ pending_approval: boolean }>('SELECT pending_approval FROM accounts WHERE id = $1', [pending.accountBizId]);
    expect(row!.pending_approval).toBe(false);
    expectErrorShape(await op('POST', '/accounts/approve', { body: { email: 'nobody@example.com' } }), 404, 'RESOURCE.NOT_FOUND');
  });
});
