import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../src/core/locale.js';
import { portalHeaders, PORTAL_CODE, startTestServer, type TestServer } from './support/harness.js';
import { rawRequest } from './support/raw-http.js';
import { authBase, signIn, uniqueIp } from './support/sign-in.js';
import { startSmtp, type SmtpStandIn } from './support/smtp.js';
import { createAccount } from './support/workspaces.js';

/** The contract of issue 16 (docs/operations.md, "The portal web app"), character for character. */
const CSP =
  "default-src 'self'; script-src 'self' https://challenges.cloudflare.com; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; connect-src 'self'; frame-src https://challenges.cloudflare.com; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>\n';
const SCRIPT = 'console.log("portal");\n';
const STYLE = 'body { margin: 0; }\n';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';
const OPERATOR_CODE = 'test-operator-code';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build output as Vite writes it, plus a dotfile that must never be served. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-def456.css'), STYLE);
  writeFileSync(join(dir, 'favicon.svg'), ICON);
  writeFileSync(join(dir, '.env'), 'SECRET=1\n');
  return dir;
}

function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-web-empty-'));
  folders.push(dir);
  return dir;
}

const get = (server: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers });

function expectIndex(response: Response, body: string): void {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toBe(CSP);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-request-id')).toBeTruthy();
  expect(body).toBe(INDEX);
}

async function expectNotFoundEnvelope(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toBeNull();
  const body = (await response.json()) as { code: string; success: boolean };
  expect(body).toMatchObject({ success: false, code: 'RESOURCE.NOT_FOUND' });
}

describe('the portal web app on the public port', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { PORTAL_WEB_DIR: builtApp(), OPERATOR_ACCESS_CODES: `${OPERATOR_CODE},older-operator-code`, MANAGEMENT_PORT: '0', CORS_ORIGINS: 'https://partner.example.com' },
    });
  });
  afterAll(() => server.close());

  it('serves index.html at / (also to a client that does not ask for HTML) with no-store and the CSP', async () => {
    for (const headers of [HTML, {}]) {
      const response = await get(server, '/', headers);
      expectIndex(response, await response.text());
    }
    const named = await get(server, '/index.html', HTML);
    expectIndex(named, await named.text());
  });

  it('serves hashed assets immutable, other files of the build revalidated, each with its type and the CSP', async () => {
    const cases = [
      ['/assets/app-abc123.js', SCRIPT, /^(text|application)\/javascript; charset=utf-8$/, IMMUTABLE],
      ['/assets/app-def456.css', STYLE, /^text\/css; charset=utf-8$/, IMMUTABLE],
      ['/favicon.svg', ICON, /^image\/svg\+xml/, 'no-cache'],
    ] as const;
    for (const [path, body, type, cacheControl] of cases) {
      const response = await get(server, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('cache-control'), path).toBe(cacheControl);
      expect(response.headers.get('content-security-policy')).toBe(CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The CORS hook still runs first on every answer.
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('answers a revalidation of an asset 304 by its ETag, still immutable', async () => {
    const first = await get(server, '/assets/app-abc123.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // Over a socket: fetch adds Cache-Control: no-cache to a conditional request, which forces a full answer.
    const again = await rawRequest(server.url, `GET /assets/app-abc123.js HTTP/1.1\r\nHost: localhost\r\nIf-None-Match: ${etag}`);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("answers a browser's navigation to a client-side route with index.html (SPA fallback)", async () => {
    for (const path of ['/sign-in', '/operator/recharges', '/wallets/USD?tab=flows']) {
      const response = await get(server, path, HTML);
      expectIndex(response, await response.text());
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const path of ['/', '/sign-in']) {
      const response = await get(server, path, HTML, 'HEAD');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CSP);
      expect(await response.text()).toBe('');
    }
    const asset = await get(server, '/assets/app-abc123.js', {}, 'HEAD');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(asset.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await asset.text()).toBe('');
  });

  it('gives no page to a request that does not accept HTML, nor to a POST: the JSON 404 envelope', async () => {
    await expectNotFoundEnvelope(await get(server, '/sign-in', { accept: 'application/json' }));
    await expectNotFoundEnvelope(await get(server, '/sign-in', { accept: '*/*' }));
    const posted = await fetch(`${server.url}/sign-in`, { method: 'POST', headers: { ...HTML, 'content-type': 'application/json' }, body: '{}' });
    await expectNotFoundEnvelope(posted);
  });

  it('answers a missing asset 404, never with index.html, also to a browser', async () => {
    await expectNotFoundEnvelope(await get(server, '/assets/app-000000.js', HTML));
    await expectNotFoundEnvelope(await get(server, '/assets/app-000000.js'));
    await expectNotFoundEnvelope(await get(server, '/.env', HTML));
  });

  it('refuses path traversal, plain and encoded: neither a file outside the build nor the page', async () => {
    for (const target of [
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/%252e%252e/%252e%252e/package.json',
      '/..%5c..%5cpackage.json',
      '/sign-in/../../package.json',
    ]) {
      const response = await rawRequest(server.url, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html`);
      expect(response.status, target).toBe(404);
      expect(response.body?.code, target).toBe('RESOURCE.NOT_FOUND');
      expect(response.text).not.toContain('partner-portal-api');
      expect(response.text).not.toContain('<div id="root">');
    }
  });

  it("leaves the API's own paths as they were: their 404 envelopes, the probes, the JWKS, the access-code check", async () => {
    for (const path of ['/web/v1/nope', '/web/v1/partner/nope', '/__portal/nope', '/.well-known/nope', '/docs/nope', '/openapi.json', '/metrics', '/web/v1/openapi.json']) {
      const headers = { ...HTML, 'x-portal-access-code': PORTAL_CODE };
      const response = await get(server, path, headers);
      expect(response.status, path).toBe(404);
      await expectNotFoundEnvelope(response);
    }
    // The ingress still decides a portal path without its access code before any 404.
    const noCode = await get(server, '/web/v1/partner/nope', HTML);
    expect(noCode.status).toBe(403);
    expect(((await noCode.json()) as { code: string }).code).toBe('ACCESS.PORTAL_MISMATCH');

    const health = await get(server, '/healthz', HTML);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const jwks = await get(server, '/.well-known/jwks.json', HTML);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('content-security-policy')).toBeNull();
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  it('serves nothing of the app on the management port', async () => {
    for (const path of ['/', '/sign-in', '/assets/app-abc123.js', '/__portal/config.json']) {
      const response = await fetch(`${server.managementUrl}${path}`, { headers: HTML });
      await expectNotFoundEnvelope(response);
    }
    expect((await fetch(`${server.managementUrl}/metrics`)).status).toBe(200);
  });

  it('hands the web app its configuration: the current access codes, the Turnstile test site key, the development mailbox', async () => {
    const response = await server.request('/__portal/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({
      portalAccessCode: PORTAL_CODE,
      operatorAccessCode: OPERATOR_CODE,
      turnstileSiteKey: '1x00000000000000000000AA',
      devMailbox: true,
      languages: ['en', 'zh', 'zh-Hant', 'ja', 'vi'],
    });
    expect(response.body.languages).toEqual([...LOCALES]);
  });

  it('lists the mails the server sent in the development mailbox, newest first', async () => {
    const first = await createAccount(server, 'mailbox-first');
    const second = await createAccount(server, 'mailbox-second');
    await signIn(server, first);
    await signIn(server, second);
    const response = await server.request('/__portal/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const messages = response.body.messages as Array<{ id: string; to: string; subject: string; text: string; createdAt: string }>;
    expect(messages.slice(0, 2).map((message) => message.to)).toEqual([second.email, first.email]);
    expect(messages[0]!.text).toMatch(/sign-in code is \d{6}/);
    expect(messages[0]!.subject).not.toBe('');
    expect(new Date(messages[0]!.createdAt).toISOString()).toBe(messages[0]!.createdAt);
    expect(messages.length).toBeLessThanOrEqual(50);
  });

  it('keeps both endpoints out of the OpenAPI document', async () => {
    const document = await server.request('/web/v1/openapi.json');
    // On the management port when there is one.
    const served = document.status === 200 ? document : await fetch(`${server.managementUrl}/web/v1/openapi.json`).then(async (r) => ({ body: await r.json() }));
    const paths = Object.keys((served.body as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !path.startsWith('/web/') && !path.startsWith('/.well-known/'))).toEqual([]);
  });
});

describe('the development mailbox where mails leave the server', () => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ env: { PORTAL_WEB_DIR: builtApp(), SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('is 404 with SMTP configured, and config.json says so', async () => {
    const account = await createAccount(server, 'smtp-mailbox');
    // The first half of a sign-in: the code goes out by SMTP.
    const headers = portalHeaders({ 'cf-connecting-ip': uniqueIp() });
    const initiated = await server.request(`${authBase()}/login/initiate`, { method: 'POST', headers, body: { email: account.email, password: account.password } });
    const sent = await server.request(`${authBase()}/login/mfa/send`, { method: 'POST', headers, body: { sessionId: initiated.body.data.sessionId, mfaMethod: 'EMAIL' } });
    expect(sent.status).toBe(200);
    await smtp.waitFor(account.email, /sign-in code is \d{6}/);
    await expectNotFoundEnvelope(await get(server, '/__portal/mailbox', HTML));
    const config = await server.request('/__portal/config.json');
    expect(config.body.devMailbox).toBe(false);
  });
});

describe('under a production configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        PORTAL_WEB_DIR: builtApp(),
        MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
        TURNSTILE_SECRET: '0x4AAAAAAAprodsecret',
        TURNSTILE_SITE_KEY: '0x4AAAAAAAprodsitekey',
        // Mails kept in the outbox on purpose: still no mailbox in production, where they carry live codes.
        MAIL_TRANSPORT: 'outbox',
      },
    });
  });
  afterAll(() => server.close());

  it('has no development mailbox, hands out the configured site key, and serves the app', async () => {
    await expectNotFoundEnvelope(await get(server, '/__portal/mailbox', HTML));
    const config = await server.request('/__portal/config.json');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ turnstileSiteKey: '0x4AAAAAAAprodsitekey', devMailbox: false });
    const page = await get(server, '/sign-in', HTML);
    expectIndex(page, await page.text());
  });
});

describe('before the app is built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PORTAL_WEB_DIR: emptyDir() } });
  });
  afterAll(() => server.close());

  it('starts, warns once how to build the app, and answers a page 503 in plain text; the API is untouched', async () => {
    const warnings = server.logs.filter((line) => String(line.msg).startsWith('portal web app not found'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    expect(String(warnings[0]!.msg)).toContain('npm run build:web');

    for (const path of ['/', '/sign-in']) {
      const response = await get(server, path, HTML);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('npm run build:web');
    }
    await expectNotFoundEnvelope(await get(server, '/assets/app-abc123.js', HTML));
    expect((await server.request('/healthz')).status).toBe(200);
    expect((await server.request('/web/v1/partner/nope', { headers: portalHeaders() })).status).toBe(404);
  });
});
