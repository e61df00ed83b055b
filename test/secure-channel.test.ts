import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope.js';
import { inSecureChannelGroup } from '../src/http/secure-channel-hook.js';
import { portalHeaders, startPeerServer, startTestServer, type JsonResponse, type TestServer } from './support/harness.js';
import { signIn } from './support/sign-in.js';
import { createAccount } from './support/workspaces.js';
import {
  PLAIN,
  b64,
  freshRequestId,
  run,
  subtle,
  wrapKey,
  encrypt,
  newAesKey,
  openChannel,
  openSession,
  opensslWrap,
  publicKey,
  send,
  sendEncrypted,
  type Channel,
} from './support/secure-channel-client.js';
import { expectError } from './support/expect.js';
import { findSystemTool, OPENSSL } from './support/system-tools.js';

/*
 * The client side of these tests is independent of the server's code: the
 * RSA-OAEP wrap is done by node:crypto or the openssl CLI (the server unwraps
 * with WebCrypto) and the AES-GCM body encryption by WebCrypto, exactly as a
 * browser would, following docs/secure-channel.md. The openssl tests prove the
 * docs' shell walkthrough interoperates; without openssl they are skipped
 * outside CI and fail in CI (test/support/system-tools.ts).
 */
const openssl = findSystemTool(OPENSSL);
const withOpenssl = it.skipIf(!openssl);


const PARTNER = '/web/v1/partner/secure-channel';
const ECHO = '/web/v1/partner/test/echo';
const OTHER_ECHO = '/web/v1/partner/test/echo-too';
const SEALED = '/web/v1/partner/test/sealed';
const GROUPED = '/web/v1/partner/test/grouped';
/** A production route with a strict body, validated before its guards run. */
const CREATE_WORKSPACE = '/web/v1/partner/workspaces';

const EchoBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    count: Type.Integer({ minimum: 0, maximum: 1000 }),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** Test-only routes: they echo the body the handler received after validation. */
async function echoRoutes(app: FastifyInstance): Promise<void> {
  const echo = { schema: { body: EchoBody } };
  const handler = async (request: { body: unknown }) => ok({ received: request.body });
  app.route({ method: ['POST', 'PUT'], url: ECHO, ...echo, handler });
  app.post(OTHER_ECHO, echo, handler);
  // A real group (only declared groups exist, src/http/secure-channel-groups.ts); no money route is called here.
  app.post(SEALED, { ...echo, config: { secureChannelGroup: 'money' } }, handler);
  await app.register(
    inSecureChannelGroup('money', async (child: FastifyInstance) => {
      child.post(GROUPED, echo, handler);
    }),
  );
}

const TEST_ENV = {
  SECURE_CHANNEL_KEY_SIZE: '2048',
  SECURE_CHANNEL_REQUIRED: 'money,operator',
};


const VALID = { email: 'ada@example.com', count: 3 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: TEST_ENV, configure: echoRoutes });
});
afterAll(async () => {
  await server?.close();
});

describe('public key', () => {
  it('publishes one RSA-OAEP-256 key as base64 DER SPKI on both path families', async () => {
    const [plain, partner] = await Promise.all([publicKey(server, PLAIN), publicKey(server, PARTNER)]);
    expect(partner).toEqual(plain);
    expect(plain).toMatchObject({ algorithm: 'RSA-OAEP-256', keySize: 2048 });
    expect(plain.keyId).toMatch(/^sck_[0-9A-Z]{26}$/);
    expect(Date.parse(plain.expiresAt)).toBeGreaterThan(Date.parse(plain.createdAt));
    // A browser imports it as-is.
    await subtle.importKey('spki', Buffer.from(plain.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  });

  withOpenssl('publishes a key the openssl CLI reads as a 2048-bit RSA key', async () => {
    const { publicKey: spki } = await publicKey(server);
    const dir = await mkdtemp(join(tmpdir(), 'secure-channel-'));
    try {
      await writeFile(join(dir, 'public.der'), Buffer.from(spki, 'base64'));
      const { stdout } = await run(openssl!, ['pkey', '-pubin', '-inform', 'DER', '-in', 'public.der', '-noout', '-text'], { cwd: dir });
      expect(stdout).toMatch(/Public-Key: \(2048 bit\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the private key sealed with MASTER_KEY in the database', async () => {
    const { keyId } = await publicKey(server);
    const rows = await server.db.query<{ private_key_sealed: string }>('SELECT private_key_sealed FROM secure_channel_keys WHERE id = $1', [keyId]);
    expect(rows[0]!.private_key_sealed).toMatch(/^sb2\.[A-Za-z0-9_-]{8}\./);
    expect(rows[0]!.private_key_sealed).not.toContain('MII');
  });

  it('refuses callers without the portal access code', async () => {
    const res = await server.request(`${PLAIN}/public-key`);
    expectError(res, 403, 'ACCESS.PORTAL_MISMATCH');
  });
});

describe('opening a session', () => {
  withOpenssl('opens a session from an openssl RSA-OAEP-256 wrapped AES key, on both path families', async () => {
    for (const family of [PLAIN, PARTNER]) {
      const { keyId, publicKey: spki } = await publicKey(server, family);
      const res = await openSession(server, { keyId, encryptedKey: await opensslWrap(spki, randomBytes(32)) }, family);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, code: '2001' });
      expect(res.body.data.sessionId).toMatch(/^scs_[0-9A-Z]{26}$/);
      expect(res.body.data.expiresIn).toBe(1800);
      expect(Date.parse(res.body.data.expiresAt) - Date.now()).toBeGreaterThan(1_790_000);
    }
  });

  it('accepts a key wrapped by WebCrypto RSA-OAEP (the browser snippet of the docs)', async () => {
    const { keyId, publicKey: spki } = await publicKey(server);
    const rsa = await subtle.importKey('spki', Buffer.from(spki, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const { key, raw } = await newAesKey();
    const encryptedKey = b64(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw));
    const res = await openSession(server, { keyId, encryptedKey });
    expect(res.status).toBe(201);
    const channel = { sessionId: res.body.data.sessionId, key };
    const { res: echoed } = await sendEncrypted(server, channel, ECHO, VALID);
    expect(echoed.status).toBe(200);
  });

  it('refuses an unknown or malformed keyId with KEY_NOT_FOUND', async () => {
    const { publicKey: spki } = await publicKey(server);
    const encryptedKey = wrapKey(spki, randomBytes(32));
    for (const keyId of ['sck_01JD0000000000000000000000', 'nope']) {
      expectError(await openSession(server, { keyId, encryptedKey }), 400, 'SECURE_CHANNEL.KEY_NOT_FOUND');
    }
  });

  withOpenssl('refuses a wrap with the wrong padding or digest (PKCS#1 v1.5, OAEP-SHA-1) with INVALID_PAYLOAD', async () => {
    const { keyId, publicKey: spki } = await publicKey(server);
    for (const options of [['-pkeyopt', 'rsa_padding_mode:pkcs1'], ['-pkeyopt', 'rsa_padding_mode:oaep']]) {
      const res = await openSession(server, { keyId, encryptedKey: await opensslWrap(spki, randomBytes(32), options) });
      expectError(res, 400, 'SECURE_CHANNEL.INVALID_PAYLOAD');
    }
  });

  it('refuses a wrapped key that is not 32 bytes, and bytes that are no wrap at all', async () => {
    const { keyId, publicKey: spki } = await publicKey(server);
    const cases = [wrapKey(spki, randomBytes(16)), b64(randomBytes(256)), b64(randomBytes(100)), 'not base64!', 'AAAA'];
    for (const encryptedKey of cases) {
      expectError(await openSession(server, { keyId, encryptedKey }), 400, 'SECURE_CHANNEL.INVALID_PAYLOAD');
    }
  });

  it('refuses an empty body, an unknown field and a missing field with VALIDATION.INVALID_PARAMETER', async () => {
    const { keyId } = await publicKey(server);
    const bodies: unknown[] = [{}, '', { keyId, encryptedKey: 'AAAA', extra: 1 }, { keyId }];
    for (const body of bodies) {
      expectError(await openSession(server, body), 400, 'VALIDATION.INVALID_PARAMETER');
    }
    const bare = await server.request(`${PLAIN}/session`, { method: 'POST', headers: portalHeaders() });
    expectError(bare, 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('encrypted request bodies', () => {
  let channel: Channel;
  beforeAll(async () => {
    channel = await openChannel(server);
  });

  it('decrypts before validation: the handler receives the plaintext body', async () => {
    const { res } = await sendEncrypted(server, channel, ECHO, { ...VALID, note: 'héllo ✓' });
    expect(res.status).toBe(200);
    expect(res.body.data.received).toEqual({ ...VALID, note: 'héllo ✓' });
  });

  it('validates the decrypted body like a plaintext one: unknown field, wrong type', async () => {
    const unknown = await sendEncrypted(server, channel, ECHO, { ...VALID, isAdmin: true });
    expectError(unknown.res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(unknown.res.body.message).toContain('body.isAdmin');
    const coerced = await sendEncrypted(server, channel, ECHO, { ...VALID, count: '3' });
    expectError(coerced.res, 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('reaches a production endpoint the same way: authentication first, then validation of the plaintext', async () => {
    // Without a token the guard answers before the body is looked at.
    const anonymous = await sendEncrypted(server, channel, CREATE_WORKSPACE, { workspaceName: 'Acme', owner: 'me' });
    expectError(anonymous.res, 401, 'ACCESS.TOKEN_MISSING');
    const { accessToken } = await signIn(server, await createAccount(server, 'sealed'));
    const headers = { authorization: `Bearer ${accessToken}` };
    const unknown = await sendEncrypted(server, channel, CREATE_WORKSPACE, { workspaceName: 'Acme', owner: 'me' }, { headers });
    expectError(unknown.res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(unknown.res.body.message).toContain('body.owner');
    const valid = await sendEncrypted(server, channel, CREATE_WORKSPACE, { workspaceName: 'Acme' }, { headers });
    expect(valid.res.status).toBe(201);
  });

  it('accepts the short X-SC-Session-Id header, and refuses two different session headers', async () => {
    const { res } = await sendEncrypted(server, channel, ECHO, VALID, { header: 'x-sc-session-id' });
    expect(res.status).toBe(200);
    const requestId = freshRequestId();
    const envelope = await encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), randomBytes(12));
    const both = await server.request(ECHO, {
      method: 'POST',
      headers: portalHeaders({ 'x-secure-channel-session-id': channel.sessionId, 'x-sc-session-id': 'scs_other', 'x-request-id': requestId }),
      body: envelope,
    });
    expectError(both, 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses a tampered ciphertext or tag with DECRYPT_FAILED', async () => {
    for (const at of ['start', 'tag'] as const) {
      const requestId = freshRequestId();
      const envelope = await encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), randomBytes(12));
      const bytes = Buffer.from(envelope.ciphertext, 'base64');
      bytes[at === 'start' ? 0 : bytes.length - 1]! ^= 0x01;
      const res = await send(server, channel, ECHO, { iv: envelope.iv, ciphertext: bytes.toString('base64') }, requestId);
      expectError(res, 400, 'SECURE_CHANNEL.DECRYPT_FAILED');
    }
  });

  it('refuses a ciphertext moved to another path, method or request id (AAD binding) with DECRYPT_FAILED', async () => {
    const requestId = freshRequestId();
    const envelope = await encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), randomBytes(12));
    expectError(await send(server, channel, OTHER_ECHO, envelope, requestId), 400, 'SECURE_CHANNEL.DECRYPT_FAILED');
    expectError(await send(server, channel, ECHO, envelope, requestId, { method: 'PUT' }), 400, 'SECURE_CHANNEL.DECRYPT_FAILED');
    expectError(await send(server, channel, ECHO, envelope, freshRequestId()), 400, 'SECURE_CHANNEL.DECRYPT_FAILED');
    // Failed attempts record nothing: the genuine request still goes through once.
    expect((await send(server, channel, ECHO, envelope, requestId)).status).toBe(200);
  });

  it('refuses a ciphertext presented under another session with DECRYPT_FAILED', async () => {
    const other = await openChannel(server);
    const requestId = freshRequestId();
    const envelope = await encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), randomBytes(12));
    expectError(await send(server, other, ECHO, envelope, requestId), 400, 'SECURE_CHANNEL.DECRYPT_FAILED');
  });

  it('binds the path without the query string (decided in docs/secure-channel.md)', async () => {
    const { res } = await sendEncrypted(server, channel, `${ECHO}?trace=1`, VALID);
    expect(res.status).toBe(200);
  });

  it('refuses a replayed request (same iv and request id) with REPLAY', async () => {
    const { res, envelope, requestId } = await sendEncrypted(server, channel, ECHO, VALID);
    expect(res.status).toBe(200);
    expectError(await send(server, channel, ECHO, envelope, requestId), 400, 'SECURE_CHANNEL.REPLAY');
  });

  it('refuses a reused request id with a fresh iv, and a reused iv with a fresh request id, with REPLAY', async () => {
    const first = await sendEncrypted(server, channel, ECHO, VALID);
    expect(first.res.status).toBe(200);
    const sameId = await sendEncrypted(server, channel, ECHO, VALID, { requestId: first.requestId });
    expectError(sameId.res, 400, 'SECURE_CHANNEL.REPLAY');
    const sameIv = await sendEncrypted(server, channel, ECHO, VALID, { iv: Buffer.from(first.envelope.iv, 'base64') });
    expectError(sameIv.res, 400, 'SECURE_CHANNEL.REPLAY');
  });

  it('requires the caller’s own X-Request-Id with an encrypted body, and names the header', async () => {
    const missing = await sendEncrypted(server, channel, ECHO, VALID, { requestId: null });
    expectError(missing.res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(missing.res.body.message).toContain('x-request-id');
    // An id the ingress had to replace is not the one the client bound into the AAD.
    const unsafe = await sendEncrypted(server, channel, ECHO, VALID, { requestId: 'has spaces' });
    expectError(unsafe.res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(unsafe.res.body.message).toContain('x-request-id');
  });

  it('refuses a malformed envelope with VALIDATION.INVALID_PARAMETER naming the field', async () => {
    const iv = b64(randomBytes(12));
    const ciphertext = b64(randomBytes(40));
    const cases: Array<[unknown, string]> = [
      [{ ciphertext }, 'body.iv'],
      [{ iv: b64(randomBytes(16)), ciphertext }, 'body.iv'],
      [{ iv, ciphertext: 'not base64!' }, 'body.ciphertext'],
      [{ iv, ciphertext: b64(randomBytes(8)) }, 'body.ciphertext'],
      [{ iv, ciphertext, email: 'x@example.com' }, 'body.email'],
      [VALID, 'body.email'],
      [[iv, ciphertext], 'body'],
    ];
    for (const [envelope, field] of cases) {
      const res = await send(server, channel, ECHO, envelope, freshRequestId());
      expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
      expect(res.body.message).toContain(field);
    }
  });

  it('refuses random bytes in a well-formed envelope with DECRYPT_FAILED', async () => {
    const res = await send(server, channel, ECHO, { iv: b64(randomBytes(12)), ciphertext: b64(randomBytes(64)) }, freshRequestId());
    expectError(res, 400, 'SECURE_CHANNEL.DECRYPT_FAILED');
  });

  it('refuses a decrypted body that is not JSON, or is empty, with VALIDATION.INVALID_PARAMETER', async () => {
    for (const text of ['email=ada@example.com', '{"email":', '']) {
      const { res } = await sendEncrypted(server, channel, ECHO, text);
      expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    }
  });

  it('refuses prototype poisoning inside the encrypted body', async () => {
    for (const text of ['{"email":"a@example.com","count":1,"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      const { res } = await sendEncrypted(server, channel, ECHO, text);
      expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses an unknown or malformed session id with SESSION_NOT_FOUND', async () => {
    for (const sessionId of ['scs_01JD0000000000000000000000', 'made-up']) {
      const { res } = await sendEncrypted(server, { ...channel, sessionId }, ECHO, VALID);
      expectError(res, 400, 'SECURE_CHANNEL.SESSION_NOT_FOUND');
    }
  });

  it('lets bodiless requests through under a session header', async () => {
    const res = await server.request('/web/v1/partner/constants/countries', {
      headers: portalHeaders({ 'x-secure-channel-session-id': channel.sessionId }),
    });
    expect(res.status).toBe(200);
  });
});

describe('SECURE_CHANNEL_REQUIRED', () => {
  it('refuses a plaintext body on a route of a required group with SECURE_CHANNEL.REQUIRED', async () => {
    for (const path of [SEALED, GROUPED]) {
      const res = await server.request(path, { method: 'POST', headers: portalHeaders(), body: VALID });
      expectError(res, 400, 'SECURE_CHANNEL.REQUIRED');
      const bare = await server.request(path, { method: 'POST', headers: portalHeaders() });
      expectError(bare, 400, 'SECURE_CHANNEL.REQUIRED');
    }
  });

  it('is advertised with the public key on both path families, in declaration order, as the document it serves states it per operation', async () => {
    for (const family of [PLAIN, PARTNER]) expect((await publicKey(server, family)).requiredGroups).toEqual(['money', 'operator']);
    const doc = (await server.request('/web/v1/openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const use = (path: string, method = 'post') => doc.paths[path]?.[method]?.['x-secure-channel'];
    expect([use(GROUPED), use(SEALED), use('/web/v1/partner/transfers'), use('/web/v1/operator/recharges/{bizId}/confirm')]).toEqual(['required', 'required', 'required', 'required']);
    // Bodiless in an enforced group, or outside the enforced groups.
    expect([use('/web/v1/partner/withdrawals/{bizId}/cancel'), use(ECHO), use('/web/v1/partner/auth/login/initiate')]).toEqual(['optional', 'optional', 'optional']);
    expect([use('/web/v1/partner/wallets', 'get'), use('/web/v1/partner/files/upload'), use(`${PLAIN}/session`)]).toEqual(['none', 'none', 'none']);
  });

  it('accepts the same body encrypted, and plaintext on routes outside the listed groups', async () => {
    const channel = await openChannel(server);
    for (const path of [SEALED, GROUPED]) {
      const { res } = await sendEncrypted(server, channel, path, VALID);
      expect(res.status).toBe(200);
      expect(res.body.data.received).toEqual(VALID);
    }
    const plain = await server.request(ECHO, { method: 'POST', headers: portalHeaders(), body: VALID });
    expect(plain.status).toBe(200);
  });
});

describe('closing a session', () => {
  it('closes once, then reports closed:false; later encrypted requests get SESSION_NOT_FOUND', async () => {
    const channel = await openChannel(server, PARTNER);
    const close = (family: string, header = 'x-sc-session-id') =>
      server.request(`${family}/session/close`, { method: 'POST', headers: portalHeaders({ [header]: channel.sessionId }) });
    const first = await close(PLAIN);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, code: '2000', data: { closed: true } });
    expect((await close(PARTNER, 'x-secure-channel-session-id')).body.data).toEqual({ closed: false });
    const { res } = await sendEncrypted(server, channel, ECHO, VALID);
    expectError(res, 400, 'SECURE_CHANNEL.SESSION_NOT_FOUND');
  });

  it('succeeds without a header (or with an unknown id) and closes nothing', async () => {
    for (const headers of [portalHeaders(), portalHeaders({ 'x-sc-session-id': 'scs_01JD0000000000000000000000' })]) {
      const res = await server.request(`${PARTNER}/session/close`, { method: 'POST', headers });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ closed: false });
    }
  });

  it('takes an empty body sent as application/json as no body', async () => {
    const channel = await openChannel(server);
    const res = await server.request(`${PLAIN}/session/close`, {
      method: 'POST',
      headers: portalHeaders({ 'x-sc-session-id': channel.sessionId, 'content-type': 'application/json' }),
      body: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ closed: true });
  });
});

describe('opening sessions is rate limited', () => {
  it('answers 429 RATE_LIMIT.EXCEEDED with Retry-After past the per-IP limit, before any RSA work', async () => {
    const limited = await startTestServer({ env: { ...TEST_ENV, RATE_LIMITS: 'sc-open.ip=2/60' } });
    try {
      const { keyId, publicKey: spki } = await publicKey(limited);
      const open = async () => openSession(limited, { keyId, encryptedKey: wrapKey(spki, randomBytes(32)) });
      expect((await open()).status).toBe(201);
      expect((await open()).status).toBe(201);
      const refused = await openSession(limited, { keyId, encryptedKey: 'AAAA' });
      expectError(refused, 429, 'RATE_LIMIT.EXCEEDED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('key rotation and expiry', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({
      env: { ...TEST_ENV, SECURE_CHANNEL_KEY_TTL: '1', SECURE_CHANNEL_KEY_GRACE: '3', SECURE_CHANNEL_SESSION_TTL: '2' },
      configure: echoRoutes,
    });
  });
  afterAll(async () => {
    await short?.close();
  });

  /** Moves the server's clock just past `isoOrMs` instead of waiting for it. */
  const advancePast = (isoOrMs: string | number, extraMs = 100) => {
    const at = typeof isoOrMs === 'number' ? isoOrMs : Date.parse(isoOrMs);
    short.clock.advance(Math.max(0, at - short.clock.now() + extraMs));
  };

  it('replaces a key after its TTL, keeps accepting the old one until its expiresAt, then refuses it; sessions expire', async () => {
    const first = await publicKey(short);
    expect(Date.parse(first.expiresAt) - Date.parse(first.createdAt)).toBe(4_000);
    const session = await openChannel(short);
    const wrap = async () => ({ keyId: first.keyId, encryptedKey: wrapKey(first.publicKey, randomBytes(32)) });

    advancePast(Date.parse(first.createdAt) + 1_000);
    const second = await publicKey(short);
    expect(second.keyId).not.toBe(first.keyId);
    expect((await openSession(short, await wrap())).status).toBe(201);

    advancePast(first.expiresAt);
    expectError(await openSession(short, await wrap()), 400, 'SECURE_CHANNEL.KEY_NOT_FOUND');
    const { res } = await sendEncrypted(short, session, ECHO, VALID);
    expectError(res, 400, 'SECURE_CHANNEL.SESSION_NOT_FOUND');
  });
});

describe('two instances on one database', () => {
  let peer: TestServer;
  beforeAll(async () => {
    peer = await startPeerServer(server, { configure: echoRoutes });
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('serves the same key; a session opened on A decrypts on B', async () => {
    expect(await publicKey(peer)).toEqual(await publicKey(server));
    const channel = await openChannel(server);
    const { res } = await sendEncrypted(peer, channel, ECHO, VALID);
    expect(res.status).toBe(200);
    expect(res.body.data.received).toEqual(VALID);
  });

  it('refuses on B a request id already used on A (REPLAY)', async () => {
    const channel = await openChannel(server);
    const first = await sendEncrypted(server, channel, ECHO, VALID);
    expect(first.res.status).toBe(200);
    expectError(await send(peer, channel, ECHO, first.envelope, first.requestId), 400, 'SECURE_CHANNEL.REPLAY');
  });

  it('refuses on A a session closed on B, although A holds its key in memory', async () => {
    const channel = await openChannel(server);
    expect((await sendEncrypted(server, channel, ECHO, VALID)).res.status).toBe(200);
    const closed = await peer.request(`${PLAIN}/session/close`, { method: 'POST', headers: portalHeaders({ 'x-sc-session-id': channel.sessionId }) });
    expect(closed.body.data).toEqual({ closed: true });
    const { res } = await sendEncrypted(server, channel, ECHO, VALID);
    expectError(res, 400, 'SECURE_CHANNEL.SESSION_NOT_FOUND');
  });

  it.skipIf(!process.env.DATABASE_URL)('accepts exactly one of many concurrent replays across instances (PostgreSQL only: PGlite serializes)', async () => {
    const channel = await openChannel(server);
    const requestId = freshRequestId();
    const envelope = await encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), randomBytes(12));
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? peer : server, channel, ECHO, envelope, requestId)));
    const statuses = results.map((res) => (res.status === 200 ? 'ok' : res.body.code));
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'SECURE_CHANNEL.REPLAY')).toHaveLength(11);
  });
});

describe('replay keys of concurrent requests, recorded in one statement', () => {
  const statusOf = (res: JsonResponse) => (res.status === 200 ? 'ok' : String(res.body.code));
  const tally = (results: JsonResponse[]) =>
    results.map(statusOf).reduce<Record<string, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
  const sealed = (channel: Channel, requestId: string, iv = randomBytes(12)) => encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), iv);

  async function burst(size: number) {
    const channel = await openChannel(server);
    const prepared = await Promise.all(
      Array.from({ length: size }, async () => {
        const requestId = freshRequestId();
        return { requestId, envelope: await sealed(channel, requestId) };
      }),
    );
    const results = await Promise.all(prepared.map(({ requestId, envelope }) => send(server, channel, ECHO, envelope, requestId)));
    const [row] = await server.db.query<{ n: bigint; instants: bigint }>(
      'SELECT count(*) AS n, count(DISTINCT used_at) AS instants FROM secure_channel_nonces WHERE session_id = $1',
      [channel.sessionId],
    );
    return { statuses: results.map(statusOf), recorded: row!.n, transactions: row!.instants };
  }

  it('records every request of a burst once and answers each', async () => {
    const { statuses, recorded } = await burst(20);
    expect(statuses).toEqual(Array(20).fill('ok'));
    expect(recorded).toBe(20n);
  });

  // PGlite runs each statement in the event loop's thread, so requests seldom pile up behind one: batches are PostgreSQL's.
  it.skipIf(!process.env.DATABASE_URL)('shares INSERTs between the requests of a burst (PostgreSQL: fewer transactions than requests)', async () => {
    const { statuses, transactions } = await burst(20);
    expect(statuses).toEqual(Array(20).fill('ok'));
    expect(transactions).toBeLessThan(20n);
  });

  it('accepts exactly one of a burst of copies of one request, and refuses the others as replays', async () => {
    const channel = await openChannel(server);
    const requestId = freshRequestId();
    const envelope = await sealed(channel, requestId);
    const results = await Promise.all(Array.from({ length: 10 }, () => send(server, channel, ECHO, envelope, requestId)));
    expect(tally(results)).toEqual({ ok: 1, 'SECURE_CHANNEL.REPLAY': 9 });
  });

  it('accepts one use of a request id sent with fresh ivs in one burst, and one use of an iv sent with fresh request ids', async () => {
    const channel = await openChannel(server);
    const requestId = freshRequestId();
    const sameId = await Promise.all(Array.from({ length: 6 }, () => sealed(channel, requestId)));
    const byId = await Promise.all(sameId.map((envelope) => send(server, channel, ECHO, envelope, requestId)));
    expect(tally(byId)).toEqual({ ok: 1, 'SECURE_CHANNEL.REPLAY': 5 });

    const iv = randomBytes(12);
    const ids = Array.from({ length: 6 }, () => freshRequestId());
    const sameIv = await Promise.all(ids.map((id) => sealed(channel, id, iv)));
    const byIv = await Promise.all(sameIv.map((envelope, i) => send(server, channel, ECHO, envelope, ids[i]!)));
    expect(tally(byIv)).toEqual({ ok: 1, 'SECURE_CHANNEL.REPLAY': 5 });
  });

  it('refuses the requests of a closed session in a burst with SESSION_NOT_FOUND and answers an open session’s beside them', async () => {
    const [open, closed] = [await openChannel(server), await openChannel(server)];
    await server.request(`${PLAIN}/session/close`, { method: 'POST', headers: portalHeaders({ 'x-sc-session-id': closed.sessionId }) });
    const requests = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const channel = i % 2 ? closed : open;
        const requestId = freshRequestId();
        return { channel, requestId, envelope: await sealed(channel, requestId) };
      }),
    );
    const results = await Promise.all(requests.map(({ channel, requestId, envelope }) => send(server, channel, ECHO, envelope, requestId)));
    expect(results.map(statusOf)).toEqual(Array.from({ length: 8 }, (_, i) => (i % 2 ? 'SECURE_CHANNEL.SESSION_NOT_FOUND' : 'ok')));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('key generation across instances (PostgreSQL only: PGlite has one process)', () => {
  it('generates one key when many requests on two fresh instances ask at once', async () => {
    const a = await startTestServer({ env: TEST_ENV });
    const b = await startPeerServer(a);
    try {
      const keys = await Promise.all(Array.from({ length: 8 }, (_, i) => publicKey(i % 2 ? b : a)));
      expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
      const rows = await a.db.query<{ n: bigint }>('SELECT count(*) AS n FROM secure_channel_keys');
      expect(rows[0]!.n).toBe(1n);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('latency', () => {
  it('costs little over the same plaintext request (printed; bounded generously)', async () => {
    const channel = await openChannel(server);
    const rounds = 100;
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const time = async (work: () => Promise<JsonResponse>) => {
      const started = performance.now();
      const res = await work();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const prepared = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const requestId = freshRequestId();
        return { requestId, envelope: await encrypt(channel, 'POST', ECHO, requestId, JSON.stringify(VALID), randomBytes(12)) };
      }),
    );
    const plain: number[] = [];
    const sealed: number[] = [];
    for (let i = 0; i < rounds; i++) {
      plain.push(await time(() => server.request(ECHO, { method: 'POST', headers: portalHeaders(), body: VALID })));
      sealed.push(await time(() => send(server, channel, ECHO, prepared[i]!.envelope, prepared[i]!.requestId)));
    }
    const [p, s] = [median(plain), median(sealed)];
    console.log(`secure-channel latency (${server.db.engine}, median of ${rounds}): plaintext ${p.toFixed(2)} ms, encrypted ${s.toFixed(2)} ms`);
    expect(s).toBeLessThan(p + 25);
  });
});
