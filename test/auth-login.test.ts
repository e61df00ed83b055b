import { createHash, createPublicKey, createVerify } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/infra/secret-box.js';
import { portalHeaders, startPeerServer, startTestServer, type TestServer } from './support/harness.js';
import { openChannel, PLAIN, sendEncrypted } from './support/secure-channel-client.js';
import { authBase, lastMailId, signIn, signInCode, uniqueIp, type SignedIn } from './support/sign-in.js';
import { startSmtp, type SmtpStandIn } from './support/smtp.js';
import { createOperator } from './support/operators.js';
import { createAccount, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

const AUTH = authBase('PARTNER');
const SESSIONS = '/web/v1/partner/security/sessions';

let server: TestServer;
let alice: TestAccount;

beforeAll(async () => {
  // alice signs in far more often than the per-address limit allows; that limit has its own test.
  server = await startTestServer({ env: { REFRESH_GRACE_SECONDS: '2', RATE_LIMITS: 'login.email=1000/300' } });
  alice = await createAccount(server, 'alice');
});
afterAll(async () => {
  await server?.close();
});


/** A caller with its own IP, so per-IP limits of one test never touch another. */
function client(target: TestServer = server, ip = uniqueIp(), extra: Record<string, string> = {}) {
  const headers = portalHeaders({ 'cf-connecting-ip': ip, ...extra });
  return {
    post: (path: string, body?: unknown, more: Record<string, string> = {}) =>
      target.request(path, { method: 'POST', headers: { ...headers, ...more }, ...(body === undefined ? {} : { body }) }),
    get: (path: string, token?: string) => target.request(path, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    authed: (token: string) => ({ authorization: `Bearer ${token}` }),
  };
}

async function initiate(account: TestAccount, caller = client()): Promise<string> {
  const res = await caller.post(`${AUTH}/login/initiate`, { email: account.email, password: account.password });
  expect(res.status).toBe(200);
  return res.body.data.sessionId;
}

async function codeFor(account: TestAccount, sessionId: string, caller = client()): Promise<string> {
  const since = await lastMailId(server, account.email);
  expect((await caller.post(`${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'EMAIL' })).status).toBe(200);
  return signInCode(server, account.email, since);
}

describe('the sign-in journey over the secure channel, with the code from a real SMTP server', () => {
  let smtp: SmtpStandIn;
  let mailServer: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailServer = await startTestServer({ env: { SMTP_URL: smtp.url, SECURE_CHANNEL_KEY_SIZE: '2048', SECURE_CHANNEL_REQUIRED: 'auth' } });
  });
  afterAll(async () => {
    await mailServer?.close();
    await smtp?.close();
  });

  it('initiates, mails a code, completes, calls, refreshes and logs out', async () => {
    const bob = await createAccount(mailServer, 'bob');
    const ip = uniqueIp();
    const channel = await openChannel(mailServer, PLAIN);
    const sealed = (path: string, body: unknown) => sendEncrypted(mailServer, channel, `${AUTH}${path}`, body, { headers: { 'cf-connecting-ip': ip } });

    // Plaintext is refused on the auth group when it is required.
    expectError(await client(mailServer, ip).post(`${AUTH}/login/initiate`, { email: bob.email, password: bob.password }), 400, 'SECURE_CHANNEL.REQUIRED');

    const initiated = (await sealed('/login/initiate', { email: bob.email, password: bob.password })).res;
    expect(initiated.status).toBe(200);
    expect(initiated.body.data).toMatchObject({
      mfaMethods: [{ code: 'EMAIL', value: 10011001 }],
      accountStatus: { code: 'ACTIVE', value: 10010202 },
      pendingApproval: false,
      expiresIn: 600,
    });
    const sessionId = initiated.body.data.sessionId as string;

    const sent = (await sealed('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' })).res;
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent: true, expiresIn: 300, destination: `b***@${bob.email.split('@')[1]}` });
    const mail = await smtp.waitFor(bob.email, /sign-in code is \d{6}/);
    const code = /sign-in code is (\d{6})/.exec(mail.raw)![1]!;

    const completed = (await sealed('/login/complete', { sessionId, mfaMethod: 'EMAIL', code })).res;
    expect(completed.status).toBe(200);
    const tokens = completed.body.data as SignedIn & { expiresIn: number };
    expect(tokens.expiresIn).toBe(900);
    // prt_, the session's locator (test/auth-refresh-locator.test.ts), 256 random bits.
    expect(tokens.refreshToken).toMatch(/^prt_ses_\w+\.acc_\w+\.\d+\.[A-Za-z0-9_-]{43}$/);

    const caller = client(mailServer, ip);
    const sessions = await caller.get(SESSIONS, tokens.accessToken);
    expect(sessions.status).toBe(200);
    expect(sessions.body.data).toEqual([expect.objectContaining({ isCurrent: true, clientIp: ip, userAgent: 'portal-tests/1.0' })]);

    const refreshed = (await sealed('/token/refresh', { refreshToken: tokens.refreshToken })).res;
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refreshToken).not.toBe(tokens.refreshToken);
    expect((await caller.get(SESSIONS, refreshed.body.data.accessToken)).status).toBe(200);

    const loggedOut = await caller.post(`${AUTH}/logout`, undefined, caller.authed(refreshed.body.data.accessToken));
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body.data).toEqual({ success: true, terminatedSessions: 1 });
    expectError(await caller.get(SESSIONS, refreshed.body.data.accessToken), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await caller.get(SESSIONS, tokens.accessToken), 401, 'ACCESS.TOKEN_INVALID');
    expectError((await sealed('/token/refresh', { refreshToken: refreshed.body.data.refreshToken })).res, 404, 'AUTH.SESSION_NOT_FOUND');
  });
});

describe('login/initiate', () => {
  it('answers a wrong password and an unknown address alike, in body and in time', async () => {
    // Its own account: the failures below count towards the address's lock.
    const target = await createAccount(server, 'timing');
    const caller = client();
    const wrong = () => caller.post(`${AUTH}/login/initiate`, { email: target.email, password: 'not the password at all' });
    const unknown = () => caller.post(`${AUTH}/login/initiate`, { email: `nobody-${Date.now()}@example.com`, password: 'not the password at all' });
    const [a, b] = [await wrong(), await unknown()];
    expectError(a, 401, 'AUTH.INVALID_CREDENTIALS');
    expectError(b, 401, 'AUTH.INVALID_CREDENTIALS');
    expect(a.body.message).toBe(b.body.message);

    // Alternate the two so machine noise hits both; compare medians with a generous bound
    // (ten pairs: on a loaded 2-core machine six let one burst move a median).
    const timings = { wrong: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 10; i++) {
      for (const [name, call] of [['wrong', wrong], ['unknown', unknown]] as const) {
        const started = performance.now();
        await client().post(`${AUTH}/login/initiate`, { email: name === 'wrong' ? target.email : `nobody-${i}@example.com`, password: 'nope nope nope' });
        timings[name].push(performance.now() - started);
        void call;
      }
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const ratio = median(timings.wrong) / median(timings.unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('needs X-Client-Hash, a body with both fields and nothing else', async () => {
    const caller = client();
    expectError(await caller.post(`${AUTH}/login/initiate`, { email: alice.email, password: alice.password }, { 'x-client-hash': '' }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await caller.post(`${AUTH}/login/initiate`, {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await caller.post(`${AUTH}/login/initiate`, { email: alice.email, password: alice.password, remember: true }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('is rate limited per IP with Retry-After', async () => {
    const limited = await startTestServer({ env: { RATE_LIMITS: 'login.ip=3/60' } });
    try {
      const caller = client(limited);
      for (let i = 0; i < 3; i++) expectError(await caller.post(`${AUTH}/login/initiate`, { email: `x${i}@example.com`, password: 'wrong' }), 401, 'AUTH.INVALID_CREDENTIALS');
      const refused = await caller.post(`${AUTH}/login/initiate`, { email: 'x@example.com', password: 'wrong' });
      expectError(refused, 429, 'RATE_LIMIT.EXCEEDED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('reports pending approval, and complete refuses such an account with 403', async () => {
    const pending = await createAccount(server, 'pending');
    await server.db.query('UPDATE accounts SET pending_approval = true WHERE id = $1', [pending.accountBizId]);
    const caller = client();
    const res = await caller.post(`${AUTH}/login/initiate`, { email: pending.email, password: pending.password });
    expect(res.body.data.pendingApproval).toBe(true);
    const code = await codeFor(pending, res.body.data.sessionId, caller);
    expectError(await caller.post(`${AUTH}/login/complete`, { sessionId: res.body.data.sessionId, mfaMethod: 'EMAIL', code }), 403, 'AUTH.ACCOUNT_PENDING_APPROVAL');
  });
});

describe('login/mfa/send and login/complete', () => {
  it('binds the steps to the X-Client-Hash of initiate', async () => {
    const caller = client();
    const sessionId = await initiate(alice, caller);
    const other = { 'x-client-hash': 'another-client' };
    expectError(await caller.post(`${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'EMAIL' }, other), 400, 'AUTH.CLIENT_MISMATCH');
    const code = await codeFor(alice, sessionId, caller);
    expectError(await caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code }, other), 400, 'AUTH.CLIENT_MISMATCH');
    expect((await caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code })).status).toBe(200);
  });

  it('throttles resending with 429 and Retry-After', async () => {
    const caller = client();
    const sessionId = await initiate(alice, caller);
    await codeFor(alice, sessionId, caller);
    const again = await caller.post(`${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'EMAIL' });
    expectError(again, 429, 'RATE_LIMIT.EXCEEDED');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('allows 5 wrong codes, then the login session is dead even for the right one', async () => {
    const guesser = await createAccount(server, 'guesser');
    const caller = client();
    const sessionId = await initiate(guesser, caller);
    const code = await codeFor(guesser, sessionId, caller);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectError(await caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code: wrong }), 400, 'AUTH.MFA_CODE_INVALID');
    expectError(await caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code }), 404, 'AUTH.SESSION_NOT_FOUND');
  });

  it('is single use: the same code and session cannot complete twice, even at once', async () => {
    const caller = client();
    const sessionId = await initiate(alice, caller);
    const code = await codeFor(alice, sessionId, caller);
    const results = await Promise.all([1, 2, 3].map(() => caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
  });

  it('refuses OTP and backup codes the account has not enabled, and unknown login sessions', async () => {
    const caller = client();
    const sessionId = await initiate(alice, caller);
    expectError(await caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'OTP', code: '123456' }), 400, 'AUTH.MFA_CODE_INVALID');
    expectError(await caller.post(`${AUTH}/login/complete`, { sessionId, mfaMethod: 'BACKUP_CODE', code: 'abcd-efgh' }), 400, 'AUTH.MFA_CODE_INVALID');
    expectError(await caller.post(`${AUTH}/login/mfa/send`, { sessionId: 'lgn_nope', mfaMethod: 'EMAIL' }), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await caller.post(`${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'OTP' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('records every attempt in the login history, most recent first', async () => {
    const carol = await createAccount(server, 'carol');
    const caller = client();
    expectError(await caller.post(`${AUTH}/login/initiate`, { email: carol.email, password: 'wrong password' }), 401, 'AUTH.INVALID_CREDENTIALS');
    const { accessToken } = await signIn(server, carol);
    const history = await caller.get(`${SESSIONS}/history`, accessToken);
    expect(history.status).toBe(200);
    expect(history.body.data.items.map((e: { loginResult: number; failureReason: string | null }) => [e.loginResult, e.failureReason])).toEqual([
      [1, null],
      [0, 'INVALID_PASSWORD'],
    ]);
    expect(history.body.data.pagination).toMatchObject({ totalRecords: 2, currentPage: 0, hasNext: false, empty: false });
  });
});

describe('token/refresh', () => {
  it('rotates, and a concurrent burst with the same token gets one and the same new pair', async () => {
    const first = await signIn(server, alice);
    const burst = await Promise.all(Array.from({ length: 5 }, () => client().post(`${AUTH}/token/refresh`, { refreshToken: first.refreshToken })));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(burst.map((r) => `${r.body.data.accessToken}|${r.body.data.refreshToken}`));
    expect(pairs.size).toBe(1);
    const next = burst[0]!.body.data.refreshToken as string;
    expect((await client().post(`${AUTH}/token/refresh`, { refreshToken: next })).status).toBe(200);
  });

  it('treats a rotated-out token after the grace as theft: the whole session ends', async () => {
    const first = await signIn(server, alice);
    const second = (await client().post(`${AUTH}/token/refresh`, { refreshToken: first.refreshToken })).body.data;
    // REFRESH_GRACE_SECONDS is 2 here.
    server.clock.advance(2_300);
    expectError(await client().post(`${AUTH}/token/refresh`, { refreshToken: first.refreshToken }), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await client().post(`${AUTH}/token/refresh`, { refreshToken: second.refreshToken }), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await client().get(SESSIONS, second.accessToken), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('refuses the other portal\'s refresh token as an unknown session, without consuming it', async () => {
    const operator = await createOperator(server, 'ops-refresh');
    const partner = await signIn(server, alice);
    const ops = await signIn(server, operator);
    const refresh = (portal: 'PARTNER' | 'OPERATOR', refreshToken: string) => client().post(`${authBase(portal)}/token/refresh`, { refreshToken });

    expectError(await refresh('PARTNER', ops.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await refresh('OPERATOR', partner.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
    // Both tokens still rotate on their own portal, and the sessions are alive.
    const opsNext = await refresh('OPERATOR', ops.refreshToken);
    expect(opsNext.status).toBe(200);
    expect((await client().post(`${authBase('OPERATOR')}/logout`, undefined, client().authed(opsNext.body.data.accessToken))).status).toBe(200);
    const partnerNext = await refresh('PARTNER', partner.refreshToken);
    expect(partnerNext.status).toBe(200);
    expect((await client().get(SESSIONS, partnerNext.body.data.accessToken)).status).toBe(200);
  });

  it('does not hand a rotated-out token of the other portal to reuse detection', async () => {
    const operator = await createOperator(server, 'ops-reuse');
    const ops = await signIn(server, operator);
    const rotated = await client().post(`${authBase('OPERATOR')}/token/refresh`, { refreshToken: ops.refreshToken });
    // Within the grace the other portal does not get the successor pair either.
    expectError(await client().post(`${AUTH}/token/refresh`, { refreshToken: ops.refreshToken }), 404, 'AUTH.SESSION_NOT_FOUND');
    // Past the grace (moved an hour back instead of waiting), its own portal would treat it as reuse.
    const hash = createHash('sha256').update(ops.refreshToken).digest();
    await server.db.query("UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 hour' WHERE token_hash = $1", [hash]);
    expectError(await client().post(`${AUTH}/token/refresh`, { refreshToken: ops.refreshToken }), 404, 'AUTH.SESSION_NOT_FOUND');
    // Presented on its own portal it would end the session; on the other one the session lives on.
    expect((await client().post(`${authBase('OPERATOR')}/token/refresh`, { refreshToken: rotated.body.data.refreshToken })).status).toBe(200);
  });

  it('refuses a refresh from outside the account\'s enabled IP allow-list, without consuming the token', async () => {
    const carol = await createAccount(server, 'carol-allow-list');
    const home = uniqueIp();
    const tokens = await signIn(server, carol, { ip: home });
    const at = (ip: string) => client(server, ip);
    const authed = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await at(home).post('/web/v1/partner/security/ip-whitelist', { ips: [home] }, authed)).status).toBe(200);
    expect((await at(home).post('/web/v1/partner/security/ip-whitelist/enable', undefined, authed)).status).toBe(200);

    expectError(await at(uniqueIp()).post(`${AUTH}/token/refresh`, { refreshToken: tokens.refreshToken }), 403, 'ACCESS.IP_NOT_ALLOWED');
    const fromHome = await at(home).post(`${AUTH}/token/refresh`, { refreshToken: tokens.refreshToken });
    expect(fromHome.status).toBe(200);
    expect((await at(home).get(SESSIONS, fromHome.body.data.accessToken)).status).toBe(200);
  });

  it('answers 404 AUTH.SESSION_NOT_FOUND for an unknown token and never extends the session', async () => {
    expectError(await client().post(`${AUTH}/token/refresh`, { refreshToken: 'prt_unknown' }), 404, 'AUTH.SESSION_NOT_FOUND');
    const tokens = await signIn(server, alice);
    const sid = (JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const before = await server.db.query<{ expires_at: Date }>('SELECT expires_at FROM auth_sessions WHERE id = $1', [sid]);
    await client().post(`${AUTH}/token/refresh`, { refreshToken: tokens.refreshToken });
    const after = await server.db.query<{ expires_at: Date }>('SELECT expires_at FROM auth_sessions WHERE id = $1', [sid]);
    expect(after[0]!.expires_at.getTime()).toBe(before[0]!.expires_at.getTime());
  });
});

describe('the JWT guard', () => {
  let tokens: SignedIn;
  let claims: { sub: string; sid: string; iss: string; aud: string; exp: number; iat: number };
  let kid: string;
  /** Signs arbitrary claims with the server's real key, to test claim checks rather than signatures. */
  let signWithServerKey: (payload: Record<string, unknown>, options?: Record<string, unknown>) => string;

  beforeAll(async () => {
    tokens = await signIn(server, alice);
    const [header, payload] = tokens.accessToken.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    claims = payload as typeof claims;
    kid = header!.kid as string;
    const row = (await server.db.query<{ private_key_sealed: string }>('SELECT private_key_sealed FROM jwt_signing_keys WHERE id = $1', [kid]))[0]!;
    const privatePem = createSecretBox(server.config).open(row.private_key_sealed, `jwt-signing-key:${kid}`).toString('utf8');
    signWithServerKey = (payload, options = {}) => createSigner({ key: privatePem, algorithm: 'ES256', kid, ...options })(payload);
  });

  const call = (token: string) => client().get(SESSIONS, token);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('lets a valid token through and publishes its key in the JWKS, verifiable without our code', async () => {
    expect((await call(tokens.accessToken)).status).toBe(200);
    const jwks = await server.request('/.well-known/jwks.json');
    const jwk = jwks.body.keys.find((key: { kid: string }) => key.kid === kid);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    const [h, p, s] = tokens.accessToken.split('.');
    const verifier = createVerify('SHA256').update(`${h}.${p}`);
    expect(verifier.verify({ key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'))).toBe(true);
    expect(claims).toMatchObject({ sub: alice.accountBizId, iss: 'partner-portal-api', aud: 'partner-portal' });
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('missing token → 401 ACCESS.TOKEN_MISSING; garbage → ACCESS.TOKEN_INVALID', async () => {
    expectError(await client().get(SESSIONS), 401, 'ACCESS.TOKEN_MISSING');
    expectError(await call('not-a-jwt'), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('alg none', async () => {
    expectError(await call(`${b64({ alg: 'none', kid })}.${b64(claims)}.`), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await call(`${b64({ alg: 'none', kid })}.${b64(claims)}.x`), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('HS256 signed with the public key', async () => {
    const jwks = await server.request('/.well-known/jwks.json');
    const publicPem = createPublicKey({ key: jwks.body.keys[0], format: 'jwk' }).export({ format: 'pem', type: 'spki' }) as string;
    const forged = createSigner({ key: publicPem, algorithm: 'HS256', kid })({ sub: claims.sub, sid: claims.sid, iss: claims.iss, aud: claims.aud });
    expectError(await call(forged), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('a flipped payload byte', async () => {
    const [h, p, s] = tokens.accessToken.split('.');
    const bytes = Buffer.from(p!, 'base64url');
    bytes[5] = bytes[5]! ^ 1;
    expectError(await call(`${h}.${bytes.toString('base64url')}.${s}`), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('jku, x5u and embedded jwk headers are refused, never fetched', async () => {
    for (const extra of [{ jku: 'http://127.0.0.1:9/jwks.json' }, { x5u: 'http://127.0.0.1:9/cert.pem' }, { jwk: { kty: 'EC' } }]) {
      const token = signWithServerKey({ ...claims }, { header: extra });
      expectError(await call(token), 401, 'ACCESS.TOKEN_INVALID');
    }
  });

  it('an unknown kid', async () => {
    expectError(await call(signWithServerKey({ ...claims }, { kid: 'jwk_01UNKNOWN' })), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('an expired exp', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await call(signWithServerKey({ ...claims, iat: now - 3600, exp: now - 120 })), 401, 'ACCESS.TOKEN_EXPIRED');
  });

  it('a future nbf beyond the 60 s skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectError(await call(signWithServerKey({ ...claims, iat: now, nbf: now + 300 })), 401, 'ACCESS.TOKEN_INVALID');
    expect((await call(signWithServerKey({ ...claims, iat: now, nbf: now + 30 }))).status).toBe(200);
  });

  it('a token signed by the real key without an issuer, or without an audience', async () => {
    const { iss: _iss, ...withoutIssuer } = claims;
    const { aud: _aud, ...withoutAudience } = claims;
    expectError(await call(signWithServerKey(withoutIssuer)), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await call(signWithServerKey(withoutAudience)), 401, 'ACCESS.TOKEN_INVALID');
    // The control: the same claims with both are accepted.
    expect((await call(signWithServerKey({ ...claims }))).status).toBe(200);
  });

  it('another audience or issuer', async () => {
    expectError(await call(signWithServerKey({ ...claims, aud: 'someone-else' })), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await call(signWithServerKey({ ...claims, iss: 'someone-else' })), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('a refresh token or a login session id as the bearer', async () => {
    expectError(await call(tokens.refreshToken), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await call(await initiate(alice)), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('a partner token on an operator route', async () => {
    expectError(await client().post('/web/v1/operator/auth/logout', undefined, { authorization: `Bearer ${tokens.accessToken}` }), 401, 'ACCESS.TOKEN_INVALID');
  });
});

describe('security/sessions', () => {
  it('lists, terminates another session and terminate-all, whose tokens stop working at once', async () => {
    const dave = await createAccount(server, 'dave');
    const [one, two, three] = [await signIn(server, dave), await signIn(server, dave), await signIn(server, dave)];
    const listed = await client().get(SESSIONS, one.accessToken);
    expect(listed.body.data).toHaveLength(3);
    expect(listed.body.data.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    const twoId = listed.body.data.find((s: { isCurrent: boolean; sessionId: string }) => !s.isCurrent).sessionId as string;

    const caller = client();
    const currentId = listed.body.data.find((s: { isCurrent: boolean }) => s.isCurrent).sessionId;
    const current = await caller.post(`${SESSIONS}/terminate`, { sessionId: currentId }, { ...caller.authed(one.accessToken), 'x-locale': 'vi' });
    expectError(current, 400, 'SESSION.CANNOT_TERMINATE_CURRENT');
    expect(current.body.message).toBe('Không thể kết thúc phiên hiện tại tại đây; hãy đăng xuất: body.sessionId');
    expectError(await caller.post(`${SESSIONS}/terminate`, { sessionId: 'ses_unknown' }, caller.authed(one.accessToken)), 404, 'RESOURCE.NOT_FOUND');
    const ended = await caller.post(`${SESSIONS}/terminate`, { sessionId: twoId }, caller.authed(one.accessToken));
    expect(ended.body.data).toEqual({ success: true, terminatedSessions: 1 });
    const survivors = [two, three].filter((t) => t !== undefined);
    const statuses = await Promise.all(survivors.map(async (t) => (await client().get(SESSIONS, t.accessToken)).status));
    expect(statuses.sort()).toEqual([200, 401]);

    const all = await caller.post(`${SESSIONS}/terminate-all`, undefined, caller.authed(one.accessToken));
    expect(all.body.data).toEqual({ success: true, terminatedSessions: 1 });
    for (const t of survivors) expectError(await client().get(SESSIONS, t.accessToken), 401, 'ACCESS.TOKEN_INVALID');
    expect((await client().get(SESSIONS, one.accessToken)).status).toBe(200);
  });

  it('maxConcurrentSessions: a login beyond it ends the oldest session', async () => {
    const erin = await createAccount(server, 'erin');
    const first = await signIn(server, erin);
    const caller = client();
    const set = await caller.post(`${SESSIONS}/config`, { maxConcurrentSessions: 1 }, caller.authed(first.accessToken));
    expect(set.body.data).toMatchObject({ accountBizId: erin.accountBizId, maxSessions: 1, ssoEnabled: false });
    expectError(await caller.post(`${SESSIONS}/config`, { maxConcurrentSessions: 0 }, caller.authed(first.accessToken)), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await caller.post(`${SESSIONS}/config`, { maxConcurrentSessions: 101 }, caller.authed(first.accessToken)), 400, 'VALIDATION.INVALID_PARAMETER');
    const second = await signIn(server, erin);
    expectError(await client().get(SESSIONS, first.accessToken), 401, 'ACCESS.TOKEN_INVALID');
    const config = await client().get(`${SESSIONS}/config`, second.accessToken);
    expect(config.body.data.lastLoginAt).toEqual(expect.any(String));
  });

  it('an ended session is refused by another instance within 5 s', async () => {
    const peer = await startPeerServer(server);
    try {
      const tokens = await signIn(server, alice);
      expect((await client(peer).get(SESSIONS, tokens.accessToken)).status).toBe(200);
      const caller = client();
      await caller.post(`${AUTH}/logout`, undefined, caller.authed(tokens.accessToken));
      // The peer may trust what it read for 5 s (its cache): past that it asks the database again.
      server.clock.advance(5_200);
      expectError(await client(peer).get(SESSIONS, tokens.accessToken), 401, 'ACCESS.TOKEN_INVALID');
    } finally {
      await peer.close();
    }
  });
});

describe('user-self session endpoints', () => {
  const SELF = '/web/v1/users/self/security/sessions';
  const selfGet = (path: string, token?: string, extra: Record<string, string> = {}) =>
    server.request(path, { headers: { accept: 'application/json', 'x-client-hash': 'h', ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('answers config in the 1.3.0 envelope and 4010 without a valid token', async () => {
    const { accessToken } = await signIn(server, alice);
    const res = await selfGet(`${SELF}/config`, accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '1.3.0', success: true, code: '2000', message: 'SUCCESS', data: { accountBizId: alice.accountBizId } });
    for (const token of [undefined, 'garbage.token.here']) {
      const refused = await selfGet(`${SELF}/config`, token, { 'accept-language': 'ja' });
      expect(refused.status).toBe(401);
      expect(Object.keys(refused.body).sort()).toEqual(['code', 'message', 'success']);
      expect(refused.body.code).toBe('4010');
    }
  });

  it('no longer serves the calls these replace (the older security config and profile login history)', async () => {
    const { accessToken } = await signIn(server, alice);
    for (const path of ['/web/v1/users/self/security/config', '/web/v1/partner/security/config', '/web/v1/partner/profile/login-history']) {
      const res = await server.request(path, { headers: portalHeaders({ authorization: `Bearer ${accessToken}` }) });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it('pages the history (shape B), filters by time, and refuses bad dates with 4000', async () => {
    const frank = await createAccount(server, 'frank');
    const first = await signIn(server, frank, { headers: { 'cf-ipcountry': 'JP' } });
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await signIn(server, frank);
    const all = await selfGet(`${SELF}/history?size=1`, first.accessToken);
    expect(all.body.data).toMatchObject({ totalElements: 2, totalPages: 2, number: 0, size: 1 });
    expect(all.body.data.content[0]).toMatchObject({ success: true, location: 'Unknown' });
    const older = await selfGet(`${SELF}/history?endTime=${encodeURIComponent(between)}`, first.accessToken);
    expect(older.body.data.content).toEqual([expect.objectContaining({ location: 'JP', success: true })]);
    const bad = await selfGet(`${SELF}/history?startTime=yesterday`, first.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, code: '4000', message: expect.any(String) });
  });
});
