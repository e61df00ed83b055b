import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/infra/ids.js';
import { createApiKeysRepo } from '../src/modules/api-keys/api-keys.repo.js';
import { deriveApiKeyPepper, isWellFormedSecret } from '../src/modules/api-keys/api-keys.secrets.js';
import { MAX_KEYS_PER_WORKSPACE, type ApiKeyService } from '../src/modules/api-keys/api-keys.service.js';
import { systemClock } from '../src/infra/clock.js';
import { API_KEY_PEPPER, createApiKeysModule } from '../src/modules/api-keys/api-keys.module.js';
import { createDataKeysModule } from '../src/modules/data-keys/data-keys.module.js';
import { createWorkspaceRecords } from '../src/modules/workspaces/workspaces.module.js';
import { permissionCatalogue } from '../src/permissions.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { addMember, createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let keys: ApiKeyService;
let alice: TestAccount;
let bob: TestAccount;
let mallory: TestAccount;
let aliceToken: string;
let bobToken: string;
let malloryToken: string;
let malloryRole: string;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
  // The pepper the server stored at its start (a data key), as the app's own module gets it.
  const { pepper } = await createDataKeysModule({ db: server.db, config: server.config }).service.load({ pepper: API_KEY_PEPPER });
  keys = createApiKeysModule({ pepper, db: server.db, workspaces: createWorkspaceRecords(), catalogue: permissionCatalogue, config: server.config, clock: systemClock, log: () => undefined }).service;
  [alice, bob, mallory] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob'), createAccount(server, 'mallory')]);
  // One after another: sign-ins are not what this file tests.
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
  malloryToken = (await signIn(server, mallory)).accessToken;
  const role = await asAlice('POST', '/roles', { roleName: 'Key manager', description: '' });
  malloryRole = role.body.data.bizId;
  await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
});
afterAll(async () => {
  await server?.close();
});

const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
const asBob = (method: string, path: string, body?: unknown) => call(bobToken, method, path, { workspace: bob.workspaceBizId, body });
const asMallory = (method: string, path: string, body?: unknown) => call(malloryToken, method, path, { workspace: alice.workspaceBizId, body });

async function grantMallory(permissionCodes: string[]): Promise<void> {
  expect((await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes })).status).toBe(200);
}


let counter = 0;
async function newKey(body: Record<string, unknown> = {}): Promise<{ apiKeyId: string; secret: string }> {
  const res = await asAlice('POST', '/api-keys', { name: `Key ${++counter}`, scopes: ['wallets:read'], ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

describe('POST api-keys', () => {
  it('creates a key: HTTP 201, code 2001, the secret once with a pk_live_ prefix', async () => {
    const res = await asAlice('POST', '/api-keys', {
      name: '  Payments backend  ',
      scopes: ['withdrawals:create', 'wallets:read', 'wallets:read'],
      ipWhitelist: ['203.0.113.7', '198.51.100.9/24', '2001:db8::/32'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001', message: 'Created', version: '2.0.0' });
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(['apiKeyId', 'createdAt', 'ipWhitelist', 'mode', 'name', 'rateLimitPerSecond', 'scopes', 'secret', 'status'].sort());
    expect(data).toMatchObject({
      name: 'Payments backend',
      status: 'ACTIVE',
      mode: 'LIVE',
      scopes: ['wallets:read', 'withdrawals:create'],
      ipWhitelist: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'],
    });
    expect(data.apiKeyId).toMatch(/^key_[0-9A-Z]{26}$/);
    expect(data.secret).toMatch(/^pk_live_[0-9A-Za-z]{49}$/);
    expect(isWellFormedSecret(data.secret)).toBe(true);

    // Never again: not in the list, not in the item, not in the database.
    const list = await asAlice('GET', '/api-keys');
    const got = await asAlice('GET', `/api-keys/${data.apiKeyId}`);
    expect(list.text).not.toContain(data.secret);
    expect(got.text).not.toContain(data.secret);
    expect(got.body.data.secretStart).toBe(data.secret.slice(0, 12));
    const stored = await server.db.query<{ secret_hash: Uint8Array; secret_start: string }>(
      'SELECT secret_hash, secret_start FROM api_key_secrets WHERE api_key_id = $1',
      [data.apiKeyId],
    );
    expect(stored).toHaveLength(1);
    const hash = Buffer.from(stored[0]!.secret_hash);
    // Peppered: the plain SHA-256 of the secret is not what is stored, the HMAC under the pepper is — the one
    // derived from MASTER_KEY at the first start, so the hashes made before the pepper was stored still verify.
    expect(hash.equals(createHash('sha256').update(data.secret).digest())).toBe(false);
    expect(hash.equals(createHmac('sha256', deriveApiKeyPepper(server.config.masterKey)).update(data.secret).digest())).toBe(true);
    const dump = JSON.stringify(await server.db.query('SELECT * FROM api_keys')) + JSON.stringify(await server.db.query('SELECT * FROM audit_events'));
    expect(dump).not.toContain(data.secret);
  });

  it('refuses an empty body, a blank name, no scopes and unknown fields: 400', async () => {
    expectError(await asAlice('POST', '/api-keys', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys', { name: '   ', scopes: ['wallets:read'] }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys', { name: 'x', scopes: [] }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys', { name: 'x', scopes: ['wallets:read'], secret: 'mine' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses scopes outside available-permissions with a 400 naming them', async () => {
    const res = await asAlice('POST', '/api-keys', { name: 'x', scopes: ['wallets:read', 'wallets:steal', 'roles:manage'] });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('wallets:steal');
    expect(res.body.message).toContain('roles:manage');
  });

  it('refuses ipWhitelist entries that are not addresses or CIDR ranges, naming them', async () => {
    for (const bad of ['300.1.1.1', '10.0.0.0/33', 'example.com', '10.0.0.1/', '::1/129', '1.2.3.4/8/8']) {
      const res = await asAlice('POST', '/api-keys', { name: 'x', scopes: ['wallets:read'], ipWhitelist: ['192.0.2.1', bad] });
      expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
      expect(res.body.message).toContain(bad);
    }
  });

  it.each(['010.0.0.1', '10.1', '0x7f.0.0.1', '::ffff:010.0.0.1', '::ffff:0x7f.0.0.1', '1.2.3.4/08', '10.1/8', 'fe80::1%eth0'])(
    'refuses the ambiguous ipWhitelist entry %j (other parsers read it as another address) instead of storing a guess',
    async (entry) => {
      const res = await asAlice('POST', '/api-keys', { name: 'ambiguous', scopes: ['wallets:read'], ipWhitelist: [entry] });
      expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
      expect(res.body.message).toContain(entry);
    },
  );

  it('stores an IPv4-mapped ipWhitelist range as the IPv4 range it is, so it matches IPv4 clients (also arriving mapped)', async () => {
    const key = await newKey({ ipWhitelist: ['::ffff:10.0.0.0/104', '::ffff:192.0.2.1', '10.1.2.3/8', '2001:0DB8::1'] });
    expect((await asAlice('GET', `/api-keys/${key.apiKeyId}`)).body.data.ipWhitelist).toEqual(['10.0.0.0/8', '192.0.2.1', '2001:db8::1']);
    expect((await keys.verifyApiKey(key.secret, '10.9.9.9')).valid).toBe(true);
    expect((await keys.verifyApiKey(key.secret, '::ffff:10.9.9.9')).valid).toBe(true);
    expect((await keys.verifyApiKey(key.secret, '::ffff:192.0.2.1')).valid).toBe(true);
    expect(await keys.verifyApiKey(key.secret, '11.0.0.1')).toMatchObject({ valid: false, reason: 'IP_NOT_ALLOWED' });
    // inet_aton would read 012.0.0.1 as 10.0.0.1: a client address is held to the same rules.
    expect(await keys.verifyApiKey(key.secret, '012.0.0.1')).toMatchObject({ valid: false, reason: 'IP_NOT_ALLOWED' });
  });

  it('a key never outranks its creator: scopes beyond the creator are 403 naming them', async () => {
    await grantMallory(['api_keys:write', 'api_keys:read', 'wallets:read']);
    const res = await asMallory('POST', '/api-keys', { name: 'too strong', scopes: ['wallets:read', 'withdrawals:create', 'transfers:create'] });
    expectError(res, 403, 'ACCESS.PERMISSION_DENIED');
    expect(res.body.message).toContain('withdrawals:create');
    expect(res.body.message).toContain('transfers:create');
    expect(res.body.message).not.toContain('wallets:read');
    const fine = await asMallory('POST', '/api-keys', { name: 'fine', scopes: ['wallets:read'] });
    expect(fine.status).toBe(201);
    expect((await asAlice('GET', `/api-keys/${fine.body.data.apiKeyId}`)).body.data.createdBy).toBe(mallory.accountBizId);
  });

  it(`refuses a key beyond ${MAX_KEYS_PER_WORKSPACE} per workspace: 422 API_KEY.LIMIT_REACHED`, async () => {
    const owner = await createAccount(server, 'key-hoarder');
    const token = (await signIn(server, owner)).accessToken;
    const repo = createApiKeysRepo();
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_KEYS_PER_WORKSPACE; i++) {
        await repo.insertKey(tx, {
          id: newId('apiKey'),
          workspaceId: owner.workspaceBizId,
          name: `Filler ${i}`,
          mode: 'LIVE',
          scopes: ['wallets:read'],
          ipAllowList: [],
          createdBy: owner.accountBizId,
        });
      }
    });
    const body = { name: 'One too many', scopes: ['wallets:read'] };
    const res = await call(token, 'POST', '/api-keys', { workspace: owner.workspaceBizId, body });
    expectError(res, 422, 'API_KEY.LIMIT_REACHED');
    expect(res.body.message).toBe(`The workspace already has the maximum number of API keys: at most ${MAX_KEYS_PER_WORKSPACE}`);
    const ja = await call(token, 'POST', '/api-keys', { workspace: owner.workspaceBizId, body, headers: { 'x-locale': 'ja' } });
    expectError(ja, 422, 'API_KEY.LIMIT_REACHED');
    expect(ja.body.message).toBe(`このワークスペースの API キーは上限数に達しています: at most ${MAX_KEYS_PER_WORKSPACE}`);
  });
});

describe('GET api-keys', () => {
  it('lists keys in shape A with `permissions`, newest first, never a secret', async () => {
    const first = await newKey({ scopes: ['files:read'] });
    const second = await newKey({ scopes: ['exchanges:read', 'exchanges:create'] });
    const res = await asAlice('GET', '/api-keys?size=2');
    expect(res.status).toBe(200);
    const { items, pagination } = res.body.data;
    expect(items.map((k: { apiKeyId: string }) => k.apiKeyId)).toEqual([second.apiKeyId, first.apiKeyId]);
    expect(items[0]).toMatchObject({ status: 'ACTIVE', mode: 'LIVE', permissions: ['exchanges:read', 'exchanges:create'], ipWhitelist: [], lastUsedAt: null, createdBy: alice.accountBizId });
    expect(items[0]).not.toHaveProperty('secret');
    expect(items[0]).not.toHaveProperty('scopes');
    expect(pagination).toMatchObject({ currentPage: 0, pageSize: 2, hasNext: true, empty: false, paginated: true });
    expect(res.text).not.toMatch(/pk_live_[0-9A-Za-z]{20}/);
  });

  it('counts the whole collection on every page, on a page past the last one too, and an empty workspace as none', async () => {
    const page = async (query: string) => {
      const res = await asAlice('GET', `/api-keys?${query}`);
      expect(res.status).toBe(200);
      return res.body.data as { items: unknown[]; pagination: { totalRecords: number } };
    };
    const total = (await page('size=1')).pagination.totalRecords;
    expect(total).toBeGreaterThanOrEqual(2);
    expect((await page('size=100')).items).toHaveLength(Math.min(total, 100));
    const last = await page(`size=1&page=${total - 1}`);
    expect(last.items).toHaveLength(1);
    expect(last.pagination).toMatchObject({ totalRecords: total, totalPages: total, hasNext: false });
    expect(await page(`size=1&page=${total + 5}`)).toEqual({
      items: [],
      pagination: { totalRecords: total, totalPages: total, currentPage: total + 5, pageSize: 1, hasNext: false, empty: true, paginated: true },
    });
    const newcomer = await createAccount(server, 'no-keys');
    const none = await call((await signIn(server, newcomer)).accessToken, 'GET', '/api-keys', { workspace: newcomer.workspaceBizId });
    expect(none.body.data.pagination).toMatchObject({ totalRecords: 0, totalPages: 0, empty: true, paginated: false });
  });

  it('refuses negative pages and unknown query parameters: 400', async () => {
    expectError(await asAlice('GET', '/api-keys?page=-1'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/api-keys?secret=1'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('gets one key; an unknown id is 404 RESOURCE.NOT_FOUND', async () => {
    const key = await newKey();
    const res = await asAlice('GET', `/api-keys/${key.apiKeyId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ apiKeyId: key.apiKeyId, permissions: ['wallets:read'] });
    expectError(await asAlice('GET', '/api-keys/key_01ARZ3NDEKTSV4RRFFQ69G5FAV'), 404, 'RESOURCE.NOT_FOUND');
  });

  it('lists the permissions a key may carry: no workspace administration', async () => {
    const res = await asAlice('GET', '/api-keys/available-permissions');
    expect(res.status).toBe(200);
    expect(res.body.data).toContain('wallets:read');
    expect(res.body.data).toContain('withdrawals:create');
    for (const admin of ['api_keys:write', 'roles:manage', 'members:remove', 'invitations:write', 'audit:read', 'workspace:update']) {
      expect(res.body.data).not.toContain(admin);
    }
  });
});

describe('disable, enable, delete', () => {
  it('refuses an empty body or an unknown key: 400 / 404', async () => {
    for (const action of ['disable', 'enable', 'delete']) {
      expectError(await asAlice('POST', `/api-keys/${action}`, {}), 400, 'VALIDATION.INVALID_PARAMETER');
      expectError(await asAlice('POST', `/api-keys/${action}`, { apiKeyId: 'key_01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404, 'RESOURCE.NOT_FOUND');
    }
  });

  it('a disabled key is refused until enabled again; a deleted key is gone', async () => {
    const key = await newKey();
    expect((await keys.verifyApiKey(key.secret, '192.0.2.1')).valid).toBe(true);
    const disabled = await asAlice('POST', '/api-keys/disable', { apiKeyId: key.apiKeyId });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ apiKeyId: key.apiKeyId, status: 'DISABLED' });
    expect(await keys.verifyApiKey(key.secret, '192.0.2.1')).toMatchObject({ valid: false, reason: 'DISABLED' });
    const enabled = await asAlice('POST', '/api-keys/enable', { apiKeyId: key.apiKeyId });
    expect(enabled.body.data.status).toBe('ACTIVE');
    expect((await keys.verifyApiKey(key.secret, '192.0.2.1')).valid).toBe(true);
    const deleted = await asAlice('POST', '/api-keys/delete', { apiKeyId: key.apiKeyId });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expectError(await asAlice('GET', `/api-keys/${key.apiKeyId}`), 404, 'RESOURCE.NOT_FOUND');
    expect(await keys.verifyApiKey(key.secret, '192.0.2.1')).toMatchObject({ valid: false, reason: 'UNKNOWN' });
  });

  it('a non-owner cannot re-enable or rotate a key stronger than themselves, but may disable it', async () => {
    const strong = await newKey({ scopes: ['withdrawals:create'] });
    await grantMallory(['api_keys:write', 'api_keys:read']);
    expect((await asMallory('POST', '/api-keys/disable', { apiKeyId: strong.apiKeyId })).status).toBe(200);
    const enable = await asMallory('POST', '/api-keys/enable', { apiKeyId: strong.apiKeyId });
    expectError(enable, 403, 'ACCESS.PERMISSION_DENIED');
    expect(enable.body.message).toContain('withdrawals:create');
    expectError(await asMallory('POST', '/api-keys/rotate', { apiKeyId: strong.apiKeyId, overlapSeconds: 0 }), 403, 'ACCESS.PERMISSION_DENIED');
  });
});

describe('rotation', () => {
  it('issues a new secret; the old one keeps working until the overlap ends', async () => {
    const key = await newKey();
    const res = await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: 3600 });
    expect(res.status).toBe(200);
    const rotated = res.body.data;
    expect(rotated.apiKeyId).toBe(key.apiKeyId);
    expect(rotated.secret).not.toBe(key.secret);
    expect(isWellFormedSecret(rotated.secret)).toBe(true);
    const ends = Date.parse(rotated.previousSecretExpiresAt);
    expect(Math.abs(ends - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    expect((await keys.verifyApiKey(key.secret, '192.0.2.1')).valid).toBe(true);
    expect((await keys.verifyApiKey(rotated.secret, '192.0.2.1')).valid).toBe(true);
    const item = (await asAlice('GET', `/api-keys/${key.apiKeyId}`)).body.data;
    expect(item.secretStart).toBe(rotated.secret.slice(0, 12));
    expect(item.rotationEndsAt).toBe(rotated.previousSecretExpiresAt);
    // Instants come formatted from SQL: the one form every response uses, UTC with milliseconds.
    for (const instant of [item.rotationEndsAt, item.createdAt, rotated.createdAt]) expect(new Date(instant).toISOString()).toBe(instant);

    // A second rotation with no overlap ends every earlier secret at once.
    const again = (await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: 0 })).body.data;
    expect(await keys.verifyApiKey(key.secret, '192.0.2.1')).toMatchObject({ valid: false });
    expect(await keys.verifyApiKey(rotated.secret, '192.0.2.1')).toMatchObject({ valid: false, reason: 'EXPIRED' });
    expect((await keys.verifyApiKey(again.secret, '192.0.2.1')).valid).toBe(true);
  });

  it('refuses a missing or out-of-range overlapSeconds: 400', async () => {
    const key = await newKey();
    expectError(await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: -1 }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: 10_000_000 }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: '60' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('verifyApiKey', () => {
  it('accepts a good secret, returns its scopes and workspace, and records lastUsedAt', async () => {
    const key = await newKey({ scopes: ['wallets:read', 'transfers:read'] });
    const result = await keys.verifyApiKey(key.secret, '192.0.2.1');
    expect(result).toEqual({ valid: true, apiKeyId: key.apiKeyId, workspaceId: alice.workspaceBizId, createdBy: alice.accountBizId, scopes: ['wallets:read', 'transfers:read'] });
    const item = (await asAlice('GET', `/api-keys/${key.apiKeyId}`)).body.data;
    expect(Date.now() - Date.parse(item.lastUsedAt)).toBeLessThan(60_000);
  });

  it('refuses malformed secrets, a wrong checksum and unknown secrets', async () => {
    const key = await newKey();
    expect(await keys.verifyApiKey('', '192.0.2.1')).toMatchObject({ valid: false, reason: 'MALFORMED' });
    expect(await keys.verifyApiKey('pk_live_short', '192.0.2.1')).toMatchObject({ valid: false, reason: 'MALFORMED' });
    const flipped = key.secret.slice(0, 20) + (key.secret[20] === 'a' ? 'b' : 'a') + key.secret.slice(21);
    expect(await keys.verifyApiKey(flipped, '192.0.2.1')).toMatchObject({ valid: false, reason: 'MALFORMED' });
    expect(await keys.verifyApiKey(key.secret.replace('pk_live_', 'pk_test_'), '192.0.2.1')).toMatchObject({ valid: false });
  });

  it('checks the IP allow-list (addresses and ranges, IPv4 and IPv6)', async () => {
    const key = await newKey({ ipWhitelist: ['203.0.113.0/24', '2001:db8::1'] });
    expect((await keys.verifyApiKey(key.secret, '203.0.113.200')).valid).toBe(true);
    expect((await keys.verifyApiKey(key.secret, '::ffff:203.0.113.5')).valid).toBe(true);
    expect((await keys.verifyApiKey(key.secret, '2001:db8::1')).valid).toBe(true);
    expect(await keys.verifyApiKey(key.secret, '203.0.114.1')).toMatchObject({ valid: false, reason: 'IP_NOT_ALLOWED', apiKeyId: key.apiKeyId });
    expect(await keys.verifyApiKey(key.secret, '2001:db8::2')).toMatchObject({ valid: false, reason: 'IP_NOT_ALLOWED' });
    expect(await keys.verifyApiKey(key.secret, 'not-an-ip')).toMatchObject({ valid: false, reason: 'IP_NOT_ALLOWED' });
  });

  it('checks a required scope', async () => {
    const key = await newKey({ scopes: ['wallets:read'] });
    expect((await keys.verifyApiKey(key.secret, '192.0.2.1', { requiredScope: 'wallets:read' })).valid).toBe(true);
    expect(await keys.verifyApiKey(key.secret, '192.0.2.1', { requiredScope: 'withdrawals:create' })).toMatchObject({ valid: false, reason: 'SCOPE_MISSING' });
  });

  it("narrows to what the creator still holds, and stops when the creator leaves the workspace", async () => {
    await grantMallory(['api_keys:write', 'wallets:read', 'files:read']);
    const made = await asMallory('POST', '/api-keys', { name: 'mallory key', scopes: ['wallets:read', 'files:read'] });
    expect(made.status).toBe(201);
    const secret = made.body.data.secret as string;
    expect(await keys.verifyApiKey(secret, '192.0.2.1')).toMatchObject({ valid: true, scopes: ['wallets:read', 'files:read'] });
    await grantMallory(['wallets:read']);
    expect(await keys.verifyApiKey(secret, '192.0.2.1')).toMatchObject({ valid: true, scopes: ['wallets:read'] });
    expect((await asAlice('POST', '/members/remove', { userBizId: mallory.accountBizId })).status).toBe(200);
    expect(await keys.verifyApiKey(secret, '192.0.2.1')).toMatchObject({ valid: false, reason: 'CREATOR_GONE' });
    await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
  });
});

describe('permissions and workspace isolation', () => {
  it('needs api_keys:read to read and api_keys:write to change', async () => {
    const key = await newKey();
    await grantMallory([]);
    expectError(await asMallory('GET', '/api-keys'), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('GET', `/api-keys/${key.apiKeyId}`), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('GET', '/api-keys/available-permissions'), 403, 'ACCESS.PERMISSION_DENIED');
    await grantMallory(['api_keys:read', 'wallets:read']);
    expect((await asMallory('GET', '/api-keys')).status).toBe(200);
    for (const [path, body] of [
      ['/api-keys', { name: 'm', scopes: ['wallets:read'] }],
      ['/api-keys/disable', { apiKeyId: key.apiKeyId }],
      ['/api-keys/enable', { apiKeyId: key.apiKeyId }],
      ['/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: 0 }],
      ['/api-keys/delete', { apiKeyId: key.apiKeyId }],
    ] as const) {
      const res = await asMallory('POST', path, body);
      expect(`${path} ${res.status} ${res.body.code}`).toBe(`${path} 403 ACCESS.PERMISSION_DENIED`);
      expect(res.body.message).toContain('api_keys:write');
    }
    expect((await keys.verifyApiKey(key.secret, '192.0.2.1')).valid).toBe(true);
  });

  it("does not show or change another workspace's key: 404, and the key still works", async () => {
    const key = await newKey();
    expectError(await asBob('GET', `/api-keys/${key.apiKeyId}`), 404, 'RESOURCE.NOT_FOUND');
    for (const action of ['disable', 'enable', 'delete']) {
      expectError(await asBob('POST', `/api-keys/${action}`, { apiKeyId: key.apiKeyId }), 404, 'RESOURCE.NOT_FOUND');
    }
    expectError(await asBob('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: 0 }), 404, 'RESOURCE.NOT_FOUND');
    const bobs = await asBob('GET', '/api-keys?size=100');
    expect(bobs.body.data.items.map((k: { apiKeyId: string }) => k.apiKeyId)).not.toContain(key.apiKeyId);
    expect((await keys.verifyApiKey(key.secret, '192.0.2.1')).valid).toBe(true);
    expect((await asAlice('GET', `/api-keys/${key.apiKeyId}`)).body.data.status).toBe('ACTIVE');
  });

  it('needs X-Workspace-Id (400 GA2031) and a token (401)', async () => {
    const res = await call(aliceToken, 'GET', '/api-keys');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'GA2031', message: 'GA2031' });
    expectError(await call(undefined, 'GET', '/api-keys', { workspace: alice.workspaceBizId }), 401, 'ACCESS.TOKEN_MISSING');
  });
});

describe('audit', () => {
  it('writes an audit event for every key change, without the secret', async () => {
    const key = await newKey();
    await asAlice('POST', '/api-keys/disable', { apiKeyId: key.apiKeyId });
    await asAlice('POST', '/api-keys/enable', { apiKeyId: key.apiKeyId });
    const rotated = (await asAlice('POST', '/api-keys/rotate', { apiKeyId: key.apiKeyId, overlapSeconds: 10 })).body.data;
    await asAlice('POST', '/api-keys/delete', { apiKeyId: key.apiKeyId });
    const events = await server.db.query<{ action: string; actor_account_id: string; workspace_id: string; changes: unknown; request_id: string | null; client_ip: string | null }>(
      'SELECT action, actor_account_id, workspace_id, changes, request_id, client_ip FROM audit_events WHERE target_id = $1 ORDER BY created_at, id',
      [key.apiKeyId],
    );
    expect(events.map((e) => e.action)).toEqual(['api_key.create', 'api_key.disable', 'api_key.enable', 'api_key.rotate', 'api_key.delete']);
    for (const event of events) {
      expect(event).toMatchObject({ actor_account_id: alice.accountBizId, workspace_id: alice.workspaceBizId });
      expect(event.request_id).toBeTruthy();
      expect(event.client_ip).toBeTruthy();
    }
    const text = JSON.stringify(events);
    expect(text).not.toContain(key.secret);
    expect(text).not.toContain(rotated.secret);
  });
});
