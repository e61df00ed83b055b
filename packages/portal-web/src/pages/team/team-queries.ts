import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';

export type Member = OperationData<'GET /web/v1/partner/members'>['items'][number];
export type Role = OperationData<'GET /web/v1/partner/roles'>[number];
export type PermissionNode = OperationData<'GET /web/v1/partner/roles/permissions/tree'>[number];
export type Invitation = OperationData<'GET /web/v1/partner/invitations'>[number];
export type InvitationStatus = Invitation['status'];
export type ReferralCode = NonNullable<OperationData<'GET /web/v1/partner/referral-codes/mine'>>;

export const INVITATION_STATUSES: readonly InvitationStatus[] = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'];

/** Query keys of the team pages, per workspace; `teamKeys.all(id)` invalidates every one of them. */
export const teamKeys = {
  all: (workspaceId: string) => ['team', workspaceId] as const,
  members: (workspaceId: string, page: number, size: number) => ['team', workspaceId, 'members', page, size] as const,
  roles: (workspaceId: string) => ['team', workspaceId, 'roles'] as const,
  /** The API names permissions in the language asked for: one cached tree per language. */
  permissionTree: (language: string) => ['team', 'permission-tree', language] as const,
  invitations: (workspaceId: string, status: InvitationStatus | null) => ['team', workspaceId, 'invitations', status] as const,
  referralCode: (workspaceId: string) => ['team', workspaceId, 'referral-code'] as const,
  referrals: (workspaceId: string, page: number) => ['team', workspaceId, 'referrals', page] as const,
  /** Addressed to the signed-in account, whatever the workspace. */
  myInvitations: ['my-invitations'] as const,
};

export const TEAM_PAGE_SIZE = 20;

/** A page of the members, by name; `enabled` false when the caller may not read them. */
export function useMembers(workspaceId: string, page: number, size = TEAM_PAGE_SIZE, enabled = true) {
  const client = usePortalClient();
  return useQuery({
    queryKey: teamKeys.members(workspaceId, page, size),
    queryFn: ({ signal }) =>
      dataOf(
        client.api.GET('/web/v1/partner/members', {
          params: { query: { page, size, sort: ['accountName,asc'] } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRoles(workspaceId: string, enabled = true) {
  const client = usePortalClient();
  return useQuery({
    queryKey: teamKeys.roles(workspaceId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/roles', { signal })),
    enabled,
  });
}

/** The API's permission catalogue, named in the user's language (the client's Accept-Language); the same for every workspace. */
export function usePermissionTree() {
  const client = usePortalClient();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: teamKeys.permissionTree(i18n.language),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/roles/permissions/tree', { signal })),
    staleTime: Infinity,
  });
}

export function useInvitations(workspaceId: string, status: InvitationStatus | null) {
  const client = usePortalClient();
  return useQuery({
    queryKey: teamKeys.invitations(workspaceId, status),
    queryFn: ({ signal }) =>
      dataOf(client.api.GET('/web/v1/partner/invitations', { params: { query: status ? { status } : {} }, signal })),
  });
}

export function useMyInvitations() {
  const client = usePortalClient();
  return useQuery({
    queryKey: teamKeys.myInvitations,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/profile/invitations', { signal })),
  });
}

export function useReferralCode(workspaceId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: teamKeys.referralCode(workspaceId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/referral-codes/mine', { signal })),
  });
}

export function useReferrals(workspaceId: string, page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: teamKeys.referrals(workspaceId, page),
    queryFn: ({ signal }) =>
      dataOf(client.api.POST('/web/v1/partner/referrals/mine/query', { body: { page, size: TEAM_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });
}
