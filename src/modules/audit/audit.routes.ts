import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { actorOf } from '../../http/workspace-guard.js';
import { AUDIT_SORT_COLUMNS, AuditPageResponse, AuditQuery } from './audit.schemas.js';
import type { AuditService } from './audit.service.js';

export function auditRoutes(deps: { service: AuditService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/web/v1/partner/audit-events',
      {
        config: { auth: true, workspace: 'required', permission: 'audit:read' },
        schema: {
          operationId: 'listAuditEvents',
          tags: ['Audit'],
          summary: "The workspace's audit trail (shape A), newest first; filter by action, actor and time",
          querystring: AuditQuery,
          response: { 200: AuditPageResponse },
        },
      },
      async (request) => {
        const page = parsePageQuery(request.query, AUDIT_SORT_COLUMNS, { defaultSort: ['createdAt,desc'] });
        return ok(shapeA(await deps.service.list(actorOf(request), page, request.query), page));
      },
    );
  };
}
