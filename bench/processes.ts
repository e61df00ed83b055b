import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../src/db/client.js';

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

/** The account an empty embedded database starts with (src/server.ts prints it once). */
export interface DemoAccount {
  email: string;
  password: string;
}
const DEMO_LINE = /Demo partner account created \(shown once\): email (\S+) password (\S+)/;

/** CPU time (user + system, µs) a process has used so far; undefined where /proc is not there (not Linux). */
export function cpuMicros(pid: number | undefined): number | undefined {
  return statCpuMicros(`/proc/${pid}/stat`);
}

/**
 * CPU of the process's main thread alone (the JavaScript event loop: what `--cpu-prof` profiles).
 * The rest of cpuMicros is spent off it: libuv's pool (argon2, async crypto), V8's GC and compiler
 * helpers. Node leaves every thread named `node`, so the main thread is all that can be told apart.
 */
export function mainThreadCpuMicros(pid: number | undefined): number | undefined {
  return statCpuMicros(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuMicros(path: string): number | undefined {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100/s on Linux).
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for one benchmark run (PostgreSQL) or a fresh PGlite directory. */
export async function freshDatabase(engine: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The real server as a separate process, in production mode, logging at
 * warn; `env` adds the database and the like. With `cpuProfileDir`, node
 * writes a CPU profile (`--cpu-prof`) there when the server stops.
 */
export async function startPortal(
  env: Record<string, string>,
  portalCode: string,
  cpuProfileDir?: string,
  /** Another checkout of the project to run instead of this one (bench/tax.ts: before and after in one run). */
  tree = '.',
): Promise<Running & { pid: number | undefined; demo: DemoAccount | undefined }> {
  const port = await freePort();
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, 'bin/portal.js', 'serve'], {
    cwd: tree,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_ACCESS_CODES: portalCode,
      OPERATOR_ACCESS_CODES: `${portalCode}-operator`,
      // Limits still run (and spend their points) on every request, but never refuse: the
      // scenarios sign in many sessions from one machine, log in and refresh at full speed, and
      // open a secure-channel session per connection.
      RATE_LIMITS:
        'login.ip=1000000/60,login.email=1000000/60,mfa-send.ip=1000000/60,mfa-complete.ip=1000000/60,refresh.ip=1000000/60,sc-open.ip=1000000/60',
      MFA_RESEND_SECONDS: '0',
      // The machine API's per-key quota counts every request (through the same store), but lets the bench's key run at full speed.
      API_KEY_RATE_LIMIT_CEILING: '100000',
      // Production requires the secure channel on auth, password, registration and security bodies;
      // the scenarios sign in in plaintext and measure the channel's cost apart (scenarios/secure-channel.ts).
      SECURE_CHANNEL_REQUIRED: 'none',
      // The benchmark measures capacity at saturation, where shedding would answer 503 instead (on PGlite,
      // whose queries run on the event loop, 50 connections pass the 1 s lag limit); test/load-shedding covers it.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MASTER_KEY: randomBytes(32).toString('base64'),
      TURNSTILE_SECRET: 'bench-turnstile-secret',
      TURNSTILE_SITE_KEY: 'bench-turnstile-site-key',
      // Production refuses to start without SMTP unless told; a run that gives SMTP_URL (the stand-in of
      // bench/run.ts) delivers by SMTP, one without keeps codes in the outbox.
      MAIL_TRANSPORT: env.SMTP_URL ? 'smtp' : 'outbox',
      // An embedded database starts with a demo account, printed once: on PGlite the scenarios sign
      // in with it, as the CLI cannot reach a database the server holds. PostgreSQL ignores it.
      DEMO_ACCOUNT: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let demo: DemoAccount | undefined;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const [, email, password] = DEMO_LINE.exec(chunk) ?? [];
    if (email && password) demo = { email, password };
    else process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return { url, pid: child.pid, demo, stop: () => stopChild(child) };
}

export async function startBaseline(bodySize: number): Promise<Running & { pid: number | undefined }> {
  const child = spawn(process.execPath, ['bench/baseline.mjs'], {
    env: { PATH: process.env.PATH ?? '', BODY_SIZE: String(bodySize) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve((JSON.parse(String(chunk)) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** CPU ticks (user + system, 1/100 s) of each of this benchmark's PostgreSQL backends, read from /proc (same host only). */
async function backendTicks(db: Db): Promise<Map<number, number> | undefined> {
  const pids = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  try {
    return new Map(
      pids.map(({ pid }) => {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [pid, Number(fields[11]) + Number(fields[12])];
      }),
    );
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) of this benchmark's PostgreSQL backends, read from /proc (same host only). */
export async function backendCpuSeconds(db: Db): Promise<number | undefined> {
  const ticks = await backendTicks(db);
  return ticks && [...ticks.values()].reduce((sum, n) => sum + n, 0) / 100;
}

/**
 * A meter of the backends' CPU from now on, counted per backend: a pool that
 * closes an idle connection meanwhile takes its past CPU away from a plain
 * sum, which can then go down. A backend gone before the reading loses only
 * what it spent in the window.
 */
export async function backendCpuMeter(db: Db): Promise<() => Promise<number | undefined>> {
  const before = await backendTicks(db);
  return async () => {
    const after = await backendTicks(db);
    if (!before || !after) return undefined;
    return [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0) / 100;
  };
}
