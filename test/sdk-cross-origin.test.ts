import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout, type AuthChangeEvent } from '../packages/client/src/index.js';
import type * as Sdk from '../packages/client/src/index.js';
import { png } from './support/files.js';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { installConsumer, type Consumer } from './support/sdk-package.js';
import { advertiseRequiredGroups, gate, recordRequests, sdkClientWith, type SeenRequest } from './support/sdk.js';
import { lastMailId, signInCode, startSignInServer } from './support/sign-in.js';
import { CHROMIUM, findSystemTool } from './support/system-tools.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The published SDK as a front end ships it: a page built by Vite in a fresh project that installed the
 * packed tarball (dist, no source), served from an origin of its own (another port, listed in
 * CORS_ORIGINS), driving headless Chromium against the API on its origin, which requires the secure
 * channel for sign-in. Every call is cross-origin: Chromium preflights and enforces the CORS answers.
 * Skipped like test/sdk-browser.test.ts without a Chromium.
 */
const chromiumPath = findSystemTool(CHROMIUM);
const PROFILE = '/web/v1/partner/profile';
const REFRESH = '/web/v1/partner/auth/token/refresh';
const UPLOAD = '/web/v1/partner/files/upload';
const CLIENT_HASH = 'test-client-hash';

/** The page's entry: the SDK by its package name, resolved by Vite from the consumer's node_modules. */
const MAIN_JS = `import * as sdk from '@partner-portal/client';
window.sdk = sdk;
document.title = 'ready';
`;
const INDEX_HTML = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>SDK</title>
<script type="module" src="./main.js"></script>`;
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** What the page puts on `window`. */
interface PageGlobals {
  sdk: typeof Sdk;
  portal: Sdk.PortalClient;
  events: AuthChangeEvent[];
}
declare const window: PageGlobals;
declare const document: { title: string };

let consumer: Consumer;
let site: { origin: string; server: Server };
let server: TestServer;
let browser: Browser;
let page: Page;
let erin: TestAccount;
let pageBundleGzip = 0;
const errors: string[] = [];
const seen: SeenRequest[] = [];
let held = gate();
let holding = gate();
/** Set, the server holds the next profile GET until `held` opens (a custom header would need its own CORS). */
let holdNextProfile = false;
/** Holds the next refresh until `profile401s` profile calls were refused: the refresh happens during them. */
let refreshHold: { after: number; refused: number; enough: ReturnType<typeof gate> } | undefined;

/** Serves the files of `dir` (Vite's output) on a port of its own: the front end's origin. */
function serveSite(dir: string): Promise<{ origin: string; server: Server }> {
  const files = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://site').pathname).replace(/^\/+/, '') || 'index.html';
    readFile(join(dir, path)).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => files.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(files.address() as AddressInfo).port}`, server: files })));
}

/** Builds the page with Vite's JS API in the consumer project; answers the directory of the built site. */
async function buildPage(root: string): Promise<string> {
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'main.js'), MAIN_JS);
  const outDir = join(root, 'site');
  const output = await build({ root, configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true, target: 'es2022' } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  pageBundleGzip = chunks.reduce((sum, chunk) => sum + (chunk.type === 'chunk' ? gzipSync(chunk.code).length : 0), 0);
  return outDir;
}

function watchRefreshHold(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!refreshHold || request.url !== PROFILE || reply.statusCode !== 401) return;
    if (++refreshHold.refused === refreshHold.after) refreshHold.enough.open();
  });
  app.addHook('onRequest', async (request) => {
    if (request.url === REFRESH && refreshHold) await refreshHold.enough.wait;
    if (!holdNextProfile || request.method !== 'GET' || request.url !== PROFILE) return;
    holdNextProfile = false;
    holding.open();
    await held.wait;
  });
}

const since = (mark: number) => seen.slice(mark);
const ofPath = (requests: SeenRequest[], path: string, method = 'GET') => requests.filter((request) => request.path === path && request.method === method);

describe.skipIf(!chromiumPath)('the packed SDK in a Vite page on another origin, in headless Chromium', () => {
  beforeAll(async () => {
    consumer = await installConsumer();
    site = await serveSite(await buildPage(consumer.dir));
    console.log(`Vite page bundle (the whole SDK and openapi-fetch, minified): ${pageBundleGzip} bytes gzip`);
    server = await startSignInServer({
      env: { SECURE_CHANNEL_REQUIRED: 'auth', CORS_ORIGINS: site.origin },
      configure: (app: FastifyInstance) => {
        advertiseRequiredGroups(app, ['auth']);
        recordRequests(app, seen);
        watchRefreshHold(app);
      },
    });
    erin = await createAccount(server, 'sdk-cross-origin');
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => document.title === 'ready');
    await page.evaluate(
      ([baseUrl, portalAccessCode, clientHash]) => {
        window.portal = window.sdk.createPortalClient({ baseUrl: baseUrl!, portalAccessCode: portalAccessCode!, clientHash: clientHash! });
        window.events = [];
        window.portal.onAuthStateChange((event) => window.events.push(event));
      },
      [server.url, PORTAL_CODE, CLIENT_HASH],
    );
  }, 180_000);

  afterAll(async () => {
    held.open();
    refreshHold?.enough.open();
    await browser?.close();
    await server?.close();
    site?.server.close();
    await consumer?.remove();
  });

  /** Console errors other than the failed loads the tests cause on purpose (refusals, the abort). */
  const unexpectedErrors = () => errors.filter((error) => !/status of 401|ERR_ABORTED/.test(error));

  it('signs in with MFA through the secure channel from the other origin, preflighted', async () => {
    expect(new URL(site.origin).port).not.toBe(new URL(server.url).port);
    const mark = seen.length;
    const before = await lastMailId(server, erin.email);
    const sessionId = await page.evaluate(
      async ([email, password]) => {
        const challenge = await window.sdk.initiateLogin(window.portal, { email: email!, password: password! });
        await window.sdk.sendMfaCode(window.portal, { sessionId: challenge.sessionId });
        return challenge.sessionId;
      },
      [erin.email, erin.password],
    );
    const code = await signInCode(server, erin.email, before);
    const signed = await page.evaluate(
      async ([challenge, mailCode]) => {
        await window.sdk.completeLogin(window.portal, { sessionId: challenge!, code: mailCode! });
        const profile = await window.sdk.dataOf(window.portal.api.GET('/web/v1/partner/profile'));
        return { email: profile.accountEmail, channel: await window.portal.secureChannel.sessionId(), events: window.events };
      },
      [sessionId, code],
    );
    expect(signed).toEqual({ email: erin.email, channel: expect.stringMatching(/^scs_/), events: ['SIGNED_IN'] });

    const requests = since(mark);
    // Each call came from the page's origin, Chromium asked first (OPTIONS, answered 204), and the server
    // decrypted every auth body (plaintext would be SECURE_CHANNEL.REQUIRED).
    expect(requests.filter((request) => request.method !== 'OPTIONS').every((request) => request.headers.origin === site.origin)).toBe(true);
    expect(ofPath(requests, '/web/v1/partner/auth/login/complete', 'OPTIONS').map((request) => request.status)).toEqual([204]);
    const auth = requests.filter((request) => request.method === 'POST' && request.path.startsWith('/web/v1/partner/auth/login/'));
    expect(auth.map((request) => [request.path, request.status, request.headers['x-secure-channel-session-id']])).toEqual([
      ['/web/v1/partner/auth/login/initiate', 200, signed.channel],
      ['/web/v1/partner/auth/login/mfa/send', 200, signed.channel],
      ['/web/v1/partner/auth/login/complete', 200, signed.channel],
    ]);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('uploads a proof PNG byte for byte', async () => {
    await page.evaluate((workspace) => window.portal.selectWorkspace(workspace), erin.workspaceBizId);
    const bytes = png(7);
    const uploaded = await page.evaluate(async (content) => {
      const file = new File([Uint8Array.from(content)], 'proof.png', { type: 'image/png' });
      return (await window.sdk.dataOf(window.portal.api.POST('/web/v1/partner/files/upload', { body: { file } }))).sha256;
    }, [...bytes]);
    expect(uploaded).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(ofPath(seen, UPLOAD, 'POST').at(-1)).toMatchObject({ status: 201, headers: { origin: site.origin } });
    expect(unexpectedErrors()).toEqual([]);
  });

  it('cancels a call in flight with its AbortSignal', async () => {
    held = gate();
    holding = gate();
    holdNextProfile = true;
    const aborted = page.evaluate(async () => {
      const controller = new AbortController();
      (window as unknown as { abortHeld: () => void }).abortHeld = () => controller.abort();
      try {
        await window.portal.api.GET('/web/v1/partner/profile', { signal: controller.signal });
        return 'resolved';
      } catch (error) {
        return `${(error as Error).name} ${error instanceof DOMException}`;
      }
    });
    await holding.wait;
    await page.evaluate(() => (window as unknown as { abortHeld: () => void }).abortHeld());
    expect(await aborted).toBe('AbortError true');
    held.open();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('survives a refresh during 8 concurrent calls: one refresh at the server, every call answered', async () => {
    const session = await page.evaluate(() => window.portal.getSession());
    // An access token the server no longer accepts (its signature broken) with a valid refresh token: each call meets a 401.
    const [header, payload, signature] = session!.accessToken.split('.');
    const refused = { accessToken: `${header}.${payload}.${signature!.slice(0, -4)}AAAA`, refreshToken: session!.refreshToken };
    const eventsBefore = await page.evaluate(async (tokens) => {
      await window.portal.setSession(tokens);
      return window.events.length;
    }, refused);
    const mark = seen.length;
    refreshHold = { after: 8, refused: 0, enough: gate() };
    const emails = await page.evaluate(() =>
      Promise.all(Array.from({ length: 8 }, async () => (await window.sdk.dataOf(window.portal.api.GET('/web/v1/partner/profile'))).accountEmail)),
    );
    refreshHold = undefined;
    expect(emails).toEqual(Array(8).fill(erin.email));
    const requests = since(mark);
    expect(ofPath(requests, REFRESH, 'POST').map((request) => request.status)).toEqual([200]);
    expect(ofPath(requests, PROFILE).map((request) => request.status).sort()).toEqual([...Array(8).fill(200), ...Array(8).fill(401)]);
    expect((await page.evaluate(() => window.events)).slice(eventsBefore)).toEqual(['TOKEN_REFRESHED']);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('signs out exactly once when the server ends the session under 8 concurrent calls', async () => {
    const tokens = await page.evaluate(() => window.portal.getSession());
    const eventsBefore = await page.evaluate(() => window.events.length);
    // The user logs out in another browser: the session ends at the server, its tokens with it.
    const elsewhere = await sdkClientWith(server, { accessToken: tokens!.accessToken, refreshToken: tokens!.refreshToken }, { clientHash: CLIENT_HASH });
    await logout(elsewhere);
    elsewhere.dispose();
    const outcomes = await page.evaluate(() =>
      Promise.allSettled(Array.from({ length: 8 }, () => window.portal.api.GET('/web/v1/partner/profile'))).then((settled) =>
        settled.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as { status?: number }).status : 'resolved')),
      ),
    );
    expect(outcomes).toEqual(Array(8).fill(401));
    expect((await page.evaluate(() => window.events)).slice(eventsBefore)).toEqual(['SIGNED_OUT']);
    expect(await page.evaluate(() => window.portal.getSession())).toBeNull();
    expect(unexpectedErrors().filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});
