/**
 * Our job table (src/modules/jobs) measured like bench/job-queues.ts measures the libraries: latency
 * from commit to the handler of an idle runner, and throughput of N jobs enqueued in one transaction,
 * 4 at a time. PGlite without DATABASE_URL, PostgreSQL (a fresh database) with it.
 *
 *   npx tsx bench/job-queue-ours.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/job-queue-ours.ts
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { systemClock } from '../src/infra/clock.js';
import { createLogger } from '../src/infra/logger.js';
import { createJobsModule } from '../src/modules/jobs/jobs.module.js';

const LATENCY_SAMPLES = 50;
const THROUGHPUT_JOBS = 2_000;

async function open(): Promise<Db> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return createPgliteDb('memory://');
  const client = new pg.Client(admin);
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS bench_jobs');
  await client.query('CREATE DATABASE bench_jobs');
  await client.end();
  const url = new URL(admin);
  url.pathname = '/bench_jobs';
  return createPostgresDb(url.toString(), { max: 10 });
}

const db = await open();
await migrate(db);
const jobs = createJobsModule({ db, config: { masterKey: randomBytes(32), previousMasterKeys: [] }, clock: systemClock, log: createLogger('silent') });
const waiters: Array<() => void> = [];
let handled = 0;
let allDone: (() => void) | undefined;
jobs.runner.define('ping', { run: async () => void waiters.splice(0).forEach((resolve) => resolve()), backoffMs: () => 1_000 });
jobs.runner.define('bulk', {
  run: async () => {
    handled += 1;
    if (handled === THROUGHPUT_JOBS) allDone?.();
  },
  backoffMs: () => 1_000,
});
await jobs.runner.start();

const samples: number[] = [];
for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 50));
  const got = new Promise<void>((resolve) => waiters.push(resolve));
  let committed = 0;
  await db.transaction(async (tx) => {
    await jobs.queue.enqueue(tx, 'ping', { i }, { maxAttempts: 3 });
    committed = performance.now();
  });
  await got;
  samples.push(performance.now() - committed);
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((samples.length * p) / 100))]!.toFixed(1);

const done = new Promise<void>((resolve) => (allDone = resolve));
const start = performance.now();
await db.transaction(async (tx) => {
  for (let i = 0; i < THROUGHPUT_JOBS; i += 1) await jobs.queue.enqueue(tx, 'bulk', { i }, { maxAttempts: 3 });
});
const enqueued = performance.now();
await done;
const total = performance.now() - start;
console.log(
  `ours (${db.engine}): latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${samples.at(-1)!.toFixed(1)} ms; ${THROUGHPUT_JOBS} jobs: enqueue ${(enqueued - start).toFixed(0)} ms, all handled ${total.toFixed(0)} ms → ${((THROUGHPUT_JOBS / total) * 1000).toFixed(0)} jobs/s`,
);
await jobs.runner.stop();
await db.close();
process.exit(0);
