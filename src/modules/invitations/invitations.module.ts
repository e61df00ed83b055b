import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createInvitationsRepo } from './invitations.repo.js';
import { invitationRoutes, profileInvitationRoutes } from './invitations.routes.js';
import { createInvitationService, type InvitationService, type InvitationServiceDeps } from './invitations.service.js';

export interface InvitationsModule {
  /** The workspace side (invite, list, cancel) and the invitee side under the profile. Secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
  /** Also for the members module: a leaving member's open invitations end with them. */
  service: InvitationService;
}

/** Invitations (the table this module owns): repository → service → routes. Needs the auth and workspace guards. */
export function createInvitationsModule(deps: Omit<InvitationServiceDeps, 'invitations'>): InvitationsModule {
  const service = createInvitationService({ ...deps, invitations: createInvitationsRepo() });
  return {
    routes: inSecureChannelGroup('workspaces', async (app) => {
      await app.register(invitationRoutes({ service }));
      await app.register(profileInvitationRoutes({ service }));
    }),
    service,
  };
}
