import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { expectError } from './support/expect.js';
import { portalHeaders, startTestServer, testEnv, type TestServer } from './support/harness.js';
import { authBase, uniqueIp } from './support/sign-in.js';
import { startSmtp, type SmtpStandIn } from './support/smtp.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The management listener (MANAGEMENT_PORT) and what /metrics tells an
 * operator: each metric is read over HTTP before and after the thing it counts.
 */
const AUTH = authBase('PARTNER');
const COMMIT = 'ABCDEF0123456789';
const COUNTRIES = '/web/v1/partner/constants/countries';
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

let smtp: SmtpStandIn;
let server: TestServer;

beforeAll(async () => {
  // The relay refuses bounce-… mailboxes: the one way a mail fails here.
  smtp = await startSmtp({ refuse: (address) => address.startsWith('bounce-') });
  server = await startTestServer({
    env: { MANAGEMENT_PORT: '0', GIT_COMMIT: COMMIT, SMTP_URL: smtp.url, LOGIN_LOCKOUT_THRESHOLD: '3', RATE_LIMITS: 'login.ip=3/300' },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const management = (path: string) => fetch(`${server.managementUrl!}${path}`);

async function scrape(): Promise<string> {
  const res = await management('/metrics');
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of the one sample of `name` whose labels include `labels`; 0 when there is none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const values = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const [, body = '', value] = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const found = Object.fromEntries([...body.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
      return { found, value: Number(value) };
    })
    .filter(({ found }) => Object.entries(labels).every(([key, value]) => found[key] === value));
  if (values.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${values.length} samples`);
  return values[0]?.value ?? 0;
}

/** How much each sample moved while `act` ran, read from /metrics on both sides. */
async function moved<K extends string>(
  samples: Record<K, [name: string, labels?: Record<string, string>]>,
  act: () => Promise<void>,
): Promise<Record<K, number>> {
  const read = (text: string) => Object.fromEntries(Object.entries<[string, Record<string, string>?]>(samples).map(([key, [name, labels]]) => [key, sample(text, name, labels)]));
  const before = read(await scrape());
  await act();
  const after = read(await scrape());
  return Object.fromEntries(Object.keys(samples).map((key) => [key, after[key]! - before[key]!])) as Record<K, number>;
}

/** Polls /metrics until `ready` holds for it (asynchronous work, e.g. a mail handed to SMTP after the answer). */
async function metricsWhen(ready: (text: string) => boolean): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const text = await scrape();
    if (ready(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the metrics never reached the expected state');
}

function caller(ip = uniqueIp(), base = AUTH) {
  const headers = portalHeaders({ 'cf-connecting-ip': ip });
  return (path: string, body: unknown) => server.request(`${base}${path}`, { method: 'POST', headers, body });
}

describe('configuration', () => {
  const refusal = (env: Record<string, string>): ConfigError => {
    try {
      loadConfig(testEnv(env));
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('listens for management on loopback by default, whatever HOST says', () => {
    expect(loadConfig(testEnv({ HOST: '0.0.0.0', MANAGEMENT_PORT: '9090' })).http.management).toEqual({ port: 9090, host: '127.0.0.1' });
    expect(loadConfig(testEnv({ MANAGEMENT_PORT: '9090', MANAGEMENT_HOST: '0.0.0.0' })).http.management).toEqual({ port: 9090, host: '0.0.0.0' });
    expect(loadConfig(testEnv()).http.management).toBeUndefined();
  });

  it('reports every bad management and build variable at once, naming each and echoing none', () => {
    const error = refusal({ MANAGEMENT_PORT: '70000', MANAGEMENT_HOST: 'no such host zq-9f7e', GIT_COMMIT: 'zq-9f7e not a hash' });
    expect(error.problems.map((problem) => problem.variable)).toEqual(['MANAGEMENT_PORT', 'MANAGEMENT_HOST', 'GIT_COMMIT']);
    expect(error.message).not.toContain('zq-9f7e');
  });

  it('refuses a management port equal to PORT, and a MANAGEMENT_HOST without a port', () => {
    expect(refusal({ PORT: '8080', MANAGEMENT_PORT: '8080' }).problems).toEqual([{ variable: 'MANAGEMENT_PORT', reason: 'must differ from PORT' }]);
    expect(refusal({ MANAGEMENT_HOST: '0.0.0.0' }).problems).toEqual([{ variable: 'MANAGEMENT_HOST', reason: 'is set, so MANAGEMENT_PORT must be set too' }]);
  });
});

describe('the management port', () => {
  it('serves the metrics, the API reference and the probes', async () => {
    const metrics = await management('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const docs = await management('/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    const document = await management('/web/v1/openapi.json');
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');
    expect(await (await management('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await management('/readyz')).json()).toEqual({ status: 'ready', rateLimitStore: 'up' });
  });

  it('answers the API on the public port only: an API path here is an unknown path', async () => {
    expect((await server.request(COUNTRIES, { headers: portalHeaders() })).status).toBe(200);
    const res = await fetch(`${server.managementUrl!}${COUNTRIES}`, { headers: portalHeaders() });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'RESOURCE.NOT_FOUND', success: false, data: null });
  });
});

describe('the public port, once a management port is set', () => {
  it('answers the metrics, the API reference and the OpenAPI document as it answers any unknown path', async () => {
    const unknown = await server.request('/no-such-path-4c1e');
    expectError(unknown, 404, 'RESOURCE.NOT_FOUND');
    const envelope = { ...unknown.body, timestamp: expect.any(Number) };
    // Other spellings of the same paths reach the same routes, and the same refusal.
    for (const path of ['/metrics', '/%6Detrics', '/docs', '/docs/', '/docs/json', '/docs/static/index.html', '/web/v1/openapi.json']) {
      const res = await server.request(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: envelope });
      expect(res.headers.get('x-request-id'), path).toBeTruthy();
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('keeps the probes, for the load balancer that asks the port it sends traffic to', async () => {
    expect(await server.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('closes both listeners when the server closes', async () => {
    const own = await startTestServer({ env: { MANAGEMENT_PORT: '0' } });
    expect((await fetch(`${own.managementUrl!}/metrics`)).status).toBe(200);
    await own.close();
    await expect(fetch(`${own.url}/healthz`)).rejects.toThrow();
    await expect(fetch(`${own.managementUrl!}/healthz`)).rejects.toThrow();
  });
});

describe('metrics', () => {
  it('names the build: package version, Node version and GIT_COMMIT', async () => {
    const text = await scrape();
    expect(sample(text, 'portal_build_info', { version: VERSION, node_version: process.versions.node, commit: COMMIT.toLowerCase() })).toBe(1);
  });

  it('reports the database pool: open, idle and waiting connections against its maximum', async () => {
    const max = sample(await scrape(), 'db_pool_max_connections');
    expect(max).toBeGreaterThanOrEqual(1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Every connection held by a transaction, and one more query queued behind them.
    const held = Array.from({ length: max }, () => server.db.transaction(() => gate));
    const queued = server.db.query('SELECT 1');
    const busy = await metricsWhen((text) => sample(text, 'db_pool_waiting_requests') === 1);
    expect(sample(busy, 'db_pool_connections')).toBe(max);
    expect(sample(busy, 'db_pool_idle_connections')).toBe(0);
    release();
    await Promise.all([...held, queued]);
    const idle = await scrape();
    expect(sample(idle, 'db_pool_waiting_requests')).toBe(0);
    expect(sample(idle, 'db_pool_idle_connections')).toBe(sample(idle, 'db_pool_connections'));
  });

  it('counts a refused login by the limiter that refused it, and the login as rate_limited', async () => {
    const post = caller();
    const attempt = (n: number) => post('/login/initiate', { email: `nobody-${n}-${Date.now()}@example.com`, password: 'not the password at all' });
    const delta = await moved(
      {
        byIp: ['rate_limit_rejections_total', { limiter: 'login.ip' }],
        limited: ['auth_logins_total', { portal: 'partner', outcome: 'rate_limited' }],
        bad: ['auth_logins_total', { portal: 'partner', outcome: 'bad_credentials' }],
      },
      async () => {
        for (let n = 0; n < 3; n += 1) expectError(await attempt(n), 401, 'AUTH.INVALID_CREDENTIALS');
        expectError(await attempt(3), 429, 'RATE_LIMIT.EXCEEDED');
      },
    );
    expect(delta).toEqual({ byIp: 1, limited: 1, bad: 3 });
  });

  it('starts every limiter at 0, so the first refusal already shows as an increase', async () => {
    const text = await scrape();
    expect(text).toMatch(/^rate_limit_rejections_total\{limiter="register\.email"\} 0$/m);
    expect(text).toMatch(/^rate_limit_rejections_total\{limiter="login\.lockout"\} 0$/m);
  });

  it('counts wrong passwords as bad_credentials and the refusal of the locked address as locked', async () => {
    const account = await createAccount(server, 'locked');
    const wrong = () => caller()('/login/initiate', { email: account.email, password: 'not the password at all' });
    const delta = await moved(
      {
        bad: ['auth_logins_total', { portal: 'partner', outcome: 'bad_credentials' }],
        locked: ['auth_logins_total', { portal: 'partner', outcome: 'locked' }],
        lockout: ['rate_limit_rejections_total', { limiter: 'login.lockout' }],
      },
      async () => {
        // LOGIN_LOCKOUT_THRESHOLD=3, each from its own address: the lock, not a per-IP limit.
        for (let n = 0; n < 3; n += 1) expectError(await wrong(), 401, 'AUTH.INVALID_CREDENTIALS');
        expectError(await caller()('/login/initiate', { email: account.email, password: account.password }), 429, 'RATE_LIMIT.EXCEEDED');
      },
    );
    expect(delta).toEqual({ bad: 3, locked: 1, lockout: 1 });
  });

  it('counts the steps of a sign-in and each second-factor code checked, and the code mail sent', async () => {
    const account: TestAccount = await createAccount(server, 'journey');
    const post = caller();
    const delta = await moved(
      {
        mfaRequired: ['auth_logins_total', { portal: 'partner', outcome: 'mfa_required' }],
        mfaFailed: ['auth_logins_total', { portal: 'partner', outcome: 'mfa_failed' }],
        success: ['auth_logins_total', { portal: 'partner', outcome: 'success' }],
        codeInvalid: ['auth_mfa_verifications_total', { method: 'email', outcome: 'invalid' }],
        codeValid: ['auth_mfa_verifications_total', { method: 'email', outcome: 'success' }],
        sent: ['mail_sent_total', { transport: 'smtp' }],
      },
      async () => {
        const before = sample(await scrape(), 'mail_sent_total', { transport: 'smtp' });
        const initiated = await post('/login/initiate', { email: account.email, password: account.password });
        expect(initiated.status).toBe(200);
        const sessionId = initiated.body.data.sessionId as string;
        expect((await post('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' })).status).toBe(200);
        const code = /sign-in code is (\d{6})/.exec((await smtp.waitFor(account.email, /sign-in code is \d{6}/)).raw)![1]!;
        const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        expectError(await post('/login/complete', { sessionId, mfaMethod: 'EMAIL', code: wrongCode }), 400, 'AUTH.MFA_CODE_INVALID');
        expect((await post('/login/complete', { sessionId, mfaMethod: 'EMAIL', code })).status).toBe(200);
        // The mailer counts once the relay took the mail, a moment after the relay has it.
        await metricsWhen((text) => sample(text, 'mail_sent_total', { transport: 'smtp' }) > before);
      },
    );
    expect(delta).toEqual({ mfaRequired: 1, mfaFailed: 1, success: 1, codeInvalid: 1, codeValid: 1, sent: 1 });
  });

  it('labels the operator portal apart', async () => {
    const post = caller(uniqueIp(), authBase('OPERATOR'));
    const delta = await moved({ operator: ['auth_logins_total', { portal: 'operator', outcome: 'bad_credentials' }] }, async () => {
      expectError(await post('/login/initiate', { email: `nobody-${Date.now()}@example.com`, password: 'not the password at all' }), 401, 'AUTH.INVALID_CREDENTIALS');
    });
    expect(delta).toEqual({ operator: 1 });
  });

  it('counts a mail the relay refused as a send failure (retried later), though the client was answered 200', async () => {
    const account = await createAccount(server, 'bounce');
    const post = caller();
    const before = sample(await scrape(), 'mail_send_failures_total', { transport: 'smtp' });
    const sessionId = (await post('/login/initiate', { email: account.email, password: account.password })).body.data.sessionId as string;
    expect((await post('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' })).status).toBe(200);
    const after = await metricsWhen((text) => sample(text, 'mail_send_failures_total', { transport: 'smtp' }) > before);
    expect(sample(after, 'mail_send_failures_total', { transport: 'smtp' })).toBe(before + 1);
    expect(server.logs.some((line) => line.msg === 'mail delivery failed')).toBe(true);
    expect(smtp.mails.some((mail) => mail.to.includes(account.email.toLowerCase()))).toBe(false);
  });

  it('never puts an address, an id or a client IP into a label', async () => {
    const text = await scrape();
    expect(text).not.toMatch(/@example\.com|acc_|198\.51\./);
  });
});
