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
import { createWalletsRepo } from '../src/modules/money/wallets.repo.js';
import { percentile } from './closed-loop.js';
import { backendCpuSeconds, freshDatabase } from './processes.js';

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
const WS = 'ws_scale';
const OWNER = 'acc_scale_owner';

/** Bench-only seeding SQL: triggers and foreign-key checks off while rows pour in, counters set once afterwards. */
async function seed(db: Db, name: string, sql: string, params: unknown[] = []): Promise<void> {
  const start = performance.now();
  await db.query(sql, params);
  console.log(`  seeded ${name} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function seedAll(db: Db): Promise<void> {
  await seed(db, 'workspace', `
    INSERT INTO institutions (id, name) VALUES ('inst_scale', 'Scale');
    INSERT INTO accounts (id, institution_id, email, name) VALUES ('${OWNER}', 'inst_scale', 'owner@scale.test', 'Owner');
    INSERT INTO workspaces (id, institution_id, name) VALUES ('${WS}', 'inst_scale', 'Scale');
    INSERT INTO roles (id, workspace_id, name, role_type) VALUES ('role_scale_owner', '${WS}', 'Owner', 'OWNER');
    INSERT INTO ledger_accounts (id, kind, workspace_id, currency, debits_must_not_exceed_credits) VALUES ('wal_scale', 'WALLET', '${WS}', 'USD', true);`);
  // Account ids and e-mails sort like the real ones (ULID-like, lower-case); one institution holds them all.
  await seed(db, `${n('accounts')} accounts`, `
    INSERT INTO accounts (id, institution_id, email, name)
    SELECT 'acc_' || lpad(g::text, 10, '0'), 'inst_scale', 'user' || g || '@scale.test', 'User ' || g FROM generate_series(1, $1::int) g`, [n('accounts')]);
  await seed(db, `${n('members')} members`, `
    INSERT INTO memberships (id, workspace_id, account_id, role_id)
    SELECT 'mem_' || lpad(g::text, 10, '0'), '${WS}', 'acc_' || lpad(g::text, 10, '0'), 'role_scale_owner' FROM generate_series(1, $1::int) g`, [n('members')]);
  await seed(db, `${n('keys')} API keys`, `
    INSERT INTO api_keys (id, workspace_id, name, scopes, created_by, created_at)
    SELECT 'key_' || lpad(g::text, 10, '0'), '${WS}', 'key ' || g, ARRAY['wallets:read'], '${OWNER}', now() - g * interval '1 minute'
      FROM generate_series(1, $1::int) g`, [n('keys')]);
  // Every key has its current secret; every third is mid-rotation (a retired secret still valid), as the list reads them.
  await seed(db, `${n('keys')} API key secrets`, `
    INSERT INTO api_key_secrets (secret_hash, api_key_id, secret_start, expires_at)
    SELECT sha256(convert_to(k.id || r::text, 'UTF8')), k.id, 'pk_' || r, CASE WHEN r = 1 THEN now() + interval '1 day' END
      FROM api_keys k CROSS JOIN generate_series(0, 1) r
     WHERE k.workspace_id = '${WS}' AND (r = 0 OR right(k.id, 1)::int % 3 = 0)`);
  await seed(db, `${n('logins')} login-history rows`, `
    INSERT INTO login_attempts (id, account_id, attempted_at, client_ip, user_agent, success)
    SELECT 'la_' || lpad(g::text, 10, '0'), '${OWNER}', now() - g * interval '1 second', '192.0.2.1', 'bench', g % 10 <> 0
      FROM generate_series(1, $1::int) g`, [n('logins')]);
  await seedFlows(db);
  await seed(db, 'analyze', 'ANALYZE');
}

/** One credit per journal from the system account into the wallet, as recharges post them. */
async function seedFlows(db: Db): Promise<void> {
  const source = await db.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE kind = 'SYSTEM' AND currency = 'USD' ORDER BY id LIMIT 1`);
  await seed(db, `${n('flows')} wallet flows`, `
    SET session_replication_role = replica;
    INSERT INTO ledger_journals (id, kind, reference_type, reference_id, created_at)
    SELECT 'jrn_' || lpad(g::text, 10, '0'), 'RECHARGE', 'recharge', 'rch_' || g, now() - ($1::int - g) * interval '1 second'
      FROM generate_series(1, $1::int) g;
    INSERT INTO ledger_transfers (id, journal_id, ordinal, debit_account_id, credit_account_id, currency, amount, phase, created_at,
                                  debit_entry, debit_balance_after, debit_available_after, credit_entry, credit_balance_after, credit_available_after)
    SELECT 'trf_' || lpad(g::text, 10, '0'), 'jrn_' || lpad(g::text, 10, '0'), 1, '${source[0]!.id}', 'wal_scale', 'USD', 100, 'SINGLE',
           now() - ($1::int - g) * interval '1 second', g, -100 * g, -100 * g, g, 100 * g, 100 * g
      FROM generate_series(1, $1::int) g;
    UPDATE ledger_accounts SET credits_posted = 100 * $1::bigint, entries = $1::bigint WHERE id = 'wal_scale';
    UPDATE ledger_accounts SET debits_posted = 100 * $1::bigint, entries = $1::bigint WHERE id = '${source[0]!.id}';
    SET session_replication_role = origin`.replaceAll('$1::int', String(n('flows'))).replaceAll('$1::bigint', String(n('flows'))));
}

interface Timing { scenario: string; p50Ms: number; p99Ms: number; runs: number; pgCpuUsPerRun: number | undefined }

/** Latency of `work` one call at a time, and the CPU the database's backends spent per call (same host only). */
async function time(db: Db, scenario: string, work: (run: number) => Promise<unknown>, runs = n('runs')): Promise<Timing> {
  await work(0);
  const samples: number[] = [];
  const cpuBefore = await backendCpuSeconds(db);
  for (let run = 1; run <= runs; run += 1) {
    const start = performance.now();
    await work(run);
    samples.push(performance.now() - start);
  }
  const cpuAfter = await backendCpuSeconds(db);
  const pgCpuUsPerRun = cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round(((cpuAfter - cpuBefore) * 1e6) / runs);
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
  const noFilter = { from: null, to: null, kind: null };
  // What GET wallets/{id}/flows runs: the wallet, then the page and its total.
  const flowPage = (page: number) => async () => {
    const wallet = (await wallets.findAny(db, 'wal_scale'))!;
    return Promise.all([wallets.flows(db, wallet, noFilter, { size: PAGE, offset: page * PAGE }), wallets.countFlows(db, wallet, noFilter)]);
  };
  const memberPage = (page: number) => () =>
    Promise.all([members.listMembers(db, WS, { page, size: PAGE, offset: page * PAGE, sort: [] }), members.countMembers(db, WS)]);
  const email = (count: number) => (run: number) => accounts.findByEmail(db, `user${1 + ((run * 7919) % count)}@scale.test` as CanonicalEmail);
  const flowRuns = Math.min(n('runs'), 10);
  const dayAgo = new Date(Date.now() - 86_400_000);
  return [
    await time(db, `wallet flows, ${n('flows')} entries, first page`, flowPage(0), flowRuns),
    await time(db, `wallet flows, ${n('flows')} entries, page ${DEEP_PAGE}`, flowPage(DEEP_PAGE), flowRuns),
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
  const wallet = (await wallets.findAny(db, 'wal_scale'))!;
  console.log(`plan of the flows page ${DEEP_PAGE}:`);
  await wallets.flows(explaining, wallet, { from: null, to: null, kind: null }, { size: PAGE, offset: DEEP_PAGE * PAGE });
}

const database = await freshDatabase('postgres');
const db = createPostgresDb(database.env.DATABASE_URL!, { max: 4 });
try {
  await migrate(db);
  console.log('seeding');
  await seedAll(db);
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
