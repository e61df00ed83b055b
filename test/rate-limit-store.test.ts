import { randomBytes } from 'node:crypto';
import { createServer, createConnection, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/infra/logger.js';
import { createRateLimits } from '../src/infra/rate-limit.js';
import { portalHeaders, startTestServer, testEnv, type TestServer } from './support/harness.js';
import { authBase } from './support/sign-in.js';
import { freePort } from './support/portal-process.js';
import { TEST_REDIS, testRedisAnswers } from './support/redis.js';
import { createTestDatabase } from './support/test-db.js';

/** A real Redis, made unreachable by stopping a TCP proxy in front of it. */
const REDIS = TEST_REDIS;
const redisAnswers = await testRedisAnswers('test/rate-limit-store.test.ts');

/** A TCP proxy to Redis that can be stopped (every connection cut, the port refused) and started again. */
async function redisProxy(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

const REFRESH = `${authBase('PARTNER')}/token/refresh`;
const STORE_DOWN = /rate-limit store unreachable/;
const STORE_BACK = /rate-limit store reachable again/;

describe.skipIf(!redisAnswers)('rate-limit store (Redis) unreachable', () => {
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  let server: TestServer;

  beforeAll(async () => {
    proxy = await redisProxy(new URL(REDIS));
    server = await startTestServer({ env: { REDIS_URL: proxy.url, RATE_LIMITS: 'refresh.ip=3/60' } });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.stop();
  });

  const gauge = async () => /^rate_limit_store_up\{store="redis"\} (\d)$/m.exec((await server.request('/metrics')).text)?.[1];
  const refresh = (ip: string) =>
    server.request(REFRESH, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': ip }), body: { refreshToken: 'no-such-token' } });
  const linesMatching = (pattern: RegExp) => server.logs.filter((line) => pattern.test(String(line.msg)));

  it('logs the outage once (not per request), reports it on /readyz and /metrics, keeps limiting per instance, and logs the return once', async () => {
    expect(server.app.limits.store).toBe('redis');
    expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', rateLimitStore: 'up' } });
    expect(await gauge()).toBe('1');

    await proxy.stop();
    await expect.poll(() => linesMatching(STORE_DOWN).length, { timeout: 10_000, interval: 50 }).toBe(1);

    // Degraded, not unready: every instance would otherwise leave the load balancer at once.
    expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'degraded', rateLimitStore: 'down' } });
    expect(await gauge()).toBe('0');
    // The per-instance insurance limiter answers at once: three attempts pass, the fourth is refused.
    const ip = `203.0.113.${Date.now() % 200}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await refresh(ip)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    // Twenty more requests and a few reconnection attempts later: still the one line.
    for (let i = 0; i < 20; i++) await refresh(`198.51.100.${i}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linesMatching(STORE_DOWN)).toEqual([expect.objectContaining({ level: 50, rateLimitStore: 'redis' })]);

    await proxy.start();
    await expect.poll(() => linesMatching(STORE_BACK).length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect(linesMatching(STORE_BACK)).toEqual([expect.objectContaining({ level: 30, rateLimitStore: 'redis' })]);
    expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', rateLimitStore: 'up' } });
    expect(await gauge()).toBe('1');
    expect(linesMatching(STORE_DOWN)).toHaveLength(1);
  });

  it('says nothing of an outage when it closes the connection on shutdown', async () => {
    const quiet = await startTestServer({ env: { REDIS_URL: proxy.url } });
    await expect.poll(async () => (await quiet.request('/readyz')).body?.rateLimitStore, { timeout: 5_000 }).toBe('up');
    await quiet.close();
    expect(quiet.logs.filter((line) => STORE_DOWN.test(String(line.msg)) || STORE_BACK.test(String(line.msg)))).toEqual([]);
  });
});

describe('rate-limit store without Redis', () => {
  it('reports the store up on /readyz and /metrics: memory or the database itself, whose outage /readyz names', async () => {
    const server = await startTestServer();
    try {
      expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', rateLimitStore: 'up' } });
      expect((await server.request('/metrics')).text).toMatch(new RegExp(`^rate_limit_store_up\\{store="${server.app.limits.store}"\\} 1$`, 'm'));
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!redisAnswers)('REDIS_PREFIX: deployments sharing one Redis', () => {
  it("never count each other's attempts, while instances of one deployment share their counters", async () => {
    const database = await createTestDatabase();
    const run = randomBytes(4).toString('hex');
    const deployment = (prefix: string) =>
      createRateLimits(
        loadConfig(testEnv({ REDIS_URL: REDIS, REDIS_PREFIX: prefix, RATE_LIMITS: 'refresh.ip=1/60' })),
        database.db,
        createLogger('silent'),
      );
    const [blue, blueAgain, green] = [deployment(`blue-${run}`), deployment(`blue-${run}`), deployment(`green-${run}`)];
    const redis = new Redis(REDIS);
    try {
      await Promise.all([blue, blueAgain, green].map((limits) => limits.ready()));
      const ip = `client-${run}`;
      await blue.consume('refresh', { ip });
      // Green's quota is its own: blue's attempt did not use it up.
      await expect(green.consume('refresh', { ip })).resolves.toHaveLength(1);
      // Blue's second instance sees blue's attempt.
      await expect(blueAgain.consume('refresh', { ip })).rejects.toMatchObject({ code: 'RATE_LIMIT.EXCEEDED' });
      const keys = await redis.keys(`blue-${run}:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(new RegExp(`^blue-${run}:refresh\\.ip:`));
    } finally {
      await Promise.all([blue.close(), blueAgain.close(), green.close()]);
      redis.disconnect();
      await database.drop();
    }
  });
});
