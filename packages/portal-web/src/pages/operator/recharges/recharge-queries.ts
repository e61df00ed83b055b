import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '../../../api/portal-context';
import type { ActionValues } from '../ActionDialog';

export type Recharge = OperationData<'GET /web/v1/operator/recharges'>['items'][number];
export type RechargeStatus = Recharge['status'];
export type RechargeAction = 'review' | 'confirm' | 'reject';

export const RECHARGE_STATUSES: readonly RechargeStatus[] = ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW', 'COMPLETED', 'REJECTED', 'CANCELLED', 'EXPIRED'];

/** Which actions a recharge in this status allows (the API's state machine, docs/money.md). */
export const RECHARGE_ACTIONS_FROM: Record<RechargeAction, readonly RechargeStatus[]> = {
  review: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'],
  confirm: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW'],
  reject: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW'],
};

const PAGE_SIZE = 20;
const rechargesKey = ['operator', 'recharges'] as const;

/** One page of every workspace's recharges, newest first, optionally of one status. */
export function useOperatorRecharges(status: RechargeStatus | null, page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: [...rechargesKey, { status, page }],
    queryFn: ({ signal }) =>
      dataOf(
        client.api.GET('/web/v1/operator/recharges', {
          params: { query: { page, size: PAGE_SIZE, sort: ['createdAt,desc'], ...(status ? { status } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Review, confirm or reject a recharge; the lists refetch after. */
export function useRechargeAction(bizId: string) {
  const client = usePortalClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ action, values }: { action: RechargeAction; values: ActionValues }) =>
      dataOf(
        client.api.POST(`/web/v1/operator/recharges/{bizId}/${action}`, {
          params: { path: { bizId } },
          body: values.reason ? { reason: values.reason } : {},
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: rechargesKey }),
  });
}

/** The payment proof of a recharge, as a Blob, fetched when asked for (it may be a large file). */
export function useRechargeProof(bizId: string, enabled: boolean) {
  const client = usePortalClient();
  return useQuery({
    queryKey: [...rechargesKey, bizId, 'proof'],
    queryFn: async ({ signal }) => (await client.api.GET('/web/v1/operator/recharges/{bizId}/proof', { params: { path: { bizId } }, signal })).data,
    enabled,
    staleTime: Infinity,
  });
}
