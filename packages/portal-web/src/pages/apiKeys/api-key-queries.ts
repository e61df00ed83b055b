import { dataOf, type OperationData } from '@partner-portal/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import { usePermissions, type PermissionCode } from '../../workspaces/workspace-queries';

type ApiKeyPage = OperationData<'GET /web/v1/partner/api-keys'>;
export type ApiKey = ApiKeyPage['items'][number];
export type CreatedApiKey = OperationData<'POST /web/v1/partner/api-keys'>;
export type RotatedApiKey = OperationData<'POST /web/v1/partner/api-keys/rotate'>;
export type ApiKeyUsage = OperationData<'GET /web/v1/partner/api-keys/{keyBizId}/usage'>;

/** The list holds at most this many (the API's page size bound and the workspace's key limit). */
const PAGE_SIZE = 100;

export const apiKeyKeys = {
  list: (workspaceId: string) => ['api-keys', workspaceId, 'list'] as const,
  scopes: ['api-keys', 'available-permissions'] as const,
  usage: (workspaceId: string, apiKeyId: string) => ['api-keys', workspaceId, 'usage', apiKeyId] as const,
};

/** Days of usage a key's view shows, today included. */
export const USAGE_DAYS = 14;

export function useApiKeys(workspaceId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: apiKeyKeys.list(workspaceId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/api-keys', { params: { query: { page: 0, size: PAGE_SIZE } }, signal })),
  });
}

/** A key's last use and its request counts of the last `USAGE_DAYS` UTC days (only days with requests). */
export function useApiKeyUsage(workspaceId: string, apiKeyId: string) {
  const client = usePortalClient();
  const queries = useQueryClient();
  return useQuery({
    queryKey: apiKeyKeys.usage(workspaceId, apiKeyId),
    queryFn: async ({ signal }) => {
      const usage = await dataOf(
        client.api.GET('/web/v1/partner/api-keys/{keyBizId}/usage', { params: { path: { keyBizId: apiKeyId }, query: { days: USAGE_DAYS } }, signal }),
      );
      // The list behind the dialog may be older than this read: its row says "Never" no longer once the dialog shows a use.
      queries.setQueryData<ApiKeyPage>(apiKeyKeys.list(workspaceId), (page) =>
        page && { ...page, items: page.items.map((key) => (key.apiKeyId === apiKeyId ? { ...key, lastUsedAt: usage.lastUsedAt } : key)) },
      );
      return usage;
    },
    // Opened to see the latest use: fetched again at each opening.
    staleTime: 0,
  });
}

/**
 * The scopes the caller may put on a key: those keys can carry (`available-permissions`) that the caller holds
 * in this workspace (`workspaces/current/permissions`; an owner holds them all), as the API checks on create.
 */
export function useGrantableScopes(): { scopes: string[]; isLoading: boolean; error: unknown } {
  const client = usePortalClient();
  const permissions = usePermissions();
  const available = useQuery({
    queryKey: apiKeyKeys.scopes,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/api-keys/available-permissions', { signal })),
    staleTime: Infinity,
  });
  const scopes = (available.data ?? []).filter((scope) => permissions.isOwner || permissions.can(scope as PermissionCode));
  return { scopes, isLoading: available.isLoading || permissions.isLoading, error: available.error };
}

/** The changes to a key; each refreshes the list afterwards. */
export function useApiKeyActions(workspaceId: string) {
  const client = usePortalClient();
  const queries = useQueryClient();
  const refresh = () => queries.invalidateQueries({ queryKey: apiKeyKeys.list(workspaceId) });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; scopes: string[]; ipWhitelist: string[]; rateLimitPerSecond?: number }) => dataOf(client.api.POST('/web/v1/partner/api-keys', { body })),
      onSuccess: refresh,
    }),
    enable: useMutation({
      mutationFn: (apiKeyId: string) => dataOf(client.api.POST('/web/v1/partner/api-keys/enable', { body: { apiKeyId } })),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (apiKeyId: string) => dataOf(client.api.POST('/web/v1/partner/api-keys/disable', { body: { apiKeyId } })),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (body: { apiKeyId: string; overlapSeconds: number }) => dataOf(client.api.POST('/web/v1/partner/api-keys/rotate', { body })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (apiKeyId: string) => dataOf(client.api.POST('/web/v1/partner/api-keys/delete', { body: { apiKeyId } })),
      onSuccess: refresh,
    }),
  };
}
