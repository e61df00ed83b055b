import { dataOf, type OperationBody, type OperationData } from '@partner-portal/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';

export type WebhookEndpoint = OperationData<'GET /web/v1/partner/webhooks/{endpointId}'>;
export type CreatedWebhookEndpoint = OperationData<'POST /web/v1/partner/webhooks'>;
export type WebhookDelivery = OperationData<'GET /web/v1/partner/webhooks/{endpointId}/deliveries'>['items'][number];
/** An event type an endpoint may subscribe to (the OpenAPI enum). */
export type WebhookEventType = OperationBody<'POST /web/v1/partner/webhooks'>['events'][number];
export interface WebhookInput {
  url: string;
  events: WebhookEventType[];
  description: string;
}

/** Rows a page of the endpoints or deliveries shows (the workspace holds at most 20 endpoints). */
export const WEBHOOK_PAGE_SIZE = 20;

export const webhookKeys = {
  all: (workspaceId: string) => ['webhooks', workspaceId] as const,
  lists: (workspaceId: string) => ['webhooks', workspaceId, 'list'] as const,
  list: (workspaceId: string, page: number) => ['webhooks', workspaceId, 'list', page] as const,
  endpoint: (workspaceId: string, endpointId: string) => ['webhooks', workspaceId, 'endpoint', endpointId] as const,
  deliveries: (workspaceId: string, endpointId: string, page: number) => ['webhooks', workspaceId, 'deliveries', endpointId, page] as const,
  eventTypes: ['webhooks', 'event-types'] as const,
};

export function useWebhookEndpoints(workspaceId: string, page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: webhookKeys.list(workspaceId, page),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/webhooks', { params: { query: { page, size: WEBHOOK_PAGE_SIZE } }, signal })),
  });
}

export function useWebhookEndpoint(workspaceId: string, endpointId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: webhookKeys.endpoint(workspaceId, endpointId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/webhooks/{endpointId}', { params: { path: { endpointId } }, signal })),
  });
}

/** Deliveries, newest first; refetched every few seconds while one is still pending, so a page shows it land. */
export function useWebhookDeliveries(workspaceId: string, endpointId: string, page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: webhookKeys.deliveries(workspaceId, endpointId, page),
    queryFn: ({ signal }) =>
      dataOf(
        client.api.GET('/web/v1/partner/webhooks/{endpointId}/deliveries', {
          params: { path: { endpointId }, query: { page, size: WEBHOOK_PAGE_SIZE } },
          signal,
        }),
      ),
    refetchInterval: (query) => (query.state.data?.items.some((delivery) => delivery.status === 'PENDING') ? 3_000 : false),
  });
}

/** The event types an endpoint may subscribe to, as the API lists them (the same for every workspace). */
export function useWebhookEventTypes() {
  const client = usePortalClient();
  return useQuery({
    queryKey: webhookKeys.eventTypes,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/webhooks/event-types', { signal })),
    staleTime: Infinity,
  });
}

/** The changes to endpoints; each refreshes the workspace's webhook queries afterwards. */
export function useWebhookActions(workspaceId: string) {
  const client = usePortalClient();
  const queries = useQueryClient();
  const refresh = () => queries.invalidateQueries({ queryKey: webhookKeys.all(workspaceId) });
  const path = (endpointId: string) => ({ params: { path: { endpointId } } });
  return {
    create: useMutation({
      mutationFn: (body: WebhookInput) => dataOf(client.api.POST('/web/v1/partner/webhooks', { body })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ endpointId, ...body }: WebhookInput & { endpointId: string }) =>
        dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/update', { ...path(endpointId), body })),
      onSuccess: refresh,
    }),
    enable: useMutation({
      mutationFn: (endpointId: string) => dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/enable', path(endpointId))),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (endpointId: string) => dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/disable', path(endpointId))),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (endpointId: string) => dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/rotate-secret', path(endpointId))),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (endpointId: string) => dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/test', path(endpointId))),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (endpointId: string) => dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/delete', path(endpointId))),
      // Only the lists: the endpoint's own queries would answer 404 now, and its page is being left.
      onSuccess: () => queries.invalidateQueries({ queryKey: webhookKeys.lists(workspaceId) }),
    }),
    redeliver: useMutation({
      mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
        dataOf(client.api.POST('/web/v1/partner/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver', { params: { path: { endpointId, deliveryId } } })),
      onSuccess: refresh,
    }),
  };
}
