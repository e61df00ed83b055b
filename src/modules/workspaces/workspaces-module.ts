import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createAccountsRepo } from '../accounts/accounts.repo.js';
import { createInvitationsRepo } from '../invitations/invitations.repo.js';
import { createMembersRepo } from '../members/members.repo.js';
import { memberRoutes } from '../members/members.routes.js';
import { createMemberService } from '../members/members.service.js';
import type { PermissionCatalogue } from '../permissions/permissions.catalogue.js';
import { createPermissionsRepo } from '../permissions/permissions.repo.js';
import { createRolesRepo } from '../roles/roles.repo.js';
import { roleRoutes } from '../roles/roles.routes.js';
import { createRoleService } from '../roles/roles.service.js';
import { createWorkspacesRepo } from './workspaces.repo.js';
import { workspaceRoutes } from './workspaces.routes.js';
import { createWorkspaceService } from './workspaces.service.js';

/**
 * Wires workspaces, members and roles: repositories → services → routes.
 * Needs the auth and workspace guards. Secure-channel group `workspaces`.
 */
export function workspacesModule(deps: { db: Db; catalogue: PermissionCatalogue }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db, catalogue } = deps;
    const workspaces = createWorkspacesRepo();
    const roles = createRolesRepo();
    const members = createMemberService({ db, members: createMembersRepo(), roles, workspaces, invitations: createInvitationsRepo(), catalogue });
    const group = (plugin: FastifyPluginAsyncTypebox) => app.register(inSecureChannelGroup('workspaces', plugin));
    await group(workspaceRoutes({ service: createWorkspaceService({ db, workspaces, accounts: createAccountsRepo() }), members }));
    await group(memberRoutes({ service: members }));
    await group(roleRoutes({ service: createRoleService({ db, roles, permissions: createPermissionsRepo(), catalogue, workspaces }) }));
  };
}
