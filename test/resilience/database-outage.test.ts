import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { portalHeaders } from '../support/harness.js';
import { signIn } from '../support/sign-in.js';
import { createAccount } from '../support/workspaces.js';
import {
  freshDatabase,
  NEEDS_PG,
  newMasterKey,
  processEnv,
  remoteServer,
  requester,
  RESILIENCE_PG,
  startPortalProcess,
  terminateBackends,
} from './support.js';

/**
 * Fault test 2: the database goes away under a running `portal serve` (every
 * backend terminated, new connections refused) and comes back. Requests fail
 * fast with 503 SYSTEM.UNAVAILABLE, never hang or leak driver text, and the
 * service recovers without a restart.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const WORKERS = 6;
const OUTAGE_MS = 2_500;
/** Slowest answer allowed during the outage: well under the pool's 5 s connect timeout would be nicer, but a request may be mid-query. */
const FAIL_FAST_MS = 3_000;
/** Words of driver and network errors that must never reach a client. */
const DRIVER_TEXT = /terminat|ECONN|connection|postgres|pg_|SQL|backend|database "/i;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Outcome {
  status: number;
  code: string | undefined;
  ms: number;
  text: string;
  phase: 'before' | 'outage' | 'after';
}

describe.skipIf(!RESILIENCE_PG)(`database outage (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  it('answers 503 SYSTEM.UNAVAILABLE fast while every backend is terminated and connections are refused, then recovers by itself', async () => {
    const database = await freshDatabase();
    const name = new URL(database.url!).pathname.slice(1);
    cleanups.push(() => database.drop());
    cleanups.push(() => admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`));
    const portal = await startPortalProcess(processEnv(database, newMasterKey()));
    cleanups.push(() => void portal.child.kill('SIGKILL'));
    const server = remoteServer(portal.url, database);
    const request = requester(portal.url);

    const account = await createAccount(server, 'outage');
    const { accessToken } = await signIn(server, account);
    const headers = portalHeaders({ authorization: `Bearer ${accessToken}` });

    let phase: Outcome['phase'] = 'before';
    const outcomes: Outcome[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const startedAt = Date.now();
        const seenIn = phase;
        const res = await request('/web/v1/partner/profile', { headers });
        outcomes.push({ status: res.status, code: res.body?.code, ms: Date.now() - startedAt, text: res.text, phase: seenIn === 'outage' || phase === 'outage' ? 'outage' : seenIn });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Outage: the database refuses new connections and every existing backend is killed, repeatedly.
    phase = 'outage';
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    const outageEnds = Date.now() + OUTAGE_MS;
    let terminated = 0;
    let readyDuringOutage: number | undefined;
    while (Date.now() < outageEnds) {
      terminated += await terminateBackends(database);
      if (readyDuringOutage === undefined) readyDuringOutage = (await request('/readyz')).status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    const restoredAt = Date.now();
    phase = 'after';

    // Recovery without a restart: /readyz and the API serve again within a few seconds.
    await expect.poll(async () => (await request('/readyz')).status, { timeout: 10_000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await request('/web/v1/partner/profile', { headers })).status, { timeout: 10_000, interval: 100 }).toBe(200);
    const recoveredMs = Date.now() - restoredAt;
    // A steady second after recovery: nothing but 200.
    const settledFrom = outcomes.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop = true;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    expect(readyDuringOutage).toBe(503);
    const during = outcomes.filter((o) => o.phase === 'outage');
    const failures = during.filter((o) => o.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    // Every failure is the documented 503, fast, and says nothing about the driver.
    expect(failures.filter((o) => o.status !== 503 || o.code !== 'SYSTEM.UNAVAILABLE').map((o) => `${o.status} ${o.text}`)).toEqual([]);
    expect(failures.filter((o) => DRIVER_TEXT.test(o.text)).map((o) => o.text)).toEqual([]);
    expect(Math.max(...during.map((o) => o.ms))).toBeLessThan(FAIL_FAST_MS);
    // No 500 at any time, and the requests after recovery all succeeded.
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    expect(outcomes.slice(settledFrom).every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.phase === 'before').every((o) => o.status === 200)).toBe(true);
    console.log(
      `outage: ${during.length} requests during ${OUTAGE_MS} ms (${failures.length} × 503, slowest ${Math.max(...during.map((o) => o.ms))} ms), ` +
        `${terminated} backends terminated, recovered ${recoveredMs} ms after the database returned`,
    );
  });
});
