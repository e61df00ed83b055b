/**
 * The measurement behind docs/decisions.md "Job queue": enqueue latency to an idle worker (commit →
 * handler starts) and throughput (N jobs enqueued in one transaction → all handled, 4 concurrent) of
 * graphile-worker 0.17 and pg-boss 10 on PostgreSQL, and whether each starts on PGlite at all.
 * Our own table (src/modules/jobs) is measured by bench/job-queue-ours.ts on both engines.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/job-queues.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { run as runGraphile, runMigrations } from 'graphile-worker';
import pg from 'pg';
import PgBoss from 'pg-boss';

const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LATENCY_SAMPLES = 50;
const THROUGHPUT_JOBS = 2_000;

function urlOf(database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return urlOf(name);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

/** Latency: one job at a time, enqueued in our own transaction, to an idle worker. */
async function latency(enqueueInTx: (client: pg.Client) => Promise<void>, arrived: { next: () => Promise<void> }, client: pg.Client) {
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 50));
    const got = arrived.next();
    await client.query('BEGIN');
    await enqueueInTx(client);
    const start = performance.now();
    await client.query('COMMIT');
    await got;
    samples.push(performance.now() - start);
  }
  return summary(samples);
}

function signal() {
  let waiters: Array<() => void> = [];
  return {
    next: () => new Promise<void>((resolve) => waiters.push(resolve)),
    fire: () => {
      const all = waiters;
      waiters = [];
      for (const resolve of all) resolve();
    },
  };
}

async function graphile(): Promise<void> {
  const url = await freshDatabase('bench_graphile');
  await runMigrations({ connectionString: url });
  const arrived = signal();
  let handled = 0;
  let allDone: (() => void) | undefined;
  const runner = await runGraphile({
    connectionString: url,
    concurrency: 4,
    noHandleSignals: true,
    pollInterval: 2_000,
    logger: new (await import('graphile-worker')).Logger(() => () => undefined),
    taskList: {
      ping: async () => arrived.fire(),
      bulk: async () => {
        handled += 1;
        if (handled === THROUGHPUT_JOBS) allDone?.();
      },
    },
  });
  const client = new pg.Client(url);
  await client.connect();
  const lat = await latency((c) => c.query(`SELECT graphile_worker.add_job('ping', '{}'::json)`).then(() => undefined), arrived, client);
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const start = performance.now();
  await client.query('BEGIN');
  for (let i = 0; i < THROUGHPUT_JOBS; i += 1) await client.query(`SELECT graphile_worker.add_job('bulk', '{}'::json)`);
  await client.query('COMMIT');
  const enqueued = performance.now();
  await done;
  const total = performance.now() - start;
  console.log(
    `graphile-worker (PostgreSQL): latency ${lat}; ${THROUGHPUT_JOBS} jobs: enqueue ${(enqueued - start).toFixed(0)} ms, all handled ${total.toFixed(0)} ms → ${((THROUGHPUT_JOBS / total) * 1000).toFixed(0)} jobs/s`,
  );
  await client.end();
  await runner.stop();
}

async function pgBoss(): Promise<void> {
  const url = await freshDatabase('bench_pgboss');
  const boss = new PgBoss({ connectionString: url, max: 5 });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.createQueue('ping');
  await boss.createQueue('bulk');
  const arrived = signal();
  let handled = 0;
  let allDone: (() => void) | undefined;
  // 0.5 s is the shortest polling interval pg-boss 10 accepts: it has no LISTEN/NOTIFY wake-up.
  await boss.work('ping', { pollingIntervalSeconds: 0.5 }, async () => arrived.fire());
  for (let i = 0; i < 4; i += 1) {
    await boss.work('bulk', { pollingIntervalSeconds: 0.5, batchSize: 10 }, async (jobs) => {
      handled += jobs.length;
      if (handled >= THROUGHPUT_JOBS) allDone?.();
    });
  }
  const client = new pg.Client(url);
  await client.connect();
  const inTx = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
  const lat = await latency((c) => boss.send('ping', {}, { db: inTx }).then(() => void c), arrived, client);
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const start = performance.now();
  await client.query('BEGIN');
  for (let i = 0; i < THROUGHPUT_JOBS; i += 1) await boss.send('bulk', {}, { db: inTx });
  await client.query('COMMIT');
  const enqueued = performance.now();
  await done;
  const total = performance.now() - start;
  console.log(
    `pg-boss (PostgreSQL): latency ${lat}; ${THROUGHPUT_JOBS} jobs: enqueue ${(enqueued - start).toFixed(0)} ms, all handled ${total.toFixed(0)} ms → ${((THROUGHPUT_JOBS / total) * 1000).toFixed(0)} jobs/s`,
  );
  await client.end();
  await boss.stop({ graceful: false, wait: true });
}

/** Does pg-boss start on PGlite through its `db` adapter (graphile-worker takes only a pg pool or URL)? */
async function pgBossOnPglite(): Promise<void> {
  const lite = await PGlite.create('memory://');
  const boss = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => lite.query(text, values ?? []) as Promise<{ rows: unknown[] }> } });
  boss.on('error', (error: Error) => console.log(`pg-boss on PGlite: error event: ${error.message}`));
  try {
    await boss.start();
    await boss.createQueue('ping');
    const arrived = signal();
    await boss.work('ping', { pollingIntervalSeconds: 0.5 }, async () => arrived.fire());
    const start = performance.now();
    const got = arrived.next();
    await boss.send('ping', {});
    await Promise.race([got, new Promise((_, reject) => setTimeout(() => reject(new Error('no job within 5 s')), 5_000))]);
    console.log(`pg-boss on PGlite: a job ran after ${(performance.now() - start).toFixed(0)} ms`);
  } catch (error) {
    console.log(`pg-boss on PGlite: fails: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await lite.close();
  }
}

const which = process.argv[2];
if (!which || which === 'graphile') await graphile();
if (!which || which === 'pgboss') await pgBoss();
if (!which || which === 'pglite') await pgBossOnPglite();
process.exit(0);
