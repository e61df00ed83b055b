/**
 * `npm run bench:driver`: node-postgres (what the server uses) against
 * postgres.js, a driver that pipelines — when every connection is busy it
 * sends the next query on one that is still working instead of queueing it —
 * and prepares every statement (issue 19, "The driver: measure, switch only
 * with numbers"). The same repository functions the endpoints call run through
 * each driver behind our `Queryable` interface, on a fresh PostgreSQL database
 * with the scale bench's data at small sizes, `--workers` at a time for
 * `--duration` seconds per cell, the variants interleaved and repeated
 * `--reps` times (median kept). Prints queries/s, p50/p99 and the CPU per query
 * of this process and of the PostgreSQL backends; writes JSON under
 * bench/results/. Needs DATABASE_URL (an admin URL).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { createPostgresDb, type Db, type Queryable } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { createApiKeysRepo } from '../src/modules/api-keys/api-keys.repo.js';
import { createLoginHistoryRepo } from '../src/modules/auth/login-history.repo.js';
import { createPermissionsRepo } from '../src/modules/permissions/permissions.repo.js';
import { closedLoop, percentile } from './closed-loop.js';
import { backendCpuMeter, freshDatabase } from './processes.js';
import { MEMBER, seedAll, WS } from './scale-seed.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    workers: { type: 'string', default: '50' },
    pool: { type: 'string', default: '10' },
    reps: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const workers = Number(values.workers);
const poolSize = Number(values.pool);
const reps = Number(values.reps);

interface Variant {
  name: string;
  db: Queryable;
  close(): Promise<void>;
}

/** The server's driver and pool, as `createPostgresDb` builds them; `allPrepared` names every statement. */
function nodePostgres(url: string, allPrepared: boolean): Variant {
  const db = createPostgresDb(url, { max: poolSize });
  const queryable: Queryable = allPrepared ? { query: (sql, params) => db.query(sql, params, { prepared: true }), exec: (sql) => db.exec(sql) } : db;
  return { name: allPrepared ? 'node-postgres, every statement prepared' : 'node-postgres (the server today)', db: queryable, close: () => db.close() };
}

/** postgres.js behind the same interface, with the server's type mapping (int8 → bigint, numeric → string). */
function postgresJs(url: string): Variant {
  const sql = postgres(url, { max: poolSize, prepare: true, types: { bigint: postgres.BigInt }, onnotice: () => undefined });
  const db: Queryable = {
    query: async <R,>(text: string, params: readonly unknown[] = []) => (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as R[],
    exec: async (text) => void (await sql.unsafe(text)),
  };
  return { name: 'postgres.js (pipelining, prepared)', db, close: () => sql.end({ timeout: 5 }) };
}

const accounts = createAccountsRepo();
const permissions = createPermissionsRepo();
const keys = createApiKeysRepo();
const logins = createLoginHistoryRepo();
const client = { clientIp: '192.0.2.7', userAgent: 'bench', country: undefined };

/** What the hot endpoints run per request, through the repositories themselves. */
const SCENARIOS: { name: string; run: (db: Queryable) => Promise<unknown> }[] = [
  { name: 'profile read (GET profile)', run: (db) => accounts.findProfile(db, MEMBER) },
  { name: 'workspace access check (every workspace request)', run: (db) => permissions.findAccess(db, MEMBER, WS) },
  { name: 'api-keys page of 50 (GET api-keys)', run: (db) => keys.listKeys(db, WS, { size: 50, offset: 0 }) },
  { name: 'login-history insert (each sign-in; trigger-kept total)', run: (db) => logins.record(db, MEMBER, client, null) },
];

interface Cell {
  variant: string;
  scenario: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  clientCpuUs: number;
  pgCpuUs: number | undefined;
  errors: Record<string, number>;
}

async function measureCell(variant: Variant, scenario: (typeof SCENARIOS)[number], admin: Db): Promise<Cell> {
  await closedLoop(workers, 1, () => scenario.run(variant.db));
  const cpuBefore = process.cpuUsage();
  const pgCpu = await backendCpuMeter(admin);
  const result = await closedLoop(workers, duration, () => scenario.run(variant.db));
  const pgSeconds = await pgCpu();
  const cpu = process.cpuUsage(cpuBefore);
  const done = result.latencies.length;
  const sorted = result.latencies.sort((a, b) => a - b);
  return {
    variant: variant.name,
    scenario: scenario.name,
    perSecond: Math.round(done / result.elapsed),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    clientCpuUs: Math.round((cpu.user + cpu.system) / done),
    pgCpuUs: pgSeconds === undefined ? undefined : Math.round((pgSeconds * 1e6) / done),
    errors: result.errors,
  };
}
const round = (ms: number) => Math.round(ms * 100) / 100;
const median = (numbers: number[]) => numbers.sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** The median of each measure over the repetitions of one variant × scenario. */
function medianCell(cells: Cell[]): Cell {
  const of = (measure: (cell: Cell) => number | undefined) => median(cells.map((cell) => measure(cell) ?? Number.NaN));
  const errors = Object.assign({}, ...cells.map((cell) => cell.errors)) as Record<string, number>;
  return { ...cells[0]!, perSecond: of((c) => c.perSecond), p50Ms: of((c) => c.p50Ms), p99Ms: of((c) => c.p99Ms), clientCpuUs: of((c) => c.clientCpuUs), pgCpuUs: of((c) => c.pgCpuUs), errors };
}

const database = await freshDatabase('postgres');
const url = database.env.DATABASE_URL!;
const admin = createPostgresDb(url, { max: 1 });
const variants = [nodePostgres(url, false), nodePostgres(url, true), postgresJs(url)];
try {
  await migrate(admin);
  await seedAll(admin, { accounts: 1_000, members: 100, keys: 50, logins: 1_000, flows: 1_000 });
  console.log(`${workers} workers, pool ${poolSize}, ${duration} s per cell, ${reps} repetitions interleaved (medians)`);
  const cells: Cell[] = [];
  for (const scenario of SCENARIOS) {
    for (let rep = 0; rep < reps; rep += 1) {
      for (const variant of variants) cells.push(await measureCell(variant, scenario, admin));
    }
  }
  const table = SCENARIOS.flatMap((scenario) => variants.map((variant) => medianCell(cells.filter((c) => c.scenario === scenario.name && c.variant === variant.name))));
  for (const scenario of SCENARIOS) {
    console.log(`\n${scenario.name}`);
    for (const cell of table.filter((c) => c.scenario === scenario.name)) {
      const errors = Object.entries(cell.errors).map(([name, n]) => `${name} × ${n}`).join(', ');
      console.log(
        `  ${cell.variant.padEnd(42)} ${String(cell.perSecond).padStart(6)}/s  p50 ${cell.p50Ms.toFixed(2).padStart(6)} ms  p99 ${cell.p99Ms.toFixed(2).padStart(6)} ms  ` +
          `client ${String(cell.clientCpuUs).padStart(4)} µs  pg ${String(cell.pgCpuUs ?? '?').padStart(4)} µs${errors ? `  errors: ${errors}` : ''}`,
      );
    }
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/driver-${new Date().toISOString().replaceAll(':', '-')}.json`;
  writeFileSync(file, `${JSON.stringify({ options: values, table, cells }, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2)}\n`);
  console.log(`\nwrote ${file}`);
} finally {
  for (const variant of variants) await variant.close();
  await admin.close();
  await database.drop();
}
