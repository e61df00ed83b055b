import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import type { ListQuery } from './api-types';
import { moneyKeys } from './money-queries';

export type Withdrawal = OperationData<'GET /web/v1/partner/withdrawals/{bizId}'>;
export type WithdrawalChannel = OperationData<'GET /web/v1/partner/withdrawal-channels'>[number];
export type WithdrawalListQuery = ListQuery<'/web/v1/partner/withdrawals'>;

export function useWithdrawals(workspaceId: string, query: WithdrawalListQuery) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.list('withdrawals', workspaceId, query),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/withdrawals', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawal(workspaceId: string, bizId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.detail('withdrawals', workspaceId, bizId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/withdrawals/{bizId}', { params: { path: { bizId } }, signal })),
  });
}

export function useWithdrawalChannels(workspaceId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.all('withdrawal-channels', workspaceId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/withdrawal-channels', { signal })),
  });
}
