import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import type { ListQuery } from './api-types';
import { moneyKeys } from './money-queries';

export type Recharge = OperationData<'GET /web/v1/partner/recharges/{bizId}'>;
export type RechargeChannel = OperationData<'GET /web/v1/partner/recharges/available-channels'>[number];
export type RechargeQuote = OperationData<'POST /web/v1/partner/recharges/quote'>;
export type RechargeListQuery = ListQuery<'/web/v1/partner/recharges'>;

export function useRecharges(workspaceId: string, query: RechargeListQuery) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.list('recharges', workspaceId, query),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/recharges', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRecharge(workspaceId: string, bizId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: moneyKeys.detail('recharges', workspaceId, bizId),
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/recharges/{bizId}', { params: { path: { bizId } }, signal })),
  });
}

export function useRechargeChannels(workspaceId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: [...moneyKeys.all('recharges', workspaceId), 'channels'],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/recharges/available-channels', { signal })),
  });
}

/** The file record of a recharge's payment proof (its name and type). */
export function useFile(workspaceId: string, bizId: string | null) {
  const client = usePortalClient();
  return useQuery({
    queryKey: ['files', workspaceId, bizId],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/files/{bizId}', { params: { path: { bizId: bizId ?? '' } }, signal })),
    enabled: bizId !== null,
  });
}
