/**
 * Webhook deliveries to a local receiver (node:http on 127.0.0.1), through the real path: an event
 * emitted in a transaction writes the delivery row and its job; the job runner (default settings:
 * 4 jobs at once per instance) signs it, POSTs it and records the answer. Measures the latency from
 * commit to the receiver on an idle runner and the throughput of a burst of events. `npm run bench`
 * runs it after its scenarios (the bench's server runs in production mode, which never delivers to
 * loopback, so this one is measured in process); alone:
 *
 *   npx tsx bench/webhook-deliveries.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/webhook-deliveries.ts
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createCoreModules } from '../src/core-modules.js';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { systemClock } from '../src/infra/clock.js';
import { requireCanonicalEmail } from '../src/infra/email-address.js';
import { createLogger } from '../src/infra/logger.js';
import { createJobsModule } from '../src/modules/jobs/jobs.module.js';
import { createWebhooksModule } from '../src/modules/webhooks/webhooks.module.js';

const LATENCY_SAMPLES = 50;
const BURST = 1_000;

export interface WebhookBenchResult {
  engine: string;
  latencyP50Ms: number;
  latencyP99Ms: number;
  burst: number;
  deliveriesPerSecond: number;
}

async function open(engine: 'pglite' | 'postgres'): Promise<Db> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (engine === 'pglite') return createPgliteDb('memory://');
  const client = new pg.Client(admin);
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS bench_webhooks');
  await client.query('CREATE DATABASE bench_webhooks');
  await client.end();
  const url = new URL(admin);
  url.pathname = '/bench_webhooks';
  return createPostgresDb(url.toString(), { max: 10 });
}

/** A receiver that answers 204 and tells whoever waits for the next arrival. */
async function startReceiver() {
  const arrivals: Array<() => void> = [];
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(204).end();
      arrivals.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received: () => received,
    next: () => new Promise<void>((resolve) => arrivals.push(resolve)),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

export async function measureWebhookDeliveries(engine: 'pglite' | 'postgres'): Promise<WebhookBenchResult> {
  const db = await open(engine);
  await migrate(db);
  const receiver = await startReceiver();
  const log = createLogger('silent');
  const core = createCoreModules({ db });
  const partner = await core.workspaces.partnerAccounts.createPartnerAccount({
    email: requireCanonicalEmail(`bench-${randomBytes(4).toString('hex')}@example.com`),
    password: 'bench password 1234',
    name: 'bench',
  });
  const jobs = createJobsModule({ db, config: { masterKey: randomBytes(32), previousMasterKeys: [] }, clock: systemClock, log });
  const webhooks = createWebhooksModule({
    config: { webhooks: { allowPrivate: true, httpsOnly: false, failureLimit: 25 }, masterKey: randomBytes(32), previousMasterKeys: [] },
    db,
    clock: systemClock,
    log,
    jobs,
    sendMail: async () => undefined,
    workspaces: core.workspaceRecords,
  });
  const actor = {
    accountId: partner.accountBizId,
    workspace: { workspaceId: partner.workspaceBizId, membershipId: '', roleId: '', isOwner: true, permissions: new Set<string>() },
  };
  await webhooks.service.create(actor, { url: receiver.url, events: ['transfer.received'] });
  await jobs.runner.start();
  const emit = (tx: Parameters<typeof webhooks.events.emit>[0], i: number) =>
    webhooks.events.emit(tx, partner.workspaceBizId, 'transfer.received', { transferId: `trf_${i}`, currency: 'USD', amount: '1.00', counterpartyWorkspaceId: 'ws_x' });

  const samples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
    const arrived = receiver.next();
    let committed = 0;
    await db.transaction(async (tx) => {
      await emit(tx, i);
      committed = performance.now();
    });
    await arrived;
    samples.push(performance.now() - committed);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => Number(samples[Math.min(samples.length - 1, Math.floor((samples.length * p) / 100))]!.toFixed(1));

  const before = receiver.received();
  const start = performance.now();
  // One event a transaction, as changes commit: each its own delivery row and job.
  for (let i = 0; i < BURST; i += 1) await db.transaction((tx) => emit(tx, i));
  while (receiver.received() - before < BURST) await receiver.next();
  const seconds = (performance.now() - start) / 1000;

  await jobs.runner.stop();
  webhooks.close();
  await receiver.close();
  await db.close();
  return { engine: db.engine, latencyP50Ms: pct(50), latencyP99Ms: pct(99), burst: BURST, deliveriesPerSecond: Math.round(BURST / seconds) };
}

export function describeWebhookResult(result: WebhookBenchResult): string {
  return `webhook deliveries (${result.engine}, 4 at a time, local receiver): commit → receiver p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms; ${result.burst} events → ${result.deliveriesPerSecond} deliveries/s`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describeWebhookResult(await measureWebhookDeliveries(process.env.DATABASE_URL ? 'postgres' : 'pglite')));
  process.exit(0);
}
