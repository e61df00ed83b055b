import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeLogin, initiateLogin, sendMfaCode } from '../packages/client/src/index.js';
import type * as Sdk from '../packages/client/src/index.js';
import { png } from './support/files.js';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { advertiseRequiredGroups, countOf, gate, recordRequests, sdkClient, type SeenRequest } from './support/sdk.js';
import { lastMailId, signInCode, startSignInServer } from './support/sign-in.js';
import { CHROMIUM, findSystemTool } from './support/system-tools.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The SDK in a real browser: packages/client bundled for the browser with esbuild, loaded by a page served
 * from the API's own origin (a test-only route, so no CORS is involved), driving headless Chromium against a
 * server that requires the secure channel for sign-in (WebCrypto's RSA-OAEP and AES-GCM). What only a
 * browser shows: tabs sharing localStorage (storage events, Web Locks), cancellation of a real fetch, a Blob
 * upload, and the refresh timer (Chromium's clock moved by Playwright).
 * Without a Chromium (CHROMIUM_PATH, default /usr/bin/chromium) the file is skipped with a warning
 * outside CI and fails in CI (test/support/system-tools.ts).
 */
const chromiumPath = findSystemTool(CHROMIUM);
const PAGE = '/__sdk-browser-test/';
const PROFILE = '/web/v1/partner/profile';
const REFRESH = '/web/v1/partner/auth/token/refresh';
const UPLOAD = '/web/v1/partner/files/upload';
const HOLD = 'x-test-hold';
let server: TestServer;
let carol: TestAccount;
let browser: Browser;
const seen: SeenRequest[] = [];
let held = gate();
let holding = gate();

/** What the page puts on `window`: the SDK module, its client and the auth events it saw. */
interface PageGlobals {
  sdk: typeof Sdk;
  portal: Sdk.PortalClient;
  events: Array<[Sdk.AuthChangeEvent, boolean]>;
  refreshed: Promise<void>;
}
declare const window: PageGlobals;
declare const document: { title: string };
declare const navigator: { locks?: unknown };

/** Loads the test page in `page` with a client on the browser's `area` storage under `storageKey`. */
async function load(page: Page, storageKey: string, area: 'local' | 'session' = 'local'): Promise<void> {
  await page.goto(`${server.url}${PAGE}`);
  await page.waitForFunction(() => document.title === 'ready');
  await page.evaluate(
    async ([baseUrl, portalAccessCode, key, storageArea]) => {
      window.portal = window.sdk.createPortalClient({
        baseUrl: baseUrl!,
        portalAccessCode: portalAccessCode!,
        storage: window.sdk.browserStorage(storageArea as 'local' | 'session'),
        storageKey: key!,
        clientHash: 'test-client-hash',
      });
      window.events = [];
      window.portal.onAuthStateChange((event, state) => window.events.push([event, state.fromOtherTab]));
      await window.portal.ready;
    },
    [server.url, PORTAL_CODE, storageKey, area],
  );
}

/** A tab of the test origin with a client on localStorage (or sessionStorage) under `storageKey`. */
async function openTab(context: BrowserContext, storageKey: string, errors: string[], area: 'local' | 'session' = 'local'): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await load(page, storageKey, area);
  return page;
}

const eventsOf = (page: Page) => page.evaluate(() => window.events);

/** A fresh session of carol's, signed in from Node through the SDK (the server wants the auth bodies encrypted). */
async function freshTokens(): Promise<Sdk.SessionTokens> {
  const portal = sdkClient(server, { clientHash: 'test-client-hash' });
  const before = await lastMailId(server, carol.email);
  const challenge = await initiateLogin(portal, { email: carol.email, password: carol.password });
  await sendMfaCode(portal, { sessionId: challenge.sessionId });
  const session = await completeLogin(portal, { sessionId: challenge.sessionId, code: await signInCode(server, carol.email, before) });
  return { accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
}

describe.skipIf(!chromiumPath)('SDK in headless Chromium', () => {
  beforeAll(async () => {
    const bundle = await build({
      entryPoints: ['packages/client/src/index.ts'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
    });
    const clientJs = bundle.outputFiles[0]!.text;
    const html = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>SDK</title>
<script type="module">
  import * as sdk from './client.js';
  window.sdk = sdk;
  document.title = 'ready';
</script>`;
    server = await startSignInServer({
      env: { SECURE_CHANNEL_REQUIRED: 'auth' },
      configure: (app: FastifyInstance) => {
        app.get(PAGE, { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
        app.get(`${PAGE}client.js`, { schema: { hide: true } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(clientJs));
        advertiseRequiredGroups(app, ['auth']);
        recordRequests(app, seen);
        app.addHook('onRequest', async (request) => {
          if (!request.headers[HOLD]) return;
          holding.open();
          await held.wait;
        });
      },
    });
    carol = await createAccount(server, 'sdk-carol');
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 120_000);

  afterAll(async () => {
    held.open();
    await browser?.close();
    await server?.close();
  });

  it('signs in through the secure channel with WebCrypto against the real server', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    const page = await openTab(context, 'sign-in', errors);
    const before = await lastMailId(server, carol.email);
    const started = await page.evaluate(
      async ([email, password]) => {
        const challenge = await window.sdk.initiateLogin(window.portal, { email: email!, password: password! });
        await window.sdk.sendMfaCode(window.portal, { sessionId: challenge.sessionId });
        return { sessionId: challenge.sessionId, channel: await window.portal.secureChannel.sessionId() };
      },
      [carol.email, carol.password],
    );
    expect(started.channel).toMatch(/^scs_/);
    const code = await signInCode(server, carol.email, before);
    const finished = await page.evaluate(
      async ([sessionId, mailCode]) => {
        const session = await window.sdk.completeLogin(window.portal, { sessionId: sessionId!, code: mailCode! });
        const profile = await window.sdk.dataOf(window.portal.api.GET('/web/v1/partner/profile'));
        const rotated = await window.portal.refresh();
        return { email: profile.accountEmail, channel: await window.portal.secureChannel.sessionId(), refreshed: rotated.accessToken !== session.accessToken };
      },
      [started.sessionId, code],
    );
    expect(finished).toEqual({ email: carol.email, channel: started.channel, refreshed: true });
    expect(errors).toEqual([]);

    // The server decrypted every auth body the browser sent (plaintext would be SECURE_CHANNEL.REQUIRED).
    const auth = seen.filter((request) => request.path.startsWith('/web/v1/partner/auth/') && request.headers['x-secure-channel-session-id'] === started.channel);
    expect(auth.map((request) => [request.path, request.status])).toEqual([
      ['/web/v1/partner/auth/login/initiate', 200],
      ['/web/v1/partner/auth/login/mfa/send', 200],
      ['/web/v1/partner/auth/login/complete', 200],
      [REFRESH, 200],
    ]);
    await context.close();
  });

  it('keeps tabs on localStorage in step: sign-in, refresh (under a Web Lock, one pair even when both ask) and sign-out', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    const [a, b] = [await openTab(context, 'tabs', errors), await openTab(context, 'tabs', errors)];
    expect(await a.evaluate(() => navigator.locks !== undefined)).toBe(true);

    const signed = await freshTokens();
    await a.evaluate(async (tokens) => void (await window.portal.setSession(tokens)), signed);
    await b.waitForFunction(() => window.events.length === 1);
    expect(await b.evaluate(async () => (await window.portal.getSession())?.refreshToken)).toBe(signed.refreshToken);

    const refreshesBefore = countOf(seen, REFRESH);
    const rotated = await a.evaluate(async () => (await window.portal.refresh()).accessToken);
    await b.waitForFunction(() => window.events.length === 2);
    await b.evaluate(() => window.portal.api.GET('/web/v1/partner/profile'));
    expect(seen.filter((request) => request.path === PROFILE).at(-1)?.headers.authorization).toBe(`Bearer ${rotated}`);
    expect(countOf(seen, REFRESH) - refreshesBefore).toBe(1);

    const [fromA, fromB] = await Promise.all([
      a.evaluate(async () => (await window.portal.refresh()).refreshToken),
      b.evaluate(async () => (await window.portal.refresh()).refreshToken),
    ]);
    expect(fromB).toBe(fromA);
    // Under the Web Lock the second tab re-reads localStorage, which Chromium brings to other tabs eventually,
    // not by the time the lock passes: a tab whose copy lags spends the token again, and the server's grace
    // window answers with the same pair. Never more than that one extra call, never a sign-out.
    expect(countOf(seen, REFRESH) - refreshesBefore).toBeGreaterThanOrEqual(2);
    expect(countOf(seen, REFRESH) - refreshesBefore).toBeLessThanOrEqual(3);
    expect(seen.filter((request) => request.path === REFRESH).map((request) => request.status)).not.toContain(404);

    await a.evaluate(() => window.sdk.logout(window.portal));
    await b.waitForFunction(() => window.events.at(-1)?.[0] === 'SIGNED_OUT');
    // One event per change in each tab, whichever of the two spent the token the second time.
    const names = (events: Array<[Sdk.AuthChangeEvent, boolean]>) => events.map(([event]) => event);
    const changes = ['SIGNED_IN', 'TOKEN_REFRESHED', 'TOKEN_REFRESHED', 'SIGNED_OUT'];
    expect(names(await eventsOf(a))).toEqual(changes);
    expect(names(await eventsOf(b))).toEqual(changes);
    expect((await eventsOf(b)).filter(([event]) => event !== 'TOKEN_REFRESHED')).toEqual([
      ['SIGNED_IN', true],
      ['SIGNED_OUT', true],
    ]);
    expect(await b.evaluate(() => window.portal.getSession())).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a session in sessionStorage across a reload of its tab, and only there', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    const page = await openTab(context, 'one-tab', errors, 'session');
    const tokens = await freshTokens();
    await page.evaluate(async (session) => void (await window.portal.setSession(session)), tokens);
    await load(page, 'one-tab', 'session');
    expect(await page.evaluate(async () => (await window.portal.getSession())?.refreshToken)).toBe(tokens.refreshToken);
    expect(await page.evaluate(async () => (await window.sdk.dataOf(window.portal.api.GET('/web/v1/partner/profile'))).accountEmail)).toBe(carol.email);
    const other = await openTab(context, 'one-tab', errors, 'session');
    expect(await other.evaluate(() => window.portal.getSession())).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels a real fetch with its AbortSignal and uploads a Blob untouched', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    const page = await openTab(context, 'transport', errors);
    await page.evaluate(async (tokens) => void (await window.portal.setSession(tokens)), await freshTokens());
    await page.evaluate((workspace) => window.portal.selectWorkspace(workspace), carol.workspaceBizId);

    held = gate();
    holding = gate();
    const aborted = page.evaluate(async (hold) => {
      const controller = new AbortController();
      const call = window.portal.api.GET('/web/v1/partner/profile', { signal: controller.signal, headers: { [hold]: '1' } });
      (window as unknown as { abortHeld: () => void }).abortHeld = () => controller.abort();
      try {
        await call;
        return 'resolved';
      } catch (error) {
        return `${(error as Error).name} ${error instanceof DOMException}`;
      }
    }, HOLD);
    await holding.wait;
    await page.evaluate(() => (window as unknown as { abortHeld: () => void }).abortHeld());
    expect(await aborted).toBe('AbortError true');
    held.open();

    const bytes = png(5);
    const uploaded = await page.evaluate(async (content) => {
      const blob = new Blob([Uint8Array.from(content)], { type: 'image/png' });
      return (await window.sdk.dataOf(window.portal.api.POST('/web/v1/partner/files/upload', { body: { file: blob } }))).sha256;
    }, [...bytes]);
    expect(uploaded).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(seen.filter((request) => request.path === UPLOAD).at(-1)).toMatchObject({ status: 201 });
    expect(errors.filter((error) => !error.includes('ERR_ABORTED'))).toEqual([]);
    await context.close();
  });

  it('refreshes on its timer shortly before the access token expires, with no call made', async () => {
    const context = await browser.newContext();
    const errors: string[] = [];
    const tab = await openTab(context, 'timer', errors);
    await tab.clock.install();
    const signed = await freshTokens();
    await tab.evaluate(async (tokens) => {
      await window.portal.setSession(tokens);
      window.refreshed = new Promise((resolve) => window.portal.onAuthStateChange((event) => event === 'TOKEN_REFRESHED' && resolve()));
    }, signed);
    const refreshesBefore = countOf(seen, REFRESH);
    const profilesBefore = countOf(seen, PROFILE);
    // The token lives 900 s (ACCESS_TOKEN_TTL's default): its timer is due a minute before the end.
    await tab.clock.fastForward('14:30');
    await tab.evaluate(() => window.refreshed);
    expect(countOf(seen, REFRESH) - refreshesBefore).toBe(1);
    expect(countOf(seen, PROFILE)).toBe(profilesBefore);
    expect(await tab.evaluate(async () => (await window.portal.getSession())?.refreshToken)).not.toBe(signed.refreshToken);
    expect(errors).toEqual([]);
    await context.close();
  });
});
