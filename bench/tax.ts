/**
 * `npm run bench:tax`: where a cheap request's server CPU goes. Starts, side by side, the bare node:http
 * yardstick, a minimal Fastify app with our pieces added one at a time (bench/tax-minimal.ts), and our
 * real app (one or more checkouts: `--tree` before and after a change), then loads each in turn with the
 * same autocannon run, interleaved and repeated, and prints the median server CPU per request (µs) and
 * req/s of each. CPU per request, not req/s, is the number to compare on a shared machine; the
 * interleaving spreads a neighbour's burst over every server instead of one.
 *
 *   npm run bench:tax -- --only healthz,countries --reps 3 --seconds 5
 *   npm run bench:tax -- --tree /tmp/before --tree . --only api-keys      # A/B of two checkouts
 *   npm run bench:tax -- --minimal "" --minimal logger,reqid               # chosen minimal variants
 *   npm run bench:tax -- --minimal info@/tmp/before --minimal info         # a minimal variant run from another checkout
 *   npm run bench:tax -- --tree . --tree ".#--max-semi-space-size=64"      # the same checkout with NODE_OPTIONS
 */
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { startSmtp } from '../test/support/smtp.js';
import { cpuMicros, freshDatabase, startBaseline, startPortal, type Running } from './processes.js';
import { SCENARIOS } from './scenarios/index.js';
import type { BenchTarget, PreparedScenario } from './scenarios/types.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'healthz,countries' },
    tree: { type: 'string', multiple: true },
    minimal: { type: 'string', multiple: true },
    reps: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'string' },
  },
});
const reps = Number(values.reps);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const PORTAL_CODE = 'bench-portal-code';
/** Cumulative: each variant adds one piece to the one before, so the differences attribute the pieces. */
const DEFAULT_MINIMAL = ['', 'logger', 'logger,reqid', 'logger,reqid,headers', 'logger,reqid,headers,hooks', 'logger,reqid,headers,hooks,metrics', 'logger,reqid,headers,hooks,metrics,pressure', 'logger,reqid,headers,hooks,metrics,pressure,schema'];

interface Server extends Running {
  name: string;
  pid: number | undefined;
  /** The request list per scenario this server answers (a scenario it cannot answer is absent). */
  requests: Map<string, Request[]>;
}

/** `pieces` or `pieces@tree`: the minimal app with those pieces, run from that checkout (its logger, its Fastify). */
function startMinimal(variant: string): Promise<Running & { pid: number | undefined }> {
  const [pieces, tree = '.'] = variant.split('@');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/tax-minimal.ts'], {
    cwd: tree,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', TAX_PIECES: pieces },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    // Its stdout also carries its log lines (the `stdout` pieces): read all of it, as a log shipper would.
    let seen = '';
    let started = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) return;
      seen += String(chunk);
      const port = /^\{"port":(\d+)\}$/m.exec(seen)?.[1];
      if (port === undefined) return;
      started = true;
      done({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () => new Promise<void>((stopped) => (child.exitCode !== null ? stopped() : (child.once('exit', () => stopped()), child.kill('SIGTERM')))),
      });
    });
    child.once('exit', (code) => fail(new Error(`minimal app exited with ${code}`)));
  });
}

async function measureOnce(server: Server, requests: Request[]): Promise<{ cpu: number; rps: number; errors: number }> {
  const run = (duration: number) => autocannon({ url: server.url, connections, duration, requests, timeout: 10 });
  await run(1);
  const before = cpuMicros(server.pid)!;
  const result = await run(seconds);
  const after = cpuMicros(server.pid)!;
  const count = result.requests.total;
  return { cpu: (after - before) / count, rps: count / seconds, errors: result.errors + result.timeouts + result.non2xx };
}

const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function main(): Promise<void> {
  const wanted = values.only.split(',');
  const scenarios = SCENARIOS.filter((scenario) => wanted.some((name) => scenario.name.includes(name)));
  const mail = await startSmtp();
  const servers: Server[] = [];
  const drops: Array<() => Promise<void>> = [];
  try {
    for (const spec of values.tree ?? ['.']) {
      const [tree = '.', nodeOptions] = spec.split('#');
      const database = await freshDatabase('postgres');
      drops.push(database.drop);
      const cpuProfileDir = values['cpu-prof'] ? resolve(values['cpu-prof'], servers.length.toString()) : undefined;
      const options: Record<string, string> = nodeOptions ? { NODE_OPTIONS: nodeOptions } : {};
      const portal = await startPortal({ ...database.env, ...options, SMTP_URL: mail.url }, PORTAL_CODE, cpuProfileDir, tree);
      const target: BenchTarget = { url: portal.url, portalCode: PORTAL_CODE, engine: 'postgres', databaseUrl: database.env.DATABASE_URL, connections, mail };
      const requests = new Map<string, Request[]>();
      for (const scenario of scenarios) {
        const prepared = (await scenario.prepare(target)) as PreparedScenario;
        requests.set(scenario.name, prepared.requests);
        // The yardstick answers a body of the same size, once per scenario.
        if (servers.every((s) => !s.name.startsWith(`bare ${scenario.name}`))) {
          const bare = await startBaseline(Buffer.byteLength(prepared.sampleBody));
          servers.push({ ...bare, name: `bare ${scenario.name}`, requests: new Map([[scenario.name, [{ method: 'GET', path: '/' }]]]) });
        }
      }
      servers.push({ ...portal, name: `app ${spec}`, requests });
    }
    if (scenarios.some((scenario) => scenario.name === 'GET /healthz')) {
      for (const pieces of values.minimal ?? DEFAULT_MINIMAL) {
        const minimal = await startMinimal(pieces);
        servers.push({ ...minimal, name: `fastify +${pieces || '(nothing)'}`, requests: new Map([['GET /healthz', [{ method: 'GET', path: '/healthz' }]]]) });
      }
    }

    const samples = new Map<string, Array<{ cpu: number; rps: number; errors: number }>>();
    for (let rep = 0; rep < reps; rep++) {
      for (const scenario of scenarios) {
        const answering = servers.filter((server) => server.requests.has(scenario.name));
        // Each repetition starts at another server, so no server always runs right after the same neighbour.
        const order = answering.map((_, i) => answering[(i + rep) % answering.length]!);
        for (const server of order) {
          const sample = await measureOnce(server, server.requests.get(scenario.name)!);
          const key = `${scenario.name}\t${server.name}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          console.error(`rep ${rep + 1} ${scenario.name} | ${server.name}: ${sample.cpu.toFixed(1)} µs, ${Math.round(sample.rps)} req/s${sample.errors ? `, ${sample.errors} errors` : ''}`);
        }
      }
    }
    console.log(`\n| scenario | server | CPU µs/request (median of ${reps}) | samples | req/s (median) | errors |`);
    console.log('|---|---|---|---|---|---|');
    for (const [key, list] of samples) {
      const [scenario, server] = key.split('\t');
      const cpus = list.map((s) => s.cpu);
      console.log(`| ${scenario} | ${server} | ${median(cpus).toFixed(1)} | ${cpus.map((c) => c.toFixed(0)).join(' / ')} | ${Math.round(median(list.map((s) => s.rps)))} | ${list.reduce((sum, s) => sum + s.errors, 0)} |`);
    }
  } finally {
    for (const server of servers) await server.stop();
    for (const drop of drops) await drop();
    await mail.close();
  }
}

await main();
