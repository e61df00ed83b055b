import { dataOf, type OperationData } from '@partner-portal/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '../../../api/portal-context';

export type PendingAccount = OperationData<'GET /web/v1/operator/accounts/pending'>['items'][number];

const PAGE_SIZE = 20;
const pendingKey = ['operator', 'accounts', 'pending'] as const;

/** One page of the partner accounts waiting for approval, oldest first (the API's order). */
export function usePendingAccounts(page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: [...pendingKey, { page }],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/operator/accounts/pending', { params: { query: { page, size: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Approves an account by its address (the API's approve takes the e-mail); the queue refetches after. */
export function useApproveAccount() {
  const client = usePortalClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (account: PendingAccount) => dataOf(client.api.POST('/web/v1/operator/accounts/approve', { body: { email: account.accountEmail } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: pendingKey }),
  });
}
