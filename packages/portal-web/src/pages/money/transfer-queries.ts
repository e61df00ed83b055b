import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import type { ListQuery } from './api-types';
import { moneyKeys } from './money-queries';

export type TransferQuote = OperationData<'POST /web/v1/partner/transfers/quote'>;
export type TransferListQuery = ListQuery<'/web/v1/partner/transfers/query/orders'>;

export function useTransfers(workspaceId: string, query: TransferListQuery) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.list('transfers', workspaceId, query),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/transfers/query/orders', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useTransfer(workspaceId: string, transferBizId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.detail('transfers', workspaceId, transferBizId),
    queryFn: ({ signal }) =>
      dataOf(client.api.GET('/web/v1/partner/transfers/query/orders/{transferBizId}', { params: { path: { transferBizId } }, signal })),
  });
}
