import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { expectError } from './support/expect.js';
import { openChannel, PLAIN, sendEncrypted } from './support/secure-channel-client.js';
import { authBase, lastMailId, mailTo, signIn, signInCode, uniqueIp, type SignedIn } from './support/sign-in.js';
import { createOperator } from './support/operators.js';
import { ageAuthTime, claimsOf, makeStale, reauthenticate, stepUpEmailCode } from './support/step-up.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { authenticatorCode } from './support/totp.js';

/**
 * Step-up re-authentication (DESIGN.md §4): sensitive actions need a full
 * authentication (password + second factor) of the session within
 * STEP_UP_MAX_AGE; POST auth/reauthenticate renews it.
 */

let server: TestServer;
let call: ReturnType<typeof partnerApi>;

beforeAll(async () => {
  // Three failures lock an address (the lockout test); the per-address login limit stays out of the way.
  server = await startTestServer({ env: { LOGIN_LOCKOUT_THRESHOLD: '3', RATE_LIMITS: 'login.email=1000/300' } });
  call = partnerApi(server);
});
afterAll(async () => {
  await server?.close();
});

const REAUTH_REQUIRED = 'AUTH.REAUTHENTICATION_REQUIRED';

interface SensitiveRoute {
  method: 'POST';
  url: string;
  body?: unknown;
}

const P = '/web/v1/partner';
const O = '/web/v1/operator';
const ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';

/** Every route that needs a recent full authentication; the test below proves the server marks exactly these. */
const PARTNER_SENSITIVE: SensitiveRoute[] = [
  { method: 'POST', url: `${P}/security/mfa/otp/verify`, body: { code: '123456' } },
  { method: 'POST', url: `${P}/security/mfa/otp/revoke`, body: {} },
  { method: 'POST', url: `${P}/security/mfa/backup-codes/generate` },
  { method: 'POST', url: `${P}/security/ip-whitelist`, body: { ips: ['203.0.113.7'] } },
  { method: 'POST', url: `${P}/security/ip-whitelist/enable` },
  { method: 'POST', url: `${P}/security/ip-whitelist/disable` },
  { method: 'POST', url: `${P}/security/sessions/config`, body: { maxConcurrentSessions: 3 } },
  { method: 'POST', url: `${P}/security/sessions/terminate-all` },
  { method: 'POST', url: `${P}/auth/password/change`, body: { currentPassword: 'x', newPassword: 'y' } },
  { method: 'POST', url: `${P}/api-keys`, body: { name: 'k' } },
  { method: 'POST', url: `${P}/api-keys/rotate`, body: { bizId: `key_${ID}` } },
  { method: 'POST', url: `${P}/api-keys/enable`, body: { bizId: `key_${ID}` } },
  { method: 'POST', url: `${P}/withdrawal-channels`, body: {} },
  { method: 'POST', url: `${P}/withdrawals`, body: {} },
  { method: 'POST', url: `${P}/transfers`, body: {} },
  { method: 'POST', url: `${P}/members/remove`, body: {} },
  { method: 'POST', url: `${P}/roles/members/role/change`, body: {} },
  { method: 'POST', url: `${P}/roles`, body: { roleName: 'r' } },
  { method: 'POST', url: `${P}/roles/update`, body: {} },
  { method: 'POST', url: `${P}/roles/permissions`, body: {} },
  { method: 'POST', url: `${P}/roles/delete`, body: {} },
  { method: 'POST', url: `${P}/invitations`, body: {} },
  { method: 'POST', url: `${P}/webhooks`, body: { url: 'https://example.com/hooks', events: ['recharge.completed'] } },
  { method: 'POST', url: `${P}/webhooks/:endpointId/rotate-secret` },
];

const OPERATOR_SENSITIVE: SensitiveRoute[] = [
  { method: 'POST', url: `${O}/wallets/adjust`, body: {} },
  { method: 'POST', url: `${O}/recharges/:bizId/confirm`, body: {} },
  { method: 'POST', url: `${O}/withdrawals/:bizId/complete`, body: {} },
  { method: 'POST', url: `${O}/withdrawals/:bizId/return`, body: {} },
  { method: 'POST', url: `${O}/fx-rates`, body: {} },
  { method: 'POST', url: `${O}/withdrawal-fee-rules`, body: {} },
];

const concrete = (url: string) => url.replace(/:[A-Za-z]+/, `rch_${ID}`);

async function signedIn(label: string): Promise<{ account: TestAccount; tokens: SignedIn }> {
  const account = await createAccount(server, label);
  return { account, tokens: await signIn(server, account) };
}

function send(token: string, route: SensitiveRoute, workspace?: string) {
  return server.request(concrete(route.url), {
    method: route.method,
    headers: portalHeaders({ authorization: `Bearer ${token}`, ...(workspace ? { 'x-workspace-id': workspace } : {}) }),
    ...(route.body === undefined ? {} : { body: route.body }),
  });
}

describe('which routes are sensitive', () => {
  it('marks exactly the listed partner and operator actions with config.stepUp', () => {
    const marked = server.app.routeAccess.filter((route) => route.stepUp).map((route) => `${route.method} ${route.url}`);
    const listed = [...PARTNER_SENSITIVE, ...OPERATOR_SENSITIVE].map((route) => `${route.method} ${route.url}`);
    expect(marked.sort()).toEqual(listed.sort());
  });
});

describe('a session whose last full authentication is older than STEP_UP_MAX_AGE', () => {
  it('refuses every sensitive partner action with 403 AUTH.REAUTHENTICATION_REQUIRED and changes nothing', async () => {
    const { account, tokens } = await signedIn('stale');
    await makeStale(server, tokens.accessToken);
    for (const route of PARTNER_SENSITIVE) {
      const res = await send(tokens.accessToken, route, account.workspaceBizId);
      expect({ route: route.url, status: res.status, code: res.body?.code }).toEqual({ route: route.url, status: 403, code: REAUTH_REQUIRED });
      expect(res.body).toMatchObject({ success: false, data: null });
    }
    // Nothing happened: no backup codes, no allow-list, the session limit unchanged.
    expect((await call(tokens.accessToken, 'GET', '/security/mfa/backup-codes')).body.data).toEqual({ remainingCount: 0, totalGenerated: 0 });
    expect((await call(tokens.accessToken, 'GET', '/security/ip-whitelist')).body.data).toEqual({ enabled: false, entries: [] });
    // Reading stays allowed: only sensitive actions need the recent authentication.
    expect((await call(tokens.accessToken, 'GET', '/security/sessions')).status).toBe(200);
  });

  it('refuses every sensitive operator action with 403 AUTH.REAUTHENTICATION_REQUIRED', async () => {
    const operator = await createOperator(server, 'ops-stale');
    const tokens = await signIn(server, operator);
    await makeStale(server, tokens.accessToken);
    for (const route of OPERATOR_SENSITIVE) {
      const res = await send(tokens.accessToken, route);
      expect({ route: route.url, status: res.status, code: res.body?.code }).toEqual({ route: route.url, status: 403, code: REAUTH_REQUIRED });
    }
    expect((await send(tokens.accessToken, { method: 'POST', url: `${O}/recharges/expire-due` })).status).toBe(200);
  });

  it('lets a fresh session through, right up to the window', async () => {
    const { tokens } = await signedIn('fresh');
    await ageAuthTime(server, tokens.accessToken, server.config.auth.stepUpMaxAgeSec - 60);
    expect((await call(tokens.accessToken, 'POST', '/security/mfa/backup-codes/generate')).status).toBe(200);
  });
});

describe('POST auth/reauthenticate', () => {
  it('with password and an e-mailed code renews the session: the refused action then succeeds', async () => {
    const { account, tokens } = await signedIn('email');
    await makeStale(server, tokens.accessToken);
    expectError(await call(tokens.accessToken, 'POST', '/security/mfa/backup-codes/generate'), 403, REAUTH_REQUIRED);

    const code = await stepUpEmailCode(server, tokens.accessToken, account.email);
    const res = await reauthenticate(server, tokens.accessToken, { password: account.password, mfaMethod: 'EMAIL', code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '2000', data: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 } });
    const renewed = claimsOf(res.body.data.accessToken);
    expect(renewed.sid).toBe(claimsOf(tokens.accessToken).sid);
    expect(Math.abs(renewed.auth_time! - Date.now() / 1000)).toBeLessThan(60);

    expect((await call(res.body.data.accessToken, 'POST', '/security/mfa/backup-codes/generate')).status).toBe(200);
    // The e-mailed code works once.
    expectError(await reauthenticate(server, res.body.data.accessToken, { password: account.password, mfaMethod: 'EMAIL', code }), 400, 'AUTH.MFA_CODE_INVALID');
  });

  it('with password and an OTP code', async () => {
    const { account, tokens } = await signedIn('otp');
    const setup = await call(tokens.accessToken, 'POST', '/security/mfa/otp/setup');
    const secret = setup.body.data.secret as string;
    expect((await call(tokens.accessToken, 'POST', '/security/mfa/otp/verify', { body: { code: authenticatorCode(secret, Date.now()) } })).status).toBe(200);
    await makeStale(server, tokens.accessToken);
    expectError(await call(tokens.accessToken, 'POST', '/security/sessions/terminate-all'), 403, REAUTH_REQUIRED);

    // The enrolment used the current time step; the next one is still within the accepted window.
    const res = await reauthenticate(server, tokens.accessToken, { password: account.password, mfaMethod: 'OTP', code: authenticatorCode(secret, Date.now() + 30_000) });
    expect(res.status).toBe(200);
    expect((await call(res.body.data.accessToken, 'POST', '/security/sessions/terminate-all')).status).toBe(200);
  });

  it('with password and a backup code made by another session; never one made by this session', async () => {
    const account = await createAccount(server, 'backup');
    const minting = await signIn(server, account);
    const { codes } = (await call(minting.accessToken, 'POST', '/security/mfa/backup-codes/generate')).body.data;
    await makeStale(server, minting.accessToken);
    expectError(await reauthenticate(server, minting.accessToken, { password: account.password, mfaMethod: 'BACKUP_CODE', code: codes[0] }), 400, 'AUTH.MFA_CODE_INVALID');

    const other = await signIn(server, account);
    await makeStale(server, other.accessToken);
    const res = await reauthenticate(server, other.accessToken, { password: account.password, mfaMethod: 'BACKUP_CODE', code: codes[0] });
    expect(res.status).toBe(200);
    expect((await call(res.body.data.accessToken, 'POST', '/security/sessions/config', { body: { maxConcurrentSessions: 4 } })).status).toBe(200);
    // Used up.
    expect((await call(res.body.data.accessToken, 'GET', '/security/mfa/backup-codes')).body.data).toEqual({ remainingCount: 9, totalGenerated: 10 });
  });

  it('refuses a wrong password or a wrong code, and counts both toward the login lockout of the account', async () => {
    const { account, tokens } = await signedIn('lockout');
    await makeStale(server, tokens.accessToken);
    const refused = await reauthenticate(server, tokens.accessToken, { password: 'not the password', mfaMethod: 'EMAIL', code: '000000' });
    expectError(refused, 400, 'AUTH.PASSWORD_INCORRECT');
    // Counted on the login limits, and the answer says where the caller stands.
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"login\.ip";q=\d+;w=\d+, "login\.email";q=\d+;w=\d+$/);
    const code = await stepUpEmailCode(server, tokens.accessToken, account.email);
    const wrong = code === '999999' ? '999998' : '999999';
    expectError(await reauthenticate(server, tokens.accessToken, { password: account.password, mfaMethod: 'EMAIL', code: wrong }), 400, 'AUTH.MFA_CODE_INVALID');
    // A wrong login password is the third failure of the same counter: the address is locked (LOGIN_LOCKOUT_THRESHOLD=3).
    const headers = portalHeaders({ 'cf-connecting-ip': uniqueIp() });
    expectError(await server.request(`${authBase()}/login/initiate`, { method: 'POST', headers, body: { email: account.email, password: 'wrong again' } }), 401, 'AUTH.INVALID_CREDENTIALS');

    const locked = await reauthenticate(server, tokens.accessToken, { password: account.password, mfaMethod: 'EMAIL', code });
    expectError(locked, 429, 'RATE_LIMIT.EXCEEDED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError(await server.request(`${authBase()}/login/initiate`, { method: 'POST', headers, body: { email: account.email, password: account.password } }), 429, 'RATE_LIMIT.EXCEEDED');
    // The session stays as stale as it was.
    expectError(await call(tokens.accessToken, 'POST', '/security/sessions/terminate-all'), 403, REAUTH_REQUIRED);
  });

  it('rotates the refresh token: the one from before no longer works (reuse ends the session)', async () => {
    const { account, tokens } = await signedIn('rotate');
    const code = await stepUpEmailCode(server, tokens.accessToken, account.email);
    const res = await reauthenticate(server, tokens.accessToken, { password: account.password, mfaMethod: 'EMAIL', code });
    expect(res.status).toBe(200);
    expect(res.body.data.refreshToken).not.toBe(tokens.refreshToken);
    const refresh = (refreshToken: string) =>
      server.request(`${authBase()}/token/refresh`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }), body: { refreshToken } });
    expectError(await refresh(tokens.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
    // Presenting a rotated-out token is theft as far as the server can tell: the session ended.
    expectError(await call(res.body.data.accessToken, 'GET', '/security/sessions'), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await refresh(res.body.data.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
  });

  it('does not let an access token issued before the reauthentication ride on it', async () => {
    const { account, tokens } = await signedIn('old-token');
    await makeStale(server, tokens.accessToken);
    // The stale session's holder refreshes: the new access token keeps the old auth time.
    const refreshed = (
      await server.request(`${authBase()}/token/refresh`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }), body: { refreshToken: tokens.refreshToken } })
    ).body.data;
    const code = await stepUpEmailCode(server, refreshed.accessToken, account.email);
    const res = await reauthenticate(server, refreshed.accessToken, { password: account.password, mfaMethod: 'EMAIL', code });
    expect(res.status).toBe(200);
    // Same session, renewed auth time, yet the access token from before still carries the old one.
    expectError(await call(refreshed.accessToken, 'POST', '/security/sessions/terminate-all'), 403, REAUTH_REQUIRED);
    expect((await call(res.body.data.accessToken, 'POST', '/security/sessions/terminate-all')).status).toBe(200);
  });

  it('needs a token of its portal, a body with the three fields, and an enabled method', async () => {
    const { account, tokens } = await signedIn('shape');
    const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${tokens.accessToken}` }) =>
      server.request(`${authBase()}/reauthenticate`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': uniqueIp(), ...headers }), body });
    const good = { password: account.password, mfaMethod: 'EMAIL', code: '123456' };
    expectError(await post(good, {}), 401, 'ACCESS.TOKEN_MISSING');
    for (const body of [{}, { password: account.password, mfaMethod: 'EMAIL' }, { ...good, mfaMethod: 'SMS' }, { ...good, extra: 1 }, { ...good, code: '' }]) {
      expectError(await post(body), 400, 'VALIDATION.INVALID_PARAMETER');
    }
    // No authenticator, no backup codes, no code e-mailed yet: nothing proves the second factor.
    for (const mfaMethod of ['OTP', 'BACKUP_CODE', 'EMAIL']) {
      expectError(await post({ ...good, mfaMethod }), 400, 'AUTH.MFA_CODE_INVALID');
    }
    expectError(
      await server.request(`${authBase('OPERATOR')}/reauthenticate`, {
        method: 'POST',
        headers: portalHeaders({ authorization: `Bearer ${tokens.accessToken}` }),
        body: good,
      }),
      401,
      'ACCESS.TOKEN_INVALID',
    );
  });

  it('renews an operator session on the operator portal', async () => {
    const operator = await createOperator(server, 'ops-reauth');
    const tokens = await signIn(server, operator);
    await makeStale(server, tokens.accessToken);
    const fxRate = { method: 'POST' as const, url: `${O}/fx-rates`, body: { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: '0.9', feeRate: '0' } };
    expectError(await send(tokens.accessToken, fxRate), 403, REAUTH_REQUIRED);
    const code = await stepUpEmailCode(server, tokens.accessToken, operator.email, { portal: 'OPERATOR' });
    const res = await reauthenticate(server, tokens.accessToken, { password: operator.password, mfaMethod: 'EMAIL', code }, { portal: 'OPERATOR' });
    expect(res.status).toBe(200);
    expect((await send(res.body.data.accessToken, fxRate)).status).not.toBe(403);
  });

  it('throttles e-mailed codes like login does (429 with Retry-After)', async () => {
    const { account, tokens } = await signedIn('resend');
    await stepUpEmailCode(server, tokens.accessToken, account.email);
    const again = await server.request(`${authBase()}/reauthenticate/mfa/send`, {
      method: 'POST',
      headers: portalHeaders({ authorization: `Bearer ${tokens.accessToken}` }),
      body: { mfaMethod: 'EMAIL' },
    });
    expectError(again, 429, 'RATE_LIMIT.EXCEEDED');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('auth_time in access tokens', () => {
  it('carries the login time from login on, and refresh keeps it: the window does not restart', async () => {
    const { tokens } = await signedIn('auth-time');
    const atLogin = claimsOf(tokens.accessToken).auth_time!;
    const rows = await server.db.query<{ auth_time: Date }>('SELECT auth_time FROM auth_sessions WHERE id = $1', [claimsOf(tokens.accessToken).sid]);
    expect(atLogin).toBe(Math.floor(rows[0]!.auth_time.getTime() / 1000));

    await makeStale(server, tokens.accessToken);
    const refreshed = await server.request(`${authBase()}/token/refresh`, {
      method: 'POST',
      headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }),
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.data.accessToken).auth_time).toBe(atLogin - server.config.auth.stepUpMaxAgeSec - 60);
    expectError(await call(refreshed.body.data.accessToken, 'POST', '/security/mfa/backup-codes/generate'), 403, REAUTH_REQUIRED);
  });
});

describe('the secure channel', () => {
  it('carries reauthenticate and its mfa/send in the auth group: plaintext is refused where the group is required', async () => {
    const strict = await startTestServer({ env: { SECURE_CHANNEL_REQUIRED: 'auth', SECURE_CHANNEL_KEY_SIZE: '2048' } });
    try {
      const account = await createAccount(strict, 'channel');
      const channel = await openChannel(strict, PLAIN);
      const ip = uniqueIp();
      const sealed = (path: string, body: unknown, token?: string) =>
        sendEncrypted(strict, channel, `${authBase()}${path}`, body, { headers: { 'cf-connecting-ip': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) } }).then(
          (sent) => sent.res,
        );
      const sessionId = (await sealed('/login/initiate', { email: account.email, password: account.password })).body.data.sessionId as string;
      const before = await lastMailId(strict, account.email);
      expect((await sealed('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' })).status).toBe(200);
      const login = await sealed('/login/complete', { sessionId, mfaMethod: 'EMAIL', code: await signInCode(strict, account.email, before) });
      const token = login.body.data.accessToken as string;

      const plain = (path: string, body: unknown) =>
        strict.request(`${authBase()}${path}`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': ip, authorization: `Bearer ${token}` }), body });
      expectError(await plain('/reauthenticate/mfa/send', { mfaMethod: 'EMAIL' }), 400, 'SECURE_CHANNEL.REQUIRED');
      expectError(await plain('/reauthenticate', { password: account.password, mfaMethod: 'EMAIL', code: '123456' }), 400, 'SECURE_CHANNEL.REQUIRED');

      const mailed = await lastMailId(strict, account.email);
      expect((await sealed('/reauthenticate/mfa/send', { mfaMethod: 'EMAIL' }, token)).status).toBe(200);
      const code = /confirmation code is (\d{6})/.exec(await mailTo(strict, account.email, /confirmation code is \d{6}/, mailed))![1]!;
      expect((await sealed('/reauthenticate', { password: account.password, mfaMethod: 'EMAIL', code }, token)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
