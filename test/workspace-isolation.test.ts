import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeysModule } from '../src/modules/api-keys/api-keys.module.js';
import { createWorkspaceRecords } from '../src/modules/workspaces/workspaces.module.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { addMember, createAccount, createPasswordlessAccount, partnerApi, type TestAccount } from './support/workspaces.js';

/**
 * The two-account matrix: Bob, fully in charge of his own workspace, names
 * Alice's ids on every by-id endpoint (404, nothing changes) and reads every
 * list (none of Alice's records); with Alice's workspace in X-Workspace-Id he
 * is refused on every workspace route (403).
 */
let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let bobToken: string;

const P = '/web/v1/partner';
/** Alice's records, made once. */
const A = {} as {
  role: string;
  memberBizId: string;
  memberAccount: string;
  apiKeyId: string;
  secret: string;
  invitation: string;
  referralCode: string;
};
let bobRole: string;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
  alice = await createAccount(server, 'alice');
  bob = await createAccount(server, 'bob');
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
  A.role = (await asAlice('POST', '/roles', { roleName: 'Alice role', description: '' })).body.data.bizId;
  const member = await createPasswordlessAccount(server, 'member');
  A.memberAccount = member.accountBizId;
  A.memberBizId = await addMember(server, alice.workspaceBizId, member.accountBizId, A.role);
  const key = (await asAlice('POST', '/api-keys', { name: 'alice key', scopes: ['wallets:read'] })).body.data;
  A.apiKeyId = key.apiKeyId;
  A.secret = key.secret;
  A.invitation = (await asAlice('POST', '/invitations', { email: 'invitee-iso@example.com', roleId: A.role })).body.data.bizId;
  A.referralCode = (await asAlice('POST', '/referral-codes', { extraData: 'alice' })).body.data.bizId;
  bobRole = (await asBob('POST', '/roles', { roleName: 'Bob role', description: '' })).body.data.bizId;
  await asBob('POST', '/referral-codes', { extraData: 'bob' });
});
afterAll(async () => {
  await server?.close();
});

const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
const asBob = (method: string, path: string, body?: unknown) => call(bobToken, method, path, { workspace: bob.workspaceBizId, body });

interface ByIdCase {
  method: 'GET' | 'POST';
  route: string;
  request: () => { path: string; body?: unknown };
}

/** Every by-id endpoint of workspaces/members/roles/api keys/invitations/referrals, aimed at Alice's records. */
const BY_ID: ByIdCase[] = [
  { method: 'GET', route: '/roles/:roleBizId', request: () => ({ path: `/roles/${A.role}` }) },
  { method: 'GET', route: '/roles/:roleBizId/permissions', request: () => ({ path: `/roles/${A.role}/permissions` }) },
  { method: 'POST', route: '/roles/update', request: () => ({ path: '/roles/update', body: { roleId: A.role, roleName: 'pwned' } }) },
  { method: 'POST', route: '/roles/permissions', request: () => ({ path: '/roles/permissions', body: { roleId: A.role, permissionCodes: ['wallets:read'] } }) },
  { method: 'POST', route: '/roles/delete', request: () => ({ path: '/roles/delete', body: { roleId: A.role } }) },
  {
    method: 'POST',
    route: '/roles/members/role/change',
    request: () => ({ path: '/roles/members/role/change', body: { memberBizId: A.memberBizId, roleId: bobRole } }),
  },
  { method: 'POST', route: '/members/remove', request: () => ({ path: '/members/remove', body: { memberBizId: A.memberBizId } }) },
  { method: 'GET', route: '/api-keys/:keyBizId', request: () => ({ path: `/api-keys/${A.apiKeyId}` }) },
  { method: 'POST', route: '/api-keys/disable', request: () => ({ path: '/api-keys/disable', body: { apiKeyId: A.apiKeyId } }) },
  { method: 'POST', route: '/api-keys/enable', request: () => ({ path: '/api-keys/enable', body: { apiKeyId: A.apiKeyId } }) },
  { method: 'POST', route: '/api-keys/rotate', request: () => ({ path: '/api-keys/rotate', body: { apiKeyId: A.apiKeyId, overlapSeconds: 0 } }) },
  { method: 'POST', route: '/api-keys/delete', request: () => ({ path: '/api-keys/delete', body: { apiKeyId: A.apiKeyId } }) },
  { method: 'POST', route: '/invitations/cancel', request: () => ({ path: '/invitations/cancel', body: { invitationBizId: A.invitation } }) },
  { method: 'POST', route: '/referral-codes/activate', request: () => ({ path: '/referral-codes/activate', body: { bizId: A.referralCode } }) },
  { method: 'POST', route: '/referral-codes/deactivate', request: () => ({ path: '/referral-codes/deactivate', body: { bizId: A.referralCode } }) },
  { method: 'POST', route: '/referral-codes/update', request: () => ({ path: '/referral-codes/update', body: { bizId: A.referralCode, extraData: 'pwned' } }) },
];

interface ListCase {
  method: 'GET' | 'POST';
  route: string;
  path: string;
  body?: unknown;
  /** Alice's ids that must not appear in the answer. */
  forbidden: () => string[];
}

const LISTS: ListCase[] = [
  { method: 'GET', route: '/roles', path: '/roles', forbidden: () => [A.role] },
  { method: 'GET', route: '/roles/permissions/tree', path: '/roles/permissions/tree', forbidden: () => [] },
  { method: 'GET', route: '/members', path: '/members?size=100', forbidden: () => [A.memberBizId, A.memberAccount, alice.accountBizId] },
  { method: 'GET', route: '/api-keys', path: '/api-keys?size=100', forbidden: () => [A.apiKeyId] },
  { method: 'GET', route: '/api-keys/available-permissions', path: '/api-keys/available-permissions', forbidden: () => [] },
  { method: 'GET', route: '/invitations', path: '/invitations', forbidden: () => [A.invitation, 'invitee-iso@example.com'] },
  { method: 'GET', route: '/referral-codes/mine', path: '/referral-codes/mine', forbidden: () => [A.referralCode] },
  { method: 'GET', route: '/referrals/mine/count', path: '/referrals/mine/count', forbidden: () => [] },
  { method: 'POST', route: '/referrals/mine/query', path: '/referrals/mine/query', body: {}, forbidden: () => [alice.accountBizId] },
  { method: 'GET', route: '/audit-events', path: '/audit-events?size=100', forbidden: () => [alice.workspaceBizId, A.apiKeyId, A.role, alice.accountBizId] },
  { method: 'GET', route: '/workspaces/current', path: '/workspaces/current', forbidden: () => [alice.workspaceBizId] },
];

/** Routes that create or act on the caller's own context only (no id of another workspace can be named). */
const OWN_CONTEXT = ['POST /roles', 'POST /api-keys', 'POST /invitations', 'POST /referral-codes', 'POST /workspaces/current/update', 'POST /workspaces/current/default', 'POST /workspaces/current/leave'];

const MODULES = /^\/web\/v1\/partner\/(workspaces\/current|members|roles|api-keys|invitations|referral-codes|referrals|audit-events)(\/|$)/;

describe('the matrix covers the routes', () => {
  it('every workspace route of these modules is a by-id, a list or an own-context case', () => {
    const routes = server.app.routeAccess
      .filter((route) => route.workspace && route.method !== 'HEAD' && MODULES.test(route.url))
      .map((route) => `${route.method} ${route.url.slice(P.length)}`)
      .sort();
    const covered = [...BY_ID.map((c) => `${c.method} ${c.route}`), ...LISTS.map((c) => `${c.method} ${c.route}`), ...OWN_CONTEXT].sort();
    expect(routes).toEqual(covered);
  });
});

describe("Bob in his own workspace, naming Alice's ids", () => {
  it('gets 404 RESOURCE.NOT_FOUND on every by-id endpoint', async () => {
    for (const c of BY_ID) {
      const { path, body } = c.request();
      const res = await asBob(c.method, path, body);
      expect(`${c.route} ${res.status} ${res.body?.code}`).toBe(`${c.route} 404 RESOURCE.NOT_FOUND`);
      expect(res.body.data).toBeNull();
    }
  });

  it("sees none of Alice's records in any list", async () => {
    for (const c of LISTS) {
      const res = await asBob(c.method, c.path, c.body);
      expect(res.status, c.route).toBe(200);
      for (const id of c.forbidden()) expect(res.text, `${c.route} leaks ${id}`).not.toContain(id);
    }
  });

  it("left every one of Alice's records as it was", async () => {
    const role = (await asAlice('GET', `/roles/${A.role}`)).body.data;
    expect(role).toMatchObject({ roleName: 'Alice role', permissionCodes: [] });
    const member = (await asAlice('GET', '/members?size=100')).body.data.items.find((m: { memberBizId: string }) => m.memberBizId === A.memberBizId);
    expect(member.workspaceRoleBizId).toBe(A.role);
    expect((await asAlice('GET', `/api-keys/${A.apiKeyId}`)).body.data.status).toBe('ACTIVE');
    const keys = createApiKeysModule({ config: server.config, db: server.db, workspaces: createWorkspaceRecords() }).service;
    expect((await keys.verifyApiKey(A.secret, '192.0.2.1')).valid).toBe(true);
    const invitation = (await asAlice('GET', '/invitations')).body.data.find((i: { bizId: string }) => i.bizId === A.invitation);
    expect(invitation.status).toBe('PENDING');
    expect((await asAlice('GET', '/referral-codes/mine')).body.data).toMatchObject({ status: 'ACTIVE', extraData: 'alice' });
    // Bob's failed attempts wrote nothing to Alice's trail.
    const trail = (await asAlice('GET', '/audit-events?size=100')).body.data.items;
    expect(trail.filter((e: { actorBizId: string }) => e.actorBizId === bob.accountBizId)).toEqual([]);
  });

  it("cannot answer an invitation addressed to someone else", async () => {
    expect((await call(bobToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: A.invitation } })).status).toBe(404);
    expect((await call(bobToken, 'POST', '/profile/invitations/decline', { body: { invitationBizId: A.invitation, reason: '' } })).status).toBe(404);
    expect((await call(bobToken, 'GET', '/profile/invitations')).text).not.toContain(A.invitation);
  });
});

describe("Bob with Alice's workspace in X-Workspace-Id", () => {
  it('is refused on every workspace route of these modules: 403 ACCESS.WORKSPACE_DENIED', async () => {
    const cases = [
      ...BY_ID.map((c) => ({ method: c.method, ...c.request() })),
      ...LISTS.map((c) => ({ method: c.method, path: c.path, body: c.body })),
      { method: 'POST', path: '/api-keys', body: { name: 'x', scopes: ['wallets:read'] } },
      { method: 'POST', path: '/invitations', body: { email: 'x@example.com', roleId: A.role } },
      { method: 'POST', path: '/referral-codes', body: { extraData: '' } },
      { method: 'POST', path: '/roles', body: { roleName: 'x', description: '' } },
      { method: 'POST', path: '/workspaces/current/update', body: { workspaceName: 'pwned' } },
    ];
    for (const c of cases) {
      const res = await call(bobToken, c.method, c.path, { workspace: alice.workspaceBizId, body: c.body });
      expect(`${c.method} ${c.path} ${res.status} ${res.body?.code}`).toBe(`${c.method} ${c.path} 403 ACCESS.WORKSPACE_DENIED`);
    }
  });
});
