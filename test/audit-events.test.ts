import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/audit.repo.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { addMember, createAccount, createPasswordlessAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let bob: TestAccount;
let mallory: TestAccount;
let aliceToken: string;
let bobToken: string;
let malloryToken: string;
let malloryRole: string;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
  alice = await createAccount(server, 'alice');
  bob = await createAccount(server, 'bob');
  mallory = await createAccount(server, 'mallory');
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
  malloryToken = (await signIn(server, mallory)).accessToken;
  malloryRole = (await asAlice('POST', '/roles', { roleName: 'Auditor', description: '' })).body.data.bizId;
  await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
});
afterAll(async () => {
  await server?.close();
});

let requestCounter = 0;
/** As Alice from 203.0.113.50 (through the trusted loopback proxy) with a request id of our own. */
const asAlice = (method: string, path: string, body?: unknown) =>
  call(aliceToken, method, path, {
    workspace: alice.workspaceBizId,
    body,
    headers: { 'cf-connecting-ip': '203.0.113.50', 'x-request-id': `audit-test-${++requestCounter}` },
  });
const asMallory = (method: string, path: string, body?: unknown) => call(malloryToken, method, path, { workspace: alice.workspaceBizId, body });


interface Event {
  bizId: string;
  action: string;
  actorBizId: string | null;
  actorEmail: string | null;
  targetType: string;
  targetBizId: string | null;
  clientIp: string | null;
  requestId: string | null;
  changes: Record<string, unknown>;
  createdAt: string;
}

async function events(query = 'size=100'): Promise<Event[]> {
  const res = await asAlice('GET', `/audit-events?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.items;
}

describe('what is recorded', () => {
  it('records workspace settings, roles, permissions, members, API keys and invitations, with actor, IP and request id', async () => {
    const started = new Date().toISOString();
    expect((await asAlice('POST', '/workspaces/current/update', { workspaceName: 'Audited Ltd' })).status).toBe(200);
    const role = (await asAlice('POST', '/roles', { roleName: 'Clerk', description: 'reads' })).body.data.bizId;
    expect((await asAlice('POST', '/roles/update', { roleId: role, roleName: 'Senior clerk' })).status).toBe(200);
    expect((await asAlice('POST', '/roles/permissions', { roleId: role, permissionCodes: ['wallets:read'] })).status).toBe(200);
    const victim = await createPasswordlessAccount(server, 'victim');
    const memberBizId = await addMember(server, alice.workspaceBizId, victim.accountBizId, malloryRole);
    expect((await asAlice('POST', '/roles/members/role/change', { memberBizId, roleId: role })).status).toBe(200);
    expect((await asAlice('POST', '/members/remove', { memberBizId })).status).toBe(200);
    const key = (await asAlice('POST', '/api-keys', { name: 'audited', scopes: ['wallets:read'] })).body.data;
    const invitation = (await asAlice('POST', '/invitations', { email: 'audited@example.com', roleId: role })).body.data;
    expect((await asAlice('POST', '/roles/delete', { roleId: (await asAlice('POST', '/roles', { roleName: 'Gone', description: '' })).body.data.bizId })).status).toBe(204);

    const trail = await events(`size=100&from=${encodeURIComponent(started)}`);
    const actions = trail.map((e) => e.action);
    // Newest first.
    expect(actions).toEqual([
      'role.delete',
      'role.create',
      'invitation.create',
      'api_key.create',
      'member.remove',
      'member.role_change',
      'role.permissions_set',
      'role.update',
      'role.create',
      'workspace.update',
    ]);
    for (const event of trail) {
      expect(event).toMatchObject({ actorBizId: alice.accountBizId, actorEmail: alice.email, clientIp: '203.0.113.50' });
      expect(event.requestId).toMatch(/^audit-test-\d+$/);
    }
    const byAction = (action: string) => trail.find((e) => e.action === action)!;
    expect(byAction('workspace.update')).toMatchObject({ targetType: 'workspace', targetBizId: alice.workspaceBizId, changes: { workspaceName: { to: 'Audited Ltd' } } });
    expect(byAction('role.update').changes).toMatchObject({ roleName: { from: 'Clerk', to: 'Senior clerk' } });
    expect(byAction('role.permissions_set').changes).toMatchObject({ permissionCodes: ['wallets:read'], added: ['wallets:read'], removed: [] });
    expect(byAction('member.role_change')).toMatchObject({ targetType: 'member', targetBizId: memberBizId, changes: { roleId: { from: malloryRole, to: role } } });
    expect(byAction('member.remove').changes).toMatchObject({ userBizId: victim.accountBizId });
    expect(byAction('api_key.create')).toMatchObject({ targetBizId: key.apiKeyId, changes: { name: 'audited', scopes: ['wallets:read'] } });
    expect(byAction('invitation.create')).toMatchObject({ targetBizId: invitation.bizId, changes: { email: 'audited@example.com' } });
    // Never a secret.
    expect(JSON.stringify(trail)).not.toContain(key.secret);
  });

  it('records the workspace a member creates, and leaving one', async () => {
    const created = await call(bobToken, 'POST', '/workspaces', { body: { workspaceName: 'Bob two' } });
    const ws = created.body.data.bizId;
    const res = await call(bobToken, 'GET', '/audit-events', { workspace: ws });
    expect(res.body.data.items.map((e: Event) => e.action)).toEqual(['workspace.create']);
    await addMember(server, ws, alice.accountBizId, (await call(bobToken, 'GET', '/roles', { workspace: ws })).body.data[0].bizId);
    expect((await call(aliceToken, 'POST', '/workspaces/current/leave', { workspace: ws })).status).toBe(200);
    const after = await call(bobToken, 'GET', '/audit-events', { workspace: ws });
    expect(after.body.data.items[0]).toMatchObject({ action: 'member.leave', actorBizId: alice.accountBizId });
  });

  it('drops secret-looking fields whatever a caller records', async () => {
    await server.db.transaction((tx) =>
      recordAudit(tx, {
        workspaceId: alice.workspaceBizId,
        actorAccountId: alice.accountBizId,
        action: 'test.secret_drop',
        targetType: 'test',
        targetId: null,
        changes: { secret: 's', password: 'p', nested: { refreshToken: 't', otpSeed: 'o', code: '123456', kept: 1 }, remainingCount: 3 },
      }),
    );
    const [event] = await events('action=test.secret_drop');
    expect(event!.changes).toEqual({ nested: { kept: 1 }, remainingCount: 3 });
  });
});

describe('the trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await expect(server.db.query("UPDATE audit_events SET action = 'x.y'")).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(server.db.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    expect((await events()).length).toBeGreaterThan(0);
  });
});

describe('GET audit-events', () => {
  it('pages in shape A and sorts by time', async () => {
    const res = await asAlice('GET', '/audit-events?size=2');
    expect(res.body.data.pagination).toMatchObject({ currentPage: 0, pageSize: 2, hasNext: true, paginated: true, empty: false });
    const desc = await events('size=100');
    const asc = await events('size=100&sort=createdAt,asc');
    expect(asc.map((e) => e.bizId)).toEqual([...desc].reverse().map((e) => e.bizId));
  });

  it('filters by action (exact or family), actor and time', async () => {
    expect((await events('action=role')).every((e) => e.action.startsWith('role.'))).toBe(true);
    expect((await events('action=role')).length).toBeGreaterThanOrEqual(4);
    expect((await events('action=role.update')).map((e) => e.action)).toEqual(['role.update']);
    expect(await events('action=rol')).toEqual([]);
    expect(await events(`actorBizId=${bob.accountBizId}`)).toEqual([]);
    expect((await events(`actorBizId=${alice.accountBizId}`)).length).toBeGreaterThan(5);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await events(`from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await events(`to=${encodeURIComponent(future)}`)).length).toBeGreaterThan(5);
  });

  it('refuses bad filters: 400', async () => {
    const now = new Date().toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expectError(await asAlice('GET', `/audit-events?from=${encodeURIComponent(now)}&to=${encodeURIComponent(earlier)}`), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/audit-events?from=yesterday'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', "/audit-events?action=role'%20OR%201=1"), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/audit-events?sort=action,asc'), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('GET', '/audit-events?workspaceBizId=x'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('needs audit:read; shows only the workspace of the context', async () => {
    expectError(await asMallory('GET', '/audit-events'), 403, 'ACCESS.PERMISSION_DENIED');
    await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['audit:read'] });
    expect((await asMallory('GET', '/audit-events')).status).toBe(200);
    const bobs = await call(bobToken, 'GET', '/audit-events?size=100', { workspace: bob.workspaceBizId });
    expect(bobs.status).toBe(200);
    const aliceIds = new Set((await events()).map((e) => e.bizId));
    expect(bobs.body.data.items.filter((e: Event) => aliceIds.has(e.bizId))).toEqual([]);
    expectError(await call(bobToken, 'GET', '/audit-events', { workspace: alice.workspaceBizId }), 403, 'ACCESS.WORKSPACE_DENIED');
  });
});
