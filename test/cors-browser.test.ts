import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CODE, startTestServer, type TestServer } from './support/harness.js';
import { CHROMIUM, findSystemTool } from './support/system-tools.js';

/**
 * What a browser makes of the server's CORS: pages served from two other origins (other ports of
 * 127.0.0.1), one listed in CORS_ORIGINS and one not, call the API with fetch and the headers the
 * SDK sends, so Chromium sends its own preflights and enforces the answers. Skipped like
 * test/sdk-browser.test.ts without a Chromium.
 */
const chromiumPath = findSystemTool(CHROMIUM);

interface Answer {
  status: number;
  code: string | number | undefined;
  requestId: string | null;
  retryAfter: string | null;
  rateLimit: string | null;
  /** Not exposed: the page must not see it. */
  contentTypeOptions: string | null;
}

declare const window: { call(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer | { failed: string }> };

/** A page that calls the API and reports what it could read of the answer. */
const PAGE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>page</title>
<script>
  window.call = async (url, init) => {
    try {
      const res = await fetch(url, init);
      const body = await res.json();
      return {
        status: res.status,
        code: body.code,
        requestId: res.headers.get('x-request-id'),
        retryAfter: res.headers.get('retry-after'),
        rateLimit: res.headers.get('ratelimit'),
        contentTypeOptions: res.headers.get('x-content-type-options'),
      };
    } catch (error) {
      return { failed: error.name };
    }
  };
</script>`;

function servePage(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

describe.skipIf(!chromiumPath)('CORS in headless Chromium', () => {
  let api: TestServer;
  let listed: { origin: string; server: Server };
  let unlisted: { origin: string; server: Server };
  let browser: Browser;
  /** `METHOD path status` of every request the API served. */
  const served: string[] = [];

  beforeAll(async () => {
    [listed, unlisted] = await Promise.all([servePage(), servePage()]);
    api = await startTestServer({
      env: { CORS_ORIGINS: listed.origin, RATE_LIMITS: 'sc-open.ip=1/60' },
      configure: (app) => {
        app.addHook('onResponse', async (request, reply) => {
          served.push(`${request.method} ${request.url} ${reply.statusCode}`);
        });
      },
    });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    listed?.server.close();
    unlisted?.server.close();
  });

  async function pageAt(origin: string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    return page;
  }

  const sdkHeaders = (requestId: string): Record<string, string> => ({
    'X-PORTAL-ACCESS-CODE': PORTAL_CODE,
    'X-Request-Id': requestId,
    'X-Client-Hash': 'browser-test',
    'X-LOCALE': 'ja',
    'Accept-Language': 'ja',
    Accept: 'application/json',
    'Content-Type': 'application/json',
  });

  it('lets a listed origin call with the SDK headers and read the answers, refusals included, and only the exposed headers', async () => {
    const page = await pageAt(listed.origin);
    const call = (path: string, method: string, requestId: string, body?: unknown, extra: Record<string, string> = {}) =>
      page.evaluate(([url, init]) => window.call(url, init), [
        `${api.url}${path}`,
        { method, headers: { ...sdkHeaders(requestId), ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      ] as const);

    const countries = await call('/web/v1/partner/constants/countries', 'GET', 'browser-1');
    expect(countries).toEqual({ status: 200, code: '2000', requestId: 'browser-1', retryAfter: null, rateLimit: null, contentTypeOptions: null });

    const login = await call('/web/v1/partner/auth/login/initiate', 'POST', 'browser-2', { email: 'nobody@example.com', password: 'wrong password' });
    expect(login).toMatchObject({ status: 401, code: 'AUTH.INVALID_CREDENTIALS', requestId: 'browser-2', rateLimit: expect.stringMatching(/^"login\.ip";r=\d+/) });

    const token = await call('/web/v1/partner/profile', 'GET', 'browser-3', undefined, { Authorization: 'Bearer not-a-token' });
    expect(token).toMatchObject({ status: 401, code: 'ACCESS.TOKEN_INVALID', requestId: 'browser-3' });

    const open = (requestId: string) => call('/web/v1/secure-channel/session', 'POST', requestId, { keyId: 'sck_unknown', encryptedKey: 'AAAA' });
    expect(await open('browser-4')).toMatchObject({ status: 400, code: 'SECURE_CHANNEL.KEY_NOT_FOUND' });
    const limited = await open('browser-5');
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMIT.EXCEEDED', requestId: 'browser-5', rateLimit: expect.stringMatching(/^"sc-open\.ip";r=0;/) });
    expect(Number((limited as Answer).retryAfter)).toBeGreaterThan(0);

    // Chromium asked before each call, without the access code, and kept the answer for the second open.
    expect(served).toEqual([
      'OPTIONS /web/v1/partner/constants/countries 204',
      'GET /web/v1/partner/constants/countries 200',
      'OPTIONS /web/v1/partner/auth/login/initiate 204',
      'POST /web/v1/partner/auth/login/initiate 401',
      'OPTIONS /web/v1/partner/profile 204',
      'GET /web/v1/partner/profile 401',
      'OPTIONS /web/v1/secure-channel/session 204',
      'POST /web/v1/secure-channel/session 400',
      'POST /web/v1/secure-channel/session 429',
    ]);
    await page.close();
  });

  it('refuses a page of an unlisted origin: its call fails as a network error, and the request itself never runs', async () => {
    served.length = 0;
    const page = await pageAt(unlisted.origin);
    const failed = await page.evaluate(([url, init]) => window.call(url, init), [
      `${api.url}/web/v1/partner/auth/login/initiate`,
      { method: 'POST', headers: sdkHeaders('browser-6'), body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }) },
    ] as const);
    expect(failed).toEqual({ failed: 'TypeError' });
    expect(served).toEqual(['OPTIONS /web/v1/partner/auth/login/initiate 403']);
    await page.close();
  });
});
