import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { testRedisAnswers, TEST_REDIS } from './support/redis.js';
import { authBase, signIn, uniqueIp, type SignedIn } from './support/sign-in.js';
import { ageAuthTime, claimsOf, reauthenticate, stepUpEmailCode } from './support/step-up.js';
import { createAccount, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

/**
 * A refresh token names its session, account and auth time
 * (`prt_<session>.<account>.<auth µs>.<secret>`), so a refresh is one
 * statement; the stored hash binds the whole token, so the server believes
 * the locator only once that statement matched it against the session row.
 */
const AUTH = authBase('PARTNER');
const SESSIONS = '/web/v1/partner/security/sessions';

let server: TestServer;
let account: TestAccount;

beforeAll(async () => {
  server = await startTestServer({ env: { REFRESH_GRACE_SECONDS: '2', RATE_LIMITS: 'login.email=1000/300' } });
  account = await createAccount(server, 'refresh-locator');
});
afterAll(async () => {
  await server?.close();
});

const refresh = (refreshToken: string, ip = uniqueIp(), target = server) =>
  target.request(`${AUTH}/token/refresh`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': ip }), body: { refreshToken } });
const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

function locatorOf(refreshToken: string): { sessionId: string; accountId: string; authUs: string; secret: string } {
  const match = /^prt_([^.]+)\.([^.]+)\.(\d+)\.([A-Za-z0-9_-]{43})$/.exec(refreshToken);
  if (!match) throw new Error(`not a located refresh token: ${refreshToken}`);
  return { sessionId: match[1]!, accountId: match[2]!, authUs: match[3]!, secret: match[4]! };
}

async function sessionAuthUs(sessionId: string): Promise<string> {
  const rows = await server.db.query<{ us: string }>('SELECT (extract(epoch FROM auth_time) * 1000000)::int8::text AS us FROM auth_sessions WHERE id = $1', [sessionId]);
  return rows[0]!.us;
}

async function tokenRows(sessionId: string): Promise<Array<{ rotated: boolean }>> {
  return server.db.query<{ rotated: boolean }>('SELECT rotated_at IS NOT NULL AS rotated FROM refresh_tokens WHERE session_id = $1 ORDER BY created_at', [sessionId]);
}

describe('the refresh token carries its session', () => {
  it('names the session, the account and the exact auth time, and keeps 256 random bits', async () => {
    const tokens = await signIn(server, account);
    const claims = claimsOf(tokens.accessToken);
    const located = locatorOf(tokens.refreshToken);
    expect(located).toMatchObject({ sessionId: claims.sid, accountId: claims.sub, authUs: await sessionAuthUs(claims.sid) });
    expect(Buffer.from(located.secret, 'base64url')).toHaveLength(32);
    expect(Math.floor(Number(located.authUs) / 1e6)).toBe(claims.auth_time);

    const next = (await refresh(tokens.refreshToken)).body.data as SignedIn;
    expect(locatorOf(next.refreshToken)).toMatchObject({ sessionId: claims.sid, accountId: claims.sub, authUs: located.authUs });
    expect(locatorOf(next.refreshToken).secret).not.toBe(located.secret);
  });

  it('carries the new auth time after a step-up, and its refresh signs that time', async () => {
    const tokens = await signIn(server, account);
    const code = await stepUpEmailCode(server, tokens.accessToken, account.email);
    const renewed = await reauthenticate(server, tokens.accessToken, { password: account.password, mfaMethod: 'EMAIL', code });
    expect(renewed.status).toBe(200);
    const sid = claimsOf(tokens.accessToken).sid;
    const authUs = await sessionAuthUs(sid);
    expect(BigInt(authUs)).toBeGreaterThan(BigInt(locatorOf(tokens.refreshToken).authUs));
    expect(locatorOf(renewed.body.data.refreshToken).authUs).toBe(authUs);

    const next = await refresh(renewed.body.data.refreshToken);
    expect(next.status).toBe(200);
    expect(claimsOf(next.body.data.accessToken).auth_time).toBe(Math.floor(Number(authUs) / 1e6));
    expect(locatorOf(next.body.data.refreshToken).authUs).toBe(authUs);
  });

  it('signs the session\'s auth time, not the token\'s, once they differ, and the next token carries the session\'s', async () => {
    const tokens = await signIn(server, account);
    const sid = claimsOf(tokens.accessToken).sid;
    // The session's auth time moves without its tokens being rotated (as a step-up racing a refresh would).
    await ageAuthTime(server, tokens.accessToken, 3_600);
    const next = await refresh(tokens.refreshToken);
    expect(next.status).toBe(200);
    const authUs = await sessionAuthUs(sid);
    expect(claimsOf(next.body.data.accessToken).auth_time).toBe(Math.floor(Number(authUs) / 1e6));
    expect(locatorOf(next.body.data.refreshToken).authUs).toBe(authUs);
    expect((await refresh(next.body.data.refreshToken)).status).toBe(200);
  });
});

describe('a refresh token whose locator was tampered with', () => {
  const tamperings: Array<[string, (token: string, other: SignedIn) => string]> = [
    ['auth time moved forward (a fresh step-up window)', (token) => token.replace(/\.(\d+)\./, (_, us: string) => `.${BigInt(us) + 3_600_000_000n}.`)],
    ['another session of the same account', (token, other) => token.replace(locatorOf(token).sessionId, locatorOf(other.refreshToken).sessionId)],
    ['another account', (token, other) => token.replace(locatorOf(token).accountId, `acc_${'Z'.repeat(26)}`).replace(locatorOf(token).sessionId, locatorOf(other.refreshToken).sessionId)],
  ];

  it.each(tamperings)('is refused as an unknown session (%s), and nothing is rotated', async (_, tamper) => {
    const tokens = await signIn(server, account);
    const other = await signIn(server, account);
    const sid = claimsOf(tokens.accessToken).sid;
    const otherSid = claimsOf(other.accessToken).sid;
    const forged = tamper(tokens.refreshToken, other);
    expect(forged).not.toBe(tokens.refreshToken);

    expectError(await refresh(forged), 404, 'AUTH.SESSION_NOT_FOUND');
    expect(await tokenRows(sid)).toEqual([{ rotated: false }]);
    expect(await tokenRows(otherSid)).toEqual([{ rotated: false }]);
    // Both sessions live on, and both genuine tokens still rotate.
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });
});

describe('a refresh token issued before tokens carried their session', () => {
  it('still refreshes (by reading its session), and its successor carries the locator', async () => {
    const tokens = await signIn(server, account);
    const sid = claimsOf(tokens.accessToken).sid;
    // What the previous release issued: prt_ and 256 bits, only its hash stored.
    const legacy = `prt_${randomBytes(32).toString('base64url')}`;
    await server.db.query('UPDATE refresh_tokens SET token_hash = $2 WHERE token_hash = $1', [hashOf(tokens.refreshToken), hashOf(legacy)]);

    const next = await refresh(legacy);
    expect(next.status).toBe(200);
    expect(claimsOf(next.body.data.accessToken)).toMatchObject({ sid, sub: claimsOf(tokens.accessToken).sub, auth_time: claimsOf(tokens.accessToken).auth_time });
    expect(locatorOf(next.body.data.refreshToken).sessionId).toBe(sid);
    // Within the grace the legacy token answers the same pair; the successor rotates in turn.
    expect((await refresh(legacy)).body.data).toEqual(next.body.data);
    expect((await refresh(next.body.data.refreshToken)).status).toBe(200);
  });
});

describe('the account\'s IP allow-list', () => {
  it('blocks a refresh from an address it no longer admits at once, without consuming the token', async () => {
    const holder = await createAccount(server, 'refresh-allow-list');
    const home = uniqueIp();
    const away = uniqueIp();
    const tokens = await signIn(server, holder, { ip: home });
    // Refreshing from away works while there is no list (and warms this instance's memory of it).
    const before = await refresh(tokens.refreshToken, away);
    expect(before.status).toBe(200);

    const authed = portalHeaders({ 'cf-connecting-ip': home, authorization: `Bearer ${before.body.data.accessToken}` });
    expect((await server.request('/web/v1/partner/security/ip-whitelist', { method: 'POST', headers: authed, body: { ips: [home] } })).status).toBe(200);
    expect((await server.request('/web/v1/partner/security/ip-whitelist/enable', { method: 'POST', headers: authed })).status).toBe(200);

    expectError(await refresh(before.body.data.refreshToken, away), 403, 'ACCESS.IP_NOT_ALLOWED');
    expect(await tokenRows(claimsOf(tokens.accessToken).sid)).toEqual([{ rotated: true }, { rotated: false }]);
    const fromHome = await refresh(before.body.data.refreshToken, home);
    expect(fromHome.status).toBe(200);
    expect((await server.request(SESSIONS, { headers: portalHeaders({ 'cf-connecting-ip': home, authorization: `Bearer ${fromHome.body.data.accessToken}` }) })).status).toBe(200);
  });
});

/** The statements one refresh sends to the database, by what they touch. */
async function statementsOf(target: TestServer, work: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(target.db, 'query');
  try {
    await work();
    return spy.mock.calls.map(([sql]) => sql).filter((sql) => /refresh_tokens|auth_sessions|rate_limits|ip_allow/.test(sql));
  } finally {
    spy.mockRestore();
  }
}

describe('the statements of a refresh', () => {
  it('rotates a located token in one statement (limits in memory or Redis)', async () => {
    const tokens = await signIn(server, account);
    // The first refresh from this address reads the (empty) allow-list into the instance's memory.
    const ip = uniqueIp();
    const first = (await refresh(tokens.refreshToken, ip)).body.data as SignedIn;
    const statements = await statementsOf(server, () => refresh(first.refreshToken, ip));
    expect(statements).toHaveLength(server.app.limits.store === 'postgres' ? 2 : 1);
    expect(statements.at(-1)).toMatch(/UPDATE refresh_tokens/);
  });
});

const redisUp = await testRedisAnswers('test/auth-refresh-locator.test.ts (Redis part)');

describe.skipIf(!redisUp)('with the rate limits in Redis', () => {
  let redisServer: TestServer;
  beforeAll(async () => {
    redisServer = await startTestServer({ env: { REDIS_URL: TEST_REDIS, REDIS_PREFIX: `refresh-${randomBytes(4).toString('hex')}` } });
  });
  afterAll(async () => {
    await redisServer?.close();
  });

  it('counts the refresh limit in Redis and sends PostgreSQL only the rotation', async () => {
    expect(redisServer.app.limits.store).toBe('redis');
    const holder = await createAccount(redisServer, 'refresh-redis');
    const tokens = await signIn(redisServer, holder);
    const ip = uniqueIp();
    const first = (await refresh(tokens.refreshToken, ip, redisServer)).body.data as SignedIn;
    const response = { status: 0, policy: '' };
    const statements = await statementsOf(redisServer, async () => {
      const res = await refresh(first.refreshToken, ip, redisServer);
      response.status = res.status;
      response.policy = res.headers.get('ratelimit-policy') ?? '';
    });
    expect(response).toEqual({ status: 200, policy: expect.stringContaining('"refresh.ip"') });
    expect(statements).toEqual([expect.stringMatching(/UPDATE refresh_tokens/)]);
  });
});
