import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import type { ListQuery } from './api-types';
import { moneyKeys } from './money-queries';

export type ExchangeQuote = OperationData<'POST /web/v1/partner/exchanges/quote'>;
export type ExchangeListQuery = ListQuery<'/web/v1/partner/exchanges'>;

export function useExchanges(workspaceId: string, query: ExchangeListQuery) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.list('exchanges', workspaceId, query),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/exchanges', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
