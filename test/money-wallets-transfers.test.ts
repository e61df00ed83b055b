import { createRequire } from 'node:module';
import type pgDriver from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIdempotencyRepo } from '../src/modules/idempotency/idempotency.repo.js';
import { requestHash } from '../src/modules/idempotency/idempotency.service.js';
import type { TestServer } from './support/harness.js';
import { actingAs, balanceOf, expectErrorShape, fund, ledgerOf, twoPartners, type TwoPartners } from './support/money.js';
import { signIn } from './support/sign-in.js';
import { addMember, createAccount, partnerApi, type TestAccount } from './support/workspaces.js';

let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let bobToken: string;
let asAlice: TwoPartners['asAlice'];
let asBob: TwoPartners['asBob'];

beforeAll(async () => {
  ({ server, alice, bob, aliceToken, bobToken, asAlice, asBob } = await twoPartners());
});
afterAll(async () => {
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

const pg = it.skipIf(!process.env.DATABASE_URL);

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

describe('wallets', () => {
  it('lists one wallet per enabled currency, created on first use, with zero balances', async () => {
    const res = await asAlice('GET', '/wallets');
    expect(res.status).toBe(200);
    const wallets = res.body.data as Array<Record<string, unknown>>;
    expect(wallets.map((w) => w.currency)).toEqual(['CNY', 'EUR', 'JPY', 'USD', 'USDT']);
    const usd = wallets.find((w) => w.currency === 'USD')!;
    expect(usd).toMatchObject({ workspaceBizId: alice.workspaceBizId, scale: 2, status: 'ACTIVE', balance: '0.00', available: '0.00' });
    expect(usd.bizId).toMatch(/^wal_[0-9A-Z]{26}$/);
    expect(wallets.find((w) => w.currency === 'JPY')).toMatchObject({ balance: '0' });
    expect(wallets.find((w) => w.currency === 'USDT')).toMatchObject({ balance: '0.000000' });
    // A second listing creates nothing new.
    const again = await asAlice('GET', '/wallets');
    expect(again.body.data.map((w: { bizId: string }) => w.bizId)).toEqual(wallets.map((w) => w.bizId));
  });

  it('gets a wallet and its balance derived from the ledger', async () => {
    const walletId = await fund(server, alice.workspaceBizId, 'EUR', '250.75');
    const wallet = await asAlice('GET', `/wallets/${walletId}`);
    expect(wallet.status).toBe(200);
    expect(wallet.body.data).toMatchObject({ bizId: walletId, currency: 'EUR', balance: '250.75', available: '250.75' });
    const balance = await asAlice('GET', `/wallets/${walletId}/balance`);
    expect(balance.body.data).toMatchObject({ walletBizId: walletId, currency: 'EUR', balance: '250.75', available: '250.75', frozen: '0.00', pending: '0.00' });
  });

  it("does not show another workspace's wallet, balance or flows (404)", async () => {
    const bobWallet = await fund(server, bob.workspaceBizId, 'EUR', '1.00');
    expectErrorShape(await asAlice('GET', `/wallets/${bobWallet}`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('GET', `/wallets/${bobWallet}/balance`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('GET', `/wallets/${bobWallet}/flows`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('GET', '/wallets/wal_01ZZZZZZZZZZZZZZZZZZZZZZZZ'), 404, 'RESOURCE.NOT_FOUND');
  });

  it('lists flows newest first with a running balance, filtered by type and time', async () => {
    const walletId = await fund(server, alice.workspaceBizId, 'CNY', '100.00');
    await fund(server, alice.workspaceBizId, 'CNY', '20.50');
    const sent = await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'CNY', amount: '30.25' } });
    expect(sent.status).toBe(201);
    const flows = await asAlice('GET', `/wallets/${walletId}/flows`);
    expect(flows.status).toBe(200);
    expect(flows.body.data.pagination).toMatchObject({ totalRecords: 3, currentPage: 0, pageSize: 20, hasNext: false, empty: false, paginated: false });
    const items = flows.body.data.items as Array<Record<string, unknown>>;
    expect(items.map((i) => [i.type, i.direction, i.amount, i.balanceAfter])).toEqual([
      ['TRANSFER', 'DEBIT', '30.25', '90.25'],
      ['RECHARGE', 'CREDIT', '20.50', '120.50'],
      ['RECHARGE', 'CREDIT', '100.00', '100.00'],
    ]);
    expect(items[0]).toMatchObject({ phase: 'SINGLE', referenceType: 'transfer', referenceBizId: sent.body.data.bizId, currency: 'CNY' });

    const onlyTransfers = await asAlice('GET', `/wallets/${walletId}/flows?type=TRANSFER`);
    expect(onlyTransfers.body.data.items).toHaveLength(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await asAlice('GET', `/wallets/${walletId}/flows?startTime=${encodeURIComponent(future)}`);
    expect(none.body.data).toMatchObject({ items: [], pagination: { totalRecords: 0, totalPages: 0, empty: true, hasNext: false } });
    const paged = await asAlice('GET', `/wallets/${walletId}/flows?size=2&page=1`);
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.pagination).toMatchObject({ totalRecords: 3, totalPages: 2, currentPage: 1, paginated: true, hasNext: false });
  });

  it('refuses bad flow queries with 400', async () => {
    const [wallet] = (await asAlice('GET', '/wallets')).body.data;
    expectErrorShape(await asAlice('GET', `/wallets/${wallet.bizId}/flows?type=NOPE`), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('GET', `/wallets/${wallet.bizId}/flows?page=-1`), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('GET', `/wallets/${wallet.bizId}/flows?startTime=yesterday`), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('needs a token, a workspace and wallets:read', async () => {
    const call = partnerApi(server);
    expectErrorShape(await call(undefined, 'GET', '/wallets', { workspace: alice.workspaceBizId }), 401, 'ACCESS.TOKEN_MISSING');
    expectErrorShape(await call(aliceToken, 'GET', '/wallets'), 400, 'GA2031');
    expectErrorShape(await call(aliceToken, 'GET', '/wallets', { workspace: bob.workspaceBizId }), 403, 'ACCESS.WORKSPACE_DENIED');
    // Carol joins Alice's workspace with a role that has no money permission.
    const carol = await createAccount(server, 'carol');
    const role = await asAlice('POST', '/roles', { body: { roleName: 'Viewer', description: 'no money' } });
    await addMember(server, alice.workspaceBizId, carol.accountBizId, role.body.data.bizId);
    const carolToken = (await signIn(server, carol)).accessToken;
    const asCarol = actingAs(server, carolToken, alice.workspaceBizId);
    expectErrorShape(await asCarol('GET', '/wallets'), 403, 'ACCESS.PERMISSION_DENIED');
    expectErrorShape(await asCarol('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '1.00' } }), 403, 'ACCESS.PERMISSION_DENIED');
    await asAlice('POST', '/roles/permissions', { body: { roleId: role.body.data.bizId, permissionCodes: ['wallets:read', 'transfers:read'] } });
    expect((await asCarol('GET', '/wallets')).status).toBe(200);
    expect((await asCarol('GET', '/transfers/query/orders')).status).toBe(200);
    expectErrorShape(await asCarol('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '1.00' } }), 403, 'ACCESS.PERMISSION_DENIED');
  });
});

describe('transfers', () => {
  it('moves money to another workspace by workspace id and by wallet id; both sides see it', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '100.00');
    const before = await balanceOf(server, bobToken, bob.workspaceBizId, 'USD');
    const byWorkspace = await asAlice('POST', '/transfers', {
      body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '10.50', remark: 'invoice 42' },
    });
    expect(byWorkspace.status).toBe(201);
    expect(byWorkspace.body).toMatchObject({ code: '2001', success: true });
    expect(byWorkspace.body.data).toMatchObject({
      direction: 'OUTGOING',
      fromWorkspaceBizId: alice.workspaceBizId,
      toWorkspaceBizId: bob.workspaceBizId,
      currency: 'USD',
      amount: '10.50',
      fee: '0.00',
      status: 'COMPLETED',
      remark: 'invoice 42',
    });
    expect(byWorkspace.body.data.bizId).toMatch(/^trf_/);
    const byWallet = await asAlice('POST', '/transfers', { body: { toWalletBizId: before.walletBizId, amount: '0.50' } });
    expect(byWallet.status).toBe(201);
    expect(byWallet.body.data).toMatchObject({ toWalletBizId: before.walletBizId, currency: 'USD' });
    const after = await balanceOf(server, bobToken, bob.workspaceBizId, 'USD');
    expect(BigInt(after.balance.replace('.', '')) - BigInt(before.balance.replace('.', ''))).toBe(1100n);
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD')).available).toBe('89.00');

    // Bob sees it as incoming; both can read it and its completion.
    const id = byWorkspace.body.data.bizId;
    const seenByBob = await asBob('GET', `/transfers/query/orders/${id}`);
    expect(seenByBob.body.data).toMatchObject({ bizId: id, direction: 'INCOMING' });
    expect((await asBob('GET', `/transfers/query/orders/${id}/completed`)).body.data).toBe(true);
    expect((await asAlice('GET', `/transfers/query/orders/${id}/completed`)).body.data).toBe(true);
    const incoming = await asBob('GET', '/transfers/query/orders?direction=INCOMING');
    expect(incoming.body.data.items.map((t: { bizId: string }) => t.bizId)).toContain(id);
  });

  it('refuses a transfer beyond the available balance with 422 and moves nothing', async () => {
    await fund(server, alice.workspaceBizId, 'JPY', '500');
    const res = await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'JPY', amount: '501' } });
    expectErrorShape(res, 422, 'WALLET.INSUFFICIENT_FUNDS');
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'JPY')).balance).toBe('500');
  });

  it('validates amounts: too many decimals, zero, negatives and strings with exponents are 400', async () => {
    for (const amount of [10.001, '1.001', '0', '-1', '1e3', '01', ' 1']) {
      const res = await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount } });
      expectErrorShape(res, 400, 'VALIDATION.INVALID_PARAMETER');
    }
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'JPY', amount: '1.5' } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses self-transfers, mixed currencies, unknown recipients and ambiguous addressing', async () => {
    const bobUsd = (await balanceOf(server, bobToken, bob.workspaceBizId, 'USD')).walletBizId;
    expectErrorShape(
      await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: alice.workspaceBizId, currency: 'USD', amount: '1.00' }, headers: { 'x-locale': 'ja' } }),
      422,
      'TRANSFER.SAME_WORKSPACE',
      '振替先は別のワークスペースである必要があります',
    );
    expectErrorShape(
      await asAlice('POST', '/transfers', { body: { toWalletBizId: bobUsd, currency: 'EUR', amount: '1.00' }, headers: { 'x-locale': 'zh' } }),
      422,
      'WALLET.CURRENCY_MISMATCH',
      '钱包币种与请求的币种不一致: USD',
    );
    // The fee preview answers the same reasons.
    expectErrorShape(await asAlice('POST', '/transfers/quote', { body: { toWorkspaceBizId: alice.workspaceBizId, currency: 'USD', amount: '1.00' } }), 422, 'TRANSFER.SAME_WORKSPACE');
    expectErrorShape(await asAlice('POST', '/transfers/quote', { body: { toWalletBizId: bobUsd, currency: 'EUR', amount: '1.00' } }), 422, 'WALLET.CURRENCY_MISMATCH');
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: 'ws_01ZZZZZZZZZZZZZZZZZZZZZZZZ', currency: 'USD', amount: '1.00' } }), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWalletBizId: 'wal_01ZZZZZZZZZZZZZZZZZZZZZZZZ', amount: '1.00' } }), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWalletBizId: bobUsd, toWorkspaceBizId: bob.workspaceBizId, amount: '1.00' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, amount: '1.00' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'XYZ', amount: '1.00' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    await server.db.query("INSERT INTO currencies (code, scale, name, enabled) VALUES ('GBP', 2, 'Pound Sterling', false)");
    expectErrorShape(
      await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'GBP', amount: '1.00' }, headers: { 'x-locale': 'vi' } }),
      400,
      'CURRENCY.DISABLED',
      'Loại tiền tệ này hiện đang bị vô hiệu hóa: GBP',
    );
    expectErrorShape(await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '1.00', extra: 1 } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('previews the fee without moving money', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '5.00');
    const before = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    const res = await asAlice('POST', '/transfers/quote', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '2.00' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ toWorkspaceBizId: bob.workspaceBizId, amount: '2.00', fee: '0.00', totalDebit: '2.00', available: before.available, sufficientFunds: true });
    expect((await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD')).balance).toBe(before.balance);
  });

  it("lists only the workspace's own transfers (shape A), never 500 on odd queries", async () => {
    const carol = await createAccount(server, 'carol-list');
    const asCarol = actingAs(server, (await signIn(server, carol)).accessToken, carol.workspaceBizId);
    const empty = await asCarol('GET', '/transfers/query/orders');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      items: [],
      pagination: { totalPages: 0, totalRecords: 0, currentPage: 0, pageSize: 20, hasNext: false, empty: true, paginated: false },
    });
    const mine = await asAlice('GET', '/transfers/query/orders?size=100&sort=amount,desc');
    expect(mine.status).toBe(200);
    const amounts = mine.body.data.items.map((t: { amount: string }) => Number(t.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const t of mine.body.data.items) expect([t.fromWorkspaceBizId, t.toWorkspaceBizId]).toContain(alice.workspaceBizId);
    for (const query of ['sort=nope', 'page=-1', 'size=0', 'direction=SIDEWAYS', 'startTime=x', 'currency=usd']) {
      expectErrorShape(await asAlice('GET', `/transfers/query/orders?${query}`), 400, 'VALIDATION.INVALID_PARAMETER');
    }
    expect((await asAlice('GET', '/transfers/query/orders?size=1000&page=99999')).status).toBe(200);
  });

  it("answers 404 for another workspace's transfer, and for unknown ids", async () => {
    const carol = await createAccount(server, 'carol-404');
    const asCarol = actingAs(server, (await signIn(server, carol)).accessToken, carol.workspaceBizId);
    await fund(server, alice.workspaceBizId, 'USD', '1.00');
    const sent = await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '1.00' } });
    const id = sent.body.data.bizId;
    expectErrorShape(await asCarol('GET', `/transfers/query/orders/${id}`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asCarol('GET', `/transfers/query/orders/${id}/completed`), 404, 'RESOURCE.NOT_FOUND');
    expectErrorShape(await asAlice('GET', '/transfers/query/orders/trf_01ZZZZZZZZZZZZZZZZZZZZZZZZ'), 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('idempotency', () => {
  const body = () => ({ toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '1.00' });

  it('replays the first response for the same key and body, moving money once', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '10.00');
    const key = newKey();
    const before = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    const first = await asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    // Same body with its keys in another order: still the same request.
    const again = await asAlice('POST', '/transfers', { body: { amount: '1.00', currency: 'USD', toWorkspaceBizId: bob.workspaceBizId }, headers: { 'idempotency-key': key } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const after = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(1, 5);
  });

  it('refuses the same key with a different body: 409 IDEMPOTENCY.KEY_REUSED', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '10.00');
    const key = newKey();
    expect((await asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': key } })).status).toBe(201);
    const other = await asAlice('POST', '/transfers', { body: { ...body(), amount: '2.00' }, headers: { 'idempotency-key': key } });
    expectErrorShape(other, 409, 'IDEMPOTENCY.KEY_REUSED');
  });

  it('keys are per workspace: the same key in another workspace is a new request', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '1.00');
    await fund(server, bob.workspaceBizId, 'USD', '1.00');
    const key = newKey();
    const a = await asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': key } });
    const b = await asBob('POST', '/transfers', { body: { toWorkspaceBizId: alice.workspaceBizId, currency: 'USD', amount: '1.00' }, headers: { 'idempotency-key': key } });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotency-replayed')).toBeNull();
  });

  it('answers 409 IDEMPOTENCY.REQUEST_IN_PROGRESS while the first request with the key is running', async () => {
    const key = newKey();
    // A request that claimed the key and has not finished (held directly in the table, as a running one would).
    const fingerprint = { method: 'POST', route: '/web/v1/partner/transfers', params: {}, body: body() };
    await createIdempotencyRepo().claim(server.db, {
      scope: alice.workspaceBizId,
      key,
      requestHash: requestHash(fingerprint),
      lockSeconds: 60,
      retentionSeconds: 3600,
    });
    const res = await asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': key } });
    expectErrorShape(res, 409, 'IDEMPOTENCY.REQUEST_IN_PROGRESS');
  });

  it('takes over a key whose request died (lock lapsed) and runs it once', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '1.00');
    const key = newKey();
    const fingerprint = { method: 'POST', route: '/web/v1/partner/transfers', params: {}, body: body() };
    await createIdempotencyRepo().claim(server.db, { scope: alice.workspaceBizId, key, requestHash: requestHash(fingerprint), lockSeconds: 0, retentionSeconds: 3600 });
    const res = await asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': key } });
    expect(res.status).toBe(201);
  });

  it('releases the key when the request fails, so a retry after funding succeeds', async () => {
    const key = newKey();
    const big = { toWorkspaceBizId: bob.workspaceBizId, currency: 'EUR', amount: '100000.00' };
    expectErrorShape(await asAlice('POST', '/transfers', { body: big, headers: { 'idempotency-key': key } }), 422, 'WALLET.INSUFFICIENT_FUNDS');
    await fund(server, alice.workspaceBizId, 'EUR', '100000.00');
    const retry = await asAlice('POST', '/transfers', { body: big, headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replayed')).toBeNull();
  });

  it('concurrent duplicates: one transfer, the others replay it or get 409 in progress', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '1.00');
    const key = newKey();
    const before = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': key } })),
    );
    const fresh = results.filter((r) => r.status === 201 && r.headers.get('idempotency-replayed') === null);
    const replays = results.filter((r) => r.status === 201 && r.headers.get('idempotency-replayed') === 'true');
    const busy = results.filter((r) => r.status === 409 && r.body.code === 'IDEMPOTENCY.REQUEST_IN_PROGRESS');
    expect(fresh).toHaveLength(1);
    expect(replays.length + busy.length).toBe(9);
    for (const r of replays) expect(r.body.data.bizId).toBe(fresh[0]!.body.data.bizId);
    const after = await balanceOf(server, aliceToken, alice.workspaceBizId, 'USD');
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(1, 5);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await asAlice('POST', '/transfers', { body: body(), headers: { 'idempotency-key': 'has space' } });
    expectErrorShape(res, 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('concurrency (PostgreSQL only: PGlite serializes every request)', () => {
  pg('40 concurrent A→B and B→A transfers over HTTP: no deadlock, every one settles, sums conserved', async () => {
    await fund(server, alice.workspaceBizId, 'EUR', '100.00');
    await fund(server, bob.workspaceBizId, 'EUR', '100.00');
    const a0 = await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR');
    const b0 = await balanceOf(server, bobToken, bob.workspaceBizId, 'EUR');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'EUR', amount: '1.00' } })
          : asBob('POST', '/transfers', { body: { toWorkspaceBizId: alice.workspaceBizId, currency: 'EUR', amount: '2.00' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    const a1 = await balanceOf(server, aliceToken, alice.workspaceBizId, 'EUR');
    const b1 = await balanceOf(server, bobToken, bob.workspaceBizId, 'EUR');
    expect(Number(a1.balance) - Number(a0.balance)).toBeCloseTo(20, 5);
    expect(Number(b1.balance) - Number(b0.balance)).toBeCloseTo(-20, 5);
  });
});

// Last: it moves USD that the tests above count to the cent.
describe('transfer statements', () => {
  // The wallets exist on every transfer but a workspace's first: they are read, not inserted-then-read (two round trips each).
  pg('between existing wallets touches ledger_accounts only to read each wallet once and to post', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '5.00');
    const body = { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '0.01' };
    expect((await asAlice('POST', '/transfers', { body })).status).toBe(201);
    const driver = createRequire(import.meta.url)('pg') as typeof pgDriver;
    const spy = vi.spyOn(driver.Client.prototype, 'query');
    try {
      expect((await asAlice('POST', '/transfers', { body })).status).toBe(201);
      const sent = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
      expect(sent.filter((sql) => /INSERT INTO ledger_accounts/.test(sql))).toEqual([]);
      expect(sent.filter((sql) => /FROM ledger_accounts WHERE workspace_id = \$1 AND currency = \$2/.test(sql))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});
