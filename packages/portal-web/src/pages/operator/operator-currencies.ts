import { dataOf, type OperationData } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { formatMoney } from '../../money/format-money';

export type Currency = OperationData<'GET /web/v1/operator/currencies'>[number];

export const currenciesKey = ['operator', 'currencies'] as const;

/** Every currency the ledger knows (enabled or not), with its scale. */
export function useOperatorCurrencies() {
  const client = usePortalClient();
  return useQuery({
    queryKey: currenciesKey,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/operator/currencies', { signal })),
  });
}

/**
 * Money of any currency in the user's locale with that currency's scale (the operator's records carry the
 * currency, not its scale). Undefined until the currencies are loaded: callers show a loader meanwhile.
 */
export function useMoneyFormat(): ((amount: string, currency: string) => string) | undefined {
  const { i18n } = useTranslation();
  const currencies = useOperatorCurrencies();
  const data = currencies.data;
  const format = useCallback(
    (amount: string, currency: string) => {
      const scale = data?.find((entry) => entry.code === currency)?.scale;
      // A currency missing from the list (it cannot be: records reference it) shows the API's digits as they are.
      return scale === undefined ? `${amount} ${currency}` : formatMoney(amount, currency, scale, i18n.language);
    },
    [data, i18n.language],
  );
  return data ? format : undefined;
}
