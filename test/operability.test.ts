import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CODE, portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { dropDatabaseOf } from './support/pg-admin.js';

const COUNTRIES = '/web/v1/partner/constants/countries';
const TIMEZONES = '/web/v1/partner/constants/timezones';
const BOOM = '/web/v1/partner/test-only/boom';
const SQL_FAULT = '/web/v1/partner/test-only/sql-fault';
const LOG_BODY = '/web/v1/partner/test-only/log-body';

/** Test-only routes: a handler that crashes, one that fails like a driver, one that logs what it was sent. */
function testRoutes(app: FastifyInstance): void {
  app.get(BOOM, { schema: { hide: true } }, async () => {
    throw new Error('SELECT password_hash FROM accounts WHERE id = 42 blew up');
  });
  app.get(SQL_FAULT, { schema: { hide: true } }, async () => {
    throw Object.assign(new Error('column "secret_sauce" does not exist'), { code: '42703', position: '8', routine: 'errorMissingColumn' });
  });
  app.post(LOG_BODY, { schema: { hide: true } }, async (request) => {
    request.log.info({ body: request.body }, 'body received');
    return { logged: true };
  });
}

/** Booting a second PGlite server in this process stalls the loop past load shedding's 1 s; that is not under test here. */
const ENV = { MAX_EVENT_LOOP_DELAY_MS: '0' };

let server: TestServer;
/** A server whose database the readiness test closes. */
let broken: TestServer;

/**
 * A boot that blocks the loop for a whole sample window leaves load shedding
 * with no delay sample, which it reads as infinite delay: every request is
 * 503 until the next sample. Wait that out once, after both boots.
 */
async function settled(target: TestServer): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if ((await target.request('/healthz')).status === 200) return;
  }
  throw new Error('the test server kept shedding load');
}

beforeAll(async () => {
  broken = await startTestServer({ env: ENV });
  server = await startTestServer({ env: ENV, configure: testRoutes });
  await settled(server);
  await settled(broken);
});
afterAll(async () => {
  await server?.close();
  // Its database is closed already: stop the app and drop the database without closing twice.
  await broken?.app.close();
  if (broken?.config.db.url) await dropDatabaseOf(broken.config.db.url);
});

const logText = () => server.logs.map((line) => JSON.stringify(line)).join('\n');

describe('health', () => {
  it('answers /healthz and /readyz with 200, without the portal code', async () => {
    expect(await server.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('fails /readyz with 503 once the database is gone, while /healthz stays 200', async () => {
    expect((await broken.request('/readyz')).status).toBe(200);
    await broken.db.close();
    expect(await broken.request('/readyz')).toMatchObject({ status: 503, body: { status: 'database unavailable' } });
    expect((await broken.request('/healthz')).status).toBe(200);
  });
});

describe('metrics', () => {
  it('exposes request count and latency histograms by route pattern and status in Prometheus text', async () => {
    await server.request(COUNTRIES, { headers: portalHeaders() });
    await server.request(COUNTRIES);
    await server.request('/web/v1/partner/no-such-route-7f3a9c', { headers: portalHeaders() });
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/web\/v1\/partner\/constants\/countries",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/web\/v1\/partner\/constants\/countries",status="403"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/web\/v1\/partner\/constants\/countries",status="200"\} [1-9]/m);
    // Unknown paths share one label: a scanner cannot blow up the series count.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/m);
    expect(text).not.toContain('no-such-route-7f3a9c');
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('API reference', () => {
  it('serves an OpenAPI 3.1 document listing the constants paths with operationIds', async () => {
    const res = await server.request('/web/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths[COUNTRIES].get).toMatchObject({ operationId: 'listCountries', tags: ['Constants'] });
    expect(res.body.paths[TIMEZONES].get).toMatchObject({ operationId: 'listTimezones', tags: ['Constants'] });
    expect(res.body.paths[COUNTRIES].get.responses['200']).toBeDefined();
    expect(res.body.paths[BOOM]).toBeUndefined();
  });

  it('gives every documented operation a unique operationId and tags', async () => {
    const { body } = await server.request('/web/v1/openapi.json');
    const operations = Object.entries(body.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(2);
    expect(operations.filter((operation) => !operation.operationId || !operation.tags?.length).map((operation) => operation.at)).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves /docs as HTML whose every script, style and image comes from this server', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https:|http:|swagger\.io|upgrade-insecure-requests/);
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/(?!\/)/);
      const loaded = await fetch(new URL(asset, res.url));
      expect(loaded.status, asset).toBe(200);
      expect((await loaded.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    expect(html).not.toMatch(/cdn|unpkg|jsdelivr/i);
  });
});

describe('logs', () => {
  it('redacts passwords, tokens, codes and secrets logged through the app logger, nested too', () => {
    server.app.log.info(
      {
        password: 'pw-top-1111',
        token: 'tok-top-2222',
        secret: 'sec-top-3333',
        body: { password: 'pw-body-4444', refreshToken: 'rt-5555', turnstileToken: 'tt-6666', code: '777777', email: 'kept@example.com' },
        session: { accessToken: 'at-8888', encryptedKey: 'ek-9999', secret: 'sec-nested-0000' },
      },
      'redaction probe',
    );
    const line = server.logs.find((entry) => entry.msg === 'redaction probe')!;
    expect(line).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      secret: '[redacted]',
      body: { password: '[redacted]', refreshToken: '[redacted]', turnstileToken: '[redacted]', code: '[redacted]', email: 'kept@example.com' },
      session: { accessToken: '[redacted]', encryptedKey: '[redacted]', secret: '[redacted]' },
    });
    expect(JSON.stringify(line)).not.toMatch(/1111|2222|3333|4444|5555|6666|777777|8888|9999|0000/);
  });

  it('redacts what a handler logs through its request logger, which carries the request id', async () => {
    const res = await server.request(LOG_BODY, {
      method: 'POST',
      headers: portalHeaders({ 'x-request-id': 'log-body-req-1' }),
      body: { email: 'who@example.com', password: 'hunter2-but-longer', newPassword: 'another-one-here' },
    });
    expect(res.status).toBe(200);
    const line = server.logs.find((entry) => entry.msg === 'body received' && entry.requestId === 'log-body-req-1');
    expect(line?.body).toEqual({ email: 'who@example.com', password: '[redacted]', newPassword: '[redacted]' });
  });

  it('never writes the portal access code or an Authorization header value into request logs', async () => {
    const bearer = 'eyJhbGciOiJFUzI1NiJ9.log-leak-probe.c2lnbmF0dXJl';
    const wrongCode = 'wrong-portal-code-leak-probe';
    await server.request(TIMEZONES, { headers: portalHeaders({ authorization: `Bearer ${bearer}`, 'x-request-id': 'leak-req-1', cookie: 'sid=cookie-leak-probe' }) });
    await server.request(TIMEZONES, { headers: portalHeaders({ 'x-portal-access-code': wrongCode, 'x-request-id': 'leak-req-2' }) });
    // The assertion below means something only if these requests were logged at all.
    expect(server.logs.filter((entry) => entry.requestId === 'leak-req-1').length).toBeGreaterThanOrEqual(2);
    expect(server.logs.some((entry) => entry.requestId === 'leak-req-2')).toBe(true);
    const text = logText();
    for (const secret of [PORTAL_CODE, bearer, wrongCode, 'cookie-leak-probe']) expect(text).not.toContain(secret);
  });
});

describe('unexpected errors', () => {
  it('answers 500 SYSTEM.INTERNAL_ERROR without stack or SQL, and logs the error with the request id', async () => {
    const res = await server.request(BOOM, { headers: portalHeaders({ 'x-request-id': 'boom-req-1' }) });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      version: '2.0.0',
      timestamp: expect.any(Number),
      success: false,
      code: 'SYSTEM.INTERNAL_ERROR',
      message: expect.any(String),
      data: null,
    });
    expect(res.text).not.toMatch(/SELECT|password_hash|blew up|stack|\.ts:\d|at .*\(/);
    expect(res.headers.get('x-request-id')).toBe('boom-req-1');
    const logged = server.logs.find((entry) => entry.requestId === 'boom-req-1' && entry.level === 50) as { err?: { message?: string; stack?: string } } | undefined;
    expect(logged?.err?.message).toContain('SELECT password_hash FROM accounts');
    expect(logged?.err?.stack).toContain('operability.test.ts');
  });

  it('keeps driver details (SQLSTATE, column names) out of the body', async () => {
    const res = await server.request(SQL_FAULT, { headers: portalHeaders({ 'x-request-id': 'sql-req-1', 'x-locale': 'ja' }) });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('SYSTEM.INTERNAL_ERROR');
    expect(res.text).not.toMatch(/secret_sauce|42703|errorMissingColumn|column/);
    // The log keeps what diagnoses it: the SQLSTATE survives the `*.code` redaction as errorCode.
    const logged = server.logs.find((entry) => entry.requestId === 'sql-req-1' && entry.level === 50) as { err?: Record<string, unknown> } | undefined;
    expect(logged?.err).toMatchObject({ errorCode: '42703', message: 'column "secret_sauce" does not exist' });
  });
});
