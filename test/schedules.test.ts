import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli.js';
import { ConfigError, loadConfig, RETENTION } from '../src/config.js';
import { createLogger } from '../src/infra/logger.js';
import { createJobsModule } from '../src/modules/jobs/jobs.module.js';
import { createScheduler, inBatches } from '../src/modules/jobs/scheduler.js';
import { listSchedules } from '../src/modules/maintenance/maintenance.module.js';
import { startPeerServer, testEnv, type TestServer } from './support/harness.js';
import { actingAs, addExchangeRate, addRechargeChannel, balanceOf, ledgerOf } from './support/money.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The schedules of issue 17 (docs/jobs.md "Schedules"), on the engine of the run (PGlite, or PostgreSQL
 * with DATABASE_URL): recharge expiry through the schedule leaves what the lazy expiry leaves; each
 * purge deletes exactly the rows past their retention; a run is bounded; every interval runs once
 * across instances, also after a crash. The server's clock moves across intervals instead of sleeping.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const PURGE_INTERVAL = HOUR;
const BATCH = 2;
const MAX_ROWS = 4;
/** The job queue's lease (src/modules/jobs): a runner that died gives its jobs back after it. */
const LEASE = 120_000;
const RETENTION_DAYS = { outbox: 2, loginAttempts: 30, quotes: 3, idempotencyKeys: 1, refreshTokens: 5, loginSessions: 1, passwordTokens: 4, registrations: 6 };

let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;
let asAlice: ReturnType<typeof actingAs>;
let asBob: ReturnType<typeof actingAs>;
let bobToken: string;
let channel: string;

beforeAll(async () => {
  server = await startSignInServer({
    env: {
      SCHEDULE_PURGE_SECONDS: String(PURGE_INTERVAL / 1000),
      SCHEDULE_RECHARGE_EXPIRY_SECONDS: '60',
      SCHEDULE_BATCH_SIZE: String(BATCH),
      SCHEDULE_MAX_ROWS_PER_RUN: String(MAX_ROWS),
      RETENTION_OUTBOX_DAYS: String(RETENTION_DAYS.outbox),
      RETENTION_LOGIN_ATTEMPTS_DAYS: String(RETENTION_DAYS.loginAttempts),
      RETENTION_QUOTES_DAYS: String(RETENTION_DAYS.quotes),
      RETENTION_IDEMPOTENCY_KEYS_DAYS: String(RETENTION_DAYS.idempotencyKeys),
      RETENTION_REFRESH_TOKENS_DAYS: String(RETENTION_DAYS.refreshTokens),
      RETENTION_LOGIN_SESSIONS_DAYS: String(RETENTION_DAYS.loginSessions),
      RETENTION_PASSWORD_TOKENS_DAYS: String(RETENTION_DAYS.passwordTokens),
      RETENTION_REGISTRATIONS_DAYS: String(RETENTION_DAYS.registrations),
    },
  });
  [alice, bob] = await Promise.all([createAccount(server, 'sched-alice'), createAccount(server, 'sched-bob')]);
  asAlice = actingAs(server, (await signIn(server, alice)).accessToken, alice.workspaceBizId);
  bobToken = (await signIn(server, bob)).accessToken;
  asBob = actingAs(server, bobToken, bob.workspaceBizId);
  channel = await addRechargeChannel(server, { fixedFee: 50n });
  await addExchangeRate(server, 'USD', 'EUR', '0.9');
  // The runs the start queued (every schedule's current interval) are done before a test begins.
  await server.app.jobs.drain();
});
afterAll(async () => {
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

/** The next interval of every schedule comes due (the purges' interval is the longest) and the runner runs what is due. */
async function nextInterval(servers: TestServer[] = [server]): Promise<void> {
  server.clock.advance(PURGE_INTERVAL);
  await Promise.all(servers.map((s) => s.app.jobs.drain()));
}

async function counter(target: TestServer, name: string, labels: string): Promise<number> {
  const text = (await target.request('/metrics')).text;
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? 0 : Number(line.split(' ').pop());
}
const runs = (target: TestServer, schedule: string) => counter(target, 'schedule_runs_total', `schedule="${schedule}",outcome="done"`);
const rowsOf = (schedule: string) => counter(server, 'schedule_rows_total', `schedule="${schedule}"`);

describe('recharge expiry on a schedule', () => {
  const rowState = async (id: string) =>
    (
      await server.db.query<Record<string, unknown>>(
        'SELECT status, status_reason, credit_transfer_id, fee_transfer_id, completed_at, proof_file_id FROM recharges WHERE id = $1',
        [id],
      )
    )[0];
  const lapse = (id: string) => server.db.query("UPDATE recharges SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);

  it('leaves a recharge exactly as the lazy expiry does, and the wallets and the ledger untouched', async () => {
    const lazy = (await asAlice('POST', '/recharges', { body: { channelBizId: channel, amount: '20.00' } })).body.data.bizId as string;
    const scheduled = (await asBob('POST', '/recharges', { body: { channelBizId: channel, amount: '20.00' } })).body.data.bizId as string;
    const unexpired = (await asBob('POST', '/recharges', { body: { channelBizId: channel, amount: '30.00' } })).body.data.bizId as string;
    const bobBefore = await balanceOf(server, bobToken, bob.workspaceBizId, 'USD');
    await lapse(lazy);
    await lapse(scheduled);
    const expiredBefore = await rowsOf('recharge-expiry');

    // Alice's recharge expires when she reads it (the lazy path); nobody reads Bob's.
    expect((await asAlice('GET', `/recharges/${lazy}`)).body.data.status).toBe('EXPIRED');
    expect((await rowState(scheduled))!.status).toBe('AWAITING_PAYMENT');
    server.clock.advance(60_000);
    await server.app.jobs.drain();

    expect(await rowState(scheduled)).toEqual(await rowState(lazy));
    expect(await rowsOf('recharge-expiry')).toBe(expiredBefore + 1);
    expect((await rowState(unexpired))!.status).toBe('AWAITING_PAYMENT');
    const [seenLazy, seenScheduled] = [(await asAlice('GET', `/recharges/${lazy}`)).body.data, (await asBob('GET', `/recharges/${scheduled}`)).body.data];
    const shown = (dto: Record<string, unknown>) => ({ status: dto.status, statusReason: dto.statusReason, completedAt: dto.completedAt, proofFileBizId: dto.proofFileBizId });
    expect(shown(seenScheduled)).toEqual(shown(seenLazy));
    // No ledger entry existed for an unpaid recharge, so none is reversed: the wallet shows what it showed.
    expect({ ...(await balanceOf(server, bobToken, bob.workspaceBizId, 'USD')), asOf: undefined }).toEqual({ ...bobBefore, asOf: undefined });
    const wallets = (await asBob('GET', '/wallets')).body.data as Array<{ currency: string; balance: string; pending: string }>;
    expect(wallets.find((w) => w.currency === 'USD')).toMatchObject({ balance: '0.00' });
    expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  });

  it('expires at most SCHEDULE_MAX_ROWS_PER_RUN recharges in one run, the rest in the next', async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAX_ROWS + 2; i += 1) ids.push((await asBob('POST', '/recharges', { body: { channelBizId: channel, amount: '10.00' } })).body.data.bizId as string);
    for (const id of ids) await lapse(id);
    const status = async () => Promise.all(ids.map(async (id) => (await rowState(id))!.status));

    server.clock.advance(60_000);
    await server.app.jobs.drain();
    expect((await status()).filter((s) => s === 'EXPIRED')).toHaveLength(MAX_ROWS);
    server.clock.advance(60_000);
    await server.app.jobs.drain();
    expect((await status()).every((s) => s === 'EXPIRED')).toBe(true);
  });
});

/** Rows of one table, one per case, written as its owner would have left them; ids say which case. */
async function seed(now: number) {
  const q = (sql: string, params: unknown[]) => server.db.query(sql, params);
  const at = (ms: number) => new Date(ms);
  /** Before the cutoff after one more interval (deleted) and after it (kept): `days` of retention from the clock's now. */
  const gone = (days: number) => at(now - days * DAY - 2 * HOUR);
  const kept = (days: number) => at(now - days * DAY + 3 * HOUR);
  const live = at(now + DAY);
  const account = alice.accountBizId;
  const workspace = alice.workspaceBizId;
  const tag = randomBytes(4).toString('hex');
  const ids = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `t${tag}_${n}`])) as Record<string, string>;

  const outbox = ids('old1', 'old2', 'recent');
  for (const [name, created] of [['old1', gone(RETENTION_DAYS.outbox)], ['old2', gone(RETENTION_DAYS.outbox)], ['recent', kept(RETENTION_DAYS.outbox)]] as const) {
    await q('INSERT INTO outbox (id, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [outbox[name], 'x@example.com', 's', 'b', created]);
  }
  const attempts = ids('old', 'recent');
  for (const [name, when] of [['old', gone(RETENTION_DAYS.loginAttempts)], ['recent', kept(RETENTION_DAYS.loginAttempts)]] as const) {
    await q('INSERT INTO login_attempts (id, account_id, attempted_at, client_ip, user_agent, success) VALUES ($1, $2, $3, $4, $5, true)', [attempts[name], account, when, '127.0.0.1', 'ua']);
  }
  const logins = ids('old', 'recent', 'live');
  for (const [name, expires] of [['old', gone(RETENTION_DAYS.loginSessions)], ['recent', kept(RETENTION_DAYS.loginSessions)], ['live', live]] as const) {
    await q('INSERT INTO login_sessions (id, account_id, client_hash, client_ip, user_agent, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [logins[name], account, 'h', '127.0.0.1', 'ua', expires]);
  }
  const passwordTokens = ids('oldUsed', 'old', 'recent', 'live');
  for (const [name, expires, used] of [
    ['oldUsed', gone(RETENTION_DAYS.passwordTokens), true],
    ['old', gone(RETENTION_DAYS.passwordTokens), false],
    ['recent', kept(RETENTION_DAYS.passwordTokens), false],
    ['live', live, false],
  ] as const) {
    await q('INSERT INTO password_tokens (id, account_id, purpose, token_hash, expires_at, used_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      passwordTokens[name],
      account,
      'RESET',
      randomBytes(32),
      expires,
      used ? expires : null,
    ]);
  }
  const registrations = ids('old', 'oldCompleted', 'recent', 'live');
  for (const [name, expires, completed] of [
    ['old', gone(RETENTION_DAYS.registrations), false],
    ['oldCompleted', gone(RETENTION_DAYS.registrations), true],
    ['recent', kept(RETENTION_DAYS.registrations), false],
    ['live', live, false],
  ] as const) {
    await q(
      'INSERT INTO registrations (id, email, code_expires_at, expires_at, verified_at, completed_at, account_id) VALUES ($1, $2, $3, $3, $4, $4, $5)',
      [registrations[name], `${name}-${tag}@example.com`, expires, completed ? expires : null, completed ? account : null],
    );
  }
  // Sessions: ended long ago, expired long ago, ended recently, live (with a rotated token kept for reuse detection).
  const sessions = ids('ended', 'expired', 'recent', 'live');
  const tokens: Record<string, Buffer[]> = {};
  for (const [name, expires, ended] of [
    ['ended', live, gone(RETENTION_DAYS.refreshTokens)],
    ['expired', gone(RETENTION_DAYS.refreshTokens), null],
    ['recent', live, kept(RETENTION_DAYS.refreshTokens)],
    ['live', live, null],
  ] as const) {
    await q(
      `INSERT INTO auth_sessions (id, account_id, portal, client_hash, client_ip, user_agent, created_at, expires_at, ended_at, end_reason)
       VALUES ($1, $2, 'PARTNER', 'h', '127.0.0.1', 'ua', $3, $4, $5, $6)`,
      [sessions[name], account, at(now - 40 * DAY), expires, ended, ended ? 'LOGOUT' : null],
    );
    tokens[name] = [randomBytes(32), randomBytes(32)];
    await q('INSERT INTO refresh_tokens (token_hash, session_id, rotated_at) VALUES ($1, $2, $3), ($4, $2, NULL)', [tokens[name]![0], sessions[name], at(now - 39 * DAY), tokens[name]![1]]);
  }
  const rechargeQuotes = ids('old', 'oldUsed', 'recent', 'live');
  const exchangeQuotes = ids('old', 'oldUsed', 'recent', 'live');
  for (const [name, expires, used] of [
    ['old', gone(RETENTION_DAYS.quotes), false],
    ['oldUsed', gone(RETENTION_DAYS.quotes), true],
    ['recent', kept(RETENTION_DAYS.quotes), false],
    ['live', live, false],
  ] as const) {
    await q('INSERT INTO recharge_quotes (id, workspace_id, channel_id, currency, amount, fee, expires_at, used_at) VALUES ($1, $2, $3, $4, 1000, 50, $5, $6)', [
      rechargeQuotes[name],
      workspace,
      channel,
      'USD',
      expires,
      used ? expires : null,
    ]);
    await q(
      `INSERT INTO exchange_quotes (id, workspace_id, sell_currency, buy_currency, sell_amount, buy_amount, fee, rate, expires_at, used_at, created_by)
       VALUES ($1, $2, 'USD', 'EUR', 1000, 900, 0, 0.9, $3, $4, $5)`,
      [exchangeQuotes[name], workspace, expires, used ? expires : null, account],
    );
  }
  const idempotency = ids('old', 'oldLocked', 'recent', 'live');
  for (const [name, expires, locked] of [
    ['old', gone(RETENTION_DAYS.idempotencyKeys), null],
    // A claim still holding its lock is some request's work in progress, whatever its expiry says.
    ['oldLocked', gone(RETENTION_DAYS.idempotencyKeys), at(Date.now() + HOUR)],
    ['recent', kept(RETENTION_DAYS.idempotencyKeys), null],
    // Inside its replay window: the same key must still replay the first answer.
    ['live', live, null],
  ] as const) {
    const completed = locked === null;
    await q(
      `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, state, locked_until, response_status, response_body, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [`test-${tag}`, idempotency[name], 'a'.repeat(64), completed ? 'COMPLETED' : 'IN_PROGRESS', locked, completed ? 200 : null, completed ? '{}' : null, expires],
    );
  }
  return { tag, outbox, attempts, logins, passwordTokens, registrations, sessions, tokens, rechargeQuotes, exchangeQuotes, idempotency };
}

describe('purges', () => {
  it('delete exactly the rows past their retention in every table, and keep live, recent and still-needed ones', async () => {
    const s = await seed(server.clock.now());
    const left = async (table: string, column: string, ids: Record<string, string>) => {
      const rows = await server.db.query<{ id: string }>(`SELECT ${column} AS id FROM ${table} WHERE ${column} = ANY($1::text[])`, [Object.values(ids)]);
      const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
      return rows.map((row) => byId.get(row.id)).sort();
    };
    const tokensLeft = async () => {
      const all = Object.entries(s.tokens).flatMap(([name, hashes]) => hashes.map((hash, i) => [`${name}${i === 0 ? '-rotated' : ''}`, hash] as const));
      const rows = await server.db.query<{ token_hash: Buffer }>('SELECT token_hash FROM refresh_tokens WHERE token_hash = ANY($1::bytea[])', [all.map(([, hash]) => hash)]);
      return all.filter(([, hash]) => rows.some((row) => Buffer.from(row.token_hash).equals(hash))).map(([name]) => name).sort();
    };

    await nextInterval();

    expect(await left('outbox', 'id', s.outbox)).toEqual(['recent']);
    expect(await left('login_attempts', 'id', s.attempts)).toEqual(['recent']);
    expect(await left('login_sessions', 'id', s.logins)).toEqual(['live', 'recent']);
    expect(await left('password_tokens', 'id', s.passwordTokens)).toEqual(['live', 'recent']);
    expect(await left('registrations', 'id', s.registrations)).toEqual(['live', 'oldCompleted', 'recent']);
    expect(await left('recharge_quotes', 'id', s.rechargeQuotes)).toEqual(['live', 'oldUsed', 'recent']);
    expect(await left('exchange_quotes', 'id', s.exchangeQuotes)).toEqual(['live', 'oldUsed', 'recent']);
    expect(await left('idempotency_keys', 'idempotency_key', s.idempotency)).toEqual(['live', 'oldLocked', 'recent']);
    expect(await tokensLeft()).toEqual(['live', 'live-rotated', 'recent', 'recent-rotated']);
    // The sessions themselves are the login history's sessions page: only their tokens go.
    expect(await left('auth_sessions', 'id', s.sessions)).toEqual(['ended', 'expired', 'live', 'recent']);

    // A week later the recent and the then-live rows are past their retention too; a held claim and a completed registration stay.
    server.clock.advance(7 * DAY);
    await nextInterval();
    expect(await left('registrations', 'id', s.registrations)).toEqual(['oldCompleted']);
    expect(await left('idempotency_keys', 'idempotency_key', s.idempotency)).toEqual(['oldLocked']);
  });

  it('delete at most SCHEDULE_MAX_ROWS_PER_RUN rows of a table per run, in statements of SCHEDULE_BATCH_SIZE', async () => {
    // Mails of the sign-ins above that aged past their retention meanwhile go first, so the run below deletes only these.
    await nextInterval();
    await nextInterval();
    const old = new Date(server.clock.now() - (RETENTION_DAYS.outbox + 1) * DAY);
    const ids = Array.from({ length: MAX_ROWS + 2 }, (_, i) => `tcap${randomBytes(3).toString('hex')}_${i}`);
    for (const id of ids) await server.db.query('INSERT INTO outbox (id, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [id, 'x@example.com', 's', 'b', old]);
    const remaining = async () => (await server.db.query('SELECT id FROM outbox WHERE id = ANY($1::text[])', [ids])).length;
    const before = await rowsOf('purge-outbox');

    await nextInterval();
    expect(await remaining()).toBe(2);
    expect(await rowsOf('purge-outbox')).toBe(before + MAX_ROWS);
    await nextInterval();
    expect(await remaining()).toBe(0);

    // The statements themselves: each asks for at most a batch, and a run stops at its cap.
    const asked: number[] = [];
    const total = await inBatches(async (limit) => (asked.push(limit), limit), { batchSize: 3, maxRows: 7 });
    expect({ total, asked }).toEqual({ total: 7, asked: [3, 3, 1] });
  });
});

describe('once per interval', () => {
  it('runs each interval once across two instances, not again on an instance started late, and after a crash once the lease ran out', async () => {
    const peer = await startPeerServer(server);
    let late: TestServer | undefined;
    try {
      const total = async (...servers: TestServer[]) => (await Promise.all(servers.map((s) => runs(s, 'purge-outbox')))).reduce((a, b) => a + b, 0);
      const start = await total(server, peer);
      for (let i = 1; i <= 3; i += 1) {
        await nextInterval([server, peer]);
        expect(await total(server, peer)).toBe(start + i);
      }
      // An instance that starts within an interval that already ran queues the next one, not this one again.
      late = await startPeerServer(server);
      await Promise.all([server, peer, late].map((s) => s.app.jobs.drain()));
      expect(await total(server, peer, late)).toBe(start + 3);

      // The next run is claimed, when it comes due, by a runner that then dies (kill -9): the lease holds the job, then frees it.
      const claimed = await server.db.query(
        `UPDATE jobs SET attempts = attempts + 1, locked_by = 'runner_killed', locked_until = $1 WHERE task = 'schedule.purge-outbox' AND state = 'queued' RETURNING id`,
        [new Date(server.clock.now() + PURGE_INTERVAL + LEASE)],
      );
      expect(claimed).toHaveLength(1);
      server.clock.advance(PURGE_INTERVAL);
      await Promise.all([server, peer, late].map((s) => s.app.jobs.drain()));
      expect(await total(server, peer, late)).toBe(start + 3);
      server.clock.advance(LEASE + 1_000);
      await Promise.all([server, peer, late].map((s) => s.app.jobs.drain()));
      expect(await total(server, peer, late)).toBe(start + 4);
    } finally {
      await late?.close();
      await peer.close();
    }
  });

  it('does nothing for a job of an interval that ran already (a retry overtaken by the next interval)', async () => {
    await nextInterval();
    const [run] = await server.db.query<{ last_slot: string }>("SELECT last_slot::text AS last_slot FROM schedule_runs WHERE name = 'purge-outbox'");
    const last = run!.last_slot;
    const jobs = createJobsModule({ db: server.db, config: server.config, clock: server.clock, log: createLogger('silent') });
    const old = new Date(server.clock.now() - (RETENTION_DAYS.outbox + 1) * DAY);
    const id = `tskip${randomBytes(3).toString('hex')}`;
    await server.db.query('INSERT INTO outbox (id, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [id, 'x@example.com', 's', 'b', old]);
    const [done, skipped] = [await runs(server, 'purge-outbox'), await counter(server, 'schedule_runs_total', 'schedule="purge-outbox",outcome="skipped"')];

    await server.db.transaction((tx) => jobs.queue.enqueue(tx, 'schedule.purge-outbox', { slot: Number(last) }, { maxAttempts: 3, jobKey: `schedule:purge-outbox:${last}` }));
    await server.app.jobs.drain();

    expect(await runs(server, 'purge-outbox')).toBe(done);
    expect(await counter(server, 'schedule_runs_total', 'schedule="purge-outbox",outcome="skipped"')).toBe(skipped + 1);
    // Its interval's run is over: the mail that aged past its retention since waits for the next one.
    expect(await server.db.query('SELECT id FROM outbox WHERE id = $1', [id])).toHaveLength(1);
    await nextInterval();
    expect(await server.db.query('SELECT id FROM outbox WHERE id = $1', [id])).toHaveLength(0);
  });

  it('retries a run that failed, after its backoff, and runs the next interval even when one is dead', async () => {
    // A schedule of the test's own on the server's database: the same scheduler, a run that fails on demand.
    const jobs = createJobsModule({ db: server.db, config: server.config, clock: server.clock, log: createLogger('silent') });
    let failures = 1;
    let done = 0;
    const name = `flaky-${randomBytes(3).toString('hex')}`;
    const scheduler = createScheduler({
      db: server.db,
      queue: jobs.queue,
      runner: jobs.runner,
      clock: server.clock,
      log: createLogger('silent'),
      schedules: [
        {
          name,
          intervalMs: DAY,
          async run() {
            if (failures > 0) {
              failures -= 1;
              throw new Error('the database went away');
            }
            done += 1;
            return 0;
          },
        },
      ],
    });
    await scheduler.start();
    try {
      await jobs.runner.drain();
      expect(done).toBe(0);
      server.clock.advance(10_000);
      await jobs.runner.drain();
      expect(done).toBe(1);
      const [view] = await scheduler.list();
      expect(view).toMatchObject({ name, intervalSeconds: 86_400, lastRows: 0 });

      // Every attempt of the next interval fails: its job is dead, and the one after runs all the same.
      failures = 3;
      server.clock.advance(DAY);
      for (let i = 0; i < 3; i += 1) {
        await jobs.runner.drain();
        server.clock.advance(60_000);
      }
      expect(done).toBe(1);
      server.clock.advance(DAY);
      await jobs.runner.drain();
      expect(done).toBe(2);
    } finally {
      scheduler.stop();
      await server.db.query("DELETE FROM jobs WHERE task = $1", [`schedule.${name}`]);
    }
  });
});

describe('portal jobs schedules', () => {
  /** The real command on PostgreSQL (any process may open it); on PGlite, which the server holds, the same listing on its database. */
  async function listed(): Promise<Array<Record<string, unknown>>> {
    if (!server.config.db.url) return listSchedules(server.db, server.config.schedules, server.clock.now()) as unknown as Promise<Array<Record<string, unknown>>>;
    const out: string[] = [];
    for (const [name, value] of Object.entries({ NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL: server.config.db.url, LOG_LEVEL: 'silent' })) vi.stubEnv(name, value);
    try {
      const code = await runCli(['jobs', 'schedules'], { out: (line) => out.push(line), err: () => undefined, readStdin: async () => '' });
      expect(code).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
    return out.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('lists every schedule with its interval, its last run and rows, and when it runs next', async () => {
    // The intervals the clock jumped into above run first: the listing then shows no interval as due.
    await server.app.jobs.drain();
    const schedules = await listed();
    expect(schedules.map((s) => s.name)).toEqual([
      'recharge-expiry',
      'purge-refresh-tokens',
      'purge-login-sessions',
      'purge-login-attempts',
      'purge-outbox',
      'purge-password-tokens',
      'purge-registrations',
      'purge-recharge-quotes',
      'purge-exchange-quotes',
      'purge-idempotency-keys',
    ]);
    const outbox = schedules.find((s) => s.name === 'purge-outbox')!;
    expect(outbox).toMatchObject({ intervalSeconds: PURGE_INTERVAL / 1000, lastRows: expect.any(Number), lastFinishedAt: expect.any(String) });
    expect(schedules.find((s) => s.name === 'recharge-expiry')).toMatchObject({ intervalSeconds: 60 });
    // The interval after the one the last run ran in (late runs included: the clock jumped days above), never one that ran already.
    expect(Date.parse(String(outbox.nextRunAt))).toBeGreaterThan(Date.parse(String(outbox.lastFinishedAt)) - 1_000);
    expect(Date.parse(String(outbox.nextRunAt))).toBeLessThanOrEqual(Date.parse(String(outbox.lastFinishedAt)) + PURGE_INTERVAL);
  });
});

describe('schedule configuration', () => {
  const load = (env: Record<string, string>) => () => loadConfig(testEnv(env));
  const refused = (env: Record<string, string>): string[] => {
    try {
      load(env)();
    } catch (error) {
      if (error instanceof ConfigError) return error.problems.map((p) => p.variable);
      throw error;
    }
    return [];
  };

  it('has a default for every interval and retention', () => {
    const { schedules } = loadConfig(testEnv());
    expect(schedules).toMatchObject({ rechargeExpiryIntervalSec: 60, purgeIntervalSec: 3_600, batchSize: 500, maxRowsPerRun: 50_000 });
    expect(schedules.retentionDays).toEqual(Object.fromEntries(Object.entries(RETENTION).map(([table, [, days]]) => [table, days])));
  });

  it('refuses a bad value at start, naming the variable', () => {
    expect(refused({ RETENTION_OUTBOX_DAYS: 'seven' })).toEqual(['RETENTION_OUTBOX_DAYS']);
    expect(refused({ RETENTION_QUOTES_DAYS: '-1' })).toEqual(['RETENTION_QUOTES_DAYS']);
    expect(refused({ RETENTION_IDEMPOTENCY_KEYS_DAYS: '3651' })).toEqual(['RETENTION_IDEMPOTENCY_KEYS_DAYS']);
    // The login history is kept at least a day.
    expect(refused({ RETENTION_LOGIN_ATTEMPTS_DAYS: '0' })).toEqual(['RETENTION_LOGIN_ATTEMPTS_DAYS']);
    expect(refused({ SCHEDULE_PURGE_SECONDS: '1' })).toEqual(['SCHEDULE_PURGE_SECONDS']);
    expect(refused({ SCHEDULE_RECHARGE_EXPIRY_SECONDS: '0' })).toEqual(['SCHEDULE_RECHARGE_EXPIRY_SECONDS']);
    expect(refused({ SCHEDULE_BATCH_SIZE: '0', RETENTION_REGISTRATIONS_DAYS: 'x' })).toEqual(['SCHEDULE_BATCH_SIZE', 'RETENTION_REGISTRATIONS_DAYS']);
    expect(refused({ SCHEDULE_BATCH_SIZE: '100', SCHEDULE_MAX_ROWS_PER_RUN: '99' })).toEqual(['SCHEDULE_MAX_ROWS_PER_RUN']);
    expect(refused({ RETENTION_OUTBOX_DAYS: '0' })).toEqual([]);
  });
});
