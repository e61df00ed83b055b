import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../money/format-money';
import { useWallets } from '../dashboard/wallet-queries';

/** The money resources whose lists and records are cached per workspace: `['recharges', workspaceId, …]`. */
export type MoneyResource = 'recharges' | 'withdrawals' | 'withdrawal-channels' | 'exchanges' | 'transfers';

export const moneyKeys = {
  all: (resource: MoneyResource, workspaceId: string) => [resource, workspaceId] as const,
  list: (resource: MoneyResource, workspaceId: string, query: object) => [resource, workspaceId, 'list', query] as const,
  detail: (resource: MoneyResource, workspaceId: string, bizId: string) => [resource, workspaceId, 'detail', bizId] as const,
};

/**
 * After a money operation: the resource's lists and records, and the wallets (balances on the dashboard and the
 * forms, recent flows) are stale.
 */
export function useInvalidateMoney(workspaceId: string): (...resources: MoneyResource[]) => Promise<void> {
  const queries = useQueryClient();
  return useCallback(
    async (...resources) => {
      await Promise.all([
        queries.invalidateQueries({ queryKey: ['wallets', workspaceId] }),
        ...resources.map((resource) => queries.invalidateQueries({ queryKey: moneyKeys.all(resource, workspaceId) })),
      ]);
    },
    [queries, workspaceId],
  );
}

/** After a cancel: the record as the API answered it, and the resource's lists and the wallets refetched. */
export function useCancelled(resource: MoneyResource, workspaceId: string, bizId: string): (updated: unknown) => Promise<void> {
  const queries = useQueryClient();
  const invalidate = useInvalidateMoney(workspaceId);
  return async (updated) => {
    queries.setQueryData(moneyKeys.detail(resource, workspaceId, bizId), updated);
    await invalidate(resource);
  };
}

/** Digits after the decimal point of an API amount: the API always sends exactly the currency's scale. */
function scaleOfAmount(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/** `money(amount, currency)`: "1,234.50 USD" in the user's locale with the currency's scale (from the wallets). */
export function useMoneyFormat(workspaceId: string): (amount: string, currency: string) => string {
  const { i18n } = useTranslation();
  const wallets = useWallets(workspaceId);
  return useCallback(
    (amount, currency) => {
      const scale = wallets.data?.find((wallet) => wallet.currency === currency)?.scale ?? scaleOfAmount(amount);
      return formatMoney(amount, currency, scale, i18n.language);
    },
    [wallets.data, i18n.language],
  );
}

/** Date and time in the user's locale. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [i18n.language],
  );
}
