import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/infra/passwords.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { createOperatorAccountService } from '../src/modules/operator/operators.service.js';
import { expectError } from './support/expect.js';
import { png, uploadFile } from './support/files.js';
import { PORTAL_CODE, portalHeaders, type JsonResponse, type TestServer } from './support/harness.js';
import { actingAs } from './support/money.js';
import { rawRequest } from './support/raw-http.js';
import { openChannel, PLAIN, sendEncrypted } from './support/secure-channel-client.js';
import { authBase, signIn, startSignInServer, uniqueIp } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/*
 * Strict input at the HTTP edge: a NUL byte anywhere the client writes
 * (path, query, header, body — also an encrypted body once decrypted, and a
 * multipart part) is a 400, never a 500 from the database; an impossible
 * date is a 400, never rolled over into the next month.
 */

let server: TestServer;
let alice: TestAccount;
let aliceToken: string;
let asAlice: ReturnType<typeof actingAs>;
let operatorToken: string;

beforeAll(async () => {
  server = await startSignInServer();
  alice = await createAccount(server, 'alice');
  aliceToken = (await signIn(server, alice)).accessToken;
  asAlice = actingAs(server, aliceToken, alice.workspaceBizId);
  const email = `ops-${Date.now()}@example.com`;
  const password = 'operator passphrase 2026!';
  const created = await createOperatorAccountService({ db: server.db, accounts: createAccountsRepo(), hashPassword }).createOperator({ email, password });
  operatorToken = (await signIn(server, { accountBizId: created.accountBizId, email, password, portal: 'OPERATOR' })).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const asOperator = (path: string) =>
  server.request(`/web/v1/operator${path}`, { headers: portalHeaders({ authorization: `Bearer ${operatorToken}` }) });
const asSelf = (path: string) => server.request(`/web/v1/users/self${path}`, { headers: portalHeaders({ authorization: `Bearer ${aliceToken}` }) });
const loginInitiate = (body: unknown) =>
  server.request(`${authBase()}/login/initiate`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }), body });

/** A user-self error: status and 4-digit code, nothing else in the body. */
function expectSelfError(res: JsonResponse, status: number, code: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { success: false, code, message: expect.any(String) } });
}

describe('NUL bytes', () => {
  it('refuses a NUL in the login e-mail or password before sign-in, without touching the account', async () => {
    expectError(await loginInitiate({ email: 'a\u0000b@example.com', password: 'whatever it is' }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await loginInitiate({ email: alice.email, password: `${alice.password}\u0000` }), 400, 'VALIDATION.INVALID_PARAMETER');
    // The refusal came before any password check: the real password still signs in, with no failure recorded against it.
    expect((await loginInitiate({ email: alice.email, password: alice.password })).status).toBe(200);
  });

  it('refuses a NUL in a path parameter', async () => {
    expectError(await asAlice('GET', '/roles/ab%00cd'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/wallets/%00/balance'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/files/file%00/download'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses a NUL in a query filter, its name or an array value', async () => {
    expectError(await asOperator('/recharges?workspaceBizId=ab%00cd'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asOperator('/withdrawals?workspaceBizId=%00'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/audit-events?actorBizId=acc%00'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/roles?x%00=1'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/roles?sort=a&sort=b%00'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses a NUL in a JSON body string and creates nothing', async () => {
    expectError(await asAlice('POST', '/roles', { body: { roleName: 'x\u0000' } }), 400, 'VALIDATION.INVALID_PARAMETER');
    const roles = await asAlice('GET', '/roles');
    expect(JSON.stringify(roles.body.data)).not.toContain('\u0000');
  });

  it('refuses a NUL in a nested body string, an array element and an object key', async () => {
    const channel = {
      channelType: 'BANK_ACCOUNT',
      currency: 'USD',
      label: 'Main',
      details: { accountHolder: 'Alice\u0000', accountNumber: 'DE1234567890', bankName: 'ACME' },
    };
    expectError(await asAlice('POST', '/withdrawal-channels', { body: channel }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/api-keys', { body: { name: 'k', scopes: ['wallets:read\u0000'] } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/roles', { body: { roleName: 'ok', 'x\u0000': 1 } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses a NUL in an encrypted body once decrypted', async () => {
    const channel = await openChannel(server, PLAIN);
    const { res } = await sendEncrypted(server, channel, `${authBase()}/login/initiate`, { email: 'a\u0000b@example.com', password: 'whatever it is' }, {
      headers: { 'cf-connecting-ip': uniqueIp() },
    });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses a NUL in a multipart file name', async () => {
    const res = await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: png(), type: 'image/png', name: 'proof\u0000.png' });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('answers a NUL in a header value (refused by the HTTP parser) with a 400 in the partner envelope and closes', async () => {
    const { host } = new URL(server.url);
    const res = await rawRequest(
      server.url,
      `GET /web/v1/partner/constants/countries HTTP/1.1\r\nHost: ${host}\r\nX-Portal-Access-Code: ${PORTAL_CODE}\r\nX-Locale: e\u0000n`,
    );
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body).toMatchObject({ version: '2.0.0', message: expect.any(String) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.connection).toBe('close');
  });

  it('answers 4000 for a NUL on a user-self endpoint', async () => {
    expectSelfError(await asSelf('/security/sessions/history?startTime=%00'), 400, '4000');
    expectSelfError(await asSelf('/security/sessions/history?x%00=1'), 400, '4000');
  });
});

describe('malformed request targets', () => {
  it('answers a target that is not a valid URL with a 400 in the partner envelope, without echoing it', async () => {
    const { host } = new URL(server.url);
    const res = await rawRequest(server.url, `GET /web/v1/partner/constants/%zz<script> HTTP/1.1\r\nHost: ${host}\r\nX-Portal-Access-Code: ${PORTAL_CODE}`);
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.text).not.toContain('<script>');
  });

  it('checks the portal access code first, also on targets the router refuses', async () => {
    const { host } = new URL(server.url);
    const long = `/web/v1/partner/roles/${'a'.repeat(201)}`;
    for (const target of ['/web/v1/partner/constants/%zz', '/web/v1/%70artner/%c0%af', long]) {
      expectError(await rawRequest(server.url, `GET ${target} HTTP/1.1\r\nHost: ${host}`), 403, 'ACCESS.PORTAL_MISMATCH');
    }
    const withCode = await rawRequest(server.url, `GET ${long} HTTP/1.1\r\nHost: ${host}\r\nX-Portal-Access-Code: ${PORTAL_CODE}`);
    expectError(withCode, 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('answers an unparseable request line with a 400 in the partner envelope', async () => {
    const res = await rawRequest(server.url, 'GET\u0000 / HTTP/1.1\r\nHost: x');
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('impossible dates', () => {
  const IMPOSSIBLE = [
    '2024-02-30T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-04-31T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-00-10T00:00:00Z',
    '2024-01-00T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T23:60:00Z',
    '2024-01-01T23:59:61Z',
    '2016-12-31T23:59:60Z',
    '2024-01-01T00:00:00+25:00',
    '2024-01-01T00:00:00+05:60',
    '2024-01-01T00:00:00',
    '2024-02-30',
  ];
  const q = (text: string) => encodeURIComponent(text);

  it.each(IMPOSSIBLE)('refuses %s in the money lists (400), never rolling it over', async (text) => {
    const wallets = await asAlice('GET', '/wallets');
    const wallet = wallets.body.data[0].bizId as string;
    for (const path of [`/wallets/${wallet}/flows?startTime=${q(text)}`, `/transfers/query/orders?endTime=${q(text)}`, `/recharges?startTime=${q(text)}`]) {
      const res = await asAlice('GET', path);
      expect({ path, status: res.status, code: res.body?.code }).toEqual({ path, status: 400, code: 'VALIDATION.INVALID_PARAMETER' });
    }
  });

  it.each(IMPOSSIBLE)('refuses %s in the audit trail and the operator lists (400)', async (text) => {
    expectError(await asAlice('GET', `/audit-events?from=${q(text)}`), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asOperator(`/withdrawals?startTime=${q(text)}`), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it.each(IMPOSSIBLE.filter((text) => text !== '2024-01-01T00:00:00'))('refuses %s in the user-self login history with 4000', async (text) => {
    expectSelfError(await asSelf(`/security/sessions/history?startTime=${q(text)}`), 400, '4000');
    expectSelfError(await asSelf(`/security/sessions/history?endTime=${q(text)}`), 400, '4000');
  });

  it('still accepts real instants with offsets, fractions and leap days', async () => {
    for (const text of ['2024-02-29T00:00:00Z', '2024-01-01T00:00:00.123456Z', '2024-01-01T09:00:00+09:00', '2024-01-01T00:00:00-00:30']) {
      expect((await asAlice('GET', `/recharges?startTime=${q(text)}`)).status).toBe(200);
      expect((await asAlice('GET', `/audit-events?from=${q(text)}`)).status).toBe(200);
      expect((await asSelf(`/security/sessions/history?startTime=${q(text)}`)).status).toBe(200);
    }
    // The login history also takes a bare date (the start of that day, UTC).
    expect((await asSelf('/security/sessions/history?startTime=2024-02-29')).status).toBe(200);
  });
});
