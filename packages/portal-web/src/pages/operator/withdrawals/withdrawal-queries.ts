import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '../../../api/portal-context';
import type { ActionValues } from '../ActionDialog';

export type Withdrawal = OperationData<'GET /web/v1/operator/withdrawals'>['items'][number];
export type WithdrawalStatus = Withdrawal['status'];
export type WithdrawalAction = 'approve' | 'reject' | 'complete' | 'fail' | 'return';

export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REJECTED', 'RETURNED'];
export const WITHDRAWAL_ACTIONS: readonly WithdrawalAction[] = ['approve', 'reject', 'complete', 'fail', 'return'];

/** The status each action moves a withdrawal from (the API's state machine, docs/money.md). */
export const WITHDRAWAL_ACTION_FROM: Record<WithdrawalAction, WithdrawalStatus> = {
  approve: 'PENDING',
  reject: 'PENDING',
  complete: 'PROCESSING',
  fail: 'PROCESSING',
  return: 'COMPLETED',
};

const PAGE_SIZE = 20;
const withdrawalsKey = ['operator', 'withdrawals'] as const;

/** One page of every workspace's withdrawals, newest first, optionally of one status. */
export function useOperatorWithdrawals(status: WithdrawalStatus | null, page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: [...withdrawalsKey, { status, page }],
    queryFn: ({ signal }) =>
      dataOf(
        client.api.GET('/web/v1/operator/withdrawals', {
          params: { query: { page, size: PAGE_SIZE, sort: ['createdAt,desc'], ...(status ? { status } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The payout destination in clear, read only when the operator asks (each read is audited). */
export function useWithdrawalDestination(bizId: string, enabled: boolean) {
  const client = usePortalClient();
  return useQuery({
    queryKey: [...withdrawalsKey, bizId, 'destination'],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/operator/withdrawals/{bizId}/destination', { params: { path: { bizId } }, signal })),
    enabled,
    staleTime: Infinity,
  });
}

/** Moves a withdrawal on; the lists refetch after. */
export function useWithdrawalAction(bizId: string) {
  const client = usePortalClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ action, values }: { action: WithdrawalAction; values: ActionValues }) =>
      dataOf(client.api.POST(`/web/v1/operator/withdrawals/{bizId}/${action}`, { params: { path: { bizId } }, body: values })),
    onSuccess: () => queries.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}
