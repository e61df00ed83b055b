import { dataOf, type OperationData } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../api/portal-context';

export type Profile = OperationData<'GET /web/v1/partner/profile'>;

export const profileKey = ['profile'] as const;

/** The signed-in account's profile (the header's user menu and the profile page share it). */
export function useProfile() {
  const client = usePortalClient();
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/profile', { signal })) });
}
