import { dataOf, type OperationData } from '@partner-portal/client';
import { useQueries, useQuery } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';

export type Wallet = OperationData<'GET /web/v1/partner/wallets'>[number];
export type WalletFlow = OperationData<'GET /web/v1/partner/wallets/{walletBizId}/flows'>['items'][number];

const RECENT_FLOWS = 10;

export function useWallets(workspaceId: string) {
  const client = usePortalClient();
  return useQuery({
    queryKey: ['wallets', workspaceId],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/wallets', { signal })),
  });
}

/** The latest movements across the workspace's wallets (each wallet's first page, merged, newest first). */
export function useRecentFlows(workspaceId: string, wallets: readonly Wallet[]) {
  const client = usePortalClient();
  return useQueries({
    queries: wallets.map((wallet) => ({
      queryKey: ['wallets', workspaceId, wallet.bizId, 'flows', 'recent'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataOf(
          client.api.GET('/web/v1/partner/wallets/{walletBizId}/flows', {
            params: { path: { walletBizId: wallet.bizId }, query: { size: RECENT_FLOWS } },
            signal,
          }),
        ),
    })),
    combine: (results) => ({
      flows: results
        .flatMap((result) => result.data?.items ?? [])
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
        .slice(0, RECENT_FLOWS),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
