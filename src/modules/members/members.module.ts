import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createMembersRepo } from './members.repo.js';
import { memberRoutes } from './members.routes.js';
import { createMemberService, type MemberServiceDeps } from './members.service.js';

export interface MembersModule {
  /** Leave, list, remove, change role. Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
}

/** A workspace's members: repository (reads) → service → routes; memberships change through the workspaces module. */
export function createMembersModule(deps: Omit<MemberServiceDeps, 'members'>): MembersModule {
  const service = createMemberService({ ...deps, members: createMembersRepo() });
  return { routes: inSecureChannelGroup('workspaces', memberRoutes({ service })) };
}
