import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type AuthChangeEvent, type AuthStorage, type PortalClient, type PortalClientOptions } from '../packages/client/src/index.js';
import type { TestServer } from './support/harness.js';
import { recordRequests, sdkClient, sdkClientWith, type SeenRequest } from './support/sdk.js';
import { signIn, startSignInServer, uniqueIp, type SignedIn } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * Token refresh against the real server: before expiry instead of after a 401, and a refresh that fails for
 * a passing reason — no answer, a 5xx, a 429 — keeps the session and tries again with backoff; only the
 * server refusing the session signs out. Refreshes are limited to one per client IP per 2 s here
 * (RATE_LIMITS=refresh.ip=1/2), so a second one at once meets a real 429 with Retry-After.
 */
let server: TestServer;
let dana: TestAccount;
const seen: SeenRequest[] = [];
const PROFILE = '/web/v1/partner/profile';
const REFRESH = '/web/v1/partner/auth/token/refresh';
const refreshes = () => seen.filter((request) => request.path === REFRESH);

beforeAll(async () => {
  server = await startSignInServer({ env: { RATE_LIMITS: 'refresh.ip=1/2' }, configure: (app: FastifyInstance) => recordRequests(app, seen) });
  dana = await createAccount(server, 'sdk-refresh');
});

afterAll(async () => {
  await server?.close();
});

interface Watched {
  portal: PortalClient;
  signed: SignedIn;
  events: AuthChangeEvent[];
}

async function watched(options: Partial<PortalClientOptions> = {}): Promise<Watched> {
  const signed = await signIn(server, dana, { ip: uniqueIp() });
  const portal = await sdkClientWith(server, signed, options);
  const events: AuthChangeEvent[] = [];
  portal.onAuthStateChange((event) => events.push(event));
  return { portal, signed, events };
}

/** A network that fails the first refresh attempts the way `failures` says, then lets them through. */
function flakyRefresh(failures: Array<'network' | 503>): { fetch: typeof fetch; attempts: () => number } {
  let attempts = 0;
  return {
    attempts: () => attempts,
    fetch: async (input, init) => {
      if (!String(input).endsWith(REFRESH)) return fetch(input, init);
      const failure = failures[attempts++];
      if (failure === 'network') throw new TypeError('fetch failed');
      if (failure === 503) return new Response('<html>upstream unavailable</html>', { status: 503, headers: { 'content-type': 'text/html' } });
      return fetch(input, init);
    },
  };
}

describe('SDK refresh before expiry', () => {
  it('refreshes before a call when the token is in its last minute: no 401 is ever met', async () => {
    const { portal, signed, events } = await watched({ now: server.clock.now });
    const session = (await portal.getSession())!;
    server.clock.advance(session.expiresIn * 1000 - 30_000);
    const before = seen.length;
    const profile = await dataOf(portal.api.GET(PROFILE));
    expect(profile.accountEmail).toBe(dana.email);
    const calls = seen.slice(before).filter((request) => !request.path.startsWith('/web/v1/secure-channel/'));
    expect(calls.map((request) => [request.path, request.status])).toEqual([
      [REFRESH, 200],
      [PROFILE, 200],
    ]);
    expect(events).toEqual(['TOKEN_REFRESHED']);
    expect((await portal.getSession())?.refreshToken).not.toBe(signed.refreshToken);
    portal.dispose();
  });
});

describe('SDK refresh that fails for a passing reason', () => {
  it('survives no answer and a proxy 503: tries again with backoff, keeps the session, no sign-out', async () => {
    const network = flakyRefresh(['network', 503]);
    const { portal, signed, events } = await watched({ fetch: network.fetch });
    const before = refreshes().length;
    const rotated = await portal.refresh();
    expect(network.attempts()).toBe(3);
    expect(refreshes().length - before).toBe(1);
    expect(rotated.refreshToken).not.toBe(signed.refreshToken);
    expect(events).toEqual(['TOKEN_REFRESHED']);
    expect((await dataOf(portal.api.GET(PROFILE))).accountEmail).toBe(dana.email);
  });

  it('waits out a real 429 (Retry-After) and succeeds; a Retry-After beyond maxDelayMs ends the tries with the tokens kept', async () => {
    const { portal, events } = await watched();
    await portal.refresh();
    const second = await portal.refresh();
    expect(refreshes().slice(-3).map((request) => request.status)).toEqual([200, 429, 200]);
    expect((await portal.getSession())?.refreshToken).toBe(second.refreshToken);
    expect(events).toEqual(['TOKEN_REFRESHED', 'TOKEN_REFRESHED']);

    const impatient = await watched({ refreshRetry: { maxDelayMs: 500 } });
    const kept = await impatient.portal.refresh();
    const error = await impatient.portal.refresh().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMIT.EXCEEDED', retryAfter: expect.any(Number) });
    expect((await impatient.portal.getSession())?.refreshToken).toBe(kept.refreshToken);
    expect(impatient.events).toEqual(['TOKEN_REFRESHED']);
  });

  it('after the last try fails, the calls waiting on it fail with NETWORK and the session stays for later', async () => {
    let offline = true;
    const signed = await signIn(server, dana, { ip: uniqueIp() });
    const [header, payload, signature] = signed.accessToken.split('.');
    const broken = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    const signedOut: unknown[] = [];
    const portal = await sdkClientWith(
      server,
      { accessToken: broken, refreshToken: signed.refreshToken },
      {
        refreshRetry: { attempts: 2, baseDelayMs: 10 },
        onSignedOut: (error) => signedOut.push(error),
        fetch: async (input, init) => {
          if (offline && String(input).endsWith(REFRESH)) throw new TypeError('fetch failed');
          return fetch(input, init);
        },
      },
    );
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => portal.api.GET(PROFILE)));
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && (outcome.reason as { code?: string }).code)).toEqual(Array(6).fill('NETWORK'));
    expect((await portal.getSession())?.refreshToken).toBe(signed.refreshToken);
    expect(signedOut).toEqual([]);

    offline = false;
    expect((await dataOf(portal.api.GET(PROFILE))).accountEmail).toBe(dana.email);
    expect((await portal.getSession())?.refreshToken).not.toBe(signed.refreshToken);
  });
});

describe('SDK refresh the server refuses', () => {
  it('signs out once for 8 concurrent calls when the refresh token was revoked', async () => {
    const signedOut: unknown[] = [];
    const { portal, signed, events } = await watched({ onSignedOut: (error) => signedOut.push(error) });
    // The session ends elsewhere (the user logged out in another browser): the refresh token dies with it.
    const ended = await server.request('/web/v1/partner/auth/logout', {
      method: 'POST',
      headers: { 'x-portal-access-code': 'test-portal-code', 'x-client-hash': 'test-client-hash', authorization: `Bearer ${signed.accessToken}` },
    });
    expect(ended.status).toBe(200);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => portal.api.GET(PROFILE)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && (outcome.reason as { status?: number }).status === 401)).toBe(true);
    expect(events).toEqual(['SIGNED_OUT']);
    expect(signedOut).toHaveLength(1);
    expect(signedOut[0]).toMatchObject({ status: 404, code: 'AUTH.SESSION_NOT_FOUND' });
    expect(await portal.getSession()).toBeNull();
  });
});

/**
 * A second tab's view of a storage shared with a first: its copy catches up (and it hears of the change) only
 * when `catchUp` runs, as a Chromium tab's copy of localStorage lags another tab's write.
 */
function laggingView(shared: Map<string, string>): { storage: AuthStorage; catchUp: () => void } {
  const copy = new Map(shared);
  const followers: Array<[string, (value: string | null) => void]> = [];
  return {
    storage: {
      getItem: (key) => copy.get(key) ?? null,
      setItem: (key, value) => void copy.set(key, value).size,
      removeItem: (key) => void copy.delete(key),
      subscribe(key, listener) {
        followers.push([key, listener]);
        return () => undefined;
      },
    },
    catchUp() {
      copy.clear();
      for (const [key, value] of shared) copy.set(key, value);
      for (const [key, listener] of followers) listener(copy.get(key) ?? null);
    },
  };
}

describe('SDK refresh in a tab whose copy of the storage lags', () => {
  it('spends the token again, and keeps the pair the other tab got when the server replays it: one event, no sign-out', async () => {
    const signed = await signIn(server, dana, { ip: uniqueIp() });
    const shared = new Map<string, string>();
    const first = await sdkClientWith(server, signed, {
      storage: { getItem: (key) => shared.get(key) ?? null, setItem: (key, value) => void shared.set(key, value).size, removeItem: (key) => void shared.delete(key) },
    });
    const view = laggingView(shared);
    const refreshesBefore = refreshes().length;
    const second = sdkClient(server, {
      clientHash: 'test-client-hash',
      storage: view.storage,
      // The first tab's write reaches this one while its own refresh is on the wire.
      fetch: (input, init) => {
        if (String(input).endsWith(REFRESH)) view.catchUp();
        return fetch(input, init);
      },
    });
    await second.ready;
    const events: AuthChangeEvent[] = [];
    second.onAuthStateChange((event) => events.push(event));

    const rotated = await first.refresh();
    const fromSecond = await second.refresh();

    expect(fromSecond.refreshToken).toBe(rotated.refreshToken);
    expect(fromSecond.accessToken).toBe(rotated.accessToken);
    expect(refreshes().slice(refreshesBefore).map((request) => request.status)).toEqual([200, 200]);
    expect(events).toEqual(['TOKEN_REFRESHED']);
    expect((await second.getSession())?.refreshToken).toBe(rotated.refreshToken);
    expect((await dataOf(second.api.GET(PROFILE))).accountEmail).toBe(dana.email);
    expect((await dataOf(first.api.GET(PROFILE))).accountEmail).toBe(dana.email);
  });
});
