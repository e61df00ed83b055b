import { Redis } from 'ioredis';

/**
 * The Redis tests run against. CI sets PORTAL_TEST_REDIS_URL (and then a test file fails without
 * Redis); elsewhere it is looked for on the default port and a file says why it skips when nothing
 * answers there.
 */
export const TEST_REDIS = process.env.PORTAL_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether TEST_REDIS answers; throws when CI asked for it and it does not, warns naming `file` when it skips. */
export async function testRedisAnswers(file: string): Promise<boolean> {
  const up = await answers(TEST_REDIS);
  if (!up && process.env.PORTAL_TEST_REDIS_URL) throw new Error(`PORTAL_TEST_REDIS_URL=${TEST_REDIS} does not answer`);
  if (!up) console.warn(`${file} skipped: no Redis answers at ${TEST_REDIS} (CI runs it with PORTAL_TEST_REDIS_URL)`);
  return up;
}
