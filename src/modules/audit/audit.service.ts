import type { Db } from '../../db/client.js';
import { invalidParameter } from '../../core/common.errors.js';
import { dateTimeInput, iso } from '../../http/instant.js';
import type { PageRequest, PageResult } from '../../http/pagination.js';
import type { Actor } from '../permissions/access.js';
import type { AuditEventRow, AuditRepo } from './audit.repo.js';
import type { AuditEventDto } from './audit.schemas.js';

export interface AuditQueryInput {
  action?: string;
  actorBizId?: string;
  from?: string;
  to?: string;
}

function toDto(row: AuditEventRow): AuditEventDto {
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id ?? '',
    actorBizId: row.actor_account_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetBizId: row.target_id,
    clientIp: row.client_ip,
    requestId: row.request_id,
    changes: row.changes ?? {},
    createdAt: iso(row.created_at),
  };
}

export function createAuditService(deps: { db: Db; audit: Pick<AuditRepo, 'listWorkspaceEvents' | 'countWorkspaceEvents'> }) {
  return {
    /** The workspace's own trail, newest first unless `sort=createdAt,asc`. */
    async list(actor: Actor, page: PageRequest, query: AuditQueryInput): Promise<PageResult<AuditEventDto>> {
      const from = dateTimeInput(query.from, 'query.from');
      const to = dateTimeInput(query.to, 'query.to');
      if (from && to && from > to) throw invalidParameter('query.from must not be after query.to');
      const filter = { action: query.action, actorAccountId: query.actorBizId, from, to };
      const newestFirst = page.sort[0]?.direction !== 'asc';
      const [rows, total] = await Promise.all([
        deps.audit.listWorkspaceEvents(deps.db, actor.workspace.workspaceId, filter, { size: page.size, offset: page.offset, newestFirst }),
        deps.audit.countWorkspaceEvents(deps.db, actor.workspace.workspaceId, filter),
      ]);
      return { items: rows.map(toDto), total };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
