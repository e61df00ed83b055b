import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAuditTrail } from './support/audit-trail.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let aliceToken: string;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
  alice = await createAccount(server, 'alice');
  aliceToken = (await signIn(server, alice)).accessToken;
});
afterAll(async () => {
  await server?.close();
});


const enumShape = (code: string, value: number) => ({ code, value, label: expect.any(String), description: expect.any(String) });

describe('GET profile', () => {
  it('returns the account profile record of spec 2.3 with enum objects', async () => {
    const res = await call(aliceToken, 'GET', '/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000', message: 'Success' });
    const profile = res.body.data;
    expect(Object.keys(profile).sort()).toEqual(
      [
        'bizId',
        'institutionBizId',
        'accountEmail',
        'accountPhone',
        'accountName',
        'accountRemark',
        'accountPortal',
        'accountStatus',
        'createdAt',
        'updatedAt',
        'defaultLanguage',
        'defaultTimezone',
        'defaultCountry',
      ].sort(),
    );
    expect(profile).toMatchObject({
      bizId: alice.accountBizId,
      institutionBizId: alice.institutionBizId,
      accountEmail: alice.email,
      accountName: 'alice',
      accountPhone: '',
      accountRemark: null,
      accountPortal: enumShape('PARTNER', 10010103),
      accountStatus: enumShape('ACTIVE', 10010202),
      defaultLanguage: 'en',
      defaultTimezone: 'UTC',
    });
    expect(new Date(profile.createdAt).toISOString()).toBe(profile.createdAt);
  });

  it('refuses a caller without a token', async () => {
    expectError(await call(undefined, 'GET', '/profile'), 401, 'ACCESS.TOKEN_MISSING');
  });
});

describe('POST profile/update', () => {
  it('updates every editable field and normalizes phone, zone and country', async () => {
    const account = await createAccount(server, 'updater');
    const token = (await signIn(server, account)).accessToken;
    const before = (await call(token, 'GET', '/profile')).body.data;
    const res = await call(token, 'POST', '/profile/update', {
      body: {
        accountName: '  Updated Name  ',
        accountPhone: '+81 90-1234-5678',
        defaultLanguage: 'zh-Hant',
        defaultTimezone: 'Asia/Calcutta',
        defaultCountry: 'jp',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      bizId: account.accountBizId,
      accountName: 'Updated Name',
      accountPhone: '+819012345678',
      defaultLanguage: 'zh-Hant',
      defaultTimezone: 'Asia/Kolkata',
      defaultCountry: 'JP',
      accountStatus: enumShape('ACTIVE', 10010202),
    });
    expect(res.body.data.updatedAt >= before.updatedAt).toBe(true);
    // The change is stored, not only echoed.
    expect((await call(token, 'GET', '/profile')).body.data).toEqual(res.body.data);
    const trail = await accountAuditTrail(server, account.accountBizId);
    expect(trail).toEqual([
      {
        action: 'profile.update',
        actor_account_id: account.accountBizId,
        target_type: 'account',
        client_ip: '127.0.0.1',
        changes: {
          accountName: { from: 'updater', to: 'Updated Name' },
          accountPhone: { from: '', to: '+819012345678' },
          defaultLanguage: { from: 'en', to: 'zh-Hant' },
          defaultTimezone: { from: 'UTC', to: 'Asia/Kolkata' },
          defaultCountry: { from: '', to: 'JP' },
        },
      },
    ]);
  });

  it('records no audit event for an update that changes nothing', async () => {
    const account = await createAccount(server, 'same');
    const token = (await signIn(server, account)).accessToken;
    expect((await call(token, 'POST', '/profile/update', { body: { accountName: 'same', defaultLanguage: 'en' } })).status).toBe(200);
    expect(await accountAuditTrail(server, account.accountBizId)).toEqual([]);
  });

  it('changes only the fields sent, and an empty phone clears it', async () => {
    const account = await createAccount(server, 'partial');
    const token = (await signIn(server, account)).accessToken;
    await call(token, 'POST', '/profile/update', { body: { accountPhone: '+14155552671', defaultCountry: 'US' } });
    const res = await call(token, 'POST', '/profile/update', { body: { defaultLanguage: 'ja' } });
    expect(res.body.data).toMatchObject({ accountPhone: '+14155552671', defaultCountry: 'US', defaultLanguage: 'ja', accountName: 'partial' });
    const cleared = await call(token, 'POST', '/profile/update', { body: { accountPhone: '' } });
    expect(cleared.body.data.accountPhone).toBe('');
  });

  it.each([
    ['accountStatus', { accountStatus: 'DISABLED' }, 'accountStatus'],
    ['accountEmail', { accountName: 'x', accountEmail: 'evil@example.com' }, 'accountEmail'],
    ['a phone without country code', { accountPhone: '0312345678' }, 'accountPhone'],
    ['an invalid phone', { accountPhone: '+1 555' }, 'accountPhone'],
    ['letters in the phone', { accountPhone: '+1 415 CALL ME' }, 'accountPhone'],
    ['an unsupported language', { defaultLanguage: 'fr' }, 'defaultLanguage'],
    ['an unknown time zone', { defaultTimezone: 'Mars/Olympus_Mons' }, 'defaultTimezone'],
    ['an unknown country', { defaultCountry: 'XX' }, 'defaultCountry'],
    ['a three-letter country', { defaultCountry: 'JPN' }, 'defaultCountry'],
    ['a blank name', { accountName: '   ' }, 'accountName'],
    ['a too long name', { accountName: 'n'.repeat(101) }, 'accountName'],
    ['a non-string field', { accountName: 42 }, 'accountName'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const res = await call(aliceToken, 'POST', '/profile/update', { body });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain(field);
  });

  it('refuses an empty body', async () => {
    expectError(await call(aliceToken, 'POST', '/profile/update', { body: {} }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('changes nothing when one field of several is invalid', async () => {
    const account = await createAccount(server, 'atomic');
    const token = (await signIn(server, account)).accessToken;
    const res = await call(token, 'POST', '/profile/update', { body: { accountName: 'Changed', defaultCountry: 'ZZ' } });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect((await call(token, 'GET', '/profile')).body.data.accountName).toBe('atomic');
    expect(await accountAuditTrail(server, account.accountBizId)).toEqual([]);
  });

  it('refuses a caller without a token', async () => {
    expectError(await call(undefined, 'POST', '/profile/update', { body: { accountName: 'x' } }), 401, 'ACCESS.TOKEN_MISSING');
  });

  it('localizes the error message', async () => {
    const res = await call(aliceToken, 'POST', '/profile/update', { body: { defaultCountry: 'XX' }, headers: { 'x-locale': 'ja' } });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('パラメータ');
  });
});
