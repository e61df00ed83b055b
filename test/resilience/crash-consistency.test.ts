import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { actingAs, fund, ledgerOf } from '../support/money.js';
import { signIn } from '../support/sign-in.js';
import { createAccount, type TestAccount } from '../support/workspaces.js';
import { freshDatabase, NEEDS_PG, newMasterKey, processEnv, remoteServer, RESILIENCE_PG, startPortalProcess, type PortalProcess } from './support.js';

/**
 * Fault test 3 (the bank test): concurrent transfers among a few workspaces,
 * every client retrying under its Idempotency-Key until it gets an answer;
 * `kill -9` of the server mid-storm, a restart, and the retries carry on
 * against the new process. Afterwards the books must balance to the cent.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const WORKSPACES = 4;
const CURRENCIES = ['USD', 'EUR'] as const;
const FUNDING = '500.00';
const CLIENTS = 8;
/** Successful transfers seen before the kill, so the crash lands mid-storm. */
const KILL_AFTER_SUCCESSES = 30;
/** How long the clients keep retrying after the restart (a claim of the killed process stays locked for 60 s: those keys stay in doubt). */
const RETRY_AFTER_RESTART_MS = 3_000;

interface Seen {
  key: string;
  payer: number;
  bizId: string;
  amount: string;
  currency: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!RESILIENCE_PG)(`crash consistency (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  it('conserves every currency, overdraws nothing, posts each key once and keeps every 2xx the clients saw across a kill -9', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const env = processEnv(database, newMasterKey());
    let portal: PortalProcess = await startPortalProcess(env);
    cleanups.push(() => void portal.child.kill('SIGKILL'));
    const setup = remoteServer(portal.url, database);

    const accounts: TestAccount[] = await Promise.all(Array.from({ length: WORKSPACES }, (_, i) => createAccount(setup, `bank-${i}`)));
    for (const account of accounts) for (const currency of CURRENCIES) await fund(setup, account.workspaceBizId, currency, FUNDING);
    const tokens = await Promise.all(accounts.map(async (account) => (await signIn(setup, account)).accessToken));

    // Clients address whichever process is current.
    let server = setup;
    const seen: Seen[] = [];
    const answers = new Map<string, Set<string>>();
    const inDoubt = new Set<string>();
    let successes = 0;
    let retries = 0;
    let stopNew = false;
    let retryDeadline = Number.POSITIVE_INFINITY;
    let sequence = 0;

    const client = async (clientNo: number) => {
      while (!stopNew) {
        const payer = randomInt(WORKSPACES);
        const payee = (payer + 1 + randomInt(WORKSPACES - 1)) % WORKSPACES;
        const currency = CURRENCIES[randomInt(CURRENCIES.length)]!;
        const amount = (randomInt(1, 5_000) / 100).toFixed(2);
        const key = `bank-${clientNo}-${++sequence}`;
        const body = { toWorkspaceBizId: accounts[payee]!.workspaceBizId, currency, amount };
        // An answer, or give up once the retry window after the restart is over.
        for (let attempt = 0; ; attempt += 1) {
          if (Date.now() > retryDeadline) {
            inDoubt.add(key);
            break;
          }
          if (attempt > 0) retries += 1;
          const as = actingAs(server, tokens[payer]!, accounts[payer]!.workspaceBizId);
          const res = await as('POST', '/transfers', { body, headers: { 'idempotency-key': key } }).catch(() => undefined);
          if (res?.status === 201) {
            successes += 1;
            seen.push({ key, payer, bizId: res.body.data.bizId, amount, currency });
            answers.set(key, (answers.get(key) ?? new Set()).add(res.body.data.bizId));
            // Now and then the client did not hear the answer and sends it again: the replay must name the same transfer.
            if (randomInt(5) === 0) continue;
            break;
          }
          if (res && res.status < 500 && res.status !== 409) {
            // A definitive refusal (422 insufficient funds): nothing moved, the key is released.
            expect({ status: res.status, code: res.body?.code }).toEqual({ status: 422, code: 'WALLET.INSUFFICIENT_FUNDS' });
            break;
          }
          // Connection refused or reset (the process is down), 503, or 409 in progress: retry the same key.
          await sleep(50 + randomInt(100));
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));

    await expect.poll(() => successes, { timeout: 20_000, interval: 10 }).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
    portal.child.kill('SIGKILL');
    const killed = await portal.exit;
    expect(killed.signal).toBe('SIGKILL');
    const successesAtKill = successes;

    portal = await startPortalProcess(env);
    server = remoteServer(portal.url, database);
    await sleep(1_000);
    stopNew = true;
    retryDeadline = Date.now() + RETRY_AFTER_RESTART_MS;
    await Promise.all(clients);

    // Every key named one transfer, however often it was answered.
    expect([...answers.values()].filter((ids) => ids.size !== 1)).toEqual([]);

    const db = database.db;
    const transfers = await db.query<{ id: string; amount: string; currency: string; journal_id: string }>('SELECT id, amount::text, currency, journal_id FROM money_transfers');
    const byId = new Map(transfers.map((t) => [t.id, t]));
    // Every 2xx the clients saw is in the ledger, with its amount.
    for (const s of seen) {
      const row = byId.get(s.bizId);
      expect(row, `transfer ${s.bizId} of key ${s.key}`).toBeDefined();
      expect({ amount: row!.amount, currency: row!.currency }).toEqual({ amount: s.amount.replace('.', '').replace(/^0+(?=\d)/, ''), currency: s.currency });
    }
    // Exactly the completed keys made transfers (work and stored response commit together), each with its own journal.
    const completed = await db.query<{ biz_id: string }>(
      "SELECT response_body->'data'->>'bizId' AS biz_id FROM idempotency_keys WHERE state = 'COMPLETED' AND response_status = 201",
    );
    expect(completed.map((r) => r.biz_id).sort()).toEqual(transfers.map((t) => t.id).sort());
    expect(new Set(transfers.map((t) => t.journal_id)).size).toBe(transfers.length);
    // A key still in doubt is a claim of the killed process (IN_PROGRESS, lock not lapsed yet): it moved nothing.
    const doubtful = await db.query<{ state: string }>('SELECT state FROM idempotency_keys WHERE idempotency_key = ANY($1)', [[...inDoubt]]);
    expect(doubtful.filter((row) => row.state !== 'IN_PROGRESS')).toEqual([]);
    const journals = await db.query<{ n: bigint }>("SELECT count(*) AS n FROM ledger_journals WHERE kind = 'TRANSFER'");
    expect(journals[0]!.n).toBe(BigInt(transfers.length));

    // Per-currency totals conserved on the wallets, none negative, and the ledger's own invariants hold.
    const wallets = await db.query<{ currency: string; balance: string; available: string }>(
      `SELECT currency, (credits_posted - debits_posted)::text AS balance, (credits_posted - debits_posted - debits_pending)::text AS available
         FROM ledger_accounts WHERE kind = 'WALLET'`,
    );
    for (const currency of CURRENCIES) {
      const total = wallets.filter((w) => w.currency === currency).reduce((sum, w) => sum + BigInt(w.balance), 0n);
      expect(total, currency).toBe(BigInt(FUNDING.replace('.', '')) * BigInt(WORKSPACES));
    }
    expect(wallets.filter((w) => BigInt(w.available) < 0n)).toEqual([]);
    expect(await ledgerOf(setup).checkInvariants()).toMatchObject({ ok: true });

    console.log(
      `bank test: ${transfers.length} transfers (${successesAtKill} answered before kill -9, ${seen.length} answers in all, ${retries} retries), ` +
        `${inDoubt.size} keys still in doubt (claim of the killed process locked) and none of them moved money`,
    );
  });
});
