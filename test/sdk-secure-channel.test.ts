import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeLogin,
  dataOf,
  initiateLogin,
  logout,
  sendMfaCode,
  type PortalClient,
  type PortalClientOptions,
} from '../packages/client/src/index.js';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { advertiseRequiredGroups, sdkClient } from './support/sdk.js';
import { lastMailId, signInCode, startSignInServer } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The SDK's secure channel against a server that requires it for the auth and profile groups
 * (SECURE_CHANNEL_REQUIRED=auth,profile) and advertises them in its public-key answer: plaintext is refused,
 * the SDK encrypts exactly the bodies of those groups by default, and it opens a new session when the server
 * forgets one or when one reaches its end.
 */
const SESSION_TTL = 6;
const REQUIRED = ['auth', 'profile'];
let server: TestServer;
let bob: TestAccount;
const seen: Array<{ path: string; status: number; session: string | undefined; contentType: string | undefined }> = [];
const OPEN = '/web/v1/secure-channel/session';
const opens = () => seen.filter((request) => request.path === OPEN && request.status === 201).length;
const last = (path: string) => seen.filter((request) => request.path === path).at(-1);

beforeAll(async () => {
  server = await startSignInServer({
    env: { SECURE_CHANNEL_REQUIRED: REQUIRED.join(','), SECURE_CHANNEL_SESSION_TTL: String(SESSION_TTL) },
    configure: (app: FastifyInstance) => {
      advertiseRequiredGroups(app, REQUIRED);
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

const client = (options: Partial<PortalClientOptions> = {}): PortalClient => sdkClient(server, options);

describe('SDK secure channel (SECURE_CHANNEL_REQUIRED=auth,profile)', () => {
  it('is refused in plaintext, and by default signs in, refreshes and logs out with encrypted bodies', async () => {
    const credentials = { email: bob.email, password: bob.password };
    await expect(initiateLogin(client({ encrypt: false }), credentials)).rejects.toMatchObject({ status: 400, code: 'SECURE_CHANNEL.REQUIRED' });

    const portal = client();
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

    // A call without a body has nothing to encrypt.
    const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'));
    expect(profile.accountEmail).toBe(bob.email);
    expect(last('/web/v1/partner/profile')?.session).toBeUndefined();

    const rotated = await portal.refresh();
    expect(rotated.accessToken).toBeTruthy();
    expect(seen.filter((request) => request.path === '/web/v1/partner/auth/token/refresh').at(-1)).toMatchObject({ status: 200, session: sessionId });

    await logout(portal);
    expect(await portal.getSession()).toBeNull();
  });

  it('encrypts exactly the groups the server advertises: profile (beyond the production default) yes, workspaces no', async () => {
    const portal = client();
    const before = await lastMailId(server, bob.email);
    const challenge = await initiateLogin(portal, { email: bob.email, password: bob.password });
    await sendMfaCode(portal, { sessionId: challenge.sessionId });
    await completeLogin(portal, { sessionId: challenge.sessionId, code: await signInCode(server, bob.email, before) });
    await portal.selectWorkspace(bob.workspaceBizId);
    const channel = await portal.secureChannel.sessionId();

    await portal.api.POST('/web/v1/partner/profile/update', { body: { accountName: 'Bob Encrypted' } });
    expect(last('/web/v1/partner/profile/update')).toMatchObject({ status: 200, session: channel, contentType: 'application/json' });
    await portal.api.POST('/web/v1/partner/workspaces/current/update', { body: { workspaceName: 'Bob plaintext' } });
    expect(last('/web/v1/partner/workspaces/current/update')).toMatchObject({ status: 200, session: undefined });
    expect((await dataOf(portal.api.GET('/web/v1/partner/profile'))).accountName).toBe('Bob Encrypted');

    // `encrypt: false` is sent as asked, and the server refuses it where it requires the channel.
    await expect(portal.api.POST('/web/v1/partner/profile/update', { body: { accountName: 'Bob' }, encrypt: false })).rejects.toMatchObject({
      status: 400,
      code: 'SECURE_CHANNEL.REQUIRED',
      operation: 'POST /web/v1/partner/profile/update',
    });
    await logout(portal);
  });

  it('encrypts one call with `encrypt: true` on a client that encrypts nothing (`encrypt: false`)', async () => {
    const portal = client({ encrypt: false });
    const body = { email: bob.email, password: bob.password };
    await expect(portal.api.POST('/web/v1/partner/auth/login/initiate', { body })).rejects.toMatchObject({ code: 'SECURE_CHANNEL.REQUIRED' });
    const { data } = await portal.api.POST('/web/v1/partner/auth/login/initiate', { body, encrypt: true });
    expect(data.data.sessionId).toBeTruthy();
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
