/**
 * `npm run bench`: each scenario against the real server (separate process,
 * production mode, logging at warn) and, in the same run, against a bare
 * node:http server answering a body of the same size. Prints a table and
 * writes JSON under bench/results/. Ratios to the baseline are what to
 * compare across machines; absolute numbers drift.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
import { freshDatabase, startBaseline, startPortal } from './processes.js';
import { SCENARIOS } from './scenarios/index.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const engines = (values.db === 'both' ? ['pglite', 'postgres'] : [values.db]) as Array<'pglite' | 'postgres'>;
const PORTAL_CODE = 'bench-portal-code';

interface Row {
  engine: string;
  scenario: string;
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  baselineReqPerSec: number;
  ratio: number;
  met: boolean | null;
}

async function measure(url: string, requests: Request[], seconds: number): Promise<Result> {
  return autocannon({ url, connections, duration: seconds, requests, timeout: 10 });
}

interface Skipped {
  engine: string;
  scenario: string;
  reason: string;
}

/** Every target a scenario names must hold, with no failed request; null when it names none. */
function verdict(scenario: (typeof SCENARIOS)[number], ratio: number, result: Result): boolean | null {
  const checks: boolean[] = [];
  if (scenario.minRatio !== undefined) checks.push(ratio >= scenario.minRatio);
  if (scenario.maxP99Ms !== undefined) checks.push(result.latency.p99 < scenario.maxP99Ms);
  if (scenario.minPerCpu !== undefined) checks.push(result.requests.average >= scenario.minPerCpu * cpus().length);
  if (checks.length === 0) return null;
  return checks.every(Boolean) && result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
}

async function runScenario(engine: 'pglite' | 'postgres', portalUrl: string, databaseUrl: string | undefined, scenario: (typeof SCENARIOS)[number]): Promise<Row | Skipped> {
  const prepared = await scenario.prepare({ url: portalUrl, portalCode: PORTAL_CODE, engine, databaseUrl, connections });
  if ('skip' in prepared) return { engine, scenario: scenario.name, reason: prepared.skip };
  if (warmup > 0) await measure(portalUrl, prepared.requests, warmup);
  const result = await measure(portalUrl, prepared.requests, duration);

  const baseline = await startBaseline(Buffer.byteLength(prepared.sampleBody));
  try {
    if (warmup > 0) await measure(baseline.url, [{ method: 'GET', path: '/' }], warmup);
    const bare = await measure(baseline.url, [{ method: 'GET', path: '/' }], duration);
    const ratio = result.requests.average / bare.requests.average;
    return {
      engine,
      scenario: scenario.name,
      target: scenario.target,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      baselineReqPerSec: Math.round(bare.requests.average),
      ratio: Number(ratio.toFixed(2)),
      met: verdict(scenario, ratio, result),
    };
  } finally {
    await baseline.stop();
  }
}

function printTable(rows: Row[]): void {
  const header = ['db', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare req/s', 'ratio', 'target', 'met'];
  const lines = rows.map((r) => [
    r.engine,
    r.scenario,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    String(r.baselineReqPerSec),
    `${r.ratio}×`,
    r.target,
    r.met === null ? '—' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}

async function main(): Promise<void> {
  const scenarios = SCENARIOS.filter((s) => !values.only || s.name.includes(values.only));
  const rows: Row[] = [];
  const skipped: Skipped[] = [];
  for (const engine of engines) {
    const database = await freshDatabase(engine);
    const portal = await startPortal(database.env, PORTAL_CODE);
    try {
      for (const scenario of scenarios) {
        console.error(`[${engine}] ${scenario.name} …`);
        const outcome = await runScenario(engine, portal.url, database.env.DATABASE_URL, scenario);
        if ('reason' in outcome) {
          console.error(`[${engine}] ${scenario.name} skipped: ${outcome.reason}`);
          skipped.push(outcome);
        } else rows.push(outcome);
      }
    } finally {
      await portal.stop();
      await database.drop();
    }
  }
  printTable(rows);
  for (const s of skipped) console.log(`skipped [${s.engine}] ${s.scenario}: ${s.reason}`);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
  writeFileSync(file, JSON.stringify({ machine, duration, connections, rows, skipped }, null, 2));
  console.log(`\nresults: ${file}`);
}

await main();
