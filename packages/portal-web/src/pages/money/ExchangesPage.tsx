import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../workspaces/workspace-queries';
import { useExchanges, type ExchangeListQuery } from './exchange-queries';
import { ExchangeForm } from './ExchangeForm';
import { MoneyList, useCurrencyOptions } from './ListControls';
import { useListState } from './list-state';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { useMoneyText } from './money-text';

function ExchangeList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const currencies = useCurrencyOptions(workspaceId);
  const exchanges = useExchanges(workspaceId, list.query(['sellCurrency', 'buyCurrency'] as const) as ExchangeListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <MoneyList
      list={list}
      filters={[
        { name: 'sellCurrency', label: t('money.exchanges.filterSell'), options: currencies },
        { name: 'buyCurrency', label: t('money.exchanges.filterBuy'), options: currencies },
      ]}
      amountField="sellAmount"
      query={exchanges}
      label={t('money.exchanges.history')}
      empty={t('money.exchanges.empty')}
      columns={[
        { label: t('money.createdAt'), cell: (exchange) => <time dateTime={exchange.createdAt}>{dateTime(exchange.createdAt)}</time> },
        { label: t('money.exchanges.youSell'), numeric: true, cell: (exchange) => money(exchange.sellAmount, exchange.sellCurrency) },
        { label: t('money.exchanges.youGet'), numeric: true, cell: (exchange) => money(exchange.buyAmount, exchange.buyCurrency) },
        { label: t('money.exchanges.feeIncluded'), numeric: true, cell: (exchange) => money(exchange.fee, exchange.sellCurrency) },
        { label: t('money.exchanges.rate'), numeric: true, cell: (exchange) => exchange.rate },
      ]}
    />
  );
}

/** Exchange between the workspace's currencies (quote, countdown, execute) and the exchanges made. */
export default function ExchangesPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <WorkspacePage title={t('money.exchanges.title')}>
      {(workspaceId) => (
        <Stack gap="xl">
          {can('exchanges:create') ? <ExchangeForm workspaceId={workspaceId} /> : null}
          <Title order={3} size="h4">
            {t('money.exchanges.history')}
          </Title>
          <ExchangeList workspaceId={workspaceId} />
        </Stack>
      )}
    </WorkspacePage>
  );
}
