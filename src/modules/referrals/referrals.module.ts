import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createReferralsRepo } from './referrals.repo.js';
import { referralRoutes } from './referrals.routes.js';
import { createReferralService, type ReferralService } from './referrals.service.js';

export interface ReferralsModule {
  /** Referral codes and the referrals they brought. Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
  /** Also for registration: `recordReferral(tx, {code, accountId})`. */
  service: ReferralService;
}

/** Referral codes and referrals (the tables this module owns): repository → service → routes. */
export function createReferralsModule(deps: { db: Db }): ReferralsModule {
  const service = createReferralService({ db: deps.db, referrals: createReferralsRepo() });
  return { routes: inSecureChannelGroup('workspaces', referralRoutes({ service })), service };
}
