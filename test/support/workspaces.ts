import { randomBytes } from 'node:crypto';
import { requireCanonicalEmail, type CanonicalEmail } from '../../src/infra/email-address.js';
import { hashPassword } from '../../src/infra/passwords.js';
import { newId } from '../../src/infra/ids.js';
import { createCoreModules } from '../../src/core-modules.js';
import type { CreatedPartnerAccount } from '../../src/modules/workspaces/partner-accounts.service.js';
import { portalHeaders, type TestServer } from './harness.js';

/**
 * Factories for workspace tests: every test builds its own accounts and
 * memberships through the real services and repositories (no SQL here).
 */
export const TEST_PASSWORD = 'correct horse battery staple 42';

export interface TestAccount extends CreatedPartnerAccount {
  email: string;
  password: string;
}

export function uniqueEmail(label: string): CanonicalEmail {
  return requireCanonicalEmail(`${label}-${randomBytes(4).toString('hex')}@example.com`);
}

/** The service `portal accounts create` and registration make partner accounts with. */
export const partnerAccounts = (server: Pick<TestServer, 'db'>) => createCoreModules({ db: server.db }).workspaces.partnerAccounts;

/** Institution + partner account + its own LIVE workspace, as `portal accounts create` makes them. */
export async function createAccount(server: TestServer, label: string): Promise<TestAccount> {
  const service = partnerAccounts(server);
  const email = uniqueEmail(label);
  const created = await service.createPartnerAccount({ email, password: TEST_PASSWORD, name: label });
  return { ...created, email, password: TEST_PASSWORD };
}

/**
 * The same for an account that never signs in in the test: no password (as an
 * invited account before `password/init`), so no argon2 cost.
 */
export async function createPasswordlessAccount(server: TestServer, label: string): Promise<CreatedPartnerAccount & { email: string }> {
  const service = partnerAccounts(server);
  const email = uniqueEmail(label);
  const created = await server.db.transaction((tx) => service.insertPartnerAccount(tx, { email, passwordHash: null, name: label }));
  return { ...created, email };
}

/** A partner account that belongs to no workspace at all (e.g. one whose only workspace it left). */
export async function createAccountWithoutWorkspace(server: TestServer, label: string): Promise<{ accountBizId: string; email: string; password: string }> {
  const { accounts } = createCoreModules({ db: server.db });
  const email = uniqueEmail(label);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const { accountId } = await server.db.transaction((tx) => accounts.service.insertPartner(tx, { email, passwordHash, name: label }));
  return { accountBizId: accountId, email, password: TEST_PASSWORD };
}

/**
 * Makes `accountId` a member of `workspaceId` with `roleId`, as an accepted
 * invitation will (the invitation endpoints come later).
 */
export async function addMember(server: TestServer, workspaceId: string, accountId: string, roleId: string): Promise<string> {
  const id = newId('membership');
  await server.db.transaction((tx) =>
    createCoreModules({ db: server.db }).workspaceRecords.insertMembership(tx, { id, workspaceId, accountId, roleId, joinSource: 'INVITATION', isDefault: false }),
  );
  return id;
}

export interface CallOptions {
  workspace?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `call(token, 'GET', '/roles', { workspace })` against `/web/v1/partner`, with the portal headers. */
export function partnerApi(server: TestServer) {
  return (token: string | undefined, method: string, path: string, options: CallOptions = {}) =>
    server.request(`/web/v1/partner${path}`, {
      method,
      headers: portalHeaders({
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.workspace ? { 'x-workspace-id': options.workspace } : {}),
        ...options.headers,
      }),
      body: options.body,
    });
}
