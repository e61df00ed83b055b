import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/harness.js';
import { actingAs, fund } from '../support/money.js';
import { openChannel, sendEncrypted } from '../support/secure-channel-client.js';
import { signIn, uniqueIp } from '../support/sign-in.js';
import type { TestDatabase } from '../support/test-db.js';
import { createAccount, type TestAccount } from '../support/workspaces.js';
import { freshDatabase, NEEDS_PG, newMasterKey, portalHeaders, processEnv, remoteServer, RESILIENCE_PG, startPortalProcess, type PortalProcess } from './support.js';

/**
 * Fault test 4: two `portal serve` processes on one PostgreSQL database, the
 * way a scaled-out deployment runs them. Whatever one instance decides about
 * sessions, secure channels, login limits and idempotency keys, the other
 * honours.
 */
const LOGIN_EMAIL_LIMIT = 4;
/** DESIGN.md: an instance may trust what it last read about a session for 5 s. */
const SESSION_STATE_CACHE_MS = 5_000;

let database: TestDatabase;
let a: PortalProcess;
let b: PortalProcess;
let serverA: TestServer;
let serverB: TestServer;

describe.skipIf(!RESILIENCE_PG)(`two instances on one PostgreSQL (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  beforeAll(async () => {
    database = await freshDatabase();
    const env = processEnv(database, newMasterKey(), {
      SECURE_CHANNEL_KEY_SIZE: '2048',
      RATE_LIMITS: `login.email=${LOGIN_EMAIL_LIMIT}/300`,
    });
    [a, b] = await Promise.all([startPortalProcess(env), startPortalProcess(env)]);
    serverA = remoteServer(a.url, database);
    serverB = remoteServer(b.url, database);
  });
  afterAll(async () => {
    a?.child.kill('SIGKILL');
    b?.child.kill('SIGKILL');
    await Promise.all([a?.exit, b?.exit].map((exit) => exit?.catch(() => undefined)));
    await database?.drop();
  });

  it(`refuses on B, within ${SESSION_STATE_CACHE_MS / 1000} s, a session terminated through A`, async () => {
    const account = await createAccount(serverA, 'two-sessions');
    const doomed = await signIn(serverA, account);
    const keeper = await signIn(serverA, account);
    const profile = (server: TestServer, token: string) => server.request('/web/v1/partner/profile', { headers: portalHeaders({ authorization: `Bearer ${token}` }) });
    // B has seen the session alive (and may cache that).
    expect((await profile(serverB, doomed.accessToken)).status).toBe(200);

    const keeperHeaders = portalHeaders({ authorization: `Bearer ${keeper.accessToken}` });
    const sessions = await serverA.request('/web/v1/partner/security/sessions', { headers: keeperHeaders });
    const target = (sessions.body.data as Array<{ sessionId?: string; id?: string; bizId?: string; isCurrent: boolean }>).find((s) => !s.isCurrent)!;
    const sessionId = target.sessionId ?? target.bizId ?? target.id;
    const terminated = await serverA.request('/web/v1/partner/security/sessions/terminate', { method: 'POST', headers: keeperHeaders, body: { sessionId } });
    expect(terminated.status).toBe(200);
    const endedAt = Date.now();

    expect((await profile(serverA, doomed.accessToken)).status).toBe(401);
    await expect.poll(async () => (await profile(serverB, doomed.accessToken)).status, { timeout: SESSION_STATE_CACHE_MS + 1_000, interval: 20 }).toBe(401);
    const refusedAfter = Date.now() - endedAt;
    // B re-reads a session at most 5 s after its last read (which came before the termination); the slack is
    // the probe's own poll interval and round trip on a busy machine.
    expect(refusedAfter).toBeLessThanOrEqual(SESSION_STATE_CACHE_MS + 250);
    // The other session lives on, on both.
    expect((await profile(serverB, keeper.accessToken)).status).toBe(200);
    console.log(`two instances: B refused the terminated session ${refusedAfter} ms after A ended it`);
  });

  it('decrypts on B a secure-channel request whose session was opened on A (the real login route)', async () => {
    const account = await createAccount(serverA, 'two-channel');
    const channel = await openChannel(serverA);
    const { res } = await sendEncrypted(serverB, channel, '/web/v1/partner/auth/login/initiate', { email: account.email, password: account.password }, {
      headers: { 'cf-connecting-ip': uniqueIp() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sessionId).toEqual(expect.any(String));
  });

  it('shares the login limit: attempts on A and B add up to one budget', async () => {
    const account: TestAccount = await createAccount(serverA, 'two-limit');
    const attempt = (server: TestServer) =>
      server.request('/web/v1/partner/auth/login/initiate', {
        method: 'POST',
        headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }),
        body: { email: account.email, password: 'not the password at all' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_EMAIL_LIMIT; i += 1) statuses.push((await attempt(i % 2 ? serverB : serverA)).status);
    expect(statuses.every((status) => status !== 429 && status < 500)).toBe(true);
    // Either instance now refuses the address, although neither saw more than half the attempts.
    for (const server of [serverA, serverB]) {
      const refused = await attempt(server);
      expect({ status: refused.status, code: refused.body?.code }).toEqual({ status: 429, code: 'RATE_LIMIT.EXCEEDED' });
    }
  });

  it('keeps an Idempotency-Key of a money POST across instances: one transfer, the rest replay it or wait', async () => {
    const [payer, payee] = await Promise.all([createAccount(serverA, 'two-payer'), createAccount(serverA, 'two-payee')]);
    await fund(serverA, payer.workspaceBizId, 'USD', '100.00');
    const { accessToken } = await signIn(serverA, payer);
    const onA = actingAs(serverA, accessToken, payer.workspaceBizId);
    const onB = actingAs(serverB, accessToken, payer.workspaceBizId);
    const key = `two-instances-${Date.now()}`;
    const body = { toWorkspaceBizId: payee.workspaceBizId, currency: 'USD', amount: '7.25' };
    const headers = { 'idempotency-key': key };

    const storm = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? onB : onA)('POST', '/transfers', { body, headers })));
    const outcomes = storm.map((res) => (res.status === 201 ? 'created' : `${res.status} ${res.body?.code}`));
    expect(outcomes.filter((o) => o !== 'created' && o !== '409 IDEMPOTENCY.REQUEST_IN_PROGRESS')).toEqual([]);
    const created = storm.filter((res) => res.status === 201);
    expect(new Set(created.map((res) => res.body.data.bizId)).size).toBe(1);

    // A later retry on either instance replays the first answer byte for byte.
    const firstA = await onA('POST', '/transfers', { body, headers });
    const firstB = await onB('POST', '/transfers', { body, headers });
    expect(firstB.text).toBe(firstA.text);
    expect(firstB.headers.get('idempotency-replayed')).toBe('true');
    expect(firstB.body.data.bizId).toBe(created[0]!.body.data.bizId);

    // Money moved once: 100.00 − 7.25 (no fee on transfers between workspaces).
    const balance = await onB('GET', '/wallets');
    const usd = (balance.body.data as Array<{ currency: string; balance: string }>).find((w) => w.currency === 'USD')!;
    expect(usd.balance).toBe('92.75');
  });
});
