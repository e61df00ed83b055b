import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../workspaces/workspace-queries';
import { useWallets } from '../dashboard/wallet-queries';
import { ListPager, ListToolbar, sortChoices } from './ListControls';
import { useListState } from './list-state';
import { MoneyPage } from './MoneyLayout';
import { QueryView } from '../../components/QueryView';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { TransferForm } from './TransferForm';
import { useTransfers, type TransferListQuery } from './transfer-queries';
import { useMoneyText } from './money-text';

function TransferList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const wallets = useWallets(workspaceId);
  const transfers = useTransfers(workspaceId, list.query(['direction', 'currency'] as const) as TransferListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <Stack>
      <ListToolbar
        filters={[
          {
            name: 'direction',
            label: t('money.transfers.direction'),
            options: [
              { value: 'OUTGOING', label: t('money.transfers.directions.OUTGOING') },
              { value: 'INCOMING', label: t('money.transfers.directions.INCOMING') },
            ],
          },
          { name: 'currency', label: t('money.currency'), options: (wallets.data ?? []).map((wallet) => ({ value: wallet.currency, label: wallet.currency })) },
        ]}
        values={list.filters}
        onFilter={list.setFilter}
        sortOptions={sortChoices(t)}
        sort={list.sort}
        onSort={list.setSort}
      />
      <QueryView query={transfers} isEmpty={(data) => data.items.length === 0} empty={t('money.transfers.empty')}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('money.transfers.history')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('money.createdAt')}</Table.Th>
                    <Table.Th>{t('money.transfers.direction')}</Table.Th>
                    <Table.Th>{t('money.transfers.counterparty')}</Table.Th>
                    <Table.Th ta="right">{t('money.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((transfer) => (
                    <Table.Tr key={transfer.bizId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/transfers/${transfer.bizId}`}>
                          <time dateTime={transfer.createdAt}>{dateTime(transfer.createdAt)}</time>
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(`money.transfers.directions.${transfer.direction}`)}</Table.Td>
                      <Table.Td ff="monospace">{transfer.direction === 'OUTGOING' ? transfer.toWorkspaceBizId : transfer.fromWorkspaceBizId}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {transfer.direction === 'OUTGOING' ? '-' : '+'}
                        {money(transfer.amount, transfer.currency)}
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

/** Send money to another workspace and see what was sent and received. */
export default function TransfersPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <MoneyPage title={t('money.transfers.title')}>
      {(workspaceId) => (
        <Stack gap="xl">
          {can('transfers:create') ? <TransferForm workspaceId={workspaceId} /> : null}
          <Title order={3} size="h4">
            {t('money.transfers.history')}
          </Title>
          <TransferList workspaceId={workspaceId} />
        </Stack>
      )}
    </MoneyPage>
  );
}
