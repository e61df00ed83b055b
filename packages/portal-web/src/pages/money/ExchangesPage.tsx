import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../workspaces/workspace-queries';
import { useWallets } from '../dashboard/wallet-queries';
import { useExchanges, type ExchangeListQuery } from './exchange-queries';
import { ExchangeForm } from './ExchangeForm';
import { ListPager, ListToolbar, sortChoices } from './ListControls';
import { useListState } from './list-state';
import { MoneyPage } from './MoneyLayout';
import { QueryView } from '../../components/QueryView';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { useMoneyText } from './money-text';

function ExchangeList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const wallets = useWallets(workspaceId);
  const exchanges = useExchanges(workspaceId, list.query(['sellCurrency', 'buyCurrency'] as const) as ExchangeListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const currencies = (wallets.data ?? []).map((wallet) => ({ value: wallet.currency, label: wallet.currency }));

  return (
    <Stack>
      <ListToolbar
        filters={[
          { name: 'sellCurrency', label: t('money.exchanges.filterSell'), options: currencies },
          { name: 'buyCurrency', label: t('money.exchanges.filterBuy'), options: currencies },
        ]}
        values={list.filters}
        onFilter={list.setFilter}
        sortOptions={sortChoices(t, 'sellAmount')}
        sort={list.sort}
        onSort={list.setSort}
      />
      <QueryView query={exchanges} isEmpty={(data) => data.items.length === 0} empty={t('money.exchanges.empty')}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('money.exchanges.history')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('money.createdAt')}</Table.Th>
                    <Table.Th ta="right">{t('money.exchanges.youSell')}</Table.Th>
                    <Table.Th ta="right">{t('money.exchanges.youGet')}</Table.Th>
                    <Table.Th ta="right">{t('money.exchanges.feeIncluded')}</Table.Th>
                    <Table.Th ta="right">{t('money.exchanges.rate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((exchange) => (
                    <Table.Tr key={exchange.bizId}>
                      <Table.Td>
                        <time dateTime={exchange.createdAt}>{dateTime(exchange.createdAt)}</time>
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {money(exchange.sellAmount, exchange.sellCurrency)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {money(exchange.buyAmount, exchange.buyCurrency)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {money(exchange.fee, exchange.sellCurrency)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {exchange.rate}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager page={list.page} totalPages={data.pagination.totalPages} totalRecords={data.pagination.totalRecords} onPage={list.setPage} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

/** Exchange between the workspace's currencies (quote, countdown, execute) and the exchanges made. */
export default function ExchangesPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <MoneyPage title={t('money.exchanges.title')}>
      {(workspaceId) => (
        <Stack gap="xl">
          {can('exchanges:create') ? <ExchangeForm workspaceId={workspaceId} /> : null}
          <Title order={3} size="h4">
            {t('money.exchanges.history')}
          </Title>
          <ExchangeList workspaceId={workspaceId} />
        </Stack>
      )}
    </MoneyPage>
  );
}
