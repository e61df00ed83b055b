import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createLoginHistoryRepo } from '../auth/login-history.repo.js';
import { createSessionConfigRepo, createSessionsRepo } from '../auth/sessions.repo.js';
import type { SessionsService } from '../auth/sessions.service.js';
import { sessionsRoutes } from './sessions.routes.js';
import { createAccountSessionsService } from './sessions.service.js';

/** Session management of the signed-in account (secure-channel group `security`). */
export function sessionsModule(deps: { db: Db; sessions: SessionsService }): FastifyPluginAsyncTypebox {
  const service = createAccountSessionsService({
    db: deps.db,
    sessions: deps.sessions,
    sessionsRepo: createSessionsRepo(),
    configs: createSessionConfigRepo(),
    history: createLoginHistoryRepo(),
  });
  return inSecureChannelGroup('security', sessionsRoutes(service));
}
