import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders, startPeerServer, startTestServer, type TestServer } from './support/harness.js';
import { authBase, signIn, uniqueIp } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

/**
 * Refresh across two instances on one database: a token is rotated once
 * whichever instances it reaches, and what one instance ends the other
 * refuses. (An in-process memory of issued tokens' holders was tried and
 * dropped: a step-up changes the session's auth time without rotating its
 * tokens, so the remembered auth time went stale — test/auth-step-up.test.ts.)
 */
const AUTH = authBase('PARTNER');
const SESSIONS = '/web/v1/partner/security/sessions';

let issuer: TestServer;
let peer: TestServer;
let account: TestAccount;

beforeAll(async () => {
  issuer = await startTestServer({ env: { REFRESH_GRACE_SECONDS: '2', RATE_LIMITS: 'login.email=1000/300' } });
  peer = await startPeerServer(issuer);
  account = await createAccount(issuer, 'refresh-instances');
});
afterAll(async () => {
  await peer?.close();
  await issuer?.close();
});

const refresh = (target: TestServer, refreshToken: string) =>
  target.request(`${AUTH}/token/refresh`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }), body: { refreshToken } });
const sessions = (target: TestServer, accessToken: string) =>
  target.request(SESSIONS, { headers: portalHeaders({ 'cf-connecting-ip': uniqueIp(), authorization: `Bearer ${accessToken}` }) });

describe('token/refresh across instances', () => {
  it('rotates a token once when the issuer and a peer refresh it at the same moment: both answer the same pair', async () => {
    const first = await signIn(issuer, account);
    const [atIssuer, atPeer] = await Promise.all([refresh(issuer, first.refreshToken), refresh(peer, first.refreshToken)]);
    expect([atIssuer.status, atPeer.status]).toEqual([200, 200]);
    expect(atPeer.body.data).toEqual(atIssuer.body.data);
    const rows = await issuer.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM refresh_tokens WHERE session_id = (SELECT session_id FROM refresh_tokens WHERE token_hash = sha256(convert_to($1, 'UTF8')))",
      [first.refreshToken],
    );
    // The signed-in token and one successor: the loser of the race inserted nothing.
    expect(rows[0]!.n).toBe(2);
    expect((await refresh(peer, atIssuer.body.data.refreshToken)).status).toBe(200);
  });

  it('refuses a token on the instance that issued it once a peer has ended its session, and keeps the session ended', async () => {
    const tokens = await signIn(issuer, account);
    const logout = await peer.request(`${AUTH}/logout`, { method: 'POST', headers: portalHeaders({ 'cf-connecting-ip': uniqueIp(), authorization: `Bearer ${tokens.accessToken}` }) });
    expect(logout.status).toBe(200);
    expectError(await refresh(issuer, tokens.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await sessions(peer, tokens.accessToken), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('ends the session when a token rotated at a peer comes back to the issuer after the grace', async () => {
    const first = await signIn(issuer, account);
    const second = (await refresh(peer, first.refreshToken)).body.data;
    issuer.clock.advance(2_300);
    expectError(await refresh(issuer, first.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await refresh(peer, second.refreshToken), 404, 'AUTH.SESSION_NOT_FOUND');
    expectError(await sessions(issuer, second.accessToken), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('answers the same pair again within the grace on the instance that rotated it', async () => {
    const first = await signIn(issuer, account);
    const rotated = await refresh(issuer, first.refreshToken);
    expect(rotated.status).toBe(200);
    const again = await refresh(issuer, first.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(rotated.body.data);
    // The successor is remembered by the issuer and rotates there in turn.
    const next = await refresh(issuer, rotated.body.data.refreshToken);
    expect(next.status).toBe(200);
    expect((await sessions(issuer, next.body.data.accessToken)).status).toBe(200);
  });
});
