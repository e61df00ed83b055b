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
import { useRecharges, type RechargeListQuery } from './recharge-queries';
import { RECHARGE_PATH } from './status-timeline';
import { StatusBadge } from './StatusViews';
import { useMoneyText } from './money-text';

const RECHARGE_STATUSES = [...RECHARGE_PATH, 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;

function RechargeList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const wallets = useWallets(workspaceId);
  const recharges = useRecharges(workspaceId, list.query(['status', 'currency'] as const) as RechargeListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <Stack>
      <ListToolbar
        filters={[
          { name: 'status', label: t('money.statusLabel'), options: RECHARGE_STATUSES.map((status) => ({ value: status, label: t(`money.status.${status}`) })) },
          { name: 'currency', label: t('money.currency'), options: (wallets.data ?? []).map((wallet) => ({ value: wallet.currency, label: wallet.currency })) },
        ]}
        values={list.filters}
        onFilter={list.setFilter}
        sortOptions={sortChoices(t)}
        sort={list.sort}
        onSort={list.setSort}
      />
      <QueryView query={recharges} isEmpty={(data) => data.items.length === 0} empty={t('money.recharges.empty')}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('money.recharges.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('money.reference')}</Table.Th>
                    <Table.Th>{t('money.createdAt')}</Table.Th>
                    <Table.Th>{t('money.channel')}</Table.Th>
                    <Table.Th ta="right">{t('money.amount')}</Table.Th>
                    <Table.Th>{t('money.statusLabel')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((recharge) => (
                    <Table.Tr key={recharge.bizId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/recharges/${recharge.bizId}`} ff="monospace">
                          {recharge.paymentReference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={recharge.createdAt}>{dateTime(recharge.createdAt)}</time>
                      </Table.Td>
                      <Table.Td>{recharge.channelName}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {money(recharge.amount, recharge.currency)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={recharge.status} />
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

/** The workspace's recharges: filter by status and currency, sort by time or amount, page through. */
export default function RechargesPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <MoneyPage
      title={t('money.recharges.title')}
      actions={
        can('recharges:create') ? (
          <Group>
            <Button component={Link} to="/recharges/new">
              {t('money.recharges.new')}
            </Button>
          </Group>
        ) : null
      }
    >
      {(workspaceId) => <RechargeList workspaceId={workspaceId} />}
    </MoneyPage>
  );
}
