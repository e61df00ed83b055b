import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../src/core/locale.js';
import { newId } from '../src/infra/ids.js';
import { createRolesRepo } from '../src/modules/roles/roles.repo.js';
import { MAX_ROLES_PER_WORKSPACE } from '../src/modules/roles/roles.service.js';
import { permissionCatalogue } from '../src/permissions.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { addMember, createAccount, createPasswordlessAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

/** The catalogue the modules declare, as the seeded tree must mirror it. */
const { groups: PERMISSION_CATALOGUE, entries: PERMISSIONS, codes: ALL_PERMISSION_CODES } = permissionCatalogue;

type PermissionNode = { bizId: string; permissionCode: string; permissionGroup: string; permissionName: string; permissionDescription: string | null; children: PermissionNode[] };

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

let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${++counter}`;

/** As Alice, in her workspace. */
const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
/** As Alice, with `X-LOCALE`: the message comes in that language, the code stays. */
const aliceIn = (locale: string, method: string, path: string, body: unknown) =>
  call(aliceToken, method, path, { workspace: alice.workspaceBizId, body, headers: { 'x-locale': locale } });

async function createRole(name = uniqueName('Role')): Promise<string> {
  const res = await asAlice('POST', '/roles', { roleName: name, description: 'test role' });
  expect(res.status).toBe(201);
  return res.body.data.bizId as string;
}


describe('role list and lookup', () => {
  it('lists the OWNER role first, granting every permission', async () => {
    const res = await asAlice('GET', '/roles');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000' });
    const [owner] = res.body.data;
    expect(owner).toMatchObject({
      workspaceBizId: alice.workspaceBizId,
      roleName: 'Owner',
      roleType: { code: 'OWNER', value: 10010901, label: expect.any(String), description: expect.any(String) },
      permissionCodes: [...ALL_PERMISSION_CODES],
    });
    expect(owner.bizId).toMatch(/^role_[0-9A-Z]{26}$/);
    expect(new Date(owner.createdAt).toISOString()).toBe(owner.createdAt);
  });

  it('gets a role and the permission codes it grants', async () => {
    const roleId = await createRole();
    await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['wallets:read', 'members:read'] });
    const role = await asAlice('GET', `/roles/${roleId}`);
    expect(role.status).toBe(200);
    expect(role.body.data).toMatchObject({ bizId: roleId, roleType: { code: 'CUSTOM', value: 10010902 }, permissionCodes: ['members:read', 'wallets:read'] });
    const codes = await asAlice('GET', `/roles/${roleId}/permissions`);
    expect(codes.status).toBe(200);
    expect(codes.body.data).toEqual(['members:read', 'wallets:read']);
  });

  it('answers 404 RESOURCE.NOT_FOUND for an unknown role id', async () => {
    expectError(await asAlice('GET', '/roles/role_01ZZZZZZZZZZZZZZZZZZZZZZZZ'), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asAlice('GET', '/roles/nonsense/permissions'), 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('permission tree', () => {
  it('nests every catalogue action under its group, in sort order, with deterministic ids', async () => {
    const res = await asAlice('GET', '/roles/permissions/tree');
    expect(res.status).toBe(200);
    const tree = res.body.data as Array<Record<string, unknown> & { children: Array<Record<string, unknown>> }>;
    expect(tree.map((node) => node.permissionGroup)).toEqual(Object.keys(PERMISSION_CATALOGUE));
    const leaves = tree.flatMap((group) => group.children);
    expect(leaves.map((leaf) => leaf.permissionCode)).toEqual(PERMISSIONS.map((entry) => entry.code));
    const apiKeys = tree.find((node) => node.permissionGroup === 'api_keys')!;
    expect(apiKeys).toMatchObject({ bizId: 'perm_api_keys', permissionCode: 'api_keys:*', parentBizId: null, isEnabled: true, portalVisibility: null });
    expect(apiKeys.children[0]).toMatchObject({
      bizId: 'perm_api_keys_read',
      permissionCode: 'api_keys:read',
      permissionName: 'View API keys',
      permissionDescription: expect.any(String),
      parentBizId: 'perm_api_keys',
      permissionGroup: 'api_keys',
      sortOrder: 1,
      children: [],
    });
    for (const entry of PERMISSIONS) {
      const leaf = leaves.find((node) => node.permissionCode === entry.code)!;
      expect(leaf).toMatchObject({ permissionName: entry.name.en, permissionDescription: entry.description.en, sortOrder: entry.sortOrder });
    }
  });

  it('keeps the seeded table in English, equal to what the modules declare', async () => {
    const rows = await server.db.query<{ code: string; name: string; description: string | null }>('SELECT code, name, description FROM permissions');
    const declared = [
      ...Object.entries(PERMISSION_CATALOGUE).map(([group, entry]) => ({ code: `${group}:*`, name: entry.name.en, description: entry.description.en })),
      ...PERMISSIONS.map((entry) => ({ code: entry.code, name: entry.name.en, description: entry.description.en })),
    ];
    const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
    expect([...rows].sort(byCode)).toEqual(declared.sort(byCode));
  });

  /** What a locale header asks for, and the names one node must then carry. */
  const LANGUAGES = [
    { headers: { 'x-locale': 'en' }, locale: 'en', apiKeys: 'API keys', read: 'View API keys' },
    { headers: { 'x-locale': 'zh' }, locale: 'zh', apiKeys: 'API 密钥', read: '查看 API 密钥' },
    { headers: { 'x-locale': 'zh-Hant' }, locale: 'zh-Hant', apiKeys: 'API 金鑰', read: '檢視 API 金鑰' },
    { headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' }, locale: 'ja', apiKeys: 'API キー', read: 'API キーを表示' },
    { headers: { 'x-locale': 'vi' }, locale: 'vi', apiKeys: 'Khóa API', read: 'Xem khóa API' },
  ] as const;

  it.each(LANGUAGES)('names every group and action in $locale, with the same codes and ids', async ({ headers, locale, apiKeys, read }) => {
    const english = (await asAlice('GET', '/roles/permissions/tree')).body.data as PermissionNode[];
    const res = await call(aliceToken, 'GET', '/roles/permissions/tree', { workspace: alice.workspaceBizId, headers });
    expect(res.status).toBe(200);
    const tree = res.body.data as PermissionNode[];
    // Codes, ids and order never change with the language.
    const skeleton = (nodes: PermissionNode[]) => nodes.map((node) => [node.bizId, node.permissionCode, node.children.map((child) => [child.bizId, child.permissionCode])]);
    expect(skeleton(tree)).toEqual(skeleton(english));
    const group = tree.find((node) => node.permissionGroup === 'api_keys')!;
    expect(group.permissionName).toBe(apiKeys);
    expect(group.children[0]!.permissionName).toBe(read);
    for (const node of tree) {
      const declared = PERMISSION_CATALOGUE[node.permissionGroup]!;
      expect(node).toMatchObject({ permissionName: declared.name[locale], permissionDescription: declared.description[locale] });
      for (const leaf of node.children) {
        const entry = PERMISSIONS.find((candidate) => candidate.code === leaf.permissionCode)!;
        expect(leaf).toMatchObject({ permissionName: entry.name[locale], permissionDescription: entry.description[locale] });
      }
    }
  });

  it('declares every name and description in all five languages, none left empty', () => {
    const texts = [...Object.values(PERMISSION_CATALOGUE), ...PERMISSIONS].flatMap((entry) => [entry.name, entry.description]);
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(text[locale].trim()).not.toBe('');
    }
    // A translation is not the English copied over (names such as "API" stay, the sentence does not).
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      expect(texts.filter((text) => text[locale] === text.en)).toEqual([]);
    }
  });
});

describe('role create and update', () => {
  it('creates a CUSTOM role without permissions: HTTP 201, code 2001', async () => {
    const res = await asAlice('POST', '/roles', { roleName: '  Auditor  ', description: 'reads the trail' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001', message: 'Created' });
    expect(res.body.data).toMatchObject({
      workspaceBizId: alice.workspaceBizId,
      roleName: 'Auditor',
      description: 'reads the trail',
      roleType: { code: 'CUSTOM', value: 10010902 },
      permissionCodes: [],
    });
  });

  it('refuses a second role with the same name in any letter case: 409 ROLE.NAME_TAKEN', async () => {
    const name = uniqueName('Support');
    await createRole(name);
    const sameCase = await asAlice('POST', '/roles', { roleName: name, description: '' });
    expectError(sameCase, 409, 'ROLE.NAME_TAKEN');
    expect(sameCase.body.message).toBe('A role with this name already exists in the workspace: roleName');
    const otherCase = await aliceIn('ja', 'POST', '/roles', { roleName: name.toUpperCase(), description: '' });
    expectError(otherCase, 409, 'ROLE.NAME_TAKEN');
    expect(otherCase.body.message).toBe('この名前のロールはワークスペースにすでに存在します: roleName');
    expectError(await asAlice('POST', '/roles', { roleName: 'owner', description: '' }), 409, 'ROLE.NAME_TAKEN');
    const renamed = await asAlice('POST', '/roles/update', { roleId: await createRole(), roleName: name.toLowerCase() });
    expectError(renamed, 409, 'ROLE.NAME_TAKEN');
  });

  it(`refuses a role beyond ${MAX_ROLES_PER_WORKSPACE} per workspace: 422 ROLE.LIMIT_REACHED`, async () => {
    const owner = await createAccount(server, 'role-hoarder');
    const token = (await signIn(server, owner)).accessToken;
    const repo = createRolesRepo();
    // The OWNER role counts too.
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_ROLES_PER_WORKSPACE - 1; i++) {
        await repo.insertCustomRole(tx, { id: newId('role'), workspaceId: owner.workspaceBizId, name: `Filler ${i}`, description: '' });
      }
    });
    const res = await call(token, 'POST', '/roles', { workspace: owner.workspaceBizId, body: { roleName: 'One too many' }, headers: { 'x-locale': 'zh' } });
    expectError(res, 422, 'ROLE.LIMIT_REACHED');
    expect(res.body.message).toBe(`该工作区的角色数量已达上限: at most ${MAX_ROLES_PER_WORKSPACE}`);
  });

  it('refuses an empty body, a blank or overlong name and unknown fields: 400', async () => {
    expectError(await asAlice('POST', '/roles', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/roles', { roleName: '   ' }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/roles', { roleName: 'x'.repeat(65) }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/roles', { roleName: 'Sneaky', roleType: 'OWNER' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('renames a role and changes its description', async () => {
    const roleId = await createRole();
    const newName = uniqueName('Renamed');
    const res = await asAlice('POST', '/roles/update', { roleId, roleName: newName, description: 'new words' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bizId: roleId, roleName: newName, description: 'new words' });
    const only = await asAlice('POST', '/roles/update', { roleId, description: 'only this' });
    expect(only.body.data).toMatchObject({ roleName: newName, description: 'only this' });
    expectError(await asAlice('POST', '/roles/update', { roleId }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/roles/update', { roleId: 'role_01ZZZZZZZZZZZZZZZZZZZZZZZZ', roleName: 'x' }), 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('role permissions', () => {
  it('replaces the permission set and answers the role with the new codes', async () => {
    const roleId = await createRole();
    const first = await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['api_keys:read', 'api_keys:write', 'api_keys:read'] });
    expect(first.status).toBe(200);
    expect(first.body.data.permissionCodes).toEqual(['api_keys:read', 'api_keys:write']);
    const second = await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['withdrawals:create'] });
    expect(second.body.data.permissionCodes).toEqual(['withdrawals:create']);
    const cleared = await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: [] });
    expect(cleared.body.data.permissionCodes).toEqual([]);
  });

  it('refuses unknown codes with a 400 that names them, and changes nothing', async () => {
    const roleId = await createRole();
    await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['wallets:read'] });
    const res = await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['wallets:read', 'wallets:drain', 'root:all'] });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('wallets:drain');
    expect(res.body.message).toContain('root:all');
    expect((await asAlice('GET', `/roles/${roleId}/permissions`)).body.data).toEqual(['wallets:read']);
  });

  it('does not accept a group node code as a permission', async () => {
    const roleId = await createRole();
    const res = await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['api_keys:*'] });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('api_keys:*');
  });

  it('refuses a missing or non-array permissionCodes: 400', async () => {
    const roleId = await createRole();
    expectError(await asAlice('POST', '/roles/permissions', { roleId }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: 'wallets:read' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('the OWNER role', () => {
  it('cannot be renamed, given permissions or deleted: 422 ROLE.OWNER_IMMUTABLE', async () => {
    const ownerRoleId = (await asAlice('GET', '/roles')).body.data[0].bizId as string;
    for (const [path, body] of [
      ['/roles/update', { roleId: ownerRoleId, roleName: 'Boss' }],
      ['/roles/permissions', { roleId: ownerRoleId, permissionCodes: [] }],
      ['/roles/delete', { roleId: ownerRoleId }],
    ] as const) {
      const res = await asAlice('POST', path, body);
      expectError(res, 422, 'ROLE.OWNER_IMMUTABLE');
      expect(res.body.message).toBe('The OWNER role cannot be edited or deleted');
    }
    const ja = await aliceIn('ja', 'POST', '/roles/delete', { roleId: ownerRoleId });
    expectError(ja, 422, 'ROLE.OWNER_IMMUTABLE');
    expect(ja.body.message).toBe('オーナー（OWNER）ロールは編集も削除もできません');
    expect((await asAlice('GET', `/roles/${ownerRoleId}`)).body.data).toMatchObject({ roleName: 'Owner', permissionCodes: [...ALL_PERMISSION_CODES] });
  });
});

describe('role delete', () => {
  it('deletes an unassigned role with HTTP 204 and no body at all', async () => {
    const roleId = await createRole();
    await asAlice('POST', '/roles/permissions', { roleId, permissionCodes: ['files:read'] });
    const res = await asAlice('POST', '/roles/delete', { roleId });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectError(await asAlice('GET', `/roles/${roleId}`), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asAlice('POST', '/roles/delete', { roleId }), 404, 'RESOURCE.NOT_FOUND');
  });

  it('refuses to delete a role still assigned to a member: 409 ROLE.IN_USE', async () => {
    const roleId = await createRole();
    const carol = await createPasswordlessAccount(server, 'carol');
    await addMember(server, alice.workspaceBizId, carol.accountBizId, roleId);
    const res = await asAlice('POST', '/roles/delete', { roleId });
    expectError(res, 409, 'ROLE.IN_USE');
    expect(res.body.message).toBe('The role is still assigned to members; give them another role first: assigned to 1 member(s)');
    const vi = await aliceIn('vi', 'POST', '/roles/delete', { roleId });
    expectError(vi, 409, 'ROLE.IN_USE');
    expect(vi.body.message).toBe('Vai trò vẫn đang được gán cho thành viên; hãy đổi vai trò khác cho họ trước: assigned to 1 member(s)');
    expect((await asAlice('GET', `/roles/${roleId}`)).status).toBe(200);
  });

  it('refuses an empty body: 400', async () => {
    expectError(await asAlice('POST', '/roles/delete', {}), 400, 'VALIDATION.INVALID_PARAMETER');
  });
});

describe('workspace isolation of roles', () => {
  it("neither shows nor changes another workspace's role: every by-id endpoint answers 404", async () => {
    const bobRole = await call(bobToken, 'POST', '/roles', { workspace: bob.workspaceBizId, body: { roleName: 'Bob only', description: 'b' } });
    const bobRoleId = bobRole.body.data.bizId as string;
    await call(bobToken, 'POST', '/roles/permissions', { workspace: bob.workspaceBizId, body: { roleId: bobRoleId, permissionCodes: ['wallets:read'] } });

    expectError(await asAlice('GET', `/roles/${bobRoleId}`), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asAlice('GET', `/roles/${bobRoleId}/permissions`), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asAlice('POST', '/roles/update', { roleId: bobRoleId, roleName: 'Hijacked' }), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asAlice('POST', '/roles/permissions', { roleId: bobRoleId, permissionCodes: ['wallets:read', 'withdrawals:create'] }), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asAlice('POST', '/roles/delete', { roleId: bobRoleId }), 404, 'RESOURCE.NOT_FOUND');

    const list = await asAlice('GET', '/roles');
    expect(list.body.data.map((role: { bizId: string }) => role.bizId)).not.toContain(bobRoleId);
    expect(list.body.data.every((role: { workspaceBizId: string }) => role.workspaceBizId === alice.workspaceBizId)).toBe(true);

    const untouched = await call(bobToken, 'GET', `/roles/${bobRoleId}`, { workspace: bob.workspaceBizId });
    expect(untouched.body.data).toMatchObject({ roleName: 'Bob only', permissionCodes: ['wallets:read'] });
  });
});
