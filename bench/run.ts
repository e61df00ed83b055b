/**
 * `npm run bench`: each scenario against the real server (separate process,
 * production mode, logging at warn, mailing to an SMTP stand-in in this
 * process) and, in the same run, against what it is compared with: a bare
 * node:http server answering a body of the same size (ratio of req/s), or
 * the scenario's own reference, e.g. the same request in plaintext (ratio of
 * p50 latency). A scenario that drives its own journeys (full login) has no
 * comparison; its rate is checked per CPU. Prints a table and writes JSON
 * under bench/results/. Ratios are what to compare across machines; absolute
 * numbers drift.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { hash } from '@node-rs/argon2';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { startOtlpReceiver } from '../test/support/otlp-receiver.js';
import { startSmtp, type SmtpStandIn } from '../test/support/smtp.js';
import { cpuMicros, freshDatabase, mainThreadCpuMicros, startBaseline, startPortal } from './processes.js';
import { ARGON2_PARAMS } from '../src/infra/passwords.js';
import { SCENARIOS } from './scenarios/index.js';
import { describeWebhookResult, measureWebhookDeliveries, type WebhookBenchResult } from './webhook-deliveries.js';
import type { BenchTarget, Measurement, Prepared, Scenario } from './scenarios/types.js';
import { ELSEWHERE, evaluateTargets, type RunFacts, type TargetResult } from './targets.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    only: { type: 'string' },
    // Writes the server's CPU profile (node --cpu-prof) into this directory when the run ends.
    'cpu-prof': { type: 'string' },
    // Rate limits in Redis (REDIS_URL) instead of PostgreSQL: one round trip less on every credential path.
    redis: { type: 'string' },
    // Traces on: the server exports every request's spans to an OTLP/HTTP receiver in this process (its cost, docs/operations.md "Tracing").
    tracing: { type: 'boolean', default: false },
    // More server variables, NAME=value, repeatable: A/B runs of a setting (e.g. --server-env SECURE_CHANNEL_REPLAY_BATCH_MAX=1).
    'server-env': { type: 'string', multiple: true, default: [] },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const engines = (values.db === 'both' ? ['pglite', 'postgres'] : [values.db]) as Array<'pglite' | 'postgres'>;
const PORTAL_CODE = 'bench-portal-code';

/** What a result is set against, measured in the same run: the bare baseline (req/s) or the scenario's reference (p50). */
interface Comparison {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU of the process compared with per request, µs (the bare server's; null for a reference on the same server). */
  cpuMicros: number | null;
  /** Scenario ÷ comparison: of req/s against the bare baseline, of latency (p50, and p99 beside it) against a reference. */
  ratio: { of: 'req/s'; value: number } | { of: 'p50'; value: number; p99: number };
}

interface Row {
  engine: string;
  scenario: string;
  target: string;
  /** What reqPerSec counts: requests (autocannon), or whole journeys for a scenario that drives its own load. */
  counts: 'requests' | 'journeys';
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per request (or journey) in the measured run, µs; null off Linux. */
  serverCpuMicros: number | null;
  /** Of it, the main thread's (the event loop); the rest ran on libuv's pool and V8's helper threads. */
  serverMainThreadMicros: number | null;
  /** null for driven journeys: there is nothing bare to compare a login with. */
  comparedWith: Comparison | null;
  met: boolean | null;
  /** The scenario's own account of its p50/p99, when they are not of the request or the journey. */
  latencyOf?: string;
}

interface Skipped {
  engine: string;
  scenario: string;
  reason: string;
}

type Load = (seconds: number) => Promise<Measurement>;

/** autocannon at `connections` against `url`. */
function autocannonLoad(url: string, requests: Request[]): Load {
  return async (seconds) => {
    const result = await autocannon({ url, connections, duration: seconds, requests, timeout: 10 });
    if (result.non2xx + result.errors + result.timeouts > 0) {
      const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
      console.error(`  failures: ${JSON.stringify({ statuses, connectionErrors: result.errors, timeouts: result.timeouts })}`);
    }
    return {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  };
}

/** Warm-up, then the measured run; with `pid`, also the CPU that process spent per request (or journey) in it. */
async function measure(load: Load, pid?: number): Promise<Measurement & { cpuMicrosPerUnit: number | null; mainThreadMicrosPerUnit: number | null }> {
  if (warmup > 0) await load(warmup);
  const before = cpuMicros(pid);
  const mainBefore = mainThreadCpuMicros(pid);
  const result = await load(duration);
  const after = cpuMicros(pid);
  const mainAfter = mainThreadCpuMicros(pid);
  const units = result.perSecond * duration;
  const perUnit = (from: number | undefined, to: number | undefined) => (from === undefined || to === undefined || units === 0 ? null : Math.round((to - from) / units));
  return { ...result, cpuMicrosPerUnit: perUnit(before, after), mainThreadMicrosPerUnit: perUnit(mainBefore, mainAfter) };
}

const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** Sets `result` against what the prepared scenario names: its own reference, the bare baseline, or nothing (a driver). */
async function compare(portalUrl: string, prepared: Prepared, result: Measurement): Promise<Comparison | null> {
  if ('drive' in prepared) return null;
  if ('reference' in prepared) {
    const reference = await measure(autocannonLoad(portalUrl, prepared.reference.requests));
    const ratio =
      prepared.ratioOf === 'req/s'
        ? ({ of: 'req/s', value: round(result.perSecond / reference.perSecond) } as const)
        : ({ of: 'p50', value: round(result.p50 / reference.p50), p99: round(result.p99 / reference.p99) } as const);
    return { label: prepared.reference.label, reqPerSec: Math.round(reference.perSecond), p50: reference.p50, p99: reference.p99, errors: reference.errors, cpuMicros: null, ratio };
  }
  const baseline = await startBaseline(Buffer.byteLength(prepared.sampleBody));
  try {
    const bare = await measure(autocannonLoad(baseline.url, [{ method: 'GET', path: '/' }]), baseline.pid);
    const ratio = { of: 'req/s', value: round(result.perSecond / bare.perSecond) } as const;
    return { label: 'bare node:http', reqPerSec: Math.round(bare.perSecond), p50: bare.p50, p99: bare.p99, errors: bare.errors, cpuMicros: bare.cpuMicrosPerUnit, ratio };
  } finally {
    await baseline.stop();
  }
}

/** Every target a scenario names must hold, with no failed request on either side; null when it names none. */
function verdict(scenario: Scenario, result: Measurement, comparison: Comparison | null): boolean | null {
  const checks: boolean[] = [];
  const ratio = comparison?.ratio;
  if (scenario.minRatio !== undefined) checks.push(ratio?.of === 'req/s' && ratio.value >= scenario.minRatio);
  if (scenario.maxLatencyRatio !== undefined) checks.push(ratio?.of === 'p50' && ratio.value <= scenario.maxLatencyRatio);
  if (scenario.maxP99Ms !== undefined) checks.push(result.p99 < scenario.maxP99Ms);
  if (scenario.minPerCpu !== undefined) checks.push(result.perSecond >= scenario.minPerCpu * cpus().length);
  if (checks.length === 0) return null;
  return checks.every(Boolean) && result.errors === 0 && (comparison?.errors ?? 0) === 0;
}

async function runScenario(engine: 'pglite' | 'postgres', target: BenchTarget, pid: number | undefined, scenario: Scenario): Promise<Row | Skipped> {
  const prepared = await scenario.prepare(target);
  if ('skip' in prepared) return { engine, scenario: scenario.name, reason: prepared.skip };
  const result = await measure('drive' in prepared ? prepared.drive : autocannonLoad(target.url, prepared.requests), pid);
  const comparedWith = await compare(target.url, prepared, result);
  return {
    engine,
    scenario: scenario.name,
    target: scenario.target,
    counts: 'drive' in prepared ? 'journeys' : 'requests',
    reqPerSec: round(result.perSecond, 1),
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    serverCpuMicros: result.cpuMicrosPerUnit,
    serverMainThreadMicros: result.mainThreadMicrosPerUnit,
    comparedWith,
    met: verdict(scenario, result, comparedWith),
    ...(scenario.latencyOf ? { latencyOf: scenario.latencyOf } : {}),
  };
}

/** `bare node:http 21683 req/s` / `plaintext p50 9 ms, p99 30 ms`. */
function comparedCell(c: Comparison | null): string {
  if (!c) return '—';
  if (c.ratio.of === 'p50') return `${c.label} p50 ${c.p50} ms, p99 ${c.p99} ms`;
  return `${c.label} ${c.reqPerSec} req/s${c.cpuMicros === null ? '' : `, ${c.cpuMicros} µs CPU`}`;
}

/** `0.34× req/s` / `1.12× p50 (1.30× p99)`. */
function ratioCell(c: Comparison | null): string {
  if (!c) return '—';
  return c.ratio.of === 'req/s' ? `${c.ratio.value}× req/s` : `${c.ratio.value}× p50 (${c.ratio.p99}× p99)`;
}

/** A markdown table, columns padded to their widest cell. */
function printCells(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}

/** `20505 (main 9800)`: the whole process, and of it the event loop's thread. */
const serverCpuCell = (r: Row): string =>
  r.serverCpuMicros === null ? '—' : `${r.serverCpuMicros}${r.serverMainThreadMicros === null ? '' : ` (main ${r.serverMainThreadMicros})`}`;

const metCell = (met: boolean | null): string => (met === null ? '—' : met ? 'yes' : 'NO');

function printTable(rows: Row[]): void {
  const header = ['db', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU µs', 'compared with', 'ratio', 'target', 'met'];
  const lines = rows.map((r) => [
    r.engine,
    r.scenario,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    String(r.errors + (r.comparedWith?.errors ?? 0)),
    serverCpuCell(r),
    comparedCell(r.comparedWith),
    ratioCell(r.comparedWith),
    r.target,
    metCell(r.met),
  ]);
  printCells(header, lines);
  const journeys = rows.filter((r) => r.counts === 'journeys' && !r.latencyOf).map((r) => r.scenario);
  if (journeys.length > 0) console.log(`req/s of ${[...new Set(journeys)].join(', ')}: complete journeys per second; p50/p99: of the whole journey.`);
  for (const [scenario, latencyOf] of new Map(rows.flatMap((r) => (r.latencyOf ? [[r.scenario, r.latencyOf] as const] : [])))) console.log(`${scenario}: ${latencyOf}`);
  console.log('server CPU µs: user + system CPU of the server process per request (per journey) in the measured run — steadier across runs than req/s on a shared machine; (main …): of it, the main thread (the event loop, what --cpu-prof profiles), the rest ran on libuv\'s pool (argon2, async crypto) and V8\'s helper threads (GC).');
}

/** One fresh database and server for `engine`, every scenario against it in turn. */
async function runEngine(engine: 'pglite' | 'postgres', scenarios: Scenario[], mail: SmtpStandIn, rows: Row[], skipped: Skipped[]): Promise<void> {
  const database = await freshDatabase(engine);
  const redis: Record<string, string> = values.redis ? { REDIS_URL: values.redis } : {};
  const collector = values.tracing ? await startOtlpReceiver() : undefined;
  const tracing: Record<string, string> = collector ? { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint } : {};
  const extra = Object.fromEntries(values['server-env'].map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const portal = await startPortal({ ...database.env, ...redis, ...tracing, ...extra, SMTP_URL: mail.url }, PORTAL_CODE, values['cpu-prof']);
  const target: BenchTarget = { url: portal.url, portalCode: PORTAL_CODE, engine, databaseUrl: database.env.DATABASE_URL, demo: portal.demo, connections, mail };
  try {
    for (const scenario of scenarios) {
      console.error(`[${engine}] ${scenario.name} …`);
      const outcome = await runScenario(engine, target, portal.pid, scenario);
      if ('reason' in outcome) {
        console.error(`[${engine}] ${scenario.name} skipped: ${outcome.reason}`);
        skipped.push(outcome);
      } else rows.push(outcome);
    }
  } finally {
    await portal.stop();
    await collector?.close();
    await database.drop();
  }
}

/**
 * CPU of one argon2id hash at the server's configured cost, measured in this
 * process (the full login's CPU is set against it). Sequential, so the CPU
 * is the hash's alone; the median of a few damps a neighbour's burst.
 */
async function argon2HashCpuMicros(hashes = 7): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < hashes; i++) {
    const before = process.cpuUsage();
    await hash(`bench password ${i}`, ARGON2_PARAMS);
    const used = process.cpuUsage(before);
    samples.push(used.user + used.system);
  }
  return samples.sort((a, b) => a - b)[Math.floor(hashes / 2)]!;
}

/** Issue 19's table: every target with its value in this run, per engine. */
function printTargets(results: TargetResult[], facts: RunFacts): void {
  console.log(`\ntargets (issue 19)${facts.argon2HashCpuMicros === null ? '' : `; one argon2id hash here: ${facts.argon2HashCpuMicros} µs of CPU`}`);
  const lines = results.map((r) => [
    r.engine,
    r.name,
    r.value === null ? 'not measured' : `${r.value} ${r.unit}`,
    r.serverCpuMicros === null ? '—' : String(r.serverCpuMicros),
    r.target,
    metCell(r.met),
  ]);
  for (const e of ELSEWHERE) lines.push(['—', e.name, `measured by ${e.measuredBy}`, '—', e.target, '—']);
  printCells(['db', 'measure', 'value', 'server CPU µs', 'target', 'met'], lines);
}

async function main(): Promise<void> {
  const scenarios = SCENARIOS.filter((s) => !values.only || s.name.includes(values.only));
  const rows: Row[] = [];
  const skipped: Skipped[] = [];
  // The server mails sign-in codes here, as it would to any relay; the sign-ins read them back.
  const mail = await startSmtp();
  try {
    for (const engine of engines) await runEngine(engine, scenarios, mail, rows, skipped);
  } finally {
    await mail.close();
  }
  // In process, not against the production-mode server: production never delivers to a loopback receiver.
  const webhooks: WebhookBenchResult[] = [];
  if (!values.only || 'webhook deliveries'.includes(values.only)) {
    for (const engine of engines) webhooks.push(await measureWebhookDeliveries(engine));
  }
  printTable(rows);
  for (const result of webhooks) console.log(describeWebhookResult(result));
  const facts: RunFacts = { cpus: cpus().length, argon2HashCpuMicros: rows.some((r) => r.scenario === 'full login') ? await argon2HashCpuMicros() : null };
  const targets = evaluateTargets(rows, facts);
  printTargets(targets, facts);
  for (const s of skipped) console.log(`skipped [${s.engine}] ${s.scenario}: ${s.reason}`);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
  writeFileSync(file, JSON.stringify({ machine, duration, warmup, connections, rows, webhooks, targets, facts, skipped }, null, 2));
  console.log(`\nresults: ${file}`);
}

await main();
