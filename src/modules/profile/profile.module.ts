import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { recordAccountAudit } from '../audit/audit.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

export interface ProfileModule {
  /** Needs the auth guard. Secure-channel group `profile`. */
  routes: FastifyPluginAsyncTypebox;
}

/** The signed-in account's profile: service (rules, audit) → routes; the row itself is the accounts module's. */
export function createProfileModule(deps: { db: Db; accounts: Pick<AccountService, 'findProfile' | 'lockProfile' | 'updateProfile'> }): ProfileModule {
  const service = createProfileService({ db: deps.db, accounts: deps.accounts, audit: recordAccountAudit });
  return { routes: inSecureChannelGroup('profile', profileRoutes({ service })) };
}
