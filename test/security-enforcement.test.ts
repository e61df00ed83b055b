import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders, type TestServer } from './support/harness.js';
import { authBase, signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';
import { authenticatorCode } from './support/totp.js';

/**
 * The account-security module as the auth core uses it (app.ts hands
 * `security.ipAllowList` and `security.secondFactors` to the auth module):
 * the allow-list refuses requests and logins from outside it, and login
 * offers and accepts OTP and backup codes once they are enabled.
 */
let server: TestServer;
let call: ReturnType<typeof partnerApi>;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
});
afterAll(async () => {
  await server?.close();
});


const from = (ip: string) => ({ headers: { 'cf-connecting-ip': ip } });

/** login/initiate from `ip`; the raw answer. */
function initiate(account: TestAccount, ip: string) {
  return server.request(`${authBase()}/login/initiate`, {
    method: 'POST',
    headers: portalHeaders({ 'cf-connecting-ip': ip }),
    body: { email: account.email, password: account.password },
  });
}

function complete(sessionId: string, mfaMethod: string, code: string, ip: string) {
  return server.request(`${authBase()}/login/complete`, {
    method: 'POST',
    headers: portalHeaders({ 'cf-connecting-ip': ip }),
    body: { sessionId, mfaMethod, code },
  });
}

describe('IP allow-list enforcement', () => {
  it('refuses authenticated requests from outside the enabled list with 403 ACCESS.IP_NOT_ALLOWED', async () => {
    const account = await createAccount(server, 'enforced');
    const { accessToken } = await signIn(server, account);
    await call(accessToken, 'POST', '/security/ip-whitelist', { body: { ips: ['203.0.113.0/24', '2001:db8::/32'] } });
    expect((await call(accessToken, 'POST', '/security/ip-whitelist/enable', from('203.0.113.5'))).status).toBe(200);

    expect((await call(accessToken, 'GET', '/profile', from('203.0.113.77'))).status).toBe(200);
    expect((await call(accessToken, 'GET', '/profile', from('2001:db8:1::1'))).status).toBe(200);
    expectError(await call(accessToken, 'GET', '/profile', from('198.51.100.9')), 403, 'ACCESS.IP_NOT_ALLOWED');
    expectError(await call(accessToken, 'GET', '/security/mfa', from('2001:db9::1')), 403, 'ACCESS.IP_NOT_ALLOWED');
    // Without CF-Connecting-IP the loopback peer itself is the client.
    expectError(await call(accessToken, 'GET', '/profile'), 403, 'ACCESS.IP_NOT_ALLOWED');
    // Disabling from inside lifts it at once.
    expect((await call(accessToken, 'POST', '/security/ip-whitelist/disable', from('203.0.113.5'))).status).toBe(200);
    expect((await call(accessToken, 'GET', '/profile', from('198.51.100.9'))).status).toBe(200);
  });

  it('refuses a login from outside the enabled list, and allows one from inside', async () => {
    const account = await createAccount(server, 'login-enforced');
    const { accessToken } = await signIn(server, account);
    await call(accessToken, 'POST', '/security/ip-whitelist', { body: { ips: ['203.0.113.0/24'] } });
    await call(accessToken, 'POST', '/security/ip-whitelist/enable', from('203.0.113.5'));
    expectError(await initiate(account, '198.51.100.44'), 403, 'ACCESS.IP_NOT_ALLOWED');
    const inside = await signIn(server, account, { ip: '203.0.113.44' });
    expect((await call(inside.accessToken, 'GET', '/profile', from('203.0.113.44'))).status).toBe(200);
  });

  it('does not affect other accounts', async () => {
    const [locked, free] = await Promise.all([createAccount(server, 'locked'), createAccount(server, 'free')]);
    const lockedToken = (await signIn(server, locked)).accessToken;
    await call(lockedToken, 'POST', '/security/ip-whitelist', { body: { ips: ['203.0.113.1'] } });
    await call(lockedToken, 'POST', '/security/ip-whitelist/enable', from('203.0.113.1'));
    const freeToken = (await signIn(server, free, { ip: '198.51.100.45' })).accessToken;
    expect((await call(freeToken, 'GET', '/profile', from('198.51.100.45'))).status).toBe(200);
  });
});

describe('second factors at login', () => {
  it('offers OTP once enabled and accepts a code from the authenticator (once)', async () => {
    const account = await createAccount(server, 'otp-login');
    const { accessToken } = await signIn(server, account);
    const before = await initiate(account, '198.51.100.60');
    expect(before.body.data.mfaMethods.map((m: { code: string }) => m.code)).toEqual(['EMAIL']);

    const { secret } = (await call(accessToken, 'POST', '/security/mfa/otp/setup')).body.data;
    await call(accessToken, 'POST', '/security/mfa/otp/verify', { body: { code: authenticatorCode(secret, Date.now()) } });

    const login = await initiate(account, '198.51.100.61');
    expect(login.status).toBe(200);
    const methods = login.body.data.mfaMethods as Array<{ code: string; value: number }>;
    expect(methods).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'OTP', value: 10011002 })]));
    const code = authenticatorCode(secret, Date.now() + 30_000);
    const done = await complete(login.body.data.sessionId, 'OTP', code, '198.51.100.61');
    expect(done.status).toBe(200);
    expect(done.body.data.accessToken).toEqual(expect.any(String));

    // The same code (its time step is used) does not complete another login.
    const again = await initiate(account, '198.51.100.62');
    expectError(await complete(again.body.data.sessionId, 'OTP', code, '198.51.100.62'), 400, 'AUTH.MFA_CODE_INVALID');
  });

  it('offers BACKUP_CODE once generated and accepts each code once', async () => {
    const account = await createAccount(server, 'backup-login');
    const { accessToken } = await signIn(server, account);
    const { codes } = (await call(accessToken, 'POST', '/security/mfa/backup-codes/generate')).body.data;

    const login = await initiate(account, '198.51.100.70');
    expect(login.body.data.mfaMethods.map((m: { code: string }) => m.code)).toContain('BACKUP_CODE');
    const done = await complete(login.body.data.sessionId, 'BACKUP_CODE', codes[0], '198.51.100.70');
    expect(done.status).toBe(200);
    expect((await call(done.body.data.accessToken, 'GET', '/security/mfa/backup-codes')).body.data).toEqual({ remainingCount: 9, totalGenerated: 10 });

    const again = await initiate(account, '198.51.100.71');
    expectError(await complete(again.body.data.sessionId, 'BACKUP_CODE', codes[0], '198.51.100.71'), 400, 'AUTH.MFA_CODE_INVALID');
  });
});
