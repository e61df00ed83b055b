import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { recordAccountAudit, type AccountAuditRecorder } from '../security/audit-port.js';
import { createProfileRepo } from './profile.repo.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** Wires the profile: repository → service → routes. Needs the auth guard. Secure-channel group `profile`. */
export function profileModule(deps: { db: Db; audit?: AccountAuditRecorder }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const service = createProfileService({ db: deps.db, profiles: createProfileRepo(), audit: deps.audit ?? recordAccountAudit });
    await app.register(inSecureChannelGroup('profile', profileRoutes({ service })));
  };
}
