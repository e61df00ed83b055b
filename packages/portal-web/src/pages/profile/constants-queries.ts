import { dataOf } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';

/** Reference lists (countries, time zones) in the user's language; they change with a release, not a session. */
export function useCountries() {
  const client = usePortalClient();
  return useQuery({
    queryKey: ['constants', 'countries'],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/constants/countries', { signal })),
    staleTime: Infinity,
  });
}

export function useTimezones() {
  const client = usePortalClient();
  return useQuery({
    queryKey: ['constants', 'timezones'],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/constants/timezones', { signal })),
    staleTime: Infinity,
  });
}
