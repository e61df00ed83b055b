import type { Db } from './db/client.js';
import { hashPassword } from './infra/passwords.js';
import { createAccountsModule, type AccountsModule } from './modules/accounts/accounts.module.js';
import { createPermissionsModule, type PermissionsModule } from './modules/permissions/permissions.module.js';
import { createRolesModule, type RolesModule } from './modules/roles/roles.module.js';
import { permissionCatalogue as catalogue } from './permissions.js';
import { createWorkspaceRecords, createWorkspacesModule, type WorkspaceRecords, type WorkspacesModule } from './modules/workspaces/workspaces.module.js';

export interface CoreModules {
  accounts: AccountsModule;
  permissions: PermissionsModule;
  workspaceRecords: WorkspaceRecords;
  roles: RolesModule;
  workspaces: WorkspacesModule;
}

/**
 * The account and workspace modules, in dependency order: what the HTTP app
 * builds the rest on, and all the CLI, the demo seed and test factories need
 * to create a partner account with its workspace. No request context, no mail.
 */
export function createCoreModules(deps: { db: Db }): CoreModules {
  const { db } = deps;
  const accounts = createAccountsModule({ db });
  const permissions = createPermissionsModule({ db, catalogue });
  // Before roles: a role is counted under its workspace's lock, and the workspaces module needs the roles module.
  const workspaceRecords = createWorkspaceRecords();
  const roles = createRolesModule({ db, workspaces: workspaceRecords, permissions: permissions.service, catalogue });
  const workspaces = createWorkspacesModule({ db, accounts: accounts.service, roles: roles.service, hashPassword, permissionCodes: catalogue.codes });
  return { accounts, permissions, workspaceRecords, roles, workspaces };
}
