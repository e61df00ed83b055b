import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeLogin,
  createPortalClient,
  dataOf,
  initiateLogin,
  logout,
  MemoryTokenStore,
  sendMfaCode,
  type PortalClient,
  type PortalClientOptions,
} from '../packages/client/src/index.js';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { lastMailId, signInCode, startSignInServer, uniqueIp } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The SDK's secure channel against a server that requires it for the auth group
 * (SECURE_CHANNEL_REQUIRED=auth): plaintext is refused, the SDK's bodies are accepted, and it opens a new
 * session when the server forgets one or when one reaches its end.
 */
const SESSION_TTL = 6;
let server: TestServer;
let bob: TestAccount;
const seen: Array<{ path: string; status: number; session: string | undefined; contentType: string | undefined }> = [];
const OPEN = '/web/v1/secure-channel/session';
const opens = () => seen.filter((request) => request.path === OPEN && request.status === 201).length;

beforeAll(async () => {
  server = await startSignInServer({
    env: { SECURE_CHANNEL_REQUIRED: 'auth', SECURE_CHANNEL_SESSION_TTL: String(SESSION_TTL) },
    configure: (app: FastifyInstance) => {
      app.addHook('onResponse', async (request, reply) => {
        const session = request.headers['x-secure-channel-session-id'];
        seen.push({
          path: request.url.split('?')[0]!,
          status: reply.statusCode,
          session: typeof session === 'string' ? session : undefined,
          contentType: request.headers['content-type'],
        });
      });
    },
  });
  bob = await createAccount(server, 'sdk-bob');
});

afterAll(async () => {
  await server?.close();
});

function client(options: Partial<PortalClientOptions> = {}): PortalClient {
  const ip = uniqueIp();
  return createPortalClient({
    baseUrl: server.url,
    portalAccessCode: PORTAL_CODE,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cf-connecting-ip', ip);
      return fetch(input, { ...init, headers });
    },
    ...options,
  });
}

describe('SDK secure channel (SECURE_CHANNEL_REQUIRED=auth)', () => {
  it('is refused in plaintext, and signs in, refreshes and logs out with encrypted bodies', async () => {
    const credentials = { email: bob.email, password: bob.password };
    await expect(initiateLogin(client(), credentials)).rejects.toMatchObject({ status: 400, code: 'SECURE_CHANNEL.REQUIRED' });

    const store = new MemoryTokenStore();
    const portal = client({ tokenStore: store, encrypt: ['/web/v1/partner/auth'] });
    const opensBefore = opens();
    const before = await lastMailId(server, bob.email);
    const challenge = await initiateLogin(portal, credentials);
    await sendMfaCode(portal, { sessionId: challenge.sessionId });
    await completeLogin(portal, { sessionId: challenge.sessionId, code: await signInCode(server, bob.email, before) });
    const sessionId = await portal.secureChannel.sessionId();
    expect(sessionId).toMatch(/^scs_/);
    expect(opens() - opensBefore).toBe(1);

    const auth = seen.filter((request) => request.path.startsWith('/web/v1/partner/auth/login/') && request.session === sessionId);
    expect(auth.map((request) => [request.path, request.status])).toEqual([
      ['/web/v1/partner/auth/login/initiate', 200],
      ['/web/v1/partner/auth/login/mfa/send', 200],
      ['/web/v1/partner/auth/login/complete', 200],
    ]);

    // Outside the listed prefixes bodies stay plaintext and carry no session header.
    const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'));
    expect(profile.accountEmail).toBe(bob.email);
    expect(seen.filter((request) => request.path === '/web/v1/partner/profile').at(-1)?.session).toBeUndefined();

    const rotated = await portal.refresh();
    expect(rotated.accessToken).toBeTruthy();
    expect(seen.filter((request) => request.path === '/web/v1/partner/auth/token/refresh').at(-1)).toMatchObject({ status: 200, session: sessionId });

    await logout(portal);
    expect(store.get()).toBeNull();
  });

  it('encrypts one call with `encrypt: true` on a client that encrypts nothing by default', async () => {
    const portal = client();
    const body = { email: bob.email, password: bob.password };
    await expect(portal.api.POST('/web/v1/partner/auth/login/initiate', { body })).rejects.toMatchObject({ code: 'SECURE_CHANNEL.REQUIRED' });
    const { data } = await portal.api.POST('/web/v1/partner/auth/login/initiate', { body, encrypt: true });
    expect(data?.data.sessionId).toBeTruthy();
    expect(seen.filter((request) => request.path === '/web/v1/partner/auth/login/initiate').at(-1)?.session).toMatch(/^scs_/);
  });

  it('opens a new session when the server answers SECURE_CHANNEL.SESSION_NOT_FOUND, and when one nears its end', async () => {
    // The SDK keeps time by the server's clock here, so the test moves both instead of waiting.
    const portal = client({ encrypt: true, now: server.clock.now });
    const body = { email: bob.email, password: bob.password };
    await portal.call('POST', '/web/v1/partner/auth/login/initiate', { body });
    const first = await portal.secureChannel.sessionId();

    // Closed behind the SDK's back (another tab, an operator): one SESSION_NOT_FOUND, then a new session.
    const closed = await server.request('/web/v1/secure-channel/session/close', {
      method: 'POST',
      headers: { 'x-portal-access-code': PORTAL_CODE, 'x-sc-session-id': first! },
    });
    expect(closed.body.data).toEqual({ closed: true });
    const opensBefore = opens();
    await portal.call('POST', '/web/v1/partner/auth/login/initiate', { body });
    const second = await portal.secureChannel.sessionId();
    expect(second).not.toBe(first);
    expect(opens() - opensBefore).toBe(1);
    const initiates = seen.filter((request) => request.path === '/web/v1/partner/auth/login/initiate').slice(-2);
    expect(initiates.map((request) => [request.session, request.status])).toEqual([
      [first, 400],
      [second, 200],
    ]);

    // Near its end (the last quarter of a 6 s life) the SDK replaces it before use: no refused request.
    server.clock.advance(SESSION_TTL * 750 + 200);
    await portal.call('POST', '/web/v1/partner/auth/login/initiate', { body });
    const third = await portal.secureChannel.sessionId();
    expect(third).not.toBe(second);
    expect(seen.filter((request) => request.path === '/web/v1/partner/auth/login/initiate').at(-1)).toMatchObject({ session: third, status: 200 });
  });
});
