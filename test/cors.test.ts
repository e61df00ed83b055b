import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { PREFLIGHT_MAX_AGE_SEC } from '../src/http/cors.js';
import { rawRequest } from './support/raw-http.js';
import { portalHeaders, startTestServer, type JsonResponse, type TestServer } from './support/harness.js';
import { addEventLoopBlocker, BLOCKING_PATH } from './support/event-loop-blocker.js';

/**
 * CORS over real HTTP, with the headers a browser sends: preflights (OPTIONS with Origin and
 * Access-Control-Request-Method, and never the access code) and the requests after them. What a
 * browser then allows is test/cors-browser.test.ts.
 */
const APP = 'https://app.example.com';
const DEV = 'http://localhost:5173';
const EVIL = 'https://evil.example';
const COUNTRIES = '/web/v1/partner/constants/countries';
const LOGIN = '/web/v1/partner/auth/login/initiate';
/** What the SDK sends on a signed-in JSON call, as a browser names it in Access-Control-Request-Headers. */
const SDK_HEADERS = 'accept,accept-language,authorization,content-type,idempotency-key,x-client-hash,x-locale,x-portal-access-code,x-request-id,x-sc-session-id,x-secure-channel-session-id,x-workspace-id';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { CORS_ORIGINS: `${APP}, ${DEV}`, RATE_LIMITS: 'sc-open.ip=1/60', BODY_LIMIT_BYTES: '1024' } });
});
afterAll(async () => {
  await server?.close();
});

const preflight = (target: TestServer, path: string, origin: string, method = 'POST', headers = SDK_HEADERS) =>
  target.request(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers } });

/** Every `access-control-*` header of an answer. */
function corsHeadersOf(res: { headers: Headers }): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('access-control-')));
}

const listOf = (value: string | null) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

describe('a preflight from a listed origin', () => {
  it('is answered 204 before the access-code check, allowing every header the SDK sends, without credentials', async () => {
    const res = await preflight(server, LOGIN, APP);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(listOf(res.headers.get('access-control-allow-methods'))).toEqual(['get', 'post']);
    expect(listOf(res.headers.get('access-control-allow-headers'))).toEqual(expect.arrayContaining([...SDK_HEADERS.split(','), 'cf-ray']));
    expect(res.headers.get('access-control-max-age')).toBe(String(PREFLIGHT_MAX_AGE_SEC));
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(listOf(res.headers.get('vary'))).toContain('origin');
  });

  it('is answered alike on every path: workspace routes, user-self paths, unknown paths, the second origin', async () => {
    for (const [path, origin] of [
      ['/web/v1/partner/workspaces/current/permissions', APP],
      ['/web/v1/users/self/security/sessions/config', APP],
      ['/web/v1/partner/no-such-thing', DEV],
      ['/web/v1/openapi.json', DEV],
    ] as const) {
      const res = await preflight(server, path, origin, 'GET');
      expect(`${path} ${res.status} ${res.headers.get('access-control-allow-origin')}`).toBe(`${path} 204 ${origin}`);
    }
  });

  it('is never counted against a rate limit: the limited open-session route still has its one call left', async () => {
    for (let i = 0; i < 3; i++) expect((await preflight(server, '/web/v1/secure-channel/session', APP)).status).toBe(204);
    const open = await server.request('/web/v1/secure-channel/session', {
      method: 'POST',
      headers: portalHeaders({ origin: APP }),
      body: { keyId: 'sck_unknown', encryptedKey: 'AAAA' },
    });
    expect(open.body.code).toBe('SECURE_CHANNEL.KEY_NOT_FOUND');
  });
});

describe('a preflight from any other origin', () => {
  it('gets no CORS header at all: 403 ACCESS.ORIGIN_NOT_ALLOWED, which the browser turns into a failed request', async () => {
    for (const origin of [EVIL, 'null', 'https://app.example.com.evil.example', 'http://app.example.com', APP.toUpperCase(), `${APP}:8443`]) {
      const res = await preflight(server, LOGIN, origin);
      expect(`${origin} ${res.status} ${res.body?.code}`).toBe(`${origin} 403 ACCESS.ORIGIN_NOT_ALLOWED`);
      expect(corsHeadersOf(res)).toEqual({});
      expect(listOf(res.headers.get('vary'))).toContain('origin');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('requests from a listed origin', () => {
  it('carry Access-Control-Allow-Origin and expose the id, the waits, the rate-limit fields, the replay flag and file names', async () => {
    const res = await server.request(COUNTRIES, { headers: portalHeaders({ origin: APP }) });
    expect(res.status).toBe(200);
    expect(corsHeadersOf(res)).toEqual({
      'access-control-allow-origin': APP,
      'access-control-expose-headers': 'X-Request-Id, Retry-After, RateLimit, RateLimit-Policy, Idempotency-Replayed, Content-Disposition',
    });
    expect(listOf(res.headers.get('vary'))).toContain('origin');
  });

  it('carry them on every refusal, or the page would see a bare network error instead of the envelope', async () => {
    const from = (extra: Record<string, string> = {}) => ({ ...portalHeaders({ origin: DEV }), ...extra });
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000) });
    const refusals: Array<[string, Promise<JsonResponse>]> = [
      ['403 ACCESS.PORTAL_MISMATCH', server.request(COUNTRIES, { headers: { origin: DEV } })],
      ['401 ACCESS.TOKEN_MISSING', server.request('/web/v1/partner/profile', { headers: from() })],
      ['401 4010', server.request('/web/v1/users/self/security/sessions/config', { headers: { origin: DEV } })],
      ['404 RESOURCE.NOT_FOUND', server.request('/web/v1/partner/no-such-thing', { headers: from() })],
      ['400 VALIDATION.INVALID_PARAMETER', server.request(LOGIN, { method: 'POST', headers: from(), body: { email: 'not an address' } })],
      ['413 VALIDATION.BODY_TOO_LARGE', server.request(LOGIN, { method: 'POST', headers: from(), body: big })],
      ['415 VALIDATION.UNSUPPORTED_MEDIA_TYPE', server.request(LOGIN, { method: 'POST', headers: from({ 'content-type': 'text/plain' }), body: 'x' })],
    ];
    for (const [expected, pending] of refusals) {
      const res = await pending;
      expect(`${res.status} ${res.body?.code}`).toBe(expected);
      expect(res.headers.get('access-control-allow-origin'), expected).toBe(DEV);
      expect(res.headers.get('access-control-expose-headers'), expected).toContain('X-Request-Id');
    }
  });

  it('carry them on a 429, whose Retry-After and RateLimit fields the page may read', async () => {
    const open = () =>
      server.request('/web/v1/partner/secure-channel/session', { method: 'POST', headers: portalHeaders({ origin: APP }), body: { keyId: 'sck_unknown', encryptedKey: 'AAAA' } });
    let limited = await open();
    for (let i = 0; i < 3 && limited.status !== 429; i++) limited = await open();
    expect(`${limited.status} ${limited.body.code}`).toBe('429 RATE_LIMIT.EXCEEDED');
    expect(limited.headers.get('access-control-allow-origin')).toBe(APP);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit')).toMatch(/^"sc-open\.ip";r=0;t=\d+$/);
    expect(listOf(limited.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(['retry-after', 'ratelimit', 'ratelimit-policy']));
  });

  it('carry them where the router refuses the target before any hook runs', async () => {
    const res = await rawRequest(server.url, `GET /web/v1/partner/%zz HTTP/1.1\r\nHost: x\r\nOrigin: ${APP}\r\nX-PORTAL-ACCESS-CODE: ${portalHeaders()['x-portal-access-code']}`);
    expect(`${res.status} ${res.body?.code}`).toBe('400 VALIDATION.INVALID_PARAMETER');
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(listOf(res.headers.vary ?? null)).toContain('origin');
  });
});

describe('requests from any other origin, and without one', () => {
  it('are served as ever, with no CORS header: the browser keeps the answer from the page', async () => {
    for (const headers of [portalHeaders({ origin: EVIL }), portalHeaders({ origin: 'null' }), portalHeaders()]) {
      const res = await server.request(COUNTRIES, { headers });
      expect(res.status).toBe(200);
      expect(corsHeadersOf(res)).toEqual({});
      expect(listOf(res.headers.get('vary'))).toContain('origin');
    }
  });
});

describe('under load shedding', () => {
  let shedding: TestServer;
  beforeAll(async () => {
    shedding = await startTestServer({
      env: { CORS_ORIGINS: APP, MAX_EVENT_LOOP_DELAY_MS: '50' },
      configure: addEventLoopBlocker,
    });
  });
  afterAll(async () => {
    await shedding?.close();
  });

  it('answers 503 SYSTEM.UNAVAILABLE with the CORS headers, and still answers preflights', async () => {
    await shedding.request(BLOCKING_PATH, { headers: portalHeaders() });
    let shed: JsonResponse | undefined;
    for (let i = 0; i < 20 && !shed; i++) {
      const res = await shedding.request(COUNTRIES, { headers: portalHeaders({ origin: APP }) });
      if (res.status === 503) shed = res;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(shed?.body?.code).toBe('SYSTEM.UNAVAILABLE');
    expect(shed?.headers.get('access-control-allow-origin')).toBe(APP);
    expect(Number(shed?.headers.get('retry-after'))).toBeGreaterThan(0);

    await shedding.request(BLOCKING_PATH, { headers: portalHeaders() });
    const answered = await preflight(shedding, COUNTRIES, APP, 'GET');
    expect(`${answered.status} ${answered.headers.get('access-control-allow-origin')}`).toBe(`204 ${APP}`);
  });
});

describe('without CORS_ORIGINS (the default)', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('allows no origin: preflights are refused before the access-code check, answers carry no CORS header and no Vary', async () => {
    const refused = await preflight(plain, LOGIN, APP);
    expect(`${refused.status} ${refused.body?.code}`).toBe('403 ACCESS.ORIGIN_NOT_ALLOWED');
    expect(corsHeadersOf(refused)).toEqual({});
    const res = await plain.request(COUNTRIES, { headers: portalHeaders({ origin: APP }) });
    expect(res.status).toBe(200);
    expect(corsHeadersOf(res)).toEqual({});
    // Nothing varies by origin (the list varies by language, which it says).
    expect(res.headers.get('vary')).toBe('Accept-Language, X-Locale');
  });
});

describe('CORS_ORIGINS', () => {
  const origins = (value: string, mode = 'test') => loadConfig({ NODE_ENV: mode, DATA_DIR: 'memory://', CORS_ORIGINS: value }).http.corsOrigins;
  const refusal = (value: string, env: Record<string, string> = {}): ConfigError => {
    try {
      loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', CORS_ORIGINS: value, ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error(`CORS_ORIGINS=${value} was accepted`);
  };

  it('takes exact origins, http ones outside production, IPv6 and ports included, without duplicates; none when unset', () => {
    expect(origins(' https://app.example.com ,http://localhost:5173,http://[::1]:8080,https://app.example.com')).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
      'http://[::1]:8080',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).http.corsOrigins).toEqual([]);
  });

  it('names every bad entry in one refusal, each with its reason: null, wildcards, paths, spellings a browser never sends, other schemes', () => {
    const error = refusal('null,*,https://*.example.com,https://app.example.com/,https://App.Example.com,https://app.example.com:443,ftp://files.example.com,app.example.com,https://ok.example.com');
    expect(error.problems.map((problem) => problem.variable)).toEqual(Array(8).fill('CORS_ORIGINS'));
    expect(error.problems.map((problem) => problem.reason)).toEqual([
      expect.stringMatching(/^entry 1 \(null\) is "null", the origin any sandboxed iframe/),
      expect.stringMatching(/^entry 2 \(\*\) is a wildcard/),
      expect.stringMatching(/^entry 3 \(https:\/\/\*\.example\.com\) is a wildcard/),
      'entry 4 (https://app.example.com/) must be an origin, without a path, query or trailing slash: https://app.example.com',
      'entry 5 (https://App.Example.com) must be written as browsers send it: https://app.example.com',
      'entry 6 (https://app.example.com:443) must be written as browsers send it: https://app.example.com',
      'entry 7 (ftp://files.example.com) must use https (or http outside production)',
      'entry 8 (app.example.com) is not an origin (scheme://host[:port])',
    ]);
  });

  it('takes only https origins in production: a page served over http can be rewritten in transit', () => {
    const production = {
      NODE_ENV: 'production',
      PORTAL_ACCESS_CODES: 'prod-code',
      OPERATOR_ACCESS_CODES: 'prod-operator-code',
      MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
      TURNSTILE_SECRET: '0x4AAAAAAAprodsecret',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAprodsitekey',
      SMTP_URL: 'smtp://mail.internal:587',
    };
    expect(refusal('https://app.example.com,http://app.example.com', production).problems).toEqual([
      { variable: 'CORS_ORIGINS', reason: 'entry 2 (http://app.example.com) uses http; production takes https origins only' },
    ]);
    expect(loadConfig({ ...production, DATA_DIR: 'memory://', CORS_ORIGINS: 'https://app.example.com' }).http.corsOrigins).toEqual(['https://app.example.com']);
  });

  it('never echoes credentials pasted into an entry', () => {
    const error = refusal('https://admin:hunter2-secret@app.example.com');
    expect(error.problems).toEqual([{ variable: 'CORS_ORIGINS', reason: 'entry 1 must not carry credentials' }]);
    expect(error.message).not.toContain('hunter2');
  });
});
