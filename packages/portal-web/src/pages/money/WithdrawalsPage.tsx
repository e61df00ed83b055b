import { Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../workspaces/workspace-queries';
import { useWallets } from '../dashboard/wallet-queries';
import { ListPager, ListToolbar, sortChoices } from './ListControls';
import { useListState } from './list-state';
import { MoneyPage } from './MoneyLayout';
import { QueryView } from '../../components/QueryView';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { WITHDRAWAL_PATH } from './status-timeline';
import { StatusBadge } from './StatusViews';
import { useWithdrawals, type WithdrawalListQuery } from './withdrawal-queries';
import { useMoneyText } from './money-text';

const WITHDRAWAL_STATUSES = [...WITHDRAWAL_PATH, 'FAILED', 'CANCELLED', 'REJECTED', 'RETURNED'] as const;

function WithdrawalList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const wallets = useWallets(workspaceId);
  const withdrawals = useWithdrawals(workspaceId, list.query(['status', 'currency'] as const) as WithdrawalListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <Stack>
      <ListToolbar
        filters={[
          { name: 'status', label: t('money.statusLabel'), options: WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: t(`money.status.${status}`) })) },
          { name: 'currency', label: t('money.currency'), options: (wallets.data ?? []).map((wallet) => ({ value: wallet.currency, label: wallet.currency })) },
        ]}
        values={list.filters}
        onFilter={list.setFilter}
        sortOptions={sortChoices(t)}
        sort={list.sort}
        onSort={list.setSort}
      />
      <QueryView query={withdrawals} isEmpty={(data) => data.items.length === 0} empty={t('money.withdrawals.empty')}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('money.withdrawals.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('money.createdAt')}</Table.Th>
                    <Table.Th>{t('money.withdrawals.destination')}</Table.Th>
                    <Table.Th ta="right">{t('money.amount')}</Table.Th>
                    <Table.Th ta="right">{t('money.fee')}</Table.Th>
                    <Table.Th>{t('money.statusLabel')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((withdrawal) => (
                    <Table.Tr key={withdrawal.bizId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/withdrawals/${withdrawal.bizId}`}>
                          <time dateTime={withdrawal.createdAt}>{dateTime(withdrawal.createdAt)}</time>
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{withdrawal.channelLabel}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {money(withdrawal.amount, withdrawal.currency)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {money(withdrawal.fee, withdrawal.currency)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={withdrawal.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={list.page}
              totalPages={data.pagination.totalPages}
              totalRecords={data.pagination.totalRecords}
              onPage={list.setPage}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

/** The workspace's withdrawals: filter by status and currency, sort by time or amount, page through. */
export default function WithdrawalsPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <MoneyPage
      title={t('money.withdrawals.title')}
      actions={
        <Group>
          {can('withdrawals:create') ? (
            <Button component={Link} to="/withdrawals/new">
              {t('money.withdrawals.new')}
            </Button>
          ) : null}
        </Group>
      }
    >
      {(workspaceId) => <WithdrawalList workspaceId={workspaceId} />}
    </MoneyPage>
  );
}
