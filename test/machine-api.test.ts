import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKeySecret } from '../src/modules/api-keys/api-keys.secrets.js';
import { USAGE_WRITE_INTERVAL_MS } from '../src/modules/api-keys/api-keys.usage.js';
import { startPeerServer, type JsonResponse, type TestServer } from './support/harness.js';
import { png } from './support/files.js';
import { addExchangeRate, addRechargeChannel, addWithdrawalChannel, expectErrorShape, fund, twoPartners, type TwoPartners } from './support/money.js';
import { signIn } from './support/sign-in.js';
import { addMember, createAccount } from './support/workspaces.js';
import { createCoreModules } from '../src/core-modules.js';

/**
 * The machine API (/api/v1) over real HTTP with real keys made in the portal: the key is the only
 * credential, its workspace the workspace, its scopes (as far as its creator still holds them) the rights.
 */

let cast: TwoPartners;
let server: TestServer;

beforeAll(async () => {
  cast = await twoPartners();
  server = cast.server;
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function newKey(body: Record<string, unknown> = {}, as = cast.asAlice): Promise<{ apiKeyId: string; secret: string }> {
  const res = await as('POST', '/api-keys', { body: { name: `Machine ${++counter}`, scopes: ['wallets:read'], ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

interface MachineCall {
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  on?: TestServer;
}

/** A program's request: its key, nothing of the portal (no access code, no X-Workspace-Id). */
function machine(secret: string | undefined, method: string, path: string, options: MachineCall = {}): Promise<JsonResponse> {
  return (options.on ?? server).request(`/api/v1${path}`, {
    method,
    headers: {
      ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }),
      // Loopback is a trusted proxy in tests: this is the client address the server sees.
      'cf-connecting-ip': options.ip ?? '198.51.100.10',
      ...options.headers,
    },
    body: options.body,
  });
}

const refusalsOf = (apiKeyId: string) =>
  server.db.query<{ changes: { reason: string } }>(`SELECT changes FROM audit_events WHERE target_id = $1 AND action = 'api_key.refused' ORDER BY created_at`, [apiKeyId]);

describe('authentication', () => {
  it('whoami: the key, its workspace and scopes, with no portal code and no workspace header', async () => {
    const key = await newKey({ scopes: ['wallets:read', 'transfers:read'] });
    const res = await machine(key.secret, 'GET', '/whoami');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '2000', version: '2.0.0' });
    expect(res.body.data).toEqual({
      apiKeyId: key.apiKeyId,
      name: expect.any(String),
      workspaceId: cast.alice.workspaceBizId,
      mode: 'LIVE',
      scopes: ['wallets:read', 'transfers:read'],
      rateLimitPerSecond: 100,
    });
    // The key's workspace is the workspace: a workspace header cannot move it elsewhere.
    const moved = await machine(key.secret, 'GET', '/whoami', { headers: { 'x-workspace-id': cast.bob.workspaceBizId } });
    expect(moved.body.data.workspaceId).toBe(cast.alice.workspaceBizId);
  });

  it('answers every unusable key with one 401 code and message; the audit trail keeps the reason', async () => {
    const disabled = await newKey();
    expect((await cast.asAlice('POST', '/api-keys/disable', { body: { apiKeyId: disabled.apiKeyId } })).status).toBe(200);
    const deleted = await newKey();
    expect((await cast.asAlice('POST', '/api-keys/delete', { body: { apiKeyId: deleted.apiKeyId } })).status).toBe(200);
    const rotated = await newKey();
    expect((await cast.asAlice('POST', '/api-keys/rotate', { body: { apiKeyId: rotated.apiKeyId, overlapSeconds: 0 } })).status).toBe(200);

    // A member who made a key and was then removed from the workspace.
    const carol = await createAccount(server, 'carol');
    const role = await cast.asAlice('POST', '/roles', { body: { roleName: `Keys ${randomUUID()}`, description: '' } });
    await cast.asAlice('POST', '/roles/permissions', { body: { roleId: role.body.data.bizId, permissionCodes: ['wallets:read', 'api_keys:write', 'api_keys:read'] } });
    const membership = await addMember(server, cast.alice.workspaceBizId, carol.accountBizId, role.body.data.bizId);
    const carolToken = (await signIn(server, carol)).accessToken;
    const asCarol = (method: string, path: string, options: { body?: unknown } = {}) =>
      server.request(`/web/v1/partner${path}`, {
        method,
        headers: { 'x-portal-access-code': 'test-portal-code', authorization: `Bearer ${carolToken}`, 'x-workspace-id': cast.alice.workspaceBizId },
        body: options.body,
      });
    const orphan = await newKey({}, asCarol);
    expect((await machine(orphan.secret, 'GET', '/wallets')).status).toBe(200);
    await server.db.transaction((tx) => createCoreModules({ db: server.db }).workspaceRecords.deleteMembership(tx, cast.alice.workspaceBizId, membership));
    server.clock.advance(server.config.machineApi.keyCacheMs + 1);

    const refused = {
      malformed: await machine('not-a-key', 'GET', '/wallets'),
      unknown: await machine(newApiKeySecret('LIVE').secret, 'GET', '/wallets'),
      disabled: await machine(disabled.secret, 'GET', '/wallets'),
      deleted: await machine(deleted.secret, 'GET', '/wallets'),
      rotatedAway: await machine(rotated.secret, 'GET', '/wallets'),
      creatorGone: await machine(orphan.secret, 'GET', '/wallets'),
    };
    const first = refused.malformed;
    for (const [name, res] of Object.entries(refused)) {
      expectErrorShape(res, 401, 'ACCESS.TOKEN_INVALID');
      expect(res.body.message, name).toBe(first.body.message);
      expect(res.text, name).not.toMatch(/disabled|deleted|expired|rotat|creator|member/i);
    }
    expect((await refusalsOf(disabled.apiKeyId)).map((row) => row.changes.reason)).toEqual(['DISABLED']);
    expect((await refusalsOf(rotated.apiKeyId)).map((row) => row.changes.reason)).toEqual(['EXPIRED']);
    expect((await refusalsOf(orphan.apiKeyId)).map((row) => row.changes.reason)).toEqual(['CREATOR_GONE']);
    // A deleted key has no row left to name; the log says why, without the secret.
    const logged = JSON.stringify(server.logs);
    for (const secret of [disabled.secret, deleted.secret, rotated.secret, orphan.secret]) expect(logged).not.toContain(secret);
  });

  it('a missing Authorization header is 401 ACCESS.TOKEN_MISSING; a portal token is no key', async () => {
    expectErrorShape(await machine(undefined, 'GET', '/wallets'), 401, 'ACCESS.TOKEN_MISSING');
    expectErrorShape(await machine(cast.aliceToken, 'GET', '/wallets'), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('keeps working during a rotation overlap, and the new secret works at once', async () => {
    const key = await newKey();
    const rotated = await cast.asAlice('POST', '/api-keys/rotate', { body: { apiKeyId: key.apiKeyId, overlapSeconds: 60 } });
    expect((await machine(key.secret, 'GET', '/wallets')).status).toBe(200);
    expect((await machine(rotated.body.data.secret, 'GET', '/wallets')).status).toBe(200);
    server.clock.advance(61_000);
    expectErrorShape(await machine(key.secret, 'GET', '/wallets'), 401, 'ACCESS.TOKEN_INVALID');
    expect((await machine(rotated.body.data.secret, 'GET', '/wallets')).status).toBe(200);
  });

  it('refuses an address outside the allow-list with 403 ACCESS.IP_NOT_ALLOWED, and records it', async () => {
    const key = await newKey({ ipWhitelist: ['203.0.113.0/24'] });
    expect((await machine(key.secret, 'GET', '/wallets', { ip: '203.0.113.9' })).status).toBe(200);
    expectErrorShape(await machine(key.secret, 'GET', '/wallets', { ip: '198.51.100.10' }), 403, 'ACCESS.IP_NOT_ALLOWED');
    expect((await refusalsOf(key.apiKeyId)).map((row) => row.changes.reason)).toEqual(['IP_NOT_ALLOWED']);
  });

  it('refuses an operation outside the key scopes with 403 ACCESS.PERMISSION_DENIED naming the code, before reading the body', async () => {
    const key = await newKey({ scopes: ['wallets:read'] });
    const res = await machine(key.secret, 'POST', '/transfers', { body: { nonsense: true }, headers: { 'idempotency-key': randomUUID() } });
    expectErrorShape(res, 403, 'ACCESS.PERMISSION_DENIED');
    expect(res.body.message).toContain('transfers:create');
  });

  it('shrinks a key with its creator: a demoted creator loses the scope on every key at once (within the cache window)', async () => {
    const dave = await createAccount(server, 'dave');
    const role = await cast.asAlice('POST', '/roles', { body: { roleName: `Reader ${randomUUID()}`, description: '' } });
    const roleId = role.body.data.bizId;
    await cast.asAlice('POST', '/roles/permissions', { body: { roleId, permissionCodes: ['wallets:read', 'transfers:read', 'api_keys:write'] } });
    await addMember(server, cast.alice.workspaceBizId, dave.accountBizId, roleId);
    const daveToken = (await signIn(server, dave)).accessToken;
    const asDave = (method: string, path: string, options: { body?: unknown } = {}) =>
      server.request(`/web/v1/partner${path}`, {
        method,
        headers: { 'x-portal-access-code': 'test-portal-code', authorization: `Bearer ${daveToken}`, 'x-workspace-id': cast.alice.workspaceBizId },
        body: options.body,
      });
    const key = await newKey({ scopes: ['wallets:read', 'transfers:read'] }, asDave);
    expect((await machine(key.secret, 'GET', '/transfers/query/orders')).status).toBe(200);

    await cast.asAlice('POST', '/roles/permissions', { body: { roleId, permissionCodes: ['wallets:read', 'api_keys:write'] } });
    server.clock.advance(server.config.machineApi.keyCacheMs + 1);
    const res = await machine(key.secret, 'GET', '/transfers/query/orders');
    expectErrorShape(res, 403, 'ACCESS.PERMISSION_DENIED');
    expect(res.body.message).toContain('transfers:read');
    expect((await machine(key.secret, 'GET', '/whoami')).body.data.scopes).toEqual(['wallets:read']);
  });
});

describe('operations', () => {
  it('reads wallets, a balance and flows of the key workspace', async () => {
    await fund(server, cast.alice.workspaceBizId, 'USD', '500.00');
    const key = await newKey();
    const list = await machine(key.secret, 'GET', '/wallets');
    expect(list.status, list.text).toBe(200);
    const usd = (list.body.data as Array<{ currency: string; bizId: string }>).find((wallet) => wallet.currency === 'USD')!;
    const balance = await machine(key.secret, 'GET', `/wallets/${usd.bizId}/balance`);
    expect(balance.body.data).toMatchObject({ walletBizId: usd.bizId, available: expect.any(String) });
    expect(Number(balance.body.data.available)).toBeGreaterThanOrEqual(500);
    const flows = await machine(key.secret, 'GET', `/wallets/${usd.bizId}/flows?page=0&size=5`);
    expect(flows.status, flows.text).toBe(200);
    expect(flows.body.data.pagination).toMatchObject({ currentPage: 0, pageSize: 5 });
  });

  it('quotes and creates a transfer; Idempotency-Key is required, a replay answers the first result', async () => {
    await fund(server, cast.alice.workspaceBizId, 'USD', '100.00');
    const key = await newKey({ scopes: ['wallets:read', 'transfers:create', 'transfers:read'] });
    const body = { toWorkspaceBizId: cast.bob.workspaceBizId, currency: 'USD', amount: '12.34', remark: 'machine' };
    const quote = await machine(key.secret, 'POST', '/transfers/quote', { body: { toWorkspaceBizId: body.toWorkspaceBizId, currency: 'USD', amount: '12.34' } });
    expect(quote.status, quote.text).toBe(200);

    expectErrorShape(await machine(key.secret, 'POST', '/transfers', { body }), 400, 'VALIDATION.INVALID_PARAMETER');
    const idempotencyKey = randomUUID();
    const first = await machine(key.secret, 'POST', '/transfers', { body, headers: { 'idempotency-key': idempotencyKey } });
    expect(first.status, first.text).toBe(201);
    const again = await machine(key.secret, 'POST', '/transfers', { body, headers: { 'idempotency-key': idempotencyKey } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expectErrorShape(
      await machine(key.secret, 'POST', '/transfers', { body: { ...body, amount: '1.00' }, headers: { 'idempotency-key': idempotencyKey } }),
      409,
      'IDEMPOTENCY.KEY_REUSED',
    );
    const listed = await machine(key.secret, 'GET', '/transfers/query/orders');
    expect((listed.body.data.items as Array<{ bizId: string }>).filter((t) => t.bizId === first.body.data.bizId)).toHaveLength(1);
    // Made by the key's creator, as the portal would record it.
    const got = await machine(key.secret, 'GET', `/transfers/query/orders/${first.body.data.bizId}`);
    expect(got.body.data.bizId).toBe(first.body.data.bizId);
  });

  it('creates and cancels a withdrawal (the channel is set up in the portal, never by a key)', async () => {
    await fund(server, cast.alice.workspaceBizId, 'USD', '300.00');
    const channel = await addWithdrawalChannel(cast.asAlice, 'USD');
    const key = await newKey({ scopes: ['withdrawals:create', 'withdrawals:read', 'withdrawals:cancel', 'withdrawal_channels:read', 'withdrawal_channels:write'] });
    const channels = await machine(key.secret, 'GET', '/withdrawal-channels');
    expect((channels.body.data as Array<{ bizId: string }>).map((c) => c.bizId)).toContain(channel);
    // No route adds a payout destination with a key, whatever its scopes.
    expect((await machine(key.secret, 'POST', '/withdrawal-channels', { body: {} })).status).toBe(404);

    const created = await machine(key.secret, 'POST', '/withdrawals', { body: { channelBizId: channel, amount: '100.00' }, headers: { 'idempotency-key': randomUUID() } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'PENDING', amount: '100.00' });
    const cancelled = await machine(key.secret, 'POST', `/withdrawals/${created.body.data.bizId}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
  });

  it('uploads a payment proof, creates a recharge, attaches the proof, downloads it and cancels the recharge', async () => {
    const channel = await addRechargeChannel(server);
    const key = await newKey({ scopes: ['recharges:read', 'recharges:create', 'recharges:cancel', 'files:upload', 'files:read'] });
    const channels = await machine(key.secret, 'GET', '/recharges/available-channels?currency=USD');
    expect((channels.body.data as Array<{ bizId: string }>).map((c) => c.bizId)).toContain(channel);

    const form = new FormData();
    form.append('file', new Blob([png()], { type: 'image/png' }), 'proof.png');
    const uploaded = await fetch(`${server.url}/api/v1/files/upload`, { method: 'POST', headers: { authorization: `Bearer ${key.secret}` }, body: form });
    const file = (await uploaded.json()) as { data: { bizId: string } };
    expect(uploaded.status).toBe(201);
    const download = await fetch(`${server.url}/api/v1/files/${file.data.bizId}/download`, { headers: { authorization: `Bearer ${key.secret}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png())).toBe(true);

    const recharge = await machine(key.secret, 'POST', '/recharges', { body: { channelBizId: channel, amount: '25.00' }, headers: { 'idempotency-key': randomUUID() } });
    expect(recharge.status, recharge.text).toBe(201);
    const proved = await machine(key.secret, 'POST', `/recharges/${recharge.body.data.bizId}/proof`, { body: { fileBizId: file.data.bizId } });
    expect(proved.status, proved.text).toBe(200);
    expect(proved.body.data.proofFileBizId).toBe(file.data.bizId);
    const cancelled = await machine(key.secret, 'POST', `/recharges/${recharge.body.data.bizId}/cancel`, { body: { cancelReason: 'sent twice' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
  });

  it('quotes and executes an exchange with an Idempotency-Key', async () => {
    await addExchangeRate(server, 'USD', 'EUR', '0.9');
    await fund(server, cast.alice.workspaceBizId, 'USD', '100.00');
    const key = await newKey({ scopes: ['exchanges:create', 'exchanges:read'] });
    const quote = await machine(key.secret, 'POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '10.00' } });
    expect(quote.status, quote.text).toBe(200);
    const executed = await machine(key.secret, 'POST', '/exchanges', { body: { quoteBizId: quote.body.data.quoteBizId }, headers: { 'idempotency-key': randomUUID() } });
    expect(executed.status, executed.text).toBe(201);
    const got = await machine(key.secret, 'GET', `/exchanges/${executed.body.data.bizId}`);
    expect(got.body.data.bizId).toBe(executed.body.data.bizId);
  });

  it("answers another workspace's ids with the portal's 404", async () => {
    await fund(server, cast.bob.workspaceBizId, 'USD', '10.00');
    const bobWallets = await cast.asBob('GET', '/wallets');
    const bobWallet = (bobWallets.body.data as Array<{ currency: string; bizId: string }>).find((w) => w.currency === 'USD')!;
    const key = await newKey({ scopes: ['wallets:read', 'withdrawals:read'] });
    const machineAnswer = await machine(key.secret, 'GET', `/wallets/${bobWallet.bizId}`);
    const portalAnswer = await cast.asAlice('GET', `/wallets/${bobWallet.bizId}`);
    expectErrorShape(machineAnswer, 404, 'RESOURCE.NOT_FOUND');
    expect(machineAnswer.body.message).toBe(portalAnswer.body.message);
    expectErrorShape(await machine(key.secret, 'GET', '/withdrawals/wd_00000000000000000000000000'), 404, 'RESOURCE.NOT_FOUND');
  });

  it('refuses unknown fields like the portal: 400 VALIDATION.INVALID_PARAMETER', async () => {
    const key = await newKey({ scopes: ['transfers:create'] });
    const res = await machine(key.secret, 'POST', '/transfers/quote', { body: { toWorkspaceBizId: cast.bob.workspaceBizId, currency: 'USD', amount: '1.00', extra: 1 } });
    expectErrorShape(res, 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('rate limits', () => {
  it('gives each key its own quota with RateLimit fields, then 429 with Retry-After', async () => {
    const key = await newKey({ rateLimitPerSecond: 3 });
    const answers: JsonResponse[] = [];
    for (let i = 0; i < 4; i++) answers.push(await machine(key.secret, 'GET', '/whoami'));
    expect(answers.slice(0, 3).map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"api-key";q=3;w=1');
    expect(answers[0]!.headers.get('ratelimit')).toMatch(/^"api-key";r=2;t=1$/);
    const refused = answers[3]!;
    expectErrorShape(refused, 429, 'RATE_LIMIT.EXCEEDED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit')).toMatch(/^"api-key";r=0;t=\d+$/);
    // Another key of the same workspace has its own quota.
    expect((await machine((await newKey()).secret, 'GET', '/whoami')).status).toBe(200);
    // Counted under the policy's name, never the key's: no metric label carries a key or its secret.
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/rate_limit_rejections_total\{limiter="api-key"\} [1-9]/);
    expect(metrics).not.toContain(key.secret);
    expect(metrics).not.toContain(key.apiKeyId);
  });

  it("refuses a key's limit above the operator's ceiling; without one a key gets the ceiling", async () => {
    const res = await cast.asAlice('POST', '/api-keys', { body: { name: 'Greedy', scopes: ['wallets:read'], rateLimitPerSecond: 101 } });
    expectErrorShape(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('100');
    const key = await newKey();
    expect((await cast.asAlice('GET', `/api-keys/${key.apiKeyId}`)).body.data.rateLimitPerSecond).toBe(100);
  });
});

describe('usage', () => {
  it('records lastUsedAt/lastUsedIp and daily counts with at most one write a minute per key', async () => {
    const key = await newKey({ scopes: ['wallets:read'] });
    const usage = () => cast.asAlice('GET', `/api-keys/${key.apiKeyId}/usage`);
    const stored = async () => (await server.db.query<{ n: bigint }>('SELECT COALESCE(sum(request_count), 0)::bigint AS n FROM api_key_usage WHERE api_key_id = $1', [key.apiKeyId]))[0]!.n;

    for (let i = 0; i < 3; i++) expect((await machine(key.secret, 'GET', '/wallets', { ip: '198.51.100.77' })).status).toBe(200);
    await server.app.jobs.drain();
    await expect.poll(stored).toBe(1n);
    // The next two wait for the minute to pass; no write per request.
    expect(await stored()).toBe(1n);
    const first = await usage();
    expect(first.body.data).toMatchObject({ apiKeyId: key.apiKeyId, lastUsedIp: '198.51.100.77', lastUsedAt: expect.any(String) });

    server.clock.advance(USAGE_WRITE_INTERVAL_MS);
    expect((await machine(key.secret, 'GET', '/wallets', { ip: '198.51.100.78' })).status).toBe(200);
    await expect.poll(stored).toBe(4n);
    const later = await usage();
    expect(later.body.data.lastUsedIp).toBe('198.51.100.78');
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    expect(later.body.data.days.reduce((sum: number, day: { requestCount: number }) => sum + day.requestCount, 0)).toBe(4);
    expect(later.body.data.days[0].date <= today).toBe(true);
  });

  it("does not show another workspace's key usage", async () => {
    const key = await newKey();
    expectErrorShape(await cast.asBob('GET', `/api-keys/${key.apiKeyId}/usage`), 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('a second instance', () => {
  it('refuses a key disabled on the first instance within 5 seconds', async () => {
    const peer = await startPeerServer(server);
    try {
      const key = await newKey();
      expect((await machine(key.secret, 'GET', '/whoami', { on: peer })).status).toBe(200);
      expect((await cast.asAlice('POST', '/api-keys/disable', { body: { apiKeyId: key.apiKeyId } })).status).toBe(200);
      // The instance that disabled it refuses at once; the other may trust its cache for API_KEY_CACHE_MS (≤ 5 s).
      expectErrorShape(await machine(key.secret, 'GET', '/whoami'), 401, 'ACCESS.TOKEN_INVALID');
      expect(server.config.machineApi.keyCacheMs).toBeLessThanOrEqual(5_000);
      server.clock.advance(server.config.machineApi.keyCacheMs + 1);
      expectErrorShape(await machine(key.secret, 'GET', '/whoami', { on: peer }), 401, 'ACCESS.TOKEN_INVALID');
    } finally {
      await peer.close();
    }
  });
});

describe('a shared quota', () => {
  // On PGlite the counters live in the one process's memory (PGlite has one process); two apps of a test
  // there are not two processes, so only the shared stores (PostgreSQL here, Redis likewise) can show it.
  it.skipIf(!process.env.DATABASE_URL)('counts a key once across instances (PostgreSQL store; PGlite: one process, memory counters)', async () => {
    const peer = await startPeerServer(server);
    try {
      const key = await newKey({ rateLimitPerSecond: 2 });
      const statuses = [];
      for (const on of [server, peer, server, peer]) statuses.push((await machine(key.secret, 'GET', '/whoami', { on })).status);
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(statuses.slice(2)).toContain(429);
    } finally {
      await peer.close();
    }
  });
});

describe('OpenAPI', () => {
  it('serves its own document with only /api/v1 paths and API key security; the portal document has none of them', async () => {
    const doc = (await server.request('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, { security: unknown }>>; info: { title: string } };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(doc.paths['/api/v1/wallets']!.get!.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/v1/withdrawal-channels']!.post).toBeUndefined();
    const portal = (await server.request('/web/v1/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(portal.paths).some((path) => path.startsWith('/api/'))).toBe(false);
    // /docs offers both documents (Swagger UI's document picker).
    const initializer = await (await fetch(`${server.url}/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain('/api/v1/openapi.json');
    expect(initializer).toContain('/web/v1/openapi.json');
  });
});

