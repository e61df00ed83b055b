import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { createPartnerAccountService, type PartnerAccountService } from './partner-accounts.service.js';
import { createWorkspaceRecords as recordsOf, type WorkspaceRecords } from './workspace-records.service.js';
import { createWorkspacesRepo } from './workspaces.repo.js';
import { workspaceRoutes } from './workspaces.routes.js';
import { createWorkspaceService, type OwnerRoles, type WorkspaceService } from './workspaces.service.js';

export type { WorkspaceRecords };

/** The rows other modules read, lock and add to; needs nothing, so it is built before them (see workspace-records.service.ts). */
export function createWorkspaceRecords(): WorkspaceRecords {
  return recordsOf({ workspaces: createWorkspacesRepo() });
}

export interface WorkspacesModuleDeps {
  db: Db;
  accounts: Pick<AccountService, 'findById' | 'lock' | 'insertPartner'>;
  /** The roles module: every new workspace gets its OWNER role there. */
  roles: OwnerRoles;
  hashPassword: (password: string) => Promise<string>;
  /** Every permission code the catalogue declares (src/permissions.ts). */
  permissionCodes: readonly string[];
}

export interface WorkspacesModule {
  /** `workspaces*` except leave (members module). Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
  service: WorkspaceService;
  /** Partner accounts with their first workspace: registration, the CLI and the demo seed. */
  partnerAccounts: PartnerAccountService;
}

/** Workspaces and memberships (the tables this module owns): repository → services → routes. */
export function createWorkspacesModule(deps: WorkspacesModuleDeps): WorkspacesModule {
  const { db } = deps;
  const service = createWorkspaceService({ db, workspaces: createWorkspacesRepo(), accounts: deps.accounts, roles: deps.roles });
  return {
    routes: inSecureChannelGroup('workspaces', workspaceRoutes({ service, permissionCodes: deps.permissionCodes })),
    service,
    partnerAccounts: createPartnerAccountService({ db, accounts: deps.accounts, workspaces: service, hashPassword: deps.hashPassword }),
  };
}
