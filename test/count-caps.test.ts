import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/infra/ids.js';
import { createApiKeysRepo } from '../src/modules/api-keys/api-keys.repo.js';
import { MAX_KEYS_PER_WORKSPACE } from '../src/modules/api-keys/api-keys.service.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { createInvitationsRepo } from '../src/modules/invitations/invitations.repo.js';
import { INVITATION_TTL_SECONDS, MAX_PENDING_INVITATIONS } from '../src/modules/invitations/invitations.service.js';
import { createRolesRepo } from '../src/modules/roles/roles.repo.js';
import { MAX_ROLES_PER_WORKSPACE } from '../src/modules/roles/roles.service.js';
import { MAX_OWNED_WORKSPACES } from '../src/modules/workspaces/workspaces.service.js';
import { portalHeaders, type JsonResponse, type TestServer } from './support/harness.js';
import { lastMailId, signIn, signInCode, startSignInServer, uniqueIp } from './support/sign-in.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { requireCanonicalEmail } from '../src/infra/email-address.js';

/**
 * Count caps under real concurrency: more requests than the cap leaves room
 * for, all at once over HTTP. Exactly the room is filled, every other request
 * gets the documented answer, and the database holds exactly the cap.
 * PostgreSQL only: PGlite has one connection, which serializes every request,
 * so there is no race to lose there.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestServer;
let call: ReturnType<typeof partnerApi>;

beforeAll(async () => {
  if (!onPostgres) return;
  server = await startSignInServer();
  call = partnerApi(server);
});
afterAll(async () => {
  await server?.close();
});

/** How many answers had each status, e.g. `{ 201: 10, 422: 10 }`. */
function statuses(answers: JsonResponse[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
  return tally;
}

/** Every refusal is the cap's 422 `code` naming the cap. */
function expectCapRefusals(answers: JsonResponse[], cap: number, code: string): void {
  for (const answer of answers.filter((a) => a.status !== 201 && a.status !== 200)) {
    expect(answer.body).toMatchObject({ success: false, code, data: null });
    expect(answer.body.message).toContain(`at most ${cap}`);
  }
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows = await server.db.query<{ n: bigint }>(sql, params);
  return Number(rows[0]!.n);
}

/** A signed-in owner of a fresh workspace. */
async function newOwner(label: string): Promise<{ account: TestAccount; token: string }> {
  const account = await createAccount(server, label);
  return { account, token: (await signIn(server, account)).accessToken };
}

const RACERS = 20;

describe.skipIf(!onPostgres)('count caps under concurrency (PostgreSQL only: PGlite has one connection and serializes every request)', () => {
  it(`does not let 30 parallel POST workspaces take an account past ${MAX_OWNED_WORKSPACES} owned workspaces`, async () => {
    const { account, token } = await newOwner('founder');
    // The account already owns its first workspace: room for cap - 1.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(token, 'POST', '/workspaces', { body: { workspaceName: `Race ${i}` } })),
    );
    expect(statuses(answers)).toEqual({ 201: MAX_OWNED_WORKSPACES - 1, 422: 30 - (MAX_OWNED_WORKSPACES - 1) });
    expectCapRefusals(answers, MAX_OWNED_WORKSPACES, 'WORKSPACE.LIMIT_REACHED');
    const owned = await count(
      `SELECT count(*) AS n FROM memberships m JOIN roles r ON r.id = m.role_id WHERE m.account_id = $1 AND r.role_type = 'OWNER'`,
      [account.accountBizId],
    );
    expect(owned).toBe(MAX_OWNED_WORKSPACES);
  });

  it(`does not let ${RACERS} parallel invitations take a workspace past ${MAX_PENDING_INVITATIONS} pending`, async () => {
    const { account, token } = await newOwner('inviter');
    const workspace = account.workspaceBizId;
    const role = (await call(token, 'POST', '/roles', { workspace, body: { roleName: 'Guest' } })).body.data.bizId as string;
    const room = RACERS / 2;
    const invitations = createInvitationsRepo();
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_PENDING_INVITATIONS - room; i++) {
        await invitations.insert(tx, {
          id: newId('invitation'),
          workspaceId: workspace,
          email: requireCanonicalEmail(`filler-${i}@example.com`),
          roleId: role,
          roleName: 'Guest',
          invitedBy: account.accountBizId,
          ttlSeconds: INVITATION_TTL_SECONDS,
        });
      }
    });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => call(token, 'POST', '/invitations', { workspace, body: { email: `racer-${i}@example.com`, roleId: role } })),
    );
    expect(statuses(answers)).toEqual({ 201: room, 422: RACERS - room });
    expectCapRefusals(answers, MAX_PENDING_INVITATIONS, 'INVITATION.LIMIT_REACHED');
    expect(await count(`SELECT count(*) AS n FROM invitations WHERE workspace_id = $1 AND status = 'PENDING'`, [workspace])).toBe(
      MAX_PENDING_INVITATIONS,
    );
  });

  it(`does not let ${RACERS} parallel POST roles take a workspace past ${MAX_ROLES_PER_WORKSPACE} roles`, async () => {
    const { account, token } = await newOwner('role-maker');
    const workspace = account.workspaceBizId;
    const room = RACERS / 2;
    const roles = createRolesRepo();
    // The OWNER role counts too.
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_ROLES_PER_WORKSPACE - 1 - room; i++) {
        await roles.insertCustomRole(tx, { id: newId('role'), workspaceId: workspace, name: `Filler ${i}`, description: '' });
      }
    });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => call(token, 'POST', '/roles', { workspace, body: { roleName: `Racer ${i}` } })),
    );
    expect(statuses(answers)).toEqual({ 201: room, 422: RACERS - room });
    expectCapRefusals(answers, MAX_ROLES_PER_WORKSPACE, 'ROLE.LIMIT_REACHED');
    expect(await count('SELECT count(*) AS n FROM roles WHERE workspace_id = $1', [workspace])).toBe(MAX_ROLES_PER_WORKSPACE);
  });

  it(`does not let ${RACERS} parallel POST api-keys take a workspace past ${MAX_KEYS_PER_WORKSPACE} keys`, async () => {
    const { account, token } = await newOwner('key-maker');
    const workspace = account.workspaceBizId;
    const room = RACERS / 2;
    const keys = createApiKeysRepo();
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_KEYS_PER_WORKSPACE - room; i++) {
        await keys.insertKey(tx, {
          id: newId('apiKey'),
          workspaceId: workspace,
          name: `Filler ${i}`,
          mode: 'LIVE',
          scopes: ['wallets:read'],
          ipAllowList: [],
          createdBy: account.accountBizId,
        });
      }
    });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => call(token, 'POST', '/api-keys', { workspace, body: { name: `Racer ${i}`, scopes: ['wallets:read'] } })),
    );
    expect(statuses(answers)).toEqual({ 201: room, 422: RACERS - room });
    expectCapRefusals(answers, MAX_KEYS_PER_WORKSPACE, 'API_KEY.LIMIT_REACHED');
    expect(await count('SELECT count(*) AS n FROM api_keys WHERE workspace_id = $1', [workspace])).toBe(MAX_KEYS_PER_WORKSPACE);
  });

  it('does not let parallel logins leave an account more live sessions than its maxConcurrentSessions', async () => {
    const account = await createAccount(server, 'many-devices');
    const maxSessions = 2;
    await createAccountsRepo().setMaxSessions(server.db, account.accountBizId, maxSessions);
    // Each login up to its last step, one after another (the code is "the next mail to the address")...
    const logins: Array<{ headers: Record<string, string>; sessionId: string; code: string }> = [];
    for (let i = 0; i < 6; i++) {
      const headers = portalHeaders({ 'cf-connecting-ip': uniqueIp() });
      const post = (path: string, body: unknown) => server.request(`/web/v1/partner/auth${path}`, { method: 'POST', headers, body });
      const before = await lastMailId(server, account.email);
      const initiated = await post('/login/initiate', { email: account.email, password: account.password });
      expect(initiated.status, initiated.text).toBe(200);
      const sessionId = initiated.body.data.sessionId as string;
      expect((await post('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' })).status).toBe(200);
      logins.push({ headers, sessionId, code: await signInCode(server, account.email, before) });
    }
    // ...then every last step at once: each opens a session, and the oldest beyond the limit end.
    const completed = await Promise.all(
      logins.map(({ headers, sessionId, code }) =>
        server.request('/web/v1/partner/auth/login/complete', { method: 'POST', headers, body: { sessionId, mfaMethod: 'EMAIL', code } }),
      ),
    );
    expect(statuses(completed)).toEqual({ 200: logins.length });
    const live = await count('SELECT count(*) AS n FROM auth_sessions WHERE account_id = $1 AND ended_at IS NULL AND expires_at > now()', [
      account.accountBizId,
    ]);
    expect(live).toBe(maxSessions);
    const usable = await Promise.all(completed.map((res) => call(res.body.data.accessToken as string, 'GET', '/workspaces/mine')));
    expect(statuses(usable)).toEqual({ 200: maxSessions, 401: logins.length - maxSessions });
  });
});

