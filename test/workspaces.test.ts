import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OWNED_WORKSPACES } from '../src/modules/workspaces/workspaces.service.js';
import { permissionCatalogue } from '../src/permissions.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import {
  addMember,
  createAccount,
  createAccountWithoutWorkspace,
  createPasswordlessAccount,
  partnerApi,
  type TestAccount,
} from './support/workspaces.js';
import { expectError } from './support/expect.js';

let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
  [alice, bob] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob')]);
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;


/** A member of Alice's workspace holding a fresh CUSTOM role with `permissions`; only `signsIn` members get a password. */
async function aliceMember(label: string, options: { permissions?: string[]; signsIn?: boolean } = {}) {
  const permissions = options.permissions ?? [];
  const role = await call(aliceToken, 'POST', '/roles', { workspace: alice.workspaceBizId, body: { roleName: `${label} role`, description: '' } });
  const roleId = role.body.data.bizId as string;
  await call(aliceToken, 'POST', '/roles/permissions', { workspace: alice.workspaceBizId, body: { roleId, permissionCodes: permissions } });
  const account = options.signsIn ? await createAccount(server, label) : { ...(await createPasswordlessAccount(server, label)), password: '' };
  const memberBizId = await addMember(server, alice.workspaceBizId, account.accountBizId, roleId);
  return { account, roleId, memberBizId };
}

async function ownerRoleOf(token: string, workspace: string): Promise<string> {
  const roles = await call(token, 'GET', '/roles', { workspace });
  return roles.body.data.find((role: { roleType: { code: string } }) => role.roleType.code === 'OWNER').bizId;
}

describe('GET workspaces/current', () => {
  it('answers the workspace named by X-Workspace-Id with enum objects', async () => {
    const res = await call(aliceToken, 'GET', '/workspaces/current', { workspace: alice.workspaceBizId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000', message: 'Success' });
    expect(res.body.data).toEqual({
      bizId: alice.workspaceBizId,
      institutionBizId: alice.institutionBizId,
      entityBizId: null,
      workspaceName: expect.any(String),
      workspaceTimezone: 'UTC',
      workspaceStatus: { code: 'ACTIVE', value: 10010304, label: expect.any(String), description: expect.any(String) },
      workspaceKind: { code: 'LIVE', value: 10050101, label: expect.any(String), description: expect.any(String) },
      extraData: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('falls back to the default workspace without the header', async () => {
    const res = await call(bobToken, 'GET', '/workspaces/current');
    expect(res.status).toBe(200);
    expect(res.body.data.bizId).toBe(bob.workspaceBizId);
  });

  it('answers 400 GA2031 (message GA2031) when there is no header and no default workspace', async () => {
    const loner = await createAccountWithoutWorkspace(server, 'loner');
    const { accessToken } = await signIn(server, loner);
    const res = await call(accessToken, 'GET', '/workspaces/current');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ version: '2.0.0', success: false, code: 'GA2031', message: 'GA2031', data: null });
    expect((await call(accessToken, 'GET', '/workspaces/mine')).body.data).toEqual([]);
  });

  it('refuses another workspace: 403 ACCESS.WORKSPACE_DENIED', async () => {
    expectError(await call(aliceToken, 'GET', '/workspaces/current', { workspace: bob.workspaceBizId }), 403, 'ACCESS.WORKSPACE_DENIED');
  });

  it('needs a token: 401 ACCESS.TOKEN_MISSING', async () => {
    expectError(await call(undefined, 'GET', '/workspaces/current', { workspace: alice.workspaceBizId }), 401, 'ACCESS.TOKEN_MISSING');
  });
});

describe('GET workspaces/mine', () => {
  it('lists every membership with role, ownership and default flags', async () => {
    const { account, roleId } = await aliceMember('dora', { signsIn: true });
    const { accessToken } = await signIn(server, account);
    const res = await call(accessToken, 'GET', '/workspaces/mine');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [own, joined] = res.body.data;
    expect(own).toEqual({
      userBizId: account.accountBizId,
      workspaceBizId: account.workspaceBizId,
      institutionBizId: account.institutionBizId,
      workspaceRoleBizId: expect.stringMatching(/^role_/),
      workspaceName: expect.any(String),
      workspaceRoleName: 'Owner',
      workspaceKind: { code: 'LIVE', value: 10050101, label: expect.any(String), description: expect.any(String) },
      joinSource: { code: 'CREATION', value: 10050203, label: expect.any(String), description: expect.any(String) },
      isOwner: true,
      isDefault: true,
      enterable: true,
      defaultEligible: true,
      policyConfig: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect(joined).toMatchObject({
      workspaceBizId: alice.workspaceBizId,
      institutionBizId: alice.institutionBizId,
      workspaceRoleBizId: roleId,
      workspaceRoleName: 'dora role',
      joinSource: { code: 'INVITATION', value: 10050202 },
      isOwner: false,
      isDefault: false,
    });
  });

  it('needs a token: 401', async () => {
    expectError(await call(undefined, 'GET', '/workspaces/mine'), 401, 'ACCESS.TOKEN_MISSING');
  });
});

describe('GET workspaces/current/permissions', () => {
  it("answers an owner every permission code, in the permission tree's order, with the workspace and role", async () => {
    const res = await call(aliceToken, 'GET', '/workspaces/current/permissions', { workspace: alice.workspaceBizId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000', message: 'Success' });
    expect(res.body.data).toEqual({
      workspaceBizId: alice.workspaceBizId,
      workspaceRoleBizId: await ownerRoleOf(aliceToken, alice.workspaceBizId),
      isOwner: true,
      permissionCodes: [...permissionCatalogue.codes],
    });
  });

  it('answers a member exactly what their role grants, in tree order, without any permission to read roles; a change shows at once', async () => {
    const { account, roleId } = await aliceMember('fay', { permissions: ['wallets:read', 'audit:read', 'members:read'], signsIn: true });
    const { accessToken } = await signIn(server, account);
    const mine = () => call(accessToken, 'GET', '/workspaces/current/permissions', { workspace: alice.workspaceBizId });
    const treeOrder = (codes: string[]) => permissionCatalogue.codes.filter((code) => codes.includes(code));
    expect((await mine()).body.data).toEqual({
      workspaceBizId: alice.workspaceBizId,
      workspaceRoleBizId: roleId,
      isOwner: false,
      permissionCodes: treeOrder(['wallets:read', 'audit:read', 'members:read']),
    });
    // What the roles endpoints would have told her needs roles:read, which she lacks.
    expectError(await call(accessToken, 'GET', `/roles/${roleId}/permissions`, { workspace: alice.workspaceBizId }), 403, 'ACCESS.PERMISSION_DENIED');

    await call(aliceToken, 'POST', '/roles/permissions', { workspace: alice.workspaceBizId, body: { roleId, permissionCodes: [] } });
    expect((await mine()).body.data.permissionCodes).toEqual([]);
  });

  it('speaks of the default workspace without X-Workspace-Id, as workspaces/current does', async () => {
    const { account } = await aliceMember('gus', { permissions: ['wallets:read'], signsIn: true });
    const { accessToken } = await signIn(server, account);
    const res = await call(accessToken, 'GET', '/workspaces/current/permissions');
    expect(res.body.data).toMatchObject({ workspaceBizId: account.workspaceBizId, isOwner: true, permissionCodes: [...permissionCatalogue.codes] });
    expect((await call(accessToken, 'GET', '/workspaces/current')).body.data.bizId).toBe(account.workspaceBizId);
  });

  it("refuses another workspace's id as workspaces/current does (403), and a caller without a usable workspace (400 GA2031) or token (401)", async () => {
    expectError(await call(bobToken, 'GET', '/workspaces/current/permissions', { workspace: alice.workspaceBizId }), 403, 'ACCESS.WORKSPACE_DENIED');
    expect((await call(bobToken, 'GET', '/workspaces/current/permissions')).body.data.workspaceBizId).toBe(bob.workspaceBizId);
    const loner = await createAccountWithoutWorkspace(server, 'loner-permissions');
    const { accessToken } = await signIn(server, loner);
    expectError(await call(accessToken, 'GET', '/workspaces/current/permissions'), 400, 'GA2031');
    expectError(await call(undefined, 'GET', '/workspaces/current/permissions', { workspace: alice.workspaceBizId }), 401, 'ACCESS.TOKEN_MISSING');
  });
});

describe('POST workspaces', () => {
  it('creates a LIVE workspace the caller owns: HTTP 201, code 2001', async () => {
    const res = await call(bobToken, 'POST', '/workspaces', { body: { workspaceName: '  Bob Labs  ', workspaceTimezone: 'Asia/Tokyo' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001', message: 'Created' });
    expect(res.body.data).toMatchObject({
      institutionBizId: bob.institutionBizId,
      workspaceName: 'Bob Labs',
      workspaceTimezone: 'Asia/Tokyo',
      workspaceStatus: { code: 'ACTIVE' },
      workspaceKind: { code: 'LIVE' },
    });
    const created = res.body.data.bizId as string;
    const mine = await call(bobToken, 'GET', '/workspaces/mine');
    expect(mine.body.data.find((m: { workspaceBizId: string }) => m.workspaceBizId === created)).toMatchObject({
      isOwner: true,
      isDefault: false,
      workspaceRoleName: 'Owner',
      joinSource: { code: 'CREATION' },
    });
    const roles = await call(bobToken, 'GET', '/roles', { workspace: created });
    expect(roles.status).toBe(200);
    expect(roles.body.data.map((role: { roleType: { code: string } }) => role.roleType.code)).toEqual(['OWNER']);
  });

  it('defaults the time zone to UTC', async () => {
    const res = await call(bobToken, 'POST', '/workspaces', { body: { workspaceName: 'Plain' } });
    expect(res.status).toBe(201);
    expect(res.body.data.workspaceTimezone).toBe('UTC');
  });

  it('refuses an empty body, a blank name, an unknown time zone and unknown fields: 400', async () => {
    for (const body of [{}, { workspaceName: '   ' }, { workspaceName: 'X', workspaceTimezone: 'Mars/Olympus' }, { workspaceName: 'X', workspaceKind: 'TEST' }]) {
      expectError(await call(bobToken, 'POST', '/workspaces', { body }), 400, 'VALIDATION.INVALID_PARAMETER');
    }
    expectError(await call(bobToken, 'POST', '/workspaces', { body: { workspaceName: 'x'.repeat(101) } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('needs a token: 401', async () => {
    expectError(await call(undefined, 'POST', '/workspaces', { body: { workspaceName: 'X' } }), 401, 'ACCESS.TOKEN_MISSING');
  });

  it(`refuses a workspace beyond the ${MAX_OWNED_WORKSPACES} an account may own: 422 WORKSPACE.LIMIT_REACHED, in the caller's language`, async () => {
    const founder = await createAccount(server, 'founder');
    const token = (await signIn(server, founder)).accessToken;
    // The account owns its first workspace from the start.
    for (let i = 1; i < MAX_OWNED_WORKSPACES; i++) {
      expect((await call(token, 'POST', '/workspaces', { body: { workspaceName: `Owned ${i}` } })).status).toBe(201);
    }
    const refused = await call(token, 'POST', '/workspaces', { body: { workspaceName: 'One too many' }, headers: { 'x-locale': 'zh-Hant' } });
    expectError(refused, 422, 'WORKSPACE.LIMIT_REACHED');
    expect(refused.body.message).toBe(`您擁有的工作區數量已達上限: at most ${MAX_OWNED_WORKSPACES}`);
    expect((await call(token, 'GET', '/workspaces/mine')).body.data).toHaveLength(MAX_OWNED_WORKSPACES);
  });
});

describe('POST workspaces/current/default', () => {
  it('makes the workspace the default, answers the membership, and moves workspaces/current', async () => {
    const { account } = await aliceMember('erin', { signsIn: true });
    const { accessToken } = await signIn(server, account);
    const res = await call(accessToken, 'POST', '/workspaces/current/default', { workspace: alice.workspaceBizId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userBizId: account.accountBizId, workspaceBizId: alice.workspaceBizId, isDefault: true, isOwner: false });
    const mine = await call(accessToken, 'GET', '/workspaces/mine');
    expect(mine.body.data.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { workspaceBizId: string }) => m.workspaceBizId)).toEqual([
      alice.workspaceBizId,
    ]);
    expect((await call(accessToken, 'GET', '/workspaces/current')).body.data.bizId).toBe(alice.workspaceBizId);
    // Idempotent; an empty JSON body (clients send Content-Type on every call) counts as none.
    expect((await call(accessToken, 'POST', '/workspaces/current/default', { workspace: alice.workspaceBizId, body: '' })).status).toBe(200);
  });

  it('needs the header (400 GA2031) and a membership (403)', async () => {
    expectError(await call(bobToken, 'POST', '/workspaces/current/default'), 400, 'GA2031');
    expectError(await call(bobToken, 'POST', '/workspaces/current/default', { workspace: alice.workspaceBizId }), 403, 'ACCESS.WORKSPACE_DENIED');
  });
});

describe('POST workspaces/current/update', () => {
  it('renames the workspace and changes its time zone', async () => {
    const res = await call(aliceToken, 'POST', '/workspaces/current/update', {
      workspace: alice.workspaceBizId,
      body: { workspaceName: 'Alice Trading', workspaceTimezone: 'Europe/Berlin' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bizId: alice.workspaceBizId, workspaceName: 'Alice Trading', workspaceTimezone: 'Europe/Berlin' });
    const partial = await call(aliceToken, 'POST', '/workspaces/current/update', { workspace: alice.workspaceBizId, body: { workspaceTimezone: 'UTC' } });
    expect(partial.body.data).toMatchObject({ workspaceName: 'Alice Trading', workspaceTimezone: 'UTC' });
  });

  it('refuses an unknown time zone, an empty body and unknown fields: 400', async () => {
    for (const body of [{ workspaceTimezone: 'Nowhere/Special' }, {}, { workspaceStatus: 'SUSPENDED' }]) {
      expectError(await call(aliceToken, 'POST', '/workspaces/current/update', { workspace: alice.workspaceBizId, body }), 400, 'VALIDATION.INVALID_PARAMETER');
    }
  });

  it("cannot rename another account's workspace", async () => {
    const res = await call(aliceToken, 'POST', '/workspaces/current/update', { workspace: bob.workspaceBizId, body: { workspaceName: 'Pwned' } });
    expectError(res, 403, 'ACCESS.WORKSPACE_DENIED');
    expect((await call(bobToken, 'GET', '/workspaces/current', { workspace: bob.workspaceBizId })).body.data.workspaceName).not.toBe('Pwned');
  });
});

describe('POST workspaces/current/leave', () => {
  it('lets a member leave; the workspace is then closed to them and their own becomes the default again', async () => {
    const { account } = await aliceMember('fred', { signsIn: true });
    const { accessToken } = await signIn(server, account);
    await call(accessToken, 'POST', '/workspaces/current/default', { workspace: alice.workspaceBizId });
    const res = await call(accessToken, 'POST', '/workspaces/current/leave', { workspace: alice.workspaceBizId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '2000', data: null });
    expectError(await call(accessToken, 'GET', '/workspaces/current', { workspace: alice.workspaceBizId }), 403, 'ACCESS.WORKSPACE_DENIED');
    const mine = await call(accessToken, 'GET', '/workspaces/mine');
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ workspaceBizId: account.workspaceBizId, isDefault: true });
  });

  it('refuses the last owner: 409 MEMBER.LAST_OWNER with a clear message', async () => {
    const res = await call(aliceToken, 'POST', '/workspaces/current/leave', { workspace: alice.workspaceBizId });
    expectError(res, 409, 'MEMBER.LAST_OWNER');
    expect(res.body.message).toContain('last owner');
    const ja = await call(aliceToken, 'POST', '/workspaces/current/leave', { workspace: alice.workspaceBizId, headers: { 'x-locale': 'ja' } });
    expectError(ja, 409, 'MEMBER.LAST_OWNER');
    expect(ja.body.message).toBe('最後のオーナーは退出、削除、別のロールへの変更ができません。先に別のメンバーをオーナーにしてください');
    expect((await call(aliceToken, 'GET', '/workspaces/current', { workspace: alice.workspaceBizId })).status).toBe(200);
  });

  it('lets an owner leave when another owner remains', async () => {
    const ownerRole = await ownerRoleOf(aliceToken, alice.workspaceBizId);
    const created = await call(aliceToken, 'POST', '/workspaces', { body: { workspaceName: 'Shared' } });
    const shared = created.body.data.bizId as string;
    const sharedOwnerRole = await ownerRoleOf(aliceToken, shared);
    const gina = await createAccount(server, 'gina');
    await addMember(server, shared, gina.accountBizId, sharedOwnerRole);
    expect(ownerRole).not.toBe(sharedOwnerRole);
    const res = await call(aliceToken, 'POST', '/workspaces/current/leave', { workspace: shared });
    expect(res.status).toBe(200);
    const { accessToken } = await signIn(server, gina);
    const members = await call(accessToken, 'GET', '/members', { workspace: shared });
    expect(members.body.data.items.map((m: { userBizId: string }) => m.userBizId)).toEqual([gina.accountBizId]);
  });
});

describe('members', () => {
  it('lists the members of the workspace in shape A', async () => {
    const { account, memberBizId, roleId } = await aliceMember('hank');
    const res = await call(aliceToken, 'GET', '/members', { workspace: alice.workspaceBizId });
    expect(res.status).toBe(200);
    const { items, pagination } = res.body.data;
    expect(pagination).toEqual({
      totalPages: 1,
      totalRecords: items.length,
      currentPage: 0,
      pageSize: 20,
      hasNext: false,
      empty: false,
      paginated: false,
    });
    expect(items[0]).toMatchObject({ userBizId: alice.accountBizId, isOwner: true, roleType: { code: 'OWNER', value: 10010901 } });
    expect(items.find((m: { memberBizId: string }) => m.memberBizId === memberBizId)).toEqual({
      memberBizId,
      userBizId: account.accountBizId,
      workspaceBizId: alice.workspaceBizId,
      accountEmail: account.email,
      accountName: 'hank',
      workspaceRoleBizId: roleId,
      workspaceRoleName: 'hank role',
      roleType: { code: 'CUSTOM', value: 10010902, label: expect.any(String), description: expect.any(String) },
      isOwner: false,
      joinSource: { code: 'INVITATION', value: 10050202, label: expect.any(String), description: expect.any(String) },
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('pages: size, page beyond the end, cap at 100, sort; bad values are 400', async () => {
    const all = (await call(aliceToken, 'GET', '/members?size=100', { workspace: alice.workspaceBizId })).body.data;
    const total = all.pagination.totalRecords as number;
    expect(total).toBeGreaterThanOrEqual(2);
    const first = await call(aliceToken, 'GET', '/members?page=0&size=1', { workspace: alice.workspaceBizId });
    expect(first.body.data.items).toHaveLength(1);
    expect(first.body.data.pagination).toMatchObject({ totalPages: total, totalRecords: total, currentPage: 0, pageSize: 1, hasNext: true, paginated: true });
    const beyond = await call(aliceToken, 'GET', `/members?page=${total + 5}&size=1`, { workspace: alice.workspaceBizId });
    expect(beyond.body.data).toMatchObject({ items: [], pagination: { totalRecords: total, empty: true, hasNext: false } });
    const capped = await call(aliceToken, 'GET', '/members?size=500', { workspace: alice.workspaceBizId });
    expect(capped.body.data.pagination.pageSize).toBe(100);
    const byName = await call(aliceToken, 'GET', '/members?sort=accountName,desc', { workspace: alice.workspaceBizId });
    const names = byName.body.data.items.map((m: { accountName: string }) => m.accountName);
    expect(names).toEqual([...names].sort().reverse());
    for (const query of ['page=-1', 'size=0', 'size=-5', 'sort=password,asc', 'unknown=1']) {
      expectError(await call(aliceToken, 'GET', `/members?${query}`, { workspace: alice.workspaceBizId }), 400, 'VALIDATION.INVALID_PARAMETER');
    }
  });

  it('removes a member by memberBizId or by userBizId', async () => {
    const one = await aliceMember('ivan');
    const two = await aliceMember('jane');
    expect((await call(aliceToken, 'POST', '/members/remove', { workspace: alice.workspaceBizId, body: { memberBizId: one.memberBizId } })).body).toMatchObject({
      success: true,
      data: null,
    });
    expect((await call(aliceToken, 'POST', '/members/remove', { workspace: alice.workspaceBizId, body: { userBizId: two.account.accountBizId } })).status).toBe(200);
    const ids = (await call(aliceToken, 'GET', '/members?size=100', { workspace: alice.workspaceBizId })).body.data.items.map(
      (m: { memberBizId: string }) => m.memberBizId,
    );
    expect(ids).not.toContain(one.memberBizId);
    expect(ids).not.toContain(two.memberBizId);
    expectError(await call(aliceToken, 'POST', '/members/remove', { workspace: alice.workspaceBizId, body: { memberBizId: one.memberBizId } }), 404, 'RESOURCE.NOT_FOUND');
  });

  it('needs exactly one of memberBizId and userBizId: 400', async () => {
    const one = await aliceMember('kate');
    for (const body of [{}, { memberBizId: one.memberBizId, userBizId: one.account.accountBizId }, { memberId: one.memberBizId }]) {
      expectError(await call(aliceToken, 'POST', '/members/remove', { workspace: alice.workspaceBizId, body }), 400, 'VALIDATION.INVALID_PARAMETER');
    }
  });

  it('changes the role of a member', async () => {
    const one = await aliceMember('liam');
    const target = await call(aliceToken, 'POST', '/roles', { workspace: alice.workspaceBizId, body: { roleName: 'liam target', description: '' } });
    const res = await call(aliceToken, 'POST', '/roles/members/role/change', {
      workspace: alice.workspaceBizId,
      body: { memberBizId: one.memberBizId, roleId: target.body.data.bizId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ memberBizId: one.memberBizId, workspaceRoleBizId: target.body.data.bizId, workspaceRoleName: 'liam target' });
    // Now the old role is free to delete.
    expect((await call(aliceToken, 'POST', '/roles/delete', { workspace: alice.workspaceBizId, body: { roleId: one.roleId } })).status).toBe(204);
  });

  it('makes a member a co-owner, after which the first owner may step down', async () => {
    const created = await call(aliceToken, 'POST', '/workspaces', { body: { workspaceName: 'Handover' } });
    const ws = created.body.data.bizId as string;
    const ownerRole = await ownerRoleOf(aliceToken, ws);
    const custom = await call(aliceToken, 'POST', '/roles', { workspace: ws, body: { roleName: 'Staff', description: '' } });
    const mona = await createPasswordlessAccount(server, 'mona');
    const monaMember = await addMember(server, ws, mona.accountBizId, custom.body.data.bizId);
    const members = (await call(aliceToken, 'GET', '/members', { workspace: ws })).body.data.items;
    const aliceMemberId = members.find((m: { userBizId: string }) => m.userBizId === alice.accountBizId).memberBizId;

    const demoteLast = await call(aliceToken, 'POST', '/roles/members/role/change', { workspace: ws, body: { memberBizId: aliceMemberId, roleId: custom.body.data.bizId } });
    expectError(demoteLast, 409, 'MEMBER.LAST_OWNER');
    expect(demoteLast.body.message).toContain('last owner');
    expectError(await call(aliceToken, 'POST', '/members/remove', { workspace: ws, body: { memberBizId: aliceMemberId } }), 409, 'MEMBER.LAST_OWNER');

    const promote = await call(aliceToken, 'POST', '/roles/members/role/change', { workspace: ws, body: { memberBizId: monaMember, roleId: ownerRole } });
    expect(promote.body.data).toMatchObject({ isOwner: true, roleType: { code: 'OWNER' } });
    const stepDown = await call(aliceToken, 'POST', '/roles/members/role/change', { workspace: ws, body: { userBizId: alice.accountBizId, roleId: custom.body.data.bizId } });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.data.isOwner).toBe(false);
  });

  it("refuses a role or member of another workspace: 404, and nothing changes", async () => {
    const one = await aliceMember('nina');
    const bobRoles = await call(bobToken, 'GET', '/roles', { workspace: bob.workspaceBizId });
    const bobOwnerRole = bobRoles.body.data[0].bizId as string;
    const bobMembers = await call(bobToken, 'GET', '/members', { workspace: bob.workspaceBizId });
    const bobMemberId = bobMembers.body.data.items[0].memberBizId as string;

    const foreignRole = await call(aliceToken, 'POST', '/roles/members/role/change', {
      workspace: alice.workspaceBizId,
      body: { memberBizId: one.memberBizId, roleId: bobOwnerRole },
    });
    expectError(foreignRole, 404, 'RESOURCE.NOT_FOUND');
    const ownRole = await ownerRoleOf(aliceToken, alice.workspaceBizId);
    expectError(
      await call(aliceToken, 'POST', '/roles/members/role/change', { workspace: alice.workspaceBizId, body: { memberBizId: bobMemberId, roleId: ownRole } }),
      404,
      'RESOURCE.NOT_FOUND',
    );
    expectError(await call(aliceToken, 'POST', '/members/remove', { workspace: alice.workspaceBizId, body: { memberBizId: bobMemberId } }), 404, 'RESOURCE.NOT_FOUND');
    expectError(await call(aliceToken, 'POST', '/members/remove', { workspace: alice.workspaceBizId, body: { userBizId: bob.accountBizId } }), 404, 'RESOURCE.NOT_FOUND');

    const aliceList = await call(aliceToken, 'GET', '/members?size=100', { workspace: alice.workspaceBizId });
    expect(aliceList.body.data.items.map((m: { userBizId: string }) => m.userBizId)).not.toContain(bob.accountBizId);
    const after = await call(bobToken, 'GET', '/members', { workspace: bob.workspaceBizId });
    expect(after.body.data.items).toEqual(bobMembers.body.data.items);
    const member = (await call(aliceToken, 'GET', '/members?size=100', { workspace: alice.workspaceBizId })).body.data.items.find(
      (m: { memberBizId: string }) => m.memberBizId === one.memberBizId,
    );
    expect(member.workspaceRoleBizId).toBe(one.roleId);
  });
});

describe('secure channel group', () => {
  it('refuses plaintext bodies on workspace routes when SECURE_CHANNEL_REQUIRED lists `workspaces`', async () => {
    const strict = await startSignInServer({ env: { SECURE_CHANNEL_REQUIRED: 'workspaces' } });
    try {
      const strictCall = partnerApi(strict);
      const owner = await createAccount(strict, 'strict');
      const token = (await signIn(strict, owner)).accessToken;
      for (const [path, body] of [
        ['/workspaces', { workspaceName: 'Plain' }],
        ['/roles', { roleName: 'Plain', description: '' }],
        ['/members/remove', { userBizId: owner.accountBizId }],
      ] as const) {
        expectError(await strictCall(token, 'POST', path, { workspace: owner.workspaceBizId, body }), 400, 'SECURE_CHANNEL.REQUIRED');
      }
      // Reads carry no body and stay open.
      expect((await strictCall(token, 'GET', '/roles', { workspace: owner.workspaceBizId })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
