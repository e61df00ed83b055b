import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginHistoryRepo } from '../src/modules/auth/login-history.repo.js';
import { startTestServer, type TestServer } from './support/harness.js';
import { signIn } from './support/sign-in.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';

/**
 * The login history's total without a time window comes from a per-account counter (migration 0023)
 * instead of a count(*) over the account's attempts. What a user sees must not change: the total is
 * exact after sign-ins, inserts of any size, the retention purge and on a page past the end, on both
 * shapes; the window's total still counts the window.
 */
const HISTORY = '/security/sessions/history';
const SELF_HISTORY = '/web/v1/users/self/security/sessions/history';
const DAY = 86_400_000;

let server: TestServer;
let call: ReturnType<typeof partnerApi>;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMITS: 'login.email=1000/300' } });
  call = partnerApi(server);
});
afterAll(async () => {
  await server?.close();
});

/** `n` attempts of the account, `daysAgo` days old, inserted in one statement as a bulk writer would. */
async function insertAttempts(account: TestAccount, n: number, daysAgo: number): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  await server.db.query(
    `INSERT INTO login_attempts (id, account_id, attempted_at, client_ip, user_agent, success)
     SELECT 'la_' || $1 || '_' || g, $2, $3::timestamptz - g * interval '1 second', '10.0.0.1', 'ua', g % 2 = 0
       FROM generate_series(1, $4::int) g`,
    [tag, account.accountBizId, new Date(Date.now() - daysAgo * DAY), n],
  );
}

async function exactCount(account: TestAccount): Promise<number> {
  const rows = await server.db.query<{ n: bigint }>('SELECT count(*) AS n FROM login_attempts WHERE account_id = $1', [account.accountBizId]);
  return Number(rows[0]?.n);
}

async function partnerTotal(token: string, query = ''): Promise<{ totalRecords: number; totalPages: number; items: number }> {
  const res = await call(token, 'GET', `${HISTORY}?size=7${query}`);
  expect(res.status).toBe(200);
  return { totalRecords: res.body.data.pagination.totalRecords, totalPages: res.body.data.pagination.totalPages, items: res.body.data.items.length };
}

function selfHistory(token: string, query: string) {
  return server.request(`${SELF_HISTORY}${query}`, { headers: { accept: 'application/json', 'x-client-hash': 'h', authorization: `Bearer ${token}` } });
}

describe('login history total', () => {
  let owner: TestAccount;
  let other: TestAccount;
  let token: string;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createAccount(server, 'lh-owner'), createAccount(server, 'lh-other')]);
    token = (await signIn(server, owner)).accessToken;
  });

  it('counts sign-ins and bulk inserts exactly, per account, on both shapes and past the end', async () => {
    await insertAttempts(owner, 40, 10);
    await insertAttempts(other, 5, 10);
    const expected = await exactCount(owner);
    expect(expected).toBe(41);

    expect(await partnerTotal(token)).toEqual({ totalRecords: 41, totalPages: 6, items: 7 });
    expect(await partnerTotal(token, '&page=99')).toEqual({ totalRecords: 41, totalPages: 6, items: 0 });
    const self = await selfHistory(token, '?size=10');
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({ totalElements: 41, totalPages: 5, size: 10 });
  });

  it('follows the retention purge and still counts a time window by its rows', async () => {
    const before = await exactCount(owner);
    await insertAttempts(owner, 12, 400);
    expect((await partnerTotal(token)).totalRecords).toBe(before + 12);

    const purged = await createLoginHistoryRepo().purgeBefore(server.db, { before: new Date(Date.now() - 300 * DAY), limit: 1000 });
    expect(purged).toBeGreaterThanOrEqual(12);
    expect((await partnerTotal(token)).totalRecords).toBe(before);
    expect(await exactCount(owner)).toBe(before);

    const from = new Date(Date.now() - 10 * DAY - 20_000).toISOString();
    const to = new Date(Date.now() - 10 * DAY - 10_500).toISOString();
    const self = await selfHistory(token, `?startTime=${encodeURIComponent(from)}&endTime=${encodeURIComponent(to)}`);
    expect(self.status).toBe(200);
    // Attempts 11..20 seconds before the 10-day mark of the first bulk insert; a counter of the account could not say this.
    expect(self.body.data.totalElements).toBe(self.body.data.content.length);
    expect(self.body.data.totalElements).toBeGreaterThanOrEqual(8);
    expect(self.body.data.totalElements).toBeLessThan(before);
  });

  it('stays exact under concurrent sign-ins of one account', async () => {
    const fresh = await createAccount(server, 'lh-concurrent');
    const sessions = await Promise.all(Array.from({ length: 6 }, () => signIn(server, fresh)));
    expect(await exactCount(fresh)).toBe(6);
    expect((await partnerTotal(sessions[0]!.accessToken)).totalRecords).toBe(6);
  });

  it('refuses to move an attempt to another account, which would leave both counters wrong', async () => {
    await expect(
      server.db.query('UPDATE login_attempts SET account_id = $2 WHERE account_id = $1', [owner.accountBizId, other.accountBizId]),
    ).rejects.toThrow(/cannot change/);
    expect((await partnerTotal(token)).totalRecords).toBe(await exactCount(owner));
  });
});
