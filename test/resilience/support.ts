import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { portalHeaders, PORTAL_CODE, type JsonRequestInit, type JsonResponse, type TestServer } from '../support/harness.js';
import { finished, freePort, spawnPortal, waitForOutput, type PortalRun } from '../support/portal-process.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';

/**
 * Helpers of the fault tests: the real `portal serve` process on a fresh
 * PostgreSQL database cloned from the run's template, and a handle the shared
 * test helpers (createAccount, signIn, …) accept as their "server".
 */
export const RESILIENCE_PG = Boolean(process.env.DATABASE_URL);
export const NEEDS_PG = 'needs PostgreSQL: run `npm run test:resilience` (it sets DATABASE_URL to the local server when unset)';

if (!RESILIENCE_PG) console.warn(`resilience tests skipped: ${NEEDS_PG}`);

export const LISTENING = /"msg":"listening"/;

export interface PortalProcess {
  child: ChildProcessWithoutNullStreams;
  port: number;
  url: string;
  /** Resolves when the process exits (rejects when it outlives `timeoutMs` of finished()). */
  exit: Promise<PortalRun>;
}

/** A quiet server's output so far: its warnings and errors only, so a long run can show them when it fails. */
export interface QuietPortalProcess extends PortalProcess {
  logged(): string;
}

/** The env every fault-test server process shares: production-like, quiet, no shedding (the machine is shared). */
export function processEnv(database: TestDatabase, masterKey: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: database.url!,
    MASTER_KEY: masterKey,
    LOG_LEVEL: 'info',
    DEMO_ACCOUNT: 'false',
    PORTAL_ACCESS_CODES: PORTAL_CODE,
    OPERATOR_ACCESS_CODES: PORTAL_CODE,
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...extra,
  };
}

export const newMasterKey = (): string => randomBytes(32).toString('base64');

/** Starts `portal serve` on a free loopback port and waits until it listens. */
export async function startPortalProcess(env: Record<string, string>, exitTimeoutMs = 60_000): Promise<PortalProcess> {
  const port = await freePort();
  const child = spawnPortal(['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const exit = finished(child, exitTimeoutMs);
  exit.catch(() => undefined);
  await waitForOutput(child, LISTENING, 30_000);
  return { child, port, url: `http://127.0.0.1:${port}`, exit };
}

/**
 * `portal serve` logging at warn, for long runs: at info every request is two
 * lines, which the test would buffer for minutes (finished() keeps the
 * output). The "listening" line is info, so readiness comes from /readyz.
 */
export async function startQuietPortalProcess(env: Record<string, string>, exitTimeoutMs: number): Promise<QuietPortalProcess> {
  const port = await freePort();
  const child = spawnPortal(['serve'], { ...env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' });
  const exit = finished(child, exitTimeoutMs);
  exit.catch(() => undefined);
  let output = '';
  const keep = (chunk: string) => (output += chunk);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const logged = () => output;
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`portal serve exited before it was ready:\n${(await exit).stderr}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) }).then((response) => response.ok, () => false);
    if (ready) return { child, port, url, exit, logged };
    if (Date.now() > deadline) throw new Error(`portal serve at ${url} not ready within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** JSON over fetch against a base URL, the shape of TestServer.request. */
export function requester(base: string) {
  return async (path: string, init: JsonRequestInit = {}): Promise<JsonResponse> => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

/**
 * A server process seen through the TestServer shape the shared helpers use
 * (`request` and `db`: signIn reads the MFA code from the outbox table,
 * createAccount writes through the services). The app and logs live in the
 * child process, so those fields are absent.
 */
export function remoteServer(base: string, database: TestDatabase): TestServer {
  const handle: Pick<TestServer, 'db' | 'url' | 'request'> = { db: database.db, url: base, request: requester(base) };
  return handle as TestServer;
}

/** A fresh database with a connection of the test's own (for setup and for the invariants afterwards). */
export async function freshDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}

/** Terminates every backend of `database` except the caller's admin one; returns how many. */
export async function terminateBackends(database: TestDatabase): Promise<number> {
  const name = new URL(database.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ terminated: boolean }>(
      'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

export interface BackendCount {
  total: number;
  idleInTransaction: number;
}

/**
 * Counts the backends one server process holds on `database`, told apart by
 * `application_name` (start the process with PGAPPNAME, which node-postgres
 * sends): the test's own pool on the same database is not counted. The admin
 * connection sits on the maintenance database, so it is never counted either.
 */
export async function backendCounter(database: TestDatabase, applicationName: string) {
  const name = new URL(database.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  return {
    async count(): Promise<BackendCount> {
      const { rows } = await admin.query<{ total: number; idle_in_transaction: number }>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE state = 'idle in transaction'))::int AS idle_in_transaction
           FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
        [name, applicationName],
      );
      return { total: rows[0]!.total, idleInTransaction: rows[0]!.idle_in_transaction };
    },
    close: () => admin.end(),
  };
}

export { portalHeaders };
