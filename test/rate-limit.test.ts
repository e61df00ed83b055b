import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { AppError } from '../src/core/errors.js';
import { createLogger } from '../src/infra/logger.js';
import { createRateLimits, type RateLimits } from '../src/infra/rate-limit.js';
import { portalHeaders, startPeerServer, testEnv } from './support/harness.js';
import { caller, freshIp as freshClientIp, startPasswordServer, TURNSTILE_PASS, uniqueEmail, type PasswordTestContext } from './support/password-flows.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function limitsFor(env: Record<string, string>, extra: { redisUrl?: string } = {}): RateLimits {
  const config = loadConfig(testEnv({ ...(database.url ? { DATABASE_URL: database.url } : {}), ...env }));
  return createRateLimits({ ...config, redisUrl: extra.redisUrl ?? config.redisUrl }, database.db, createLogger('silent'));
}

/** The 429 a limit throws, or undefined when the attempt passed. */
async function attempt(work: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const retryAfter = (error: AppError | undefined): number => Number(error?.headers?.['retry-after']);
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const freshEmail = () => `user${++ipCounter}-${Date.now()}@example.com`;

describe('rate limits', () => {
  it('uses the PostgreSQL store with DATABASE_URL and process memory on PGlite', async () => {
    const limits = limitsFor({});
    expect(limits.store).toBe(onPostgres ? 'postgres' : 'memory');
    await limits.close();
  });

  it('refuses the attempt over the limit with 429 RATE_LIMIT.EXCEEDED and a Retry-After within the window', async () => {
    const limits = limitsFor({ RATE_LIMITS: 'forgot.ip=2/60' });
    const ip = freshIp();
    expect(await attempt(limits.consume('forgot', { ip, email: freshEmail() }))).toBeUndefined();
    expect(await attempt(limits.consume('forgot', { ip, email: freshEmail() }))).toBeUndefined();
    const refused = await attempt(limits.consume('forgot', { ip, email: freshEmail() }));
    expect(refused?.code).toBe('RATE_LIMIT.EXCEEDED');
    expect(refused?.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    // Another IP is not affected.
    expect(await attempt(limits.consume('forgot', { ip: freshIp(), email: freshEmail() }))).toBeUndefined();
    await limits.close();
  });

  it('counts an e-mail address once whatever its case, so case games do not multiply attempts', async () => {
    const limits = limitsFor({ RATE_LIMITS: 'forgot.email=1/60' });
    const email = freshEmail();
    expect(await attempt(limits.consume('forgot', { ip: freshIp(), email }))).toBeUndefined();
    expect((await attempt(limits.consume('forgot', { ip: freshIp(), email: email.toUpperCase() })))?.code).toBe('RATE_LIMIT.EXCEEDED');
    await limits.close();
  });

  it.skipIf(!onPostgres)('shares counters between two instances on one database (PostgreSQL only: PGlite belongs to one process)', async () => {
    const first = limitsFor({ RATE_LIMITS: 'refresh.ip=3/60' });
    const second = limitsFor({ RATE_LIMITS: 'refresh.ip=3/60' });
    const ip = freshIp();
    expect(await attempt(first.consume('refresh', { ip }))).toBeUndefined();
    expect(await attempt(second.consume('refresh', { ip }))).toBeUndefined();
    expect(await attempt(first.consume('refresh', { ip }))).toBeUndefined();
    expect((await attempt(second.consume('refresh', { ip })))?.code).toBe('RATE_LIMIT.EXCEEDED');
    const rows = await database.db.query<{ key: string }>('SELECT key FROM rate_limits');
    // Keys are hashes: no IP at rest.
    expect(rows.some((row) => row.key.includes(ip))).toBe(false);
    await Promise.all([first.close(), second.close()]);
  });

  it.skipIf(!process.env.REDIS_URL)('shares counters between two instances through Redis (needs REDIS_URL)', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const first = limitsFor({ RATE_LIMITS: 'refresh.ip=2/60' }, { redisUrl });
    const second = limitsFor({ RATE_LIMITS: 'refresh.ip=2/60' }, { redisUrl });
    expect(first.store).toBe('redis');
    await Promise.all([first.ready(), second.ready()]);
    const ip = `redis-${Date.now()}-${freshIp()}`;
    expect(await attempt(first.consume('refresh', { ip }))).toBeUndefined();
    expect(await attempt(second.consume('refresh', { ip }))).toBeUndefined();
    expect((await attempt(first.consume('refresh', { ip })))?.code).toBe('RATE_LIMIT.EXCEEDED');
    await Promise.all([first.close(), second.close()]);
  });

  it('keeps limiting per instance while Redis is unreachable (insurance limiter)', async () => {
    const limits = limitsFor({ RATE_LIMITS: 'refresh.ip=1/60' }, { redisUrl: 'redis://127.0.0.1:1' });
    const ip = freshIp();
    expect(await attempt(limits.consume('refresh', { ip }))).toBeUndefined();
    expect((await attempt(limits.consume('refresh', { ip })))?.code).toBe('RATE_LIMIT.EXCEEDED');
    await limits.close();
  });

  it('refuses an unknown limit name in RATE_LIMITS, naming the variable', () => {
    expect(() => limitsFor({ RATE_LIMITS: 'login.phone=3/60' })).toThrow(ConfigError);
    expect(() => limitsFor({ RATE_LIMITS: 'login.phone=3/60' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig(testEnv({ RATE_LIMITS: 'login.ip=lots' }))).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig(testEnv({ RATE_LIMITS: 'login.ip=0/60' }))).toThrow(/RATE_LIMITS/);
  });
});

describe('progressive login lockout', () => {
  it('locks an address after the threshold of failures, doubling each time, and a reset clears it', async () => {
    const limits = limitsFor({ LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_LOCKOUT_SECONDS: '60' });
    const email = freshEmail();
    const login = () => attempt(limits.consume('login', { ip: freshIp(), email }));
    for (let i = 0; i < 3; i++) {
      expect(await login()).toBeUndefined();
      await limits.loginFailed(email);
    }
    const locked = await login();
    expect(locked?.code).toBe('RATE_LIMIT.EXCEEDED');
    expect(retryAfter(locked)).toBeGreaterThan(50);
    expect(retryAfter(locked)).toBeLessThanOrEqual(60);

    // A password reset lifts the lock and forgets the escalation.
    await limits.clearLockout(email);
    expect(await login()).toBeUndefined();
    for (let i = 0; i < 3; i++) await limits.loginFailed(email);
    expect(retryAfter(await login())).toBeLessThanOrEqual(60);

    // Without a reset the next lock is twice as long.
    await limits.clearLockout(email);
    for (let i = 0; i < 3; i++) await limits.loginFailed(email);
    const first = retryAfter(await login());
    // Simulate the first lock running out without clearing the strike count.
    await limits.loginSucceeded(email);
    for (let i = 0; i < 3; i++) await limits.loginFailed(email);
    const second = retryAfter(await login());
    expect(first).toBeLessThanOrEqual(60);
    expect(second).toBeGreaterThan(110);
    expect(second).toBeLessThanOrEqual(120);
    await limits.close();
  });

  it('treats an address without an account exactly like one with (no enumeration through the lock)', async () => {
    // The limiter never looks accounts up: this pins that contract.
    const limits = limitsFor({ LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_LOCKOUT_SECONDS: '30' });
    const nobody = `nobody-${Date.now()}@nowhere.example`;
    for (let i = 0; i < 3; i++) await limits.loginFailed(nobody);
    const locked = await attempt(limits.consume('login', { ip: freshIp(), email: nobody }));
    expect(locked?.code).toBe('RATE_LIMIT.EXCEEDED');
    expect(retryAfter(locked)).toBeLessThanOrEqual(30);
    await limits.close();
  });

  it('a successful login resets the failure count before the threshold', async () => {
    const limits = limitsFor({ LOGIN_LOCKOUT_THRESHOLD: '3' });
    const email = freshEmail();
    await limits.loginFailed(email);
    await limits.loginFailed(email);
    await limits.loginSucceeded(email);
    await limits.loginFailed(email);
    await limits.loginFailed(email);
    expect(await attempt(limits.consume('login', { ip: freshIp(), email }))).toBeUndefined();
    await limits.close();
  });
});

describe('rate limits over HTTP', () => {
  let ctx: PasswordTestContext;
  beforeAll(async () => {
    ctx = await startPasswordServer({ RATE_LIMITS: 'forgot.ip=2/600,register.email=1/600' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the attempt over the limit with 429 RATE_LIMIT.EXCEEDED and Retry-After, before asking Turnstile', async () => {
    const call = caller(ctx.server);
    for (let i = 0; i < 2; i++) expect((await call('password/forgot', { email: uniqueEmail('flood'), turnstileToken: TURNSTILE_PASS })).status).toBe(200);
    const verifierCalls = ctx.turnstile.calls.length;
    const refused = await call('password/forgot', { email: uniqueEmail('flood'), turnstileToken: TURNSTILE_PASS });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMIT.EXCEEDED', data: null });
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(590);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(ctx.turnstile.calls.length).toBe(verifierCalls);
    // Another client is still served.
    expect((await caller(ctx.server)('password/forgot', { email: uniqueEmail('calm'), turnstileToken: TURNSTILE_PASS })).status).toBe(200);
  });

  it('does not leave the client guessing: every counted answer, the 429 included, states the policies and what is left of each', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('paced');
    const policy = '"forgot.ip";q=2;w=600, "forgot.email";q=3;w=3600';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call('password/forgot', { email, turnstileToken: TURNSTILE_PASS }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    for (const answer of answers) expect(answer.headers.get('ratelimit-policy')).toBe(policy);
    const left = answers.map((answer) => /^"forgot\.ip";r=(\d+);t=(\d+), "forgot\.email";r=(\d+);t=(\d+)$/.exec(answer.headers.get('ratelimit') ?? ''));
    expect(left.map((match) => match && [Number(match[1]), Number(match[3])])).toEqual([[1, 2], [0, 1], [0, 0]]);
    const ipReset = Number(left[2]![2]);
    expect(ipReset).toBeGreaterThan(590);
    expect(ipReset).toBeLessThanOrEqual(600);
    // The field and Retry-After agree on when the exhausted policy frees up.
    expect(Number(answers[2]!.headers.get('retry-after'))).toBe(ipReset);
  });

  it('sends no RateLimit fields where no limit is counted', async () => {
    const answer = await ctx.server.request('/web/v1/partner/constants/countries', { headers: portalHeaders() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit')).toBeNull();
    expect(answer.headers.get('ratelimit-policy')).toBeNull();
  });

  it('limits registration per address from any IP, whether or not the address has an account', async () => {
    const email = uniqueEmail('signup');
    expect((await caller(ctx.server)('register/start', { email, turnstileToken: TURNSTILE_PASS })).status).toBe(200);
    const refused = await caller(ctx.server)('register/start', { email: email.toUpperCase(), turnstileToken: TURNSTILE_PASS });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it.skipIf(!onPostgres)('holds across two instances on one database (PostgreSQL only: PGlite belongs to one process)', async () => {
    const peer = await startPeerServer(ctx.server);
    try {
      const ip = freshClientIp();
      const email = () => ({ email: uniqueEmail('spread'), turnstileToken: TURNSTILE_PASS });
      expect((await caller(ctx.server, ip)('password/forgot', email())).status).toBe(200);
      expect((await caller(peer, ip)('password/forgot', email())).status).toBe(200);
      expect((await caller(ctx.server, ip)('password/forgot', email())).status).toBe(429);
      expect((await caller(peer, ip)('password/forgot', email())).status).toBe(429);
    } finally {
      await peer.close();
    }
  });
});
