/**
 * `npm run bench:scale`: what the portal's reads cost when the data grows
 * (issue 19, docs/performance.md "Cost at scale"). On a fresh PostgreSQL
 * database it seeds, with set-based SQL (generate_series), a wallet with
 * `--flows` ledger entries, a workspace with 10,000 members and 100 API keys,
 * `--logins` login-history rows for one account and `--accounts` accounts;
 * then times the repositories' own queries — the SQL each endpoint runs — and
 * prints p50/p99 per scenario. HTTP, JSON and auth cost are not in these
 * figures: they do not grow with the data (the per-request CPU of `npm run
 * bench` covers them). Needs DATABASE_URL (an admin URL); writes JSON under
 * bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createPostgresDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import type { CanonicalEmail } from '../src/infra/email-address.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { createApiKeysRepo } from '../src/modules/api-keys/api-keys.repo.js';
import { createLoginHistoryRepo } from '../src/modules/auth/login-history.repo.js';
import { createMembersRepo } from '../src/modules/members/members.repo.js';
import { createWalletsRepo, type FlowFilter } from '../src/modules/money/wallets.repo.js';
import { percentile } from './closed-loop.js';
import { backendCpuMeter, freshDatabase } from './processes.js';
import { OWNER, seedAll, WALLET, WS } from './scale-seed.js';

const { values } = parseArgs({
  options: {
    flows: { type: 'string', default: '1000000' },
    logins: { type: 'string', default: '1000000' },
    accounts: { type: 'string', default: '100000' },
    members: { type: 'string', default: '10000' },
    keys: { type: 'string', default: '100' },
    runs: { type: 'string', default: '50' },
  },
});
const n = (name: keyof typeof values) => Number(values[name]);
const PAGE = 20;
const DEEP_PAGE = 10_000;
/** The api-keys page the HTTP bench asks for. */
const KEYS_PAGE = 50;

interface Timing { scenario: string; p50Ms: number; p99Ms: number; runs: number; pgCpuUsPerRun: number | undefined }

/** Latency of `work` one call at a time, and the CPU the database's backends spent per call (same host only). */
async function time(db: Db, scenario: string, work: (run: number) => Promise<unknown>, runs = n('runs')): Promise<Timing> {
  await work(0);
  const samples: number[] = [];
  const pgCpu = await backendCpuMeter(db);
  for (let run = 1; run <= runs; run += 1) {
    const start = performance.now();
    await work(run);
    samples.push(performance.now() - start);
  }
  const pgSeconds = await pgCpu();
  const pgCpuUsPerRun = pgSeconds === undefined ? undefined : Math.round((pgSeconds * 1e6) / runs);
  samples.sort((a, b) => a - b);
  const timing = { scenario, p50Ms: round(percentile(samples, 50)), p99Ms: round(percentile(samples, 99)), runs, pgCpuUsPerRun };
  const cells = [`p50 ${timing.p50Ms.toFixed(2).padStart(9)} ms`, `p99 ${timing.p99Ms.toFixed(2).padStart(9)} ms`, `pg ${String(pgCpuUsPerRun ?? '?').padStart(8)} µs`];
  console.log(`  ${scenario.padEnd(58)} ${cells.join('   ')}`);
  return timing;
}
const round = (ms: number) => Math.round(ms * 100) / 100;

async function measure(db: Db): Promise<Timing[]> {
  const wallets = createWalletsRepo();
  const members = createMembersRepo();
  const keys = createApiKeysRepo();
  const logins = createLoginHistoryRepo();
  const accounts = createAccountsRepo();
  const noFilter: FlowFilter = { from: null, to: null, kind: null };
  // What GET wallets/{id}/flows runs: the wallet, then the page and its total.
  const recharges: FlowFilter = { ...noFilter, kind: 'RECHARGE' };
  const lastDay: FlowFilter = { ...noFilter, from: new Date(Date.now() - 86_400_000) };
  const flowPage = (page: number, filter: FlowFilter = noFilter) => async () => {
    const wallet = (await wallets.findAny(db, WALLET))!;
    return Promise.all([wallets.flows(db, wallet, filter, { size: PAGE, offset: page * PAGE }), wallets.countFlows(db, wallet, filter)]);
  };
  const memberPage = (page: number) => () =>
    Promise.all([members.listMembers(db, WS, { page, size: PAGE, offset: page * PAGE, sort: [] }), members.countMembers(db, WS)]);
  const email = (count: number) => (run: number) => accounts.findByEmail(db, `user${1 + ((run * 7919) % count)}@scale.test` as CanonicalEmail);
  const flowRuns = Math.min(n('runs'), 10);
  const dayAgo = new Date(Date.now() - 86_400_000);
  return [
    await time(db, `wallet flows, ${n('flows')} entries, first page`, flowPage(0), flowRuns),
    await time(db, `wallet flows, ${n('flows')} entries, page ${DEEP_PAGE}`, flowPage(DEEP_PAGE), flowRuns),
    // Filtered pages cannot jump to an entry range: they walk the wallet's entries newest first through the offset.
    // Every seeded entry is a recharge, so the kind filter is the worst case (it keeps every row it walks).
    await time(db, `wallet flows, ${n('flows')} entries, type filter, first page`, flowPage(0, recharges), flowRuns),
    await time(db, `wallet flows, ${n('flows')} entries, type filter, page ${DEEP_PAGE}`, flowPage(DEEP_PAGE, recharges), flowRuns),
    await time(db, `wallet flows, ${n('flows')} entries, last day's window, first page`, flowPage(0, lastDay), flowRuns),
    await time(db, `members, ${n('members')} in the workspace, first page`, memberPage(0)),
    await time(db, `members, ${n('members')} in the workspace, last page`, memberPage(Math.floor(n('members') / PAGE) - 1)),
    await time(db, `api keys, ${n('keys')} in the workspace, first page of ${KEYS_PAGE}`, () => keys.listKeys(db, WS, { size: KEYS_PAGE, offset: 0 })),
    await time(db, `login history, ${n('logins')} rows, first page`, () => logins.page(db, { accountId: OWNER, limit: PAGE, offset: 0 })),
    await time(db, `login history, ${n('logins')} rows, page 1,000`, () => logins.page(db, { accountId: OWNER, limit: PAGE, offset: 1000 * PAGE })),
    await time(db, `login history, ${n('logins')} rows, one day's window`, () => logins.page(db, { accountId: OWNER, from: dayAgo, limit: PAGE, offset: 0 })),
    await time(db, 'sign-in lookup by e-mail among the first 1,000 accounts', email(1000), 500),
    await time(db, `sign-in lookup by e-mail among ${n('accounts')} accounts`, email(n('accounts')), 500),
  ];
}

/** The plan of the deep flows page, as the repository sends it: every statement it runs, prefixed with EXPLAIN. */
async function explainDeepFlows(db: Db): Promise<void> {
  const wallets = createWalletsRepo();
  const explaining = {
    query: async <R,>(sql: string, params?: readonly unknown[]) => {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n'));
      return [] as R[];
    },
    exec: (sql: string) => db.exec(sql),
  };
  const wallet = (await wallets.findAny(db, WALLET))!;
  console.log(`plan of the flows page ${DEEP_PAGE}:`);
  await wallets.flows(explaining, wallet, { from: null, to: null, kind: null }, { size: PAGE, offset: DEEP_PAGE * PAGE });
}

const database = await freshDatabase('postgres');
const db = createPostgresDb(database.env.DATABASE_URL!, { max: 4 });
try {
  await migrate(db);
  console.log('seeding');
  await seedAll(db, { accounts: n('accounts'), members: n('members'), keys: n('keys'), logins: n('logins'), flows: n('flows') });
  console.log('measuring (repository SQL on PostgreSQL, one client)');
  const timings = await measure(db);
  await explainDeepFlows(db);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/scale-${new Date().toISOString().replaceAll(':', '-')}.json`;
  writeFileSync(file, `${JSON.stringify({ options: values, timings }, null, 2)}\n`);
  console.log(`wrote ${file}`);
} finally {
  await db.close();
  await database.drop();
}
