import { dataOf, type OperationData, type PortalClient } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { usePortalClient, useSessionState } from '../api/portal-context';

export type Membership = OperationData<'GET /web/v1/partner/workspaces/mine'>[number];
export type Workspace = OperationData<'GET /web/v1/partner/workspaces/current'>;
export type PermissionCode = OperationData<'GET /web/v1/partner/workspaces/current/permissions'>['permissionCodes'][number];

/** Query keys of the workspace data: per workspace where the answer depends on it. */
export const workspaceKeys = {
  mine: ['workspaces', 'mine'] as const,
  current: (workspaceId: string) => ['workspaces', workspaceId, 'current'] as const,
  permissions: (workspaceId: string) => ['workspaces', workspaceId, 'permissions'] as const,
};

/** The workspace calls act in (`X-Workspace-Id`), or null before one is chosen or when the user has none. */
export function useWorkspaceId(): string | null {
  const state = useSessionState();
  return state.status === 'signedIn' ? state.workspaceId : null;
}

export function useMyWorkspaces() {
  const client = usePortalClient();
  return useQuery({
    queryKey: workspaceKeys.mine,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/workspaces/mine', { signal })),
  });
}

export function useCurrentWorkspace() {
  const client = usePortalClient();
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: workspaceKeys.current(workspaceId ?? ''),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/workspaces/current', { signal })),
    enabled: workspaceId !== null,
  });
}

/** What the caller may do in the current workspace: `can('workspace:update')`; false while unknown. */
export function usePermissions(): { can: (permission: PermissionCode) => boolean; isOwner: boolean; isLoading: boolean } {
  const client = usePortalClient();
  const workspaceId = useWorkspaceId();
  const query = useQuery({
    queryKey: workspaceKeys.permissions(workspaceId ?? ''),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/workspaces/current/permissions', { signal })),
    enabled: workspaceId !== null,
  });
  const codes = new Set<string>(query.data?.permissionCodes ?? []);
  return { can: (permission) => codes.has(permission), isOwner: query.data?.isOwner ?? false, isLoading: query.isLoading };
}

/**
 * The workspace to act in when none is selected or the selected one is no longer the user's (left,
 * removed): the default one, else the first the user may enter, else none.
 */
export function workspaceToSelect(selected: string | null, mine: readonly Membership[]): string | null {
  const enterable = mine.filter((membership) => membership.enterable);
  if (selected && enterable.some((membership) => membership.workspaceBizId === selected)) return selected;
  return (enterable.find((membership) => membership.isDefault) ?? enterable[0])?.workspaceBizId ?? null;
}

export async function selectWorkspaceIfNeeded(client: PortalClient, mine: readonly Membership[]): Promise<void> {
  const target = workspaceToSelect(client.workspaceId, mine);
  if (target !== client.workspaceId) await client.selectWorkspace(target);
}
