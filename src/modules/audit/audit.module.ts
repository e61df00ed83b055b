import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createAuditRepo } from './audit.repo.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

export interface AuditModule {
  /** The workspace's trail. Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
}

/**
 * The audit trail's reading side. Other modules write to it with the
 * functions of audit.ts, inside the transaction of their change.
 */
export function createAuditModule(deps: { db: Db }): AuditModule {
  const service = createAuditService({ db: deps.db, audit: createAuditRepo() });
  return { routes: inSecureChannelGroup('workspaces', auditRoutes({ service })) };
}
