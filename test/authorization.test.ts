import Fastify, { type FastifyContextConfig } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANY_MEMBER,
  isWorkspacePath,
  routeAccessProblems,
  workspaceGuardPlugin,
  type RouteAccessEntry,
  type RouteAccessRules,
  type RoutePermission,
} from '../src/http/workspace-guard.js';
import { permissionCatalogue } from '../src/permissions.js';
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
/** Mallory's CUSTOM role in Alice's workspace; tests set its permissions. */
let malloryRole: string;
let aliceOwnerRole: string;

const P = '/web/v1/partner';

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
  [alice, bob, mallory] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob'), createAccount(server, 'mallory')]);
  const tokenOf = async (account: TestAccount) => (await signIn(server, account)).accessToken;
  [aliceToken, bobToken, malloryToken] = await Promise.all([tokenOf(alice), tokenOf(bob), tokenOf(mallory)]);
  malloryRole = await newRole('Mallory');
  await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
  aliceOwnerRole = (await asAlice('GET', '/roles')).body.data[0].bizId;
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
const asMallory = (method: string, path: string, body?: unknown) => call(malloryToken, method, path, { workspace: alice.workspaceBizId, body });

async function newRole(prefix = 'Role', permissionCodes: string[] = []): Promise<string> {
  const res = await asAlice('POST', '/roles', { roleName: `${prefix} ${++counter}`, description: '' });
  expect(res.status).toBe(201);
  if (permissionCodes.length > 0) await asAlice('POST', '/roles/permissions', { roleId: res.body.data.bizId, permissionCodes });
  return res.body.data.bizId as string;
}

async function grantMallory(permissionCodes: string[]): Promise<void> {
  const res = await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes });
  expect(res.status).toBe(200);
}

/** A member of Alice's workspace with an empty role, who never signs in. */
async function newVictim(): Promise<{ memberBizId: string; accountBizId: string }> {
  const account = await createPasswordlessAccount(server, `victim${++counter}`);
  const memberBizId = await addMember(server, alice.workspaceBizId, account.accountBizId, await newRole('Victim'));
  return { memberBizId, accountBizId: account.accountBizId };
}


/**
 * Every workspace route of this module with a request that succeeds for a
 * caller holding `permission`. `prepare` builds fresh targets, so a route that
 * changes state can run more than once.
 */
interface RouteCase {
  method: 'GET' | 'POST';
  route: string;
  permission: RoutePermission;
  request: () => Promise<{ path: string; body?: unknown }>;
}

const CASES: RouteCase[] = [
  { method: 'GET', route: '/workspaces/current', permission: ANY_MEMBER, request: async () => ({ path: '/workspaces/current' }) },
  { method: 'GET', route: '/workspaces/current/permissions', permission: ANY_MEMBER, request: async () => ({ path: '/workspaces/current/permissions' }) },
  { method: 'POST', route: '/workspaces/current/default', permission: ANY_MEMBER, request: async () => ({ path: '/workspaces/current/default' }) },
  {
    method: 'POST',
    route: '/workspaces/current/update',
    permission: 'workspace:update',
    request: async () => ({ path: '/workspaces/current/update', body: { workspaceTimezone: 'Asia/Tokyo' } }),
  },
  { method: 'GET', route: '/members', permission: 'members:read', request: async () => ({ path: '/members' }) },
  {
    method: 'POST',
    route: '/members/remove',
    permission: 'members:remove',
    request: async () => ({ path: '/members/remove', body: { memberBizId: (await newVictim()).memberBizId } }),
  },
  {
    method: 'POST',
    route: '/roles/members/role/change',
    permission: 'members:assign_role',
    request: async () => ({ path: '/roles/members/role/change', body: { memberBizId: (await newVictim()).memberBizId, roleId: await newRole('Target') } }),
  },
  { method: 'GET', route: '/roles', permission: 'roles:read', request: async () => ({ path: '/roles' }) },
  { method: 'GET', route: '/roles/permissions/tree', permission: 'roles:read', request: async () => ({ path: '/roles/permissions/tree' }) },
  { method: 'GET', route: '/roles/:roleBizId', permission: 'roles:read', request: async () => ({ path: `/roles/${await newRole()}` }) },
  { method: 'GET', route: '/roles/:roleBizId/permissions', permission: 'roles:read', request: async () => ({ path: `/roles/${await newRole()}/permissions` }) },
  { method: 'POST', route: '/roles', permission: 'roles:manage', request: async () => ({ path: '/roles', body: { roleName: `Made ${++counter}`, description: '' } }) },
  {
    method: 'POST',
    route: '/roles/update',
    permission: 'roles:manage',
    request: async () => ({ path: '/roles/update', body: { roleId: await newRole(), roleName: `Renamed ${++counter}` } }),
  },
  {
    method: 'POST',
    route: '/roles/permissions',
    permission: 'roles:manage',
    request: async () => ({ path: '/roles/permissions', body: { roleId: await newRole(), permissionCodes: ['roles:manage'] } }),
  },
  { method: 'POST', route: '/roles/delete', permission: 'roles:manage', request: async () => ({ path: '/roles/delete', body: { roleId: await newRole() } }) },
  // Last: Mallory leaves the workspace.
  { method: 'POST', route: '/workspaces/current/leave', permission: ANY_MEMBER, request: async () => ({ path: '/workspaces/current/leave' }) },
];

/** Routes that fall back to the default workspace without X-Workspace-Id (`workspace: 'optional'`). */
const OPTIONAL_WORKSPACE = new Set(['/workspaces/current', '/workspaces/current/permissions']);

/** What the modules declared, as the guard was given it. */
const rules = (): RouteAccessRules => ({ workspacePaths: server.app.workspacePaths, isPermission: (code) => permissionCatalogue.isCode(code) });

describe('route table', () => {
  it('declares a workspace context on every workspace-scoped route and a catalogue permission on every workspace route', () => {
    const routes = server.app.routeAccess;
    expect(routes.filter((route) => route.workspace).length).toBeGreaterThanOrEqual(CASES.length);
    expect(routeAccessProblems(routes, rules())).toEqual([]);
  });

  it('holds the workspace paths every module declared, each with workspace routes under it', () => {
    expect(server.app.workspacePaths).toEqual(permissionCatalogue.workspacePaths);
    expect(server.app.workspacePaths).toContain(`${P}/workspaces/current`);
    for (const path of server.app.workspacePaths) {
      expect(server.app.routeAccess.filter((route) => route.workspace && isWorkspacePath(route.url, [path])).length, path).toBeGreaterThan(0);
    }
  });

  it('the check fails on a route that forgets its permission, its workspace or its authentication', () => {
    const bad: RouteAccessEntry[] = [
      { method: 'GET', url: `${P}/api-keys`, auth: true, workspace: undefined, permission: undefined },
      { method: 'GET', url: `${P}/wallets/:walletBizId`, auth: true, workspace: 'required', permission: undefined },
      { method: 'POST', url: `${P}/withdrawals`, auth: true, workspace: 'required', permission: 'withdrawals:steal' },
      { method: 'GET', url: `${P}/roles`, auth: false, workspace: 'required', permission: 'roles:read' },
      { method: 'GET', url: `${P}/workspaces/current/x`, auth: true, workspace: undefined, permission: undefined },
    ];
    expect(routeAccessProblems(bad, rules())).toHaveLength(5);
  });

  it('refuses to start with a route under a workspace path that forgets its workspace, or names an unknown permission', async () => {
    const start = async (config: FastifyContextConfig) => {
      const app = Fastify();
      try {
        await app.register(workspaceGuardPlugin, { resolve: async () => undefined, isPermission: (code) => code === 'things:read', workspacePaths: ['/things'] });
        app.get('/things/:id', { config }, async () => 'ok');
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(start({ auth: true })).rejects.toThrow('GET /things/:id: workspace-scoped path without config.workspace');
    await expect(start({ auth: true, workspace: 'required', permission: 'things:steal' as RoutePermission })).rejects.toThrow('without a catalogue permission');
    await expect(start({ auth: true, workspace: 'required', permission: 'things:read' as RoutePermission })).resolves.toBeUndefined();
  });

  it('sees every documented workspace-scoped route (none was registered before the guard)', () => {
    const documented = Object.entries((server.app as unknown as { swagger: () => { paths: Record<string, object> } }).swagger().paths).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const seen = new Set(server.app.routeAccess.map((route) => `${route.method} ${route.url}`));
    const scoped = documented.filter((entry) => isWorkspacePath(entry.split(' ')[1]!, server.app.workspacePaths));
    expect(scoped.length).toBeGreaterThanOrEqual(CASES.length);
    expect(scoped.filter((entry) => !seen.has(entry))).toEqual([]);
  });

  it('this matrix covers every workspace route of the workspaces, members and roles modules', () => {
    const mine = server.app.routeAccess
      .filter((route) => route.workspace && /^\/web\/v1\/partner\/(workspaces|members|roles)(\/|$)/.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(mine).toEqual(CASES.map((c) => `${c.method} ${P}${c.route}`).sort());
    for (const c of CASES) {
      const declared = server.app.routeAccess.find((route) => route.method === c.method && route.url === `${P}${c.route}`);
      expect(declared?.permission, c.route).toBe(c.permission);
    }
  });
});

describe('workspace context on every workspace route', () => {
  it('refuses a caller without a token: 401 ACCESS.TOKEN_MISSING', async () => {
    for (const c of CASES) {
      const { path, body } = await c.request();
      expectError(await call(undefined, c.method, path, { workspace: alice.workspaceBizId, body }), 401, 'ACCESS.TOKEN_MISSING');
    }
  });

  it('refuses a non-member, an unknown and a malformed workspace id alike: 403 ACCESS.WORKSPACE_DENIED', async () => {
    const unknown = 'ws_01ARZ3NDEKTSV4RRFFQ69G5FAV';
    for (const c of CASES) {
      const { path, body } = await c.request();
      for (const workspace of [alice.workspaceBizId, unknown, 'ws_../../etc', "ws_' OR 1=1 --"]) {
        const res = await call(bobToken, c.method, path, { workspace, body });
        expect(`${c.route} ${res.status} ${res.body.code}`).toBe(`${c.route} 403 ACCESS.WORKSPACE_DENIED`);
      }
    }
  });

  it('answers 400 GA2031 without X-Workspace-Id where the context is required', async () => {
    for (const c of CASES.filter((entry) => !OPTIONAL_WORKSPACE.has(entry.route))) {
      const { path, body } = await c.request();
      const res = await call(aliceToken, c.method, path, { body });
      expect(res.status, c.route).toBe(400);
      expect(res.body).toMatchObject({ code: 'GA2031', message: 'GA2031', data: null });
    }
  });
});

describe('permissions of a CUSTOM role', () => {
  it('refuses each route without its permission (403 ACCESS.PERMISSION_DENIED) and allows it once granted', async () => {
    for (const c of CASES) {
      await grantMallory([]);
      const denied = await c.request();
      const before = await asMallory(c.method, denied.path, denied.body);
      if (c.permission === ANY_MEMBER) {
        expect(before.status, `${c.route} with no permissions`).toBeLessThan(300);
        continue;
      }
      expect(`${c.route} ${before.status} ${before.body.code}`).toBe(`${c.route} 403 ACCESS.PERMISSION_DENIED`);
      expect(before.body.message).toContain(c.permission);

      // Every other permission is not enough either.
      await grantMallory(CASES.map((other) => other.permission).filter((p): p is Exclude<RoutePermission, typeof ANY_MEMBER> => p !== ANY_MEMBER && p !== c.permission));
      const stillDenied = await asMallory(c.method, denied.path, denied.body);
      expect(`${c.route} ${stillDenied.status}`).toBe(`${c.route} 403`);

      await grantMallory([c.permission]);
      const allowed = await c.request();
      const after = await asMallory(c.method, allowed.path, allowed.body);
      expect([200, 201, 204], `${c.route} granted ${c.permission}: ${after.status} ${after.body?.code}`).toContain(after.status);
    }
  });
});

describe('no privilege escalation', () => {
  beforeAll(async () => {
    // Mallory is back (the matrix above made her leave) with a role only she holds.
    await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole).catch(() => undefined);
  });

  it('a role manager cannot grant permissions they do not hold, not even to their own role', async () => {
    await grantMallory(['roles:manage', 'roles:read']);
    const other = await newRole();
    const res = await asMallory('POST', '/roles/permissions', { roleId: other, permissionCodes: ['withdrawals:create'] });
    expectError(res, 403, 'ACCESS.PERMISSION_DENIED');
    expect(res.body.message).toContain('withdrawals:create');
    expectError(await asMallory('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['roles:manage', 'roles:read', 'api_keys:write'] }), 403, 'ACCESS.PERMISSION_DENIED');
    expect((await asAlice('GET', `/roles/${malloryRole}/permissions`)).body.data).toEqual(['roles:read', 'roles:manage']);
    // What she holds she may pass on.
    expect((await asMallory('POST', '/roles/permissions', { roleId: other, permissionCodes: ['roles:read'] })).status).toBe(200);
  });

  it('a role manager cannot edit or delete a role that grants more than they hold', async () => {
    await grantMallory(['roles:manage']);
    const stronger = await newRole('Stronger', ['roles:manage', 'wallets:read']);
    expectError(await asMallory('POST', '/roles/permissions', { roleId: stronger, permissionCodes: [] }), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('POST', '/roles/update', { roleId: stronger, roleName: 'Weaker' }), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('POST', '/roles/delete', { roleId: stronger }), 403, 'ACCESS.PERMISSION_DENIED');
  });

  it('a role assigner cannot make anyone an owner, nor assign a role stronger than their own', async () => {
    await grantMallory(['members:assign_role', 'members:read']);
    const self = { userBizId: mallory.accountBizId };
    const toOwner = await asMallory('POST', '/roles/members/role/change', { ...self, roleId: aliceOwnerRole });
    expectError(toOwner, 403, 'ACCESS.PERMISSION_DENIED');
    expect(toOwner.body.message).toContain('OWNER');
    const stronger = await newRole('Mighty', ['members:assign_role', 'withdrawals:create']);
    const res = await asMallory('POST', '/roles/members/role/change', { ...self, roleId: stronger });
    expectError(res, 403, 'ACCESS.PERMISSION_DENIED');
    expect(res.body.message).toContain('withdrawals:create');
    const me = (await asMallory('GET', '/members?size=100')).body.data.items.find((m: { userBizId: string }) => m.userBizId === mallory.accountBizId);
    expect(me.workspaceRoleBizId).toBe(malloryRole);
  });

  it('a non-owner cannot demote or remove an owner', async () => {
    await grantMallory(['members:assign_role', 'members:remove']);
    const weak = await newRole('Weak');
    expectError(await asMallory('POST', '/roles/members/role/change', { userBizId: alice.accountBizId, roleId: weak }), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('POST', '/members/remove', { userBizId: alice.accountBizId }), 403, 'ACCESS.PERMISSION_DENIED');
    const mine = await call(aliceToken, 'GET', '/workspaces/mine');
    expect(mine.body.data.find((m: { workspaceBizId: string }) => m.workspaceBizId === alice.workspaceBizId).isOwner).toBe(true);
  });

  it('a permission granted is effective on the next request, and a permission revoked is gone on the next request', async () => {
    await grantMallory(['members:read']);
    expect((await asMallory('GET', '/members')).status).toBe(200);
    await grantMallory([]);
    expectError(await asMallory('GET', '/members'), 403, 'ACCESS.PERMISSION_DENIED');
  });

  it('a removed member loses access at once', async () => {
    await grantMallory(['members:read']);
    const members = await asAlice('GET', '/members?size=100');
    const memberBizId = members.body.data.items.find((m: { userBizId: string }) => m.userBizId === mallory.accountBizId).memberBizId;
    expect((await asAlice('POST', '/members/remove', { memberBizId })).status).toBe(200);
    expectError(await asMallory('GET', '/members'), 403, 'ACCESS.WORKSPACE_DENIED');
    await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
  });
});

describe('owners under concurrency', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'two owners demoting each other at the same moment leave one owner, not none (PostgreSQL only: PGlite serializes everything)',
    async () => {
      const created = await call(aliceToken, 'POST', '/workspaces', { body: { workspaceName: 'Duel' } });
      const ws = created.body.data.bizId as string;
      const roles = await call(aliceToken, 'GET', '/roles', { workspace: ws });
      const ownerRole = roles.body.data[0].bizId as string;
      const staff = (await call(aliceToken, 'POST', '/roles', { workspace: ws, body: { roleName: 'Staff', description: '' } })).body.data.bizId;
      await addMember(server, ws, bob.accountBizId, ownerRole);
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([
          call(aliceToken, 'POST', '/roles/members/role/change', { workspace: ws, body: { userBizId: bob.accountBizId, roleId: staff } }),
          call(bobToken, 'POST', '/roles/members/role/change', { workspace: ws, body: { userBizId: alice.accountBizId, roleId: staff } }),
        ]);
        // The loser either finds the last owner gone (409) or, arriving later, no longer holds the permission (403).
        expect(results.filter((res) => res.status === 200)).toHaveLength(1);
        expect(results.map((res) => res.body.code).filter((code) => code !== '2000')).toEqual([
          expect.stringMatching(/^(MEMBER\.LAST_OWNER|ACCESS\.PERMISSION_DENIED)$/),
        ]);
        const [asA, asB] = await Promise.all([aliceToken, bobToken].map((token) => call(token, 'GET', '/members', { workspace: ws })));
        const members = (asA!.status === 200 ? asA! : asB!).body.data.items;
        const owners = members.filter((m: { isOwner: boolean }) => m.isOwner);
        expect(owners).toHaveLength(1);
        // Restore two owners for the next round.
        const demoted = members.find((m: { isOwner: boolean }) => !m.isOwner);
        const ownerToken = owners[0].userBizId === alice.accountBizId ? aliceToken : bobToken;
        await call(ownerToken, 'POST', '/roles/members/role/change', { workspace: ws, body: { memberBizId: demoted.memberBizId, roleId: ownerRole } });
      }
    },
  );
});
