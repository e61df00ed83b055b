import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeLogin,
  dataOf,
  initiateLogin,
  logout,
  memoryStorage,
  sendMfaCode,
  type AuthChangeEvent,
  type AuthStorage,
  type PortalClient,
  type PortalClientOptions,
} from '../packages/client/src/index.js';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { countOf, recordRequests, sdkClient, type SeenRequest } from './support/sdk.js';
import { lastMailId, signIn, signInCode, startSignInServer, uniqueIp } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The SDK's session lifecycle against the real server: one event per change, the session, workspace and
 * client hash kept in the storage (restored on the next load, forgotten on sign-out), and tabs sharing a
 * storage following each other's sign-out and refresh without spending a refresh token twice.
 */
let server: TestServer;
let erin: TestAccount;
const seen: SeenRequest[] = [];
const PROFILE = '/web/v1/partner/profile';
const REFRESH = '/web/v1/partner/auth/token/refresh';

beforeAll(async () => {
  server = await startSignInServer({ configure: (app: FastifyInstance) => recordRequests(app, seen) });
  erin = await createAccount(server, 'sdk-session');
});

afterAll(async () => {
  await server?.close();
});

function watch(portal: PortalClient): { events: Array<[AuthChangeEvent, boolean]>; stop: () => void } {
  const events: Array<[AuthChangeEvent, boolean]> = [];
  const stop = portal.onAuthStateChange((event, state) => events.push([event, state.fromOtherTab]));
  return { events, stop };
}

async function signInWithSdk(portal: PortalClient): Promise<void> {
  const before = await lastMailId(server, erin.email);
  const challenge = await initiateLogin(portal, { email: erin.email, password: erin.password });
  await sendMfaCode(portal, { sessionId: challenge.sessionId });
  await completeLogin(portal, { sessionId: challenge.sessionId, code: await signInCode(server, erin.email, before) });
}

/** A storage of the application's own (here a Map behind an async API, like IndexedDB or a native store). */
function asyncMapStorage(): AuthStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: async (key) => values.get(key) ?? null,
    setItem: async (key, value) => {
      values.set(key, value);
    },
    removeItem: async (key) => {
      values.delete(key);
    },
  };
}

/** Two tabs of one browser: two clients on one storage, each from the same device (client hash) and address. */
function twoTabs(options: Partial<PortalClientOptions> = {}): [PortalClient, PortalClient] {
  const storage = memoryStorage();
  const ip = uniqueIp();
  const tab = () =>
    sdkClient(server, {
      storage,
      clientHash: 'test-client-hash',
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('cf-connecting-ip', ip);
        return fetch(input, { ...init, headers });
      },
      ...options,
    });
  return [tab(), tab()];
}

describe('SDK auth state events', () => {
  it('fires SIGNED_IN, TOKEN_REFRESHED, WORKSPACE_CHANGED and SIGNED_OUT once per change; logout closes the secure channel', async () => {
    // Every JSON body through the channel, so there is a channel session for logout to close.
    const portal = sdkClient(server, { encrypt: true });
    const { events, stop } = watch(portal);
    expect(await portal.getSession()).toBeNull();

    await signInWithSdk(portal);
    const session = await portal.getSession();
    expect(session?.accessToken.split('.')).toHaveLength(3);
    expect(session?.expiresAt).toBeGreaterThan(Date.now());
    await portal.refresh();
    await portal.selectWorkspace(erin.workspaceBizId);
    await portal.selectWorkspace(erin.workspaceBizId);
    const channel = await portal.secureChannel.sessionId();
    expect(channel).toMatch(/^scs_/);

    await logout(portal);
    expect(events).toEqual([
      ['SIGNED_IN', false],
      ['TOKEN_REFRESHED', false],
      ['WORKSPACE_CHANGED', false],
      ['SIGNED_OUT', false],
    ]);
    expect(await portal.getSession()).toBeNull();
    expect(portal.workspaceId).toBeNull();
    expect(await portal.secureChannel.sessionId()).toBeUndefined();
    const closeAgain = await server.request('/web/v1/secure-channel/session/close', {
      method: 'POST',
      headers: { 'x-portal-access-code': PORTAL_CODE, 'x-sc-session-id': channel! },
    });
    expect(closeAgain.body.data).toEqual({ closed: false });

    stop();
    await portal.setSession(await signIn(server, erin, { ip: uniqueIp() }));
    expect(events).toHaveLength(4);
  });
});

describe('SDK storage', () => {
  it('restores the session, the workspace and the client hash on the next load, and forgets session and workspace on sign-out', async () => {
    const storage = asyncMapStorage();
    const first = sdkClient(server, { storage, clientHash: 'test-client-hash' });
    const signed = await signIn(server, erin, { ip: uniqueIp() });
    await first.setSession(signed);
    await first.selectWorkspace(erin.workspaceBizId);

    const reloaded = sdkClient(server, { storage });
    await reloaded.ready;
    expect(await reloaded.getSession()).toEqual(await first.getSession());
    expect(reloaded.workspaceId).toBe(erin.workspaceBizId);
    expect(await reloaded.clientHash()).toBe('test-client-hash');
    expect((await dataOf(reloaded.api.GET('/web/v1/partner/workspaces/current'))).bizId).toBe(erin.workspaceBizId);
    expect(seen.at(-1)?.headers).toMatchObject({ 'x-workspace-id': erin.workspaceBizId, authorization: `Bearer ${signed.accessToken}` });

    await logout(reloaded);
    expect([...storage.values.keys()].filter((key) => !key.endsWith('.client-hash'))).toEqual([]);
    const afterSignOut = sdkClient(server, { storage });
    expect(await afterSignOut.getSession()).toBeNull();
    expect(afterSignOut.workspaceId).toBeNull();
  });

  it('makes a random client hash once per storage and keeps it', async () => {
    const storage = asyncMapStorage();
    const hash = await sdkClient(server, { storage }).clientHash();
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await sdkClient(server, { storage }).clientHash()).toBe(hash);
    expect(await sdkClient(server, { storage: asyncMapStorage() }).clientHash()).not.toBe(hash);
  });
});

describe('SDK tabs sharing a storage', () => {
  it('follows a sign-in and a sign-out in another tab, once each', async () => {
    const [a, b] = twoTabs();
    await Promise.all([a.ready, b.ready]);
    const watched = watch(b);
    await a.setSession(await signIn(server, erin, { ip: uniqueIp() }));
    await expect.poll(() => watched.events.length).toBe(1);
    expect((await dataOf(b.api.GET(PROFILE))).accountEmail).toBe(erin.email);

    await logout(a);
    await expect.poll(() => watched.events.length).toBe(2);
    expect(watched.events).toEqual([
      ['SIGNED_IN', true],
      ['SIGNED_OUT', true],
    ]);
    expect(await b.getSession()).toBeNull();
    await expect(b.api.GET(PROFILE)).rejects.toMatchObject({ status: 401, code: 'ACCESS.TOKEN_MISSING' });
  });

  it('picks up a refresh made in another tab instead of refreshing again', async () => {
    const [a, b] = twoTabs();
    await a.setSession(await signIn(server, erin, { ip: uniqueIp() }));
    await b.ready;
    const watched = watch(b);
    const refreshesBefore = countOf(seen, REFRESH);
    const rotated = await a.refresh();
    await expect.poll(() => watched.events.length).toBe(1);
    expect(watched.events).toEqual([['TOKEN_REFRESHED', true]]);
    await b.api.GET(PROFILE);
    expect(seen.at(-1)?.headers.authorization).toBe(`Bearer ${rotated.accessToken}`);
    expect(countOf(seen, REFRESH) - refreshesBefore).toBe(1);
  });

  it('spends the refresh token once when both tabs refresh at the same moment', async () => {
    const [a, b] = twoTabs();
    const signed = await signIn(server, erin, { ip: uniqueIp() });
    await a.setSession(signed);
    await b.ready;
    await expect.poll(async () => (await b.getSession())?.refreshToken).toBe(signed.refreshToken);
    const refreshesBefore = countOf(seen, REFRESH);
    const [fromA, fromB] = await Promise.all([a.refresh(), b.refresh()]);
    expect(countOf(seen, REFRESH) - refreshesBefore).toBe(1);
    expect(fromB.refreshToken).toBe(fromA.refreshToken);
    expect((await a.getSession())?.accessToken).toBe((await b.getSession())?.accessToken);
    // The one rotation left a live session: both tabs call with it.
    await a.api.GET(PROFILE);
    await b.api.GET(PROFILE);
  });

  it('keeps each tab in its own workspace: a selection is remembered for the next load, not pushed to open tabs', async () => {
    const [a, b] = twoTabs();
    await a.setSession(await signIn(server, erin, { ip: uniqueIp() }));
    await b.ready;
    await a.selectWorkspace(erin.workspaceBizId);
    expect(b.workspaceId).toBeNull();
    // A call may name its own workspace, or none.
    await b.api.GET('/web/v1/partner/workspaces/current', { workspaceId: erin.workspaceBizId });
    expect(seen.at(-1)?.headers['x-workspace-id']).toBe(erin.workspaceBizId);
    await a.api.GET(PROFILE, { workspaceId: null });
    expect(seen.at(-1)?.headers['x-workspace-id']).toBeUndefined();
  });
});
