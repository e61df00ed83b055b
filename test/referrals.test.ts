import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferralsModule } from '../src/modules/referrals/referrals.module.js';
import type { TestServer } from './support/harness.js';
import { caller, startPasswordServer, uniqueEmail, verifiedRegistration, type PasswordTestContext } from './support/password-flows.js';
import { signIn } from './support/sign-in.js';
import { addMember, createAccount, createPasswordlessAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

let ctx: PasswordTestContext;
let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let bob: TestAccount;
let mallory: TestAccount;
let aliceToken: string;
let bobToken: string;
let malloryToken: string;
let malloryRole: string;

beforeAll(async () => {
  // The password server: registrations (with the Turnstile stand-in) record referrals.
  ctx = await startPasswordServer();
  server = ctx.server;
  call = partnerApi(server);
  alice = await createAccount(server, 'alice');
  bob = await createAccount(server, 'bob');
  mallory = await createAccount(server, 'mallory');
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
  malloryToken = (await signIn(server, mallory)).accessToken;
  malloryRole = (await asAlice('POST', '/roles', { roleName: 'Marketing', description: '' })).body.data.bizId;
  await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
});
afterAll(async () => {
  await ctx?.close();
});

const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
const asBob = (method: string, path: string, body?: unknown) => call(bobToken, method, path, { workspace: bob.workspaceBizId, body });
const asMallory = (method: string, path: string, body?: unknown) => call(malloryToken, method, path, { workspace: alice.workspaceBizId, body });


/** Registers a new partner over HTTP with `referralCode`; returns the new account id. */
async function registerWith(referralCode: string | undefined): Promise<string> {
  const register = caller(server);
  const registrationId = await verifiedRegistration(ctx, register, uniqueEmail('referred'));
  const res = await register('register/complete', {
    registrationId,
    accountName: 'Referred Partner',
    institutionName: 'Referred Ltd',
    password: 'violet meadow lantern 7',
    ...(referralCode === undefined ? {} : { referralCode }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.accountBizId;
}

let aliceCode: { bizId: string; code: string };

describe('referral codes', () => {
  it('answers null before the workspace has a code', async () => {
    const res = await asAlice('GET', '/referral-codes/mine');
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.success).toBe(true);
  });

  it('refuses an empty body and unknown fields: 400', async () => {
    expectError(await asAlice('POST', '/referral-codes', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/referral-codes', { extraData: '', owner: 'x' }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/referral-codes', { code: 'no spaces' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('creates a generated ACTIVE code: HTTP 201, code 2001; one per workspace (409 REFERRAL_CODE.ALREADY_EXISTS)', async () => {
    const res = await asAlice('POST', '/referral-codes', { extraData: 'spring campaign' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001' });
    expect(res.body.data).toMatchObject({ workspaceBizId: alice.workspaceBizId, status: 'ACTIVE', extraData: 'spring campaign', createdBy: alice.accountBizId });
    expect(res.body.data.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(res.body.data.bizId).toMatch(/^rfc_/);
    aliceCode = res.body.data;
    expect((await asAlice('GET', '/referral-codes/mine')).body.data).toEqual(res.body.data);
    expectError(await asAlice('POST', '/referral-codes', { extraData: '' }), 409, 'REFERRAL_CODE.ALREADY_EXISTS');
    const ja = await call(aliceToken, 'POST', '/referral-codes', { workspace: alice.workspaceBizId, body: { code: 'SECOND22' }, headers: { 'x-locale': 'ja' } });
    expectError(ja, 409, 'REFERRAL_CODE.ALREADY_EXISTS');
    expect(ja.body.message).toBe('このワークスペースにはすでに紹介コードがあります');
  });

  it('takes a chosen code (upper-cased); a taken one is 409 REFERRAL_CODE.TAKEN', async () => {
    const res = await asBob('POST', '/referral-codes', { code: 'bobsCode7' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: 'BOBSCODE7', extraData: null });
    const third = await createAccount(server, 'third');
    const thirdToken = (await signIn(server, third)).accessToken;
    const taken = await call(thirdToken, 'POST', '/referral-codes', { workspace: third.workspaceBizId, body: { code: 'BobsCode7' } });
    expectError(taken, 409, 'REFERRAL_CODE.TAKEN');
    expect(taken.body.message).toBe('This referral code is taken; choose another: code');
    const zh = await call(thirdToken, 'POST', '/referral-codes', { workspace: third.workspaceBizId, body: { code: 'BOBSCODE7' }, headers: { 'x-locale': 'zh-Hant' } });
    expectError(zh, 409, 'REFERRAL_CODE.TAKEN');
    expect(zh.body.message).toBe('該推薦碼已被佔用，請換一個: code');
  });

  it('deactivates, activates and updates extraData', async () => {
    const off = await asAlice('POST', '/referral-codes/deactivate', { bizId: aliceCode.bizId });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('INACTIVE');
    const on = await asAlice('POST', '/referral-codes/activate', { bizId: aliceCode.bizId });
    expect(on.body.data.status).toBe('ACTIVE');
    const updated = await asAlice('POST', '/referral-codes/update', { bizId: aliceCode.bizId, extraData: 'summer campaign' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ extraData: 'summer campaign', code: aliceCode.code });
  });

  it('refuses empty bodies (400) and unknown codes (404 RESOURCE.NOT_FOUND)', async () => {
    for (const action of ['activate', 'deactivate', 'update']) {
      expectError(await asAlice('POST', `/referral-codes/${action}`, {}), 400, 'VALIDATION.INVALID_PARAMETER');
      expectError(
        await asAlice('POST', `/referral-codes/${action}`, { bizId: 'rfc_01ARZ3NDEKTSV4RRFFQ69G5FAV', extraData: '' }),
        action === 'update' ? 404 : 400,
        action === 'update' ? 'RESOURCE.NOT_FOUND' : 'VALIDATION.INVALID_PARAMETER',
      );
      if (action !== 'update') expectError(await asAlice('POST', `/referral-codes/${action}`, { bizId: 'rfc_01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404, 'RESOURCE.NOT_FOUND');
    }
  });
});

describe('referrals', () => {
  it('a registration with an active code records a referral; count and query (shape D) show it', async () => {
    const first = await registerWith(aliceCode.code.toLowerCase());
    const second = await registerWith(aliceCode.code);
    await registerWith(undefined);
    await registerWith('NOSUCHCODE');
    const count = await asAlice('GET', '/referrals/mine/count');
    expect(count.status).toBe(200);
    expect(count.body.data).toBe(2);
    const page = await asAlice('POST', '/referrals/mine/query', { page: 0, size: 1 });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 2, page: 0, size: 1 });
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.items[0]).toMatchObject({ referredAccountBizId: second, referralCode: aliceCode.code, referredAccountName: 'Referred Partner' });
    expect(page.body.data.items[0].referredEmail).toMatch(/^r\*\*\*@example\.com$/);
    const next = await asAlice('POST', '/referrals/mine/query', { page: 1, size: 1 });
    expect(next.body.data.items[0].referredAccountBizId).toBe(first);
    const beyond = await asAlice('POST', '/referrals/mine/query', { page: 5, size: 20 });
    expect(beyond.body.data).toEqual({ items: [], total: 2, page: 5, size: 20 });
    // Bob's workspace saw none of it.
    expect((await asBob('GET', '/referrals/mine/count')).body.data).toBe(0);
  });

  it('an inactive code records nothing; an account is referred at most once', async () => {
    await asAlice('POST', '/referral-codes/deactivate', { bizId: aliceCode.bizId });
    const before = (await asAlice('GET', '/referrals/mine/count')).body.data;
    await registerWith(aliceCode.code);
    expect((await asAlice('GET', '/referrals/mine/count')).body.data).toBe(before);
    await asAlice('POST', '/referral-codes/activate', { bizId: aliceCode.bizId });
    const referrals = createReferralsModule({ db: server.db }).service;
    const someone = await createPasswordlessAccount(server, 'once');
    expect(await server.db.transaction((tx) => referrals.recordReferral(tx, { code: aliceCode.code, accountId: someone.accountBizId }))).toBe(true);
    expect(await server.db.transaction((tx) => referrals.recordReferral(tx, { code: 'BOBSCODE7', accountId: someone.accountBizId }))).toBe(false);
    expect((await asBob('GET', '/referrals/mine/count')).body.data).toBe(0);
  });

  it('query accepts an empty body (defaults), caps size at 100 and refuses negatives: 400', async () => {
    const res = await asAlice('POST', '/referrals/mine/query', {});
    expect(res.body.data).toMatchObject({ page: 0, size: 20 });
    expect((await asAlice('POST', '/referrals/mine/query', { size: 1000 })).body.data.size).toBe(100);
    expectError(await asAlice('POST', '/referrals/mine/query', { page: -1, size: 10 }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/referrals/mine/query', { page: 0, size: -5 }), 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('permissions and isolation', () => {
  it('needs referrals:read to read and referrals:write to change', async () => {
    expectError(await asMallory('GET', '/referral-codes/mine'), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('GET', '/referrals/mine/count'), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('POST', '/referrals/mine/query', {}), 403, 'ACCESS.PERMISSION_DENIED');
    await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['referrals:read'] });
    expect((await asMallory('GET', '/referral-codes/mine')).body.data.bizId).toBe(aliceCode.bizId);
    const denied = await asMallory('POST', '/referral-codes/deactivate', { bizId: aliceCode.bizId });
    expectError(denied, 403, 'ACCESS.PERMISSION_DENIED');
    expect(denied.body.message).toContain('referrals:write');
    await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['referrals:read', 'referrals:write'] });
    expect((await asMallory('POST', '/referral-codes/update', { bizId: aliceCode.bizId, extraData: 'by mallory' })).status).toBe(200);
  });

  it("does not change another workspace's code: 404, and it stays as it was", async () => {
    for (const action of ['activate', 'deactivate']) {
      expectError(await asBob('POST', `/referral-codes/${action}`, { bizId: aliceCode.bizId }), 404, 'RESOURCE.NOT_FOUND');
    }
    expectError(await asBob('POST', '/referral-codes/update', { bizId: aliceCode.bizId, extraData: 'hijacked' }), 404, 'RESOURCE.NOT_FOUND');
    const mine = (await asAlice('GET', '/referral-codes/mine')).body.data;
    expect(mine).toMatchObject({ status: 'ACTIVE', extraData: 'by mallory' });
    expect((await asBob('GET', '/referral-codes/mine')).body.data.code).toBe('BOBSCODE7');
  });
});
