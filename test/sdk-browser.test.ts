import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { lastMailId, signInCode, startSignInServer } from './support/sign-in.js';
import { CHROMIUM, findSystemTool } from './support/system-tools.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The SDK in a real browser: packages/client bundled for the browser with esbuild, loaded by a page served
 * from the API's own origin (a test-only route, so no CORS is involved), driving headless Chromium through
 * the secure channel (WebCrypto's RSA-OAEP and AES-GCM) against a server that requires it for sign-in.
 * Without a Chromium (CHROMIUM_PATH, default /usr/bin/chromium) the file is skipped with a warning
 * outside CI and fails in CI (test/support/system-tools.ts).
 */
const chromiumPath = findSystemTool(CHROMIUM);
const PAGE = '/__sdk-browser-test/';
let server: TestServer;
let carol: TestAccount;
let browser: Browser;
const sessionHeaders: Array<{ path: string; session: string | undefined; status: number }> = [];

interface PageApi {
  start(baseUrl: string, portalAccessCode: string, email: string, password: string): Promise<{ sessionId: string; channel: string | undefined }>;
  finish(sessionId: string, code: string): Promise<{ email: string; channel: string | undefined; refreshed: boolean }>;
}
declare const window: { sdkTest: PageApi };
declare const document: { title: string };

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
  let portal;
  window.sdkTest = {
    async start(baseUrl, portalAccessCode, email, password) {
      portal = sdk.createPortalClient({ baseUrl, portalAccessCode, encrypt: ['/web/v1/partner/auth'] });
      const challenge = await sdk.initiateLogin(portal, { email, password });
      await sdk.sendMfaCode(portal, { sessionId: challenge.sessionId });
      return { sessionId: challenge.sessionId, channel: await portal.secureChannel.sessionId() };
    },
    async finish(sessionId, code) {
      const tokens = await sdk.completeLogin(portal, { sessionId, code });
      const profile = await sdk.dataOf(portal.api.GET('/web/v1/partner/profile'));
      const rotated = await portal.refresh();
      return { email: profile.accountEmail, channel: await portal.secureChannel.sessionId(), refreshed: rotated.accessToken !== tokens.accessToken };
    },
  };
  document.title = 'ready';
</script>`;
    server = await startSignInServer({
      env: { SECURE_CHANNEL_REQUIRED: 'auth' },
      configure: (app: FastifyInstance) => {
        app.get(PAGE, { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
        app.get(`${PAGE}client.js`, { schema: { hide: true } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(clientJs));
        app.addHook('onResponse', async (request, reply) => {
          const session = request.headers['x-secure-channel-session-id'];
          sessionHeaders.push({ path: request.url, session: typeof session === 'string' ? session : undefined, status: reply.statusCode });
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
    await browser?.close();
    await server?.close();
  });

  it('signs in through the secure channel with WebCrypto against the real server', async () => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(`${server.url}${PAGE}`);
    await page.waitForFunction(() => document.title === 'ready');

    const before = await lastMailId(server, carol.email);
    const started = await page.evaluate(
      ([baseUrl, code, email, password]) => window.sdkTest.start(baseUrl!, code!, email!, password!),
      [server.url, PORTAL_CODE, carol.email, carol.password],
    );
    expect(started.channel).toMatch(/^scs_/);
    const code = await signInCode(server, carol.email, before);
    const finished = await page.evaluate(([sessionId, mailCode]) => window.sdkTest.finish(sessionId!, mailCode!), [started.sessionId, code]);
    expect(finished).toEqual({ email: carol.email, channel: started.channel, refreshed: true });
    expect(consoleErrors).toEqual([]);

    // The server decrypted every auth body the browser sent (plaintext would be SECURE_CHANNEL.REQUIRED).
    const auth = sessionHeaders.filter((request) => request.path.startsWith('/web/v1/partner/auth/'));
    expect(auth.map((request) => [request.path, request.status, request.session])).toEqual([
      ['/web/v1/partner/auth/login/initiate', 200, started.channel],
      ['/web/v1/partner/auth/login/mfa/send', 200, started.channel],
      ['/web/v1/partner/auth/login/complete', 200, started.channel],
      ['/web/v1/partner/auth/token/refresh', 200, started.channel],
    ]);
    await page.close();
  });
});
