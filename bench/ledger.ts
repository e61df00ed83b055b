/**
 * `npm run bench:ledger`: wallet→wallet transfers through the ledger service
 * (no HTTP) on PostgreSQL. For each wallet count, `--workers` concurrent
 * loops post one transfer at a time between two random wallets for
 * `--duration` seconds (`--pool` connections), once per posting mode —
 * journals posted alone, and through group commit (`--batch-wait` ms,
 * `--batch-size`) — interleaved and `--repeat` times, so both modes see the
 * same machine. Prints every run and the median per wallet count and mode:
 * transfers/s, latency percentiles and CPU per transfer (client and
 * PostgreSQL backends); checks the ledger invariants after each run, and
 * writes JSON under bench/results/. Needs DATABASE_URL (an admin URL: a
 * fresh database is created and dropped).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createPostgresDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { AppError } from '../src/core/errors.js';
import { newId } from '../src/infra/ids.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import type { WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createLedgerRepo } from '../src/modules/ledger/ledger.repo.js';
import { LEDGER_BATCH_DEFAULTS } from '../src/config.js';
import { createLedgerService, NO_BATCHING, type LedgerBatching, type LedgerService } from '../src/modules/ledger/ledger.service.js';
import { createWorkspacesRepo } from '../src/modules/workspaces/workspaces.repo.js';
import { closedLoop, percentile } from './closed-loop.js';
import { backendCpuSeconds, freshDatabase } from './processes.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    workers: { type: 'string', default: '20' },
    pool: { type: 'string', default: '10' },
    wallets: { type: 'string', default: '50,10' },
    modes: { type: 'string', default: 'alone,batched' },
    'batch-wait': { type: 'string', default: String(LEDGER_BATCH_DEFAULTS.maxWaitMs) },
    'batch-size': { type: 'string', default: String(LEDGER_BATCH_DEFAULTS.maxSize) },
    repeat: { type: 'string', default: '1' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const workers = Number(values.workers);
/**
 * Connections in the pool; workers beyond it queue for a connection. 10 (as
 * in the test harness): on the 2-core reference box 20 backends contending
 * for the same wallet rows spend their time switching and waiting, see
 * docs/money.md "Performance".
 */
const poolSize = Number(values.pool);
const walletCounts = values.wallets.split(',').map(Number);
const repeat = Number(values.repeat);
const MODES: Record<string, LedgerBatching> = {
  alone: NO_BATCHING,
  batched: { maxWaitMs: Number(values['batch-wait']), maxSize: Number(values['batch-size']) },
};
const modes = values.modes.split(',').map((name) => {
  const batching = MODES[name];
  if (!batching) throw new Error(`--modes: unknown mode ${name} (alone, batched)`);
  return { name, batching };
});
/** Issue 19's targets on the 2-core reference box. */
const TARGETS: Record<number, number> = { 50: 3_000, 10: 1_500 };
const OPENING_BALANCE = 10n ** 15n;

interface Row {
  mode: string;
  wallets: number;
  workers: number;
  pool: number;
  seconds: number;
  transfers: number;
  /** Transfers per committed transaction: 1 posted alone, the mean batch size with group commit. */
  transfersPerCommit: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: Record<string, number>;
  /** CPU time of this (client) process per transfer. */
  nodeCpuUsPerTransfer: number;
  /** CPU time of the PostgreSQL backends serving the pool, per transfer (null when PostgreSQL runs elsewhere). */
  pgCpuUsPerTransfer: number | null;
  /** All cores of the machine, busy share during the run (includes PostgreSQL and anything else running). */
  machineBusyPercent: number | null;
  target: number | null;
  met: boolean | null;
  invariantsOk: boolean;
}

async function createWallets(db: Db, ledger: LedgerService, count: number): Promise<WalletRef[]> {
  const accounts = createAccountsRepo();
  const workspaces = createWorkspacesRepo();
  const institutionId = newId('institution');
  await accounts.insertInstitution(db, institutionId, 'Ledger bench');
  const wallets: WalletRef[] = [];
  for (let i = 0; i < count; i++) {
    const workspaceId = newId('workspace');
    await workspaces.insertWorkspace(db, { id: workspaceId, institutionId, name: `bench ${i}`, timezone: 'UTC' });
    const wallet = await ledger.ensureWallet(workspaceId, 'USD');
    await ledger.postJournal({
      kind: 'RECHARGE',
      reference: { type: 'bench', id: wallet.id },
      transfers: [{ debit: ledger.systemAccount('CHANNEL_CLEARING', 'USD'), credit: wallet, amount: OPENING_BALANCE }],
    });
    wallets.push(wallet);
  }
  return wallets;
}

/** Busy and total jiffies of the whole machine (Linux /proc/stat), to tell CPU-bound from lock-bound. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** Runs `workers` loops for `seconds`; returns per-transfer latencies (ms), refusals by code, and the CPU they cost. */
async function load(db: Db, ledger: LedgerService, wallets: WalletRef[], seconds: number) {
  const transfer = () => {
    const from = Math.floor(Math.random() * wallets.length);
    const to = (from + 1 + Math.floor(Math.random() * (wallets.length - 1))) % wallets.length;
    return ledger.postJournal({
      kind: 'TRANSFER',
      reference: { type: 'bench', id: 'transfer' },
      transfers: [{ debit: wallets[from]!, credit: wallets[to]!, amount: BigInt(1 + Math.floor(Math.random() * 100)) }],
    });
  };
  const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String((error as { code?: unknown }).code ?? (error as Error).message));
  const cpuBefore = process.cpuUsage();
  const ticksBefore = machineTicks();
  const pgBefore = await backendCpuSeconds(db);
  const { latencies, errors, elapsed } = await closedLoop(workers, seconds, transfer, codeOf);
  const cpu = process.cpuUsage(cpuBefore);
  const ticksAfter = machineTicks();
  const pgAfter = await backendCpuSeconds(db);
  const machineBusy =
    ticksBefore && ticksAfter ? (ticksAfter.busy - ticksBefore.busy) / Math.max(1, ticksAfter.total - ticksBefore.total) : null;
  const pgCpuMs = pgBefore === undefined || pgAfter === undefined ? null : (pgAfter - pgBefore) * 1_000;
  return { latencies, errors, elapsed, nodeCpuMs: (cpu.user + cpu.system) / 1_000, pgCpuMs, machineBusy };
}

async function scenario(db: Db, ledger: LedgerService, mode: string, walletCount: number): Promise<Row> {
  const wallets = await createWallets(db, ledger, walletCount);
  if (warmup > 0) await load(db, ledger, wallets, warmup);
  const [{ started }] = (await db.query<{ started: Date }>('SELECT clock_timestamp() AS started')) as [{ started: Date }];
  const { latencies, errors, elapsed, nodeCpuMs, pgCpuMs, machineBusy } = await load(db, ledger, wallets, duration);
  // A transaction stamps every journal it writes with one now(): distinct stamps count the commits of the run.
  const [{ commits }] = (await db.query<{ commits: bigint }>(
    `SELECT count(DISTINCT created_at) AS commits FROM ledger_journals WHERE reference_type = 'bench' AND reference_id = 'transfer' AND created_at >= $1`,
    [started],
  )) as [{ commits: bigint }];
  const sorted = latencies.sort((a, b) => a - b);
  const balances = await Promise.all(wallets.map((w) => ledger.balance(w.id)));
  const total = balances.reduce((sum, b) => sum + b.balance, 0n);
  const invariants = await ledger.checkInvariants();
  const perSecond = Math.round(latencies.length / elapsed);
  const target = TARGETS[walletCount] ?? null;
  return {
    mode,
    wallets: walletCount,
    workers,
    pool: poolSize,
    seconds: round(elapsed),
    transfers: latencies.length,
    transfersPerCommit: round(latencies.length / Math.max(1, Number(commits)), 1),
    perSecond,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    errors,
    nodeCpuUsPerTransfer: Math.round((nodeCpuMs * 1_000) / Math.max(1, latencies.length)),
    pgCpuUsPerTransfer: pgCpuMs === null ? null : Math.round((pgCpuMs * 1_000) / Math.max(1, latencies.length)),
    machineBusyPercent: machineBusy === null ? null : Math.round(machineBusy * 100),
    target,
    met: target === null ? null : perSecond >= target,
    invariantsOk: invariants.ok && total === OPENING_BALANCE * BigInt(walletCount),
  };
}

/** Per wallet count and mode, the run with the median rate (its own latencies and CPU with it, so a row is one real run). */
function medians(rows: Row[]): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.wallets}/${row.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => [...group].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(group.length / 2)]!);
}

function printTable(rows: Row[]): void {
  const header = ['mode', 'wallets', 'workers', 'pool', 'transfers', 'per commit', 'transfers/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'node µs/transfer', 'pg µs/transfer', 'machine busy', 'target/s', 'met', 'invariants'];
  const lines = rows.map((r) => [
    r.mode,
    String(r.wallets),
    String(r.workers),
    String(r.pool),
    String(r.transfers),
    String(r.transfersPerCommit),
    String(r.perSecond),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.maxMs),
    Object.entries(r.errors).map(([code, n]) => `${code}×${n}`).join(' ') || '0',
    String(r.nodeCpuUsPerTransfer),
    r.pgCpuUsPerTransfer === null ? '—' : String(r.pgCpuUsPerTransfer),
    r.machineBusyPercent === null ? '—' : `${r.machineBusyPercent}%`,
    r.target === null ? '—' : String(r.target),
    r.met === null ? '—' : r.met ? 'yes' : 'NO',
    r.invariantsOk ? 'ok' : 'BROKEN',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('bench:ledger needs DATABASE_URL (a PostgreSQL admin URL; a fresh database is created and dropped)');
    process.exit(2);
  }
  const database = await freshDatabase('postgres');
  const db = createPostgresDb(database.env.DATABASE_URL!, { max: poolSize });
  const rows: Row[] = [];
  let server: string;
  try {
    await migrate(db);
    server = (await db.query<{ v: string }>("SELECT current_setting('server_version') AS v"))[0]!.v;
    const services = modes.map(({ name, batching }) => ({ name, ledger: createLedgerService({ db, ledger: createLedgerRepo(), batching }) }));
    for (const count of walletCounts) {
      for (let round = 1; round <= repeat; round++) {
        for (const { name, ledger } of services) {
          console.error(`${count} wallets, ${name}, ${workers} workers, ${duration} s (round ${round}/${repeat}) …`);
          rows.push(await scenario(db, ledger, name, count));
        }
      }
    }
  } finally {
    await db.close();
    await database.drop();
  }
  printTable(rows);
  if (repeat > 1) {
    console.log(`\nmedian of ${repeat} rounds:`);
    printTable(medians(rows));
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/ledger-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, postgres: server };
  const batching = MODES.batched;
  writeFileSync(file, JSON.stringify({ machine, loadAverage: loadavg(), duration, warmup, workers, pool: poolSize, batching, repeat, rows }, null, 2));
  console.log(`\nresults: ${file}`);
  if (rows.some((r) => !r.invariantsOk)) process.exitCode = 1;
}

await main();
