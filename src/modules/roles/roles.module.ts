import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createRolesRepo } from './roles.repo.js';
import { roleRoutes } from './roles.routes.js';
import { createRoleService, type RoleService, type RoleServiceDeps } from './roles.service.js';

export interface RolesModule {
  /** Roles and the permission tree. Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
  /** Also for other modules: finding and locking a role, and a new workspace's OWNER role. */
  service: RoleService;
}

/** Roles and their permissions (the tables this module owns): repository → service → routes. */
export function createRolesModule(deps: Omit<RoleServiceDeps, 'roles'>): RolesModule {
  const service = createRoleService({ ...deps, roles: createRolesRepo() });
  return { routes: inSecureChannelGroup('workspaces', roleRoutes({ service })), service };
}
