import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';

export type AuditEvent = OperationData<'GET /web/v1/partner/audit-events'>['items'][number];

/** What the audit trail can be narrowed by (the API's query); empty means not narrowed. */
export interface AuditFilter {
  /** An action family (`role`) or one action (`role.update`). */
  action: string;
  actorBizId: string;
  /** ISO 8601 instants. */
  from: string;
  to: string;
  order: 'desc' | 'asc';
}

export const NO_AUDIT_FILTER: AuditFilter = { action: '', actorBizId: '', from: '', to: '', order: 'desc' };

export const AUDIT_PAGE_SIZE = 25;

/** The query the API reads: only what is set. */
export function auditQuery(filter: AuditFilter, page: number) {
  return {
    page,
    size: AUDIT_PAGE_SIZE,
    sort: [`createdAt,${filter.order}`],
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.actorBizId ? { actorBizId: filter.actorBizId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

export function useAuditEvents(workspaceId: string, filter: AuditFilter, page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: ['audit', workspaceId, filter, page],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/audit-events', { params: { query: auditQuery(filter, page) }, signal })),
    placeholderData: keepPreviousData,
  });
}
