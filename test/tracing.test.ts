import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finished, freePort, spawnPortal, tempDataDir, waitForOutput, type PortalRun } from './support/portal-process.js';
import { SPAN_KIND, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver.js';
import { createTestDatabase } from './support/test-db.js';

/**
 * OpenTelemetry traces of the real server process (`portal serve`), received by an OTLP/HTTP endpoint in
 * this test process. The request spans come from @fastify/otel on both engines; the query spans come from
 * the pg driver's instrumentation, so they exist in the PostgreSQL run (DATABASE_URL) only: PGlite runs its
 * queries in-process without pg, and the PGlite run asserts that there are none instead.
 */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const ACCESS_CODE = 'tracing-test-code';
const LISTENING = /"msg":"listening"/;
const LOGIN = '/web/v1/partner/auth/login/initiate';
const EMAIL = 'traced.partner@example.com';
const SECRETS = { password: 'pw-kept-out-of-spans-7Qx2', token: 'bearer-kept-out-of-spans-3Kd9', cookie: 'cookie-kept-out-of-spans-9Lm4' };
/** Module loads NODE_DEBUG=module reports for the tracing SDK (prom-client loads @opentelemetry/api itself: not counted). */
const SDK_LOADED = /load "[^"]*node_modules\/(@fastify\/otel|@opentelemetry\/(?!api\/)[a-z-]+)\//;

/** Safety limits, not expectations: a start through tsx on a busy 2-core machine can take a minute. */
const START_LIMIT_MS = 150_000;
const RUN_LIMIT_MS = 300_000;

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** A fresh database of the run's engine, as the server's environment. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (ON_POSTGRES) {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    return { DATABASE_URL: database.url! };
  }
  const temp = tempDataDir();
  cleanups.push(temp.remove);
  return { DATA_DIR: temp.dir };
}

interface Portal {
  base: string;
  /** Resolves once the server's standard output so far matches `pattern` (printed before the call or after). */
  printed: (pattern: RegExp) => Promise<void>;
  /** SIGTERM, and the run once the process exited (0 after a graceful stop). */
  stop: () => Promise<PortalRun>;
}

function outputWatcher(child: ChildProcessWithoutNullStreams): (pattern: RegExp) => Promise<void> {
  let text = '';
  const checks = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer | string) => {
    text += String(chunk);
    for (const check of checks) check();
  });
  return (pattern) =>
    new Promise((resolve) => {
      const check = () => {
        if (!pattern.test(text)) return;
        checks.delete(check);
        resolve();
      };
      checks.add(check);
      check();
    });
}

async function servePortal(env: Record<string, string>): Promise<Portal> {
  const port = await freePort();
  const server = spawnPortal(['serve'], {
    ...(await databaseEnv()),
    PORT: String(port),
    LOG_LEVEL: 'info',
    DEMO_ACCOUNT: 'false',
    PORTAL_ACCESS_CODES: ACCESS_CODE,
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const exit = finished(server, RUN_LIMIT_MS);
  const printed = outputWatcher(server);
  cleanups.push(() => void server.kill('SIGKILL'));
  await waitForOutput(server, LISTENING, START_LIMIT_MS);
  return {
    base: `http://127.0.0.1:${port}`,
    printed,
    stop: async () => {
      server.kill('SIGTERM');
      const run = await exit;
      expect(run).toMatchObject({ code: 0, signal: null });
      return run;
    },
  };
}

/** A sign-in attempt that carries a password, a bearer token and a cookie: none of them may reach a span. */
function attemptLogin(base: string, requestId: string): Promise<Response> {
  return fetch(`${base}${LOGIN}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-portal-access-code': ACCESS_CODE,
      'x-client-hash': 'tracing-test-client',
      'x-request-id': requestId,
      authorization: `Bearer ${SECRETS.token}`,
      cookie: `session=${SECRETS.cookie}`,
    },
    body: JSON.stringify({ email: EMAIL, password: SECRETS.password }),
  });
}

function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function serverSpan(spans: ReceivedSpan[], route: string): ReceivedSpan {
  const found = spans.filter((span) => span.kind === SPAN_KIND.SERVER && span.attributes['http.route'] === route);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** True when `span` is `ancestor` or lies under it. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  for (let current: ReceivedSpan | undefined = span; current; current = current.parentSpanId ? byId.get(current.parentSpanId) : undefined) {
    if (current.spanId === ancestor.spanId) return true;
  }
  return false;
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  const CALLER_SPAN = '00f067aa0ba902b7';
  let receiver: OtlpReceiver;
  let exportsBeforeStop: number;
  let run: PortalRun;
  let loginStatus: number;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // A batch delay no test outlives: every span below arrives through the flush of the graceful stop.
    const portal = await servePortal({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: '600000', NODE_DEBUG: 'module' });
    expect((await fetch(`${portal.base}/healthz`)).status).toBe(200);
    loginStatus = (await attemptLogin(portal.base, 'traced-login-1')).status;
    const jwks = await fetch(`${portal.base}/.well-known/jwks.json`, { headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` } });
    expect(jwks.status).toBe(200);
    exportsBeforeStop = receiver.bodies.length;
    run = await portal.stop();
  }, RUN_LIMIT_MS);
  afterAll(async () => {
    await receiver.close();
    await cleanUp();
  });

  it('sends a server span per request, named after its route, with method, status, path, X-Request-Id and the service name', () => {
    expect(loginStatus).toBe(401);
    const login = serverSpan(receiver.spans, LOGIN);
    expect(login.name).toBe(`POST ${LOGIN}`);
    expect(login.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 401,
      'url.path': LOGIN,
      'request.id': 'traced-login-1',
    });
    expect(login.resource).toMatchObject({ 'service.name': 'partner-portal-api', 'service.version': expect.any(String) });
    // A 4xx is the client's mistake: the server span's status stays unset (HTTP semantic conventions).
    expect(login.status.code ?? 0).toBe(0);
  });

  it('puts the route handler under the request span, named after the route rather than its plugin', () => {
    const login = serverSpan(receiver.spans, LOGIN);
    const handlers = receiver.spans.filter((span) => span.parentSpanId === login.spanId && span.kind === SPAN_KIND.INTERNAL);
    expect(handlers.map((span) => span.name)).toEqual([`handler ${LOGIN}`]);
    expect(handlers[0]!.traceId).toBe(login.traceId);
  });

  it('continues the trace of a caller that sends a W3C traceparent', () => {
    const jwks = serverSpan(receiver.spans, '/.well-known/jwks.json');
    expect(jwks.traceId).toBe(CALLER_TRACE);
    expect(jwks.parentSpanId).toBe(CALLER_SPAN);
  });

  it('traces no probe', () => {
    expect(receiver.spans.filter((span) => String(span.attributes['url.path']).startsWith('/healthz'))).toEqual([]);
  });

  it('sends what is still queued when the server stops, so a deploy loses no spans', () => {
    expect(exportsBeforeStop).toBe(0);
    expect(receiver.spans.length).toBeGreaterThan(0);
    expect(logLines(run.stdout).filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('adds the trace and span ids to the log lines of a traced request', () => {
    const login = serverSpan(receiver.spans, LOGIN);
    const completed = logLines(run.stdout).find((line) => line.requestId === 'traced-login-1' && line.msg === 'request completed');
    expect(completed).toMatchObject({ trace_id: login.traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(logLines(run.stdout).find((line) => line.msg === 'listening')).toMatchObject({ tracing: true });
  });

  it('carries no request body, no Authorization or Cookie header and no SQL parameter values', () => {
    expect(receiver.bodies.length).toBeGreaterThan(0);
    for (const body of receiver.bodies) {
      for (const secret of [...Object.values(SECRETS), EMAIL]) expect(body).not.toContain(secret);
    }
  });

  it('loads the tracing SDK', () => {
    expect(run.stderr).toMatch(SDK_LOADED);
  });

  it.runIf(ON_POSTGRES)('PostgreSQL: sends each query of the request as a pg client span under it, with the parameterized SQL', () => {
    const login = serverSpan(receiver.spans, LOGIN);
    const queries = receiver.spans.filter((span) => span.kind === SPAN_KIND.CLIENT && span.attributes['db.system.name'] === 'postgresql');
    const ofLogin = queries.filter((span) => span.traceId === login.traceId);
    expect(ofLogin.length).toBeGreaterThan(0);
    for (const query of ofLogin) expect(descendsFrom(query, login, receiver.spans)).toBe(true);
    const accountLookup = ofLogin.find((span) => /FROM accounts/i.test(String(span.attributes['db.query.text'])));
    expect(accountLookup?.attributes['db.query.text']).toMatch(/\$1/);
    // Start-up (migrations, key warm-up) and the untraced probe ran queries too: outside a request none is traced.
    expect(queries.every((span) => span.traceId === login.traceId || span.traceId === CALLER_TRACE)).toBe(true);
  });

  it.runIf(!ON_POSTGRES)('PGlite: sends no query spans (its queries never go through the pg driver); the request and handler spans are there', () => {
    expect(receiver.spans.filter((span) => span.kind === SPAN_KIND.CLIENT)).toEqual([]);
    expect(receiver.spans.map((span) => span.name)).toEqual(expect.arrayContaining([`POST ${LOGIN}`, `handler ${LOGIN}`]));
  });
});

describe('without tracing', () => {
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });
  afterAll(() => receiver.close());
  afterEach(cleanUp);

  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT unset', () => ({})],
    ['OTEL_SDK_DISABLED=true', () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SDK_DISABLED: 'true' })],
  ])('%s: loads no tracing SDK, exports nothing and writes no trace ids', async (_case, env) => {
    const portal = await servePortal({ ...env(), OTEL_BSP_SCHEDULE_DELAY: '100', NODE_DEBUG: 'module' });
    expect((await attemptLogin(portal.base, 'untraced-login-1')).status).toBe(401);
    const run = await portal.stop();
    expect(receiver.bodies).toEqual([]);
    expect(run.stderr).toMatch(/load "[^"]*node_modules\/fastify\//);
    expect(run.stderr).not.toMatch(SDK_LOADED);
    const lines = logLines(run.stdout);
    expect(lines.find((line) => line.msg === 'listening')).toMatchObject({ tracing: false });
    expect(lines.filter((line) => 'trace_id' in line)).toEqual([]);
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
  }, RUN_LIMIT_MS);
});

describe('when the collector refuses spans', () => {
  afterEach(cleanUp);

  it('logs one error line when exporting starts failing, however many batches fail, and one line when it works again', async () => {
    const receiver = await startOtlpReceiver();
    cleanups.push(() => receiver.close());
    receiver.answerWith(400);
    const portal = await servePortal({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' });

    await attemptLogin(portal.base, 'refused-1');
    await receiver.exportsArrived(1);
    await attemptLogin(portal.base, 'refused-2');
    await receiver.exportsArrived(2);
    await portal.printed(/trace export failing/);

    receiver.answerWith(200);
    await attemptLogin(portal.base, 'accepted-1');
    await portal.printed(/trace export recovered/);
    const run = await portal.stop();

    const lines = logLines(run.stdout);
    expect(lines.filter((line) => String(line.msg).startsWith('trace export failing'))).toEqual([expect.objectContaining({ level: 50 })]);
    expect(lines.filter((line) => line.msg === 'trace export recovered')).toHaveLength(1);
    expect(receiver.spans.filter((span) => span.attributes['request.id'] === 'accepted-1')).toHaveLength(1);
  }, RUN_LIMIT_MS);
});
