import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/infra/logger.js';
import { createJobsModule, type JobsModule } from '../src/modules/jobs/jobs.module.js';
import { startTestServer, type TestServer } from './support/harness.js';

/**
 * The runner's claims (docs/jobs.md): woken by the commit's notification, it claims what is due; a
 * claim that filled every free slot may have left jobs behind, so freed slots claim again. A job
 * that was all there was costs one claim, not a claim per freed slot. The poll is an hour here, so
 * nothing but those wake-ups can deliver a job in time.
 */
let server: TestServer;
let jobs: JobsModule;
const TASK = `test.claims-${randomBytes(3).toString('hex')}`;
const handled: string[] = [];
const waiters: Array<() => void> = [];

beforeAll(async () => {
  server = await startTestServer();
  jobs = createJobsModule({ db: server.db, config: server.config, clock: server.clock, log: createLogger('silent'), settings: { pollMs: 3_600_000, concurrency: 4 } });
  jobs.runner.define<{ n: string }>(TASK, {
    async run(payload) {
      handled.push(payload.n);
      for (const wake of waiters.splice(0)) wake();
    },
    backoffMs: () => 1_000,
  });
  await jobs.runner.start();
});
afterAll(async () => {
  await jobs?.runner.stop();
  await server?.close();
});

const enqueue = (ns: string[]) => server.db.transaction(async (tx) => {
  for (const n of ns) await jobs.queue.enqueue(tx, TASK, { n }, { maxAttempts: 3 });
});

async function handledAll(ns: string[]): Promise<void> {
  while (!ns.every((n) => handled.includes(n))) await new Promise<void>((resolve) => waiters.push(resolve));
}

/** The claims of this runner's task sent while `work` ran. */
async function claimsDuring(work: () => Promise<void>): Promise<number> {
  const spy = vi.spyOn(server.db, 'query');
  try {
    await work();
    return spy.mock.calls.filter(([sql, params]) => /^\s*UPDATE jobs SET attempts/.test(sql) && JSON.stringify(params).includes(TASK)).length;
  } finally {
    spy.mockRestore();
  }
}

describe('the job runner', () => {
  it('claims once for a job that was all there was to do', async () => {
    await jobs.runner.drain();
    try {
      const claims = await claimsDuring(async () => {
        await enqueue(['single']);
        await handledAll(['single']);
        // Whatever the finished job's freed slot would do, it has done once the runner is idle again.
        await jobs.runner.stop();
      });
      // One claim for the job. On PostgreSQL the test server's own jobs notify the same channel, and such a
      // wake-up may land inside the window (seen in CI): at most one more. Claiming per freed slot made it 3.
      expect(claims).toBeGreaterThanOrEqual(1);
      expect(claims).toBeLessThanOrEqual(2);
    } finally {
      await jobs.runner.start();
    }
  });

  it('delivers a burst larger than its slots without waiting for the poll: full claims leave a backlog that freed slots take', async () => {
    const burst = Array.from({ length: 11 }, (_, i) => `burst-${i}`);
    await enqueue(burst);
    await handledAll(burst);
    expect(burst.filter((n) => handled.includes(n))).toHaveLength(11);
  });
});
