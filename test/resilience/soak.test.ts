import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon, { type Request } from 'autocannon';
import { afterEach, describe, expect, it } from 'vitest';
import { fund } from '../support/money.js';
import { signIn } from '../support/sign-in.js';
import { createAccount } from '../support/workspaces.js';
import {
  backendCounter,
  freshDatabase,
  NEEDS_PG,
  newMasterKey,
  portalHeaders,
  processEnv,
  remoteServer,
  RESILIENCE_PG,
  startQuietPortalProcess,
  type BackendCount,
} from './support.js';

/**
 * Fault test 5, the soak: minutes of mixed traffic on 50 connections against
 * the real `portal serve` — signed-in reads, refresh-token rotation, money
 * transfers under Idempotency-Key and their replays, public reads and the
 * usual client mistakes. Every answer must be the one its request deserves
 * (so no 5xx), the process must not keep growing once warm, and the pool
 * must hand back every database connection it takes.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The 5 minutes by default; `SOAK_SECONDS=30` while working on the test. */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
if (!Number.isInteger(SOAK_SECONDS) || SOAK_SECONDS < 10) throw new Error('SOAK_SECONDS must be a whole number of seconds, at least 10');
const CONNECTIONS = 50;
/** Five sessions per account: under the default max_sessions of 10, so no sign-in ends an earlier one. */
const ACCOUNTS = 10;
const FUNDING = '1000000.00';
/**
 * RSS is judged on tenths of the run, each by its median: the first two are
 * warm-up (JIT, caches, pools filling, the heap sizing itself), and the last
 * must stay within 10 % of the lowest tenth after them. Not the first tenth
 * after warm-up: V8 may still give memory back after it (it did here, by
 * 45–65 MiB), and growth from a trough would then hide under a high baseline.
 */
const TENTHS = 10;
const WARM_UP_TENTHS = 2;
const MAX_RSS_GROWTH = 0.1;
/** createPostgresDb's pool size (src/db/client.ts) and node-postgres's default idleTimeoutMillis. */
const POOL_MAX = 20;
const POOL_IDLE_MS = 10_000;
const SAMPLE_EVERY_MS = 1_000;
const APPLICATION_NAME = 'portal-soak';
/** Setup (sign-ins), the soak, the pool's idle timeout and shutdown, with room for a busy machine. */
const TEST_TIMEOUT_MS = SOAK_SECONDS * 1_000 + 120_000;

const PARTNER = '/web/v1/partner';
const TRANSFERS = `${PARTNER}/transfers`;

/** The status each kind of request must get, every time. */
const EXPECTED = {
  'GET profile': 200,
  'GET wallets': 200,
  'GET constants/countries': 200,
  'POST transfers': 201,
  'GET security/sessions': 200,
  'GET /healthz': 200,
  'GET profile, bad token': 401,
  'GET workspaces/current': 200,
  'POST transfers, same key again': 201,
  'POST transfers, invalid amount': 400,
  'POST token/refresh': 200,
} as const;
type Kind = keyof typeof EXPECTED;

interface Session {
  accessToken: string;
  refreshToken: string;
  workspace: string;
  /** The workspace this session's transfers go to. */
  payee: string;
}

/** What one connection remembers during one pass through the cycle (autocannon resets it after the last request). */
interface Cycle {
  session?: Session;
  transferKey?: string;
  transferBody?: string;
  transferId?: string;
}

/** Handed out when no session is idle: it cannot sign in, so its requests show up as unexpected 401s. */
const NO_SESSION: Session = { accessToken: 'no-idle-session', refreshToken: 'no-idle-session', workspace: 'none', payee: 'none' };

const bizIdOf = (body: string): string | undefined => (JSON.parse(body) as { data?: { bizId?: string } }).data?.bizId;

/**
 * The cycle each connection repeats for the whole soak. Its first signed-in
 * request takes an idle session; the refresh at the end gives it back with
 * the rotated pair once answered. A session is thus on one connection at a
 * time, and each refresh token is presented exactly once, as a real client
 * chains them.
 */
function mixedTraffic(idle: Session[], count: (kind: string, status: number) => void): Request[] {
  let keys = 0;
  const session = (cycle: Cycle): Session => (cycle.session ??= idle.shift() ?? NO_SESSION);
  const signedIn = (cycle: Cycle) => portalHeaders({ authorization: `Bearer ${session(cycle).accessToken}` });
  const inWorkspace = (cycle: Cycle) => ({ ...signedIn(cycle), 'x-workspace-id': session(cycle).workspace });
  const step = (kind: Kind, build: (cycle: Cycle) => Request, answered?: (status: number, body: string, cycle: Cycle) => void): Request => ({
    setupRequest: (request, context) => ({ ...request, ...build(context as Cycle) }),
    onResponse: (status, body, context) => {
      count(kind, status);
      answered?.(status, body, context as Cycle);
    },
  });
  const get = (kind: Kind, path: string, headers: (cycle: Cycle) => Record<string, string>) => step(kind, (cycle) => ({ method: 'GET', path, headers: headers(cycle) }));
  const transfer = (cycle: Cycle, body: string, key?: string): Request => ({
    method: 'POST',
    path: TRANSFERS,
    headers: { ...inWorkspace(cycle), 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });

  return [
    get('GET profile', `${PARTNER}/profile`, signedIn),
    get('GET wallets', `${PARTNER}/wallets`, inWorkspace),
    get('GET constants/countries', `${PARTNER}/constants/countries`, () => portalHeaders()),
    step(
      'POST transfers',
      (cycle) => {
        cycle.transferKey = `soak-${++keys}`;
        cycle.transferBody = JSON.stringify({ toWorkspaceBizId: session(cycle).payee, currency: 'USD', amount: (randomInt(1, 100) / 100).toFixed(2) });
        return transfer(cycle, cycle.transferBody, cycle.transferKey);
      },
      (status, body, cycle) => {
        if (status === 201) cycle.transferId = bizIdOf(body);
      },
    ),
    get('GET security/sessions', `${PARTNER}/security/sessions`, signedIn),
    get('GET /healthz', '/healthz', () => ({})),
    get('GET profile, bad token', `${PARTNER}/profile`, () => portalHeaders({ authorization: 'Bearer not-a-token' })),
    get('GET workspaces/current', `${PARTNER}/workspaces/current`, inWorkspace),
    // A client that did not hear the answer sends the same request again: the same transfer comes back.
    step(
      'POST transfers, same key again',
      (cycle) => transfer(cycle, cycle.transferBody!, cycle.transferKey),
      (status, body, cycle) => {
        if (status === 201 && bizIdOf(body) !== cycle.transferId) count('replay named another transfer', status);
      },
    ),
    step('POST transfers, invalid amount', (cycle) => transfer(cycle, JSON.stringify({ toWorkspaceBizId: session(cycle).payee, currency: 'USD', amount: 'twelve' }))),
    step(
      'POST token/refresh',
      (cycle) => ({
        method: 'POST',
        path: `${PARTNER}/auth/token/refresh`,
        headers: portalHeaders({ 'content-type': 'application/json' }),
        body: JSON.stringify({ refreshToken: session(cycle).refreshToken }),
      }),
      (status, body, cycle) => {
        if (status !== 200) return;
        const { data } = JSON.parse(body) as { data: { accessToken: string; refreshToken: string } };
        idle.push({ ...session(cycle), accessToken: data.accessToken, refreshToken: data.refreshToken });
      },
    ),
  ];
}

/** Resident set size of a process, from the kernel (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
}

interface Sample {
  /** Seconds since the load began. */
  at: number;
  rss: number;
  /** V8 heap in use (prom-client's nodejs_heap_size_used_bytes): tells a JavaScript leak from native growth. */
  heapUsed: number;
  backends: BackendCount;
}

async function heapUsedBytes(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(10_000) })).text();
  return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)![1]);
}

/** Samples the server's memory and database backends once a second until stopped. */
function watch(pid: number, url: string, backends: { count(): Promise<BackendCount> }) {
  const samples: Sample[] = [];
  const startedAt = Date.now();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = (Date.now() - startedAt) / 1000;
      samples.push({ at, rss: residentBytes(pid), heapUsed: await heapUsedBytes(url), backends: await backends.count() });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

describe.skipIf(!RESILIENCE_PG)(`soak (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  it(
    `serves ${SOAK_SECONDS} s of mixed traffic on ${CONNECTIONS} connections with no 5xx, flat RSS after warm-up and every database connection handed back`,
    async ({ onTestFailed }) => {
      const database = await freshDatabase();
      cleanups.push(() => database.drop());
      const portal = await startQuietPortalProcess(
        processEnv(database, newMasterKey(), {
          // node-postgres names its connections after PGAPPNAME: the server's backends, not the test's pool.
          PGAPPNAME: APPLICATION_NAME,
          // Every connection refreshes a few times a second from one address: the limit runs (and writes) but never refuses.
          RATE_LIMITS: 'refresh.ip=1000000/60',
        }),
        TEST_TIMEOUT_MS,
      );
      cleanups.push(() => void portal.child.kill('SIGKILL'));
      // A 5xx is logged by the server with its cause; without it a failed soak says only "500".
      onTestFailed(() => console.error(`the server's warnings and errors:\n${portal.logged() || '(none)'}`));
      const backends = await backendCounter(database, APPLICATION_NAME);
      cleanups.push(() => backends.close());
      // The job runner's LISTEN connection lives outside the pool, under a name of its own (src/db/client.ts).
      const listener = await backendCounter(database, `${APPLICATION_NAME}/jobs-listen`);
      cleanups.push(() => listener.close());
      const setup = remoteServer(portal.url, database);

      const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, (_, i) => createAccount(setup, `soak-${i}`)));
      for (const account of accounts) await fund(setup, account.workspaceBizId, 'USD', FUNDING);
      // Each account pays the next one round the ring, so no wallet runs dry.
      const idle: Session[] = await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, i) => {
          const account = accounts[i % ACCOUNTS]!;
          const { accessToken, refreshToken } = await signIn(setup, account);
          return { accessToken, refreshToken, workspace: account.workspaceBizId, payee: accounts[(i + 1) % ACCOUNTS]!.workspaceBizId };
        }),
      );

      const answers = new Map<string, Map<number, number>>();
      const count = (kind: string, status: number) => {
        const byStatus = answers.get(kind) ?? answers.set(kind, new Map()).get(kind)!;
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      };
      const watcher = watch(portal.child.pid!, portal.url, backends);
      cleanups.push(() => watcher.stop());
      const result = await autocannon({ url: portal.url, connections: CONNECTIONS, duration: SOAK_SECONDS, requests: mixedTraffic(idle, count), timeout: 10 });
      await watcher.stop();

      const tally = [...answers].flatMap(([kind, byStatus]) => [...byStatus].map(([status, n]) => ({ kind, status, n })));
      const total = tally.reduce((sum, { n }) => sum + n, 0);
      const serverErrors = tally.filter(({ status }) => status >= 500).reduce((sum, { n }) => sum + n, 0);
      const { samples } = watcher;
      const tenths = (of: (sample: Sample) => number) =>
        Array.from({ length: TENTHS }, (_, i) => median(samples.filter((s) => s.at >= (i * SOAK_SECONDS) / TENTHS && s.at < ((i + 1) * SOAK_SECONDS) / TENTHS).map(of)));
      const rss = tenths((s) => s.rss);
      const baseline = Math.min(...rss.slice(WARM_UP_TENTHS, -1));
      const final = rss.at(-1)!;
      const growth = final / baseline - 1;
      const maxBackends = Math.max(...samples.map((s) => s.backends.total));
      const maxIdleInTransaction = Math.max(...samples.map((s) => s.backends.idleInTransaction));
      console.log(
        `soak: ${SOAK_SECONDS} s, ${CONNECTIONS} connections, ${total} answers (${Math.round(total / SOAK_SECONDS)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms), ` +
          `5xx ${serverErrors}, errors ${result.errors}, timeouts ${result.timeouts}\n` +
          `${tally.map(({ kind, status, n }) => `  ${kind}: ${status} × ${n}`).join('\n')}\n` +
          `RSS lowest after warm-up ${mib(baseline)} MiB, last tenth ${mib(final)} MiB (${(growth * 100).toFixed(1)} %); by tenth of the run: ${rss.map(mib).join(' ')} MiB\n` +
          `V8 heap used by tenth: ${tenths((s) => s.heapUsed).map(mib).join(' ')} MiB\n` +
          `DB backends of the server: max ${maxBackends} (pool ${POOL_MAX}), max idle in transaction ${maxIdleInTransaction}`,
      );

      // Every answer was the one its request deserves: no 5xx, no 429, no broken refresh chain, no lost connection.
      expect(serverErrors).toBe(0);
      expect(tally.filter(({ kind, status }) => EXPECTED[kind as Kind] !== status)).toEqual([]);
      expect(Object.keys(EXPECTED).filter((kind) => !answers.has(kind))).toEqual([]);
      expect({ errors: result.errors, timeouts: result.timeouts }).toEqual({ errors: 0, timeouts: 0 });
      expect(growth).toBeLessThan(MAX_RSS_GROWTH);
      // The pool never held more than its size, and it was the server's pool that was counted.
      expect(maxBackends).toBeGreaterThan(0);
      expect(maxBackends).toBeLessThanOrEqual(POOL_MAX);

      // Idle, the pool closes its connections after their idle timeout: one checked out and never released would stay.
      const idleFrom = Date.now();
      // All but one: the job runner's 2 s poll (docs/jobs.md) keeps a connection warm inside the idle timeout.
      // A leaked one would stay beside it, so more than one left is a leak.
      await expect.poll(async () => (await backends.count()).total, { timeout: POOL_IDLE_MS + 15_000, interval: 250 }).toBeLessThanOrEqual(1);
      const drainedMs = Date.now() - idleFrom;
      // Beside the pool: exactly one listener, still open while the server idles.
      expect((await listener.count()).total).toBe(1);
      portal.child.kill('SIGTERM');
      expect(await portal.exit).toMatchObject({ code: 0, signal: null });
      await expect.poll(async () => (await backends.count()).total + (await listener.count()).total, { timeout: 5_000, interval: 100 }).toBe(0);
      console.log(`soak: the pool down to the poller's connection ${drainedMs} ms after the load; SIGTERM → exit 0, no backend left`);
    },
    TEST_TIMEOUT_MS,
  );
});
