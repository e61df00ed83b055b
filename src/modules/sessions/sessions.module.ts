import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createAccountSessionsService, type AccountSessionsDeps } from './account-sessions.service.js';
import { sessionsRoutes } from './sessions.routes.js';

export interface SessionsModule {
  /** The signed-in account's sessions and login history. Needs the auth guard; secure-channel group `security`. */
  routes: FastifyPluginAsyncTypebox;
}

/** Session management of the signed-in account: service → routes; the sessions themselves are the auth module's. */
export function createSessionsModule(deps: AccountSessionsDeps): SessionsModule {
  return { routes: inSecureChannelGroup('security', sessionsRoutes(createAccountSessionsService(deps))) };
}
