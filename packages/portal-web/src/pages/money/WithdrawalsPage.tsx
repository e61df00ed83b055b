import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../workspaces/workspace-queries';
import { MoneyList, useCurrencyOptions } from './ListControls';
import { useListState } from './list-state';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { WITHDRAWAL_PATH } from './status-timeline';
import { StatusBadge } from './StatusViews';
import { useWithdrawals, type WithdrawalListQuery } from './withdrawal-queries';
import { useMoneyText } from './money-text';

const WITHDRAWAL_STATUSES = [...WITHDRAWAL_PATH, 'FAILED', 'CANCELLED', 'REJECTED', 'RETURNED'] as const;

function WithdrawalList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const currencies = useCurrencyOptions(workspaceId);
  const withdrawals = useWithdrawals(workspaceId, list.query(['status', 'currency'] as const) as WithdrawalListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <MoneyList
      list={list}
      filters={[
        { name: 'status', label: t('money.statusLabel'), options: WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: t(`money.status.${status}`) })) },
        { name: 'currency', label: t('money.currency'), options: currencies },
      ]}
      query={withdrawals}
      label={t('money.withdrawals.title')}
      empty={t('money.withdrawals.empty')}
      columns={[
        {
          label: t('money.createdAt'),
          cell: (withdrawal) => (
            <Anchor component={Link} to={`/withdrawals/${withdrawal.bizId}`}>
              <time dateTime={withdrawal.createdAt}>{dateTime(withdrawal.createdAt)}</time>
            </Anchor>
          ),
        },
        { label: t('money.withdrawals.destination'), cell: (withdrawal) => withdrawal.channelLabel },
        { label: t('money.amount'), numeric: true, cell: (withdrawal) => money(withdrawal.amount, withdrawal.currency) },
        { label: t('money.fee'), numeric: true, cell: (withdrawal) => money(withdrawal.fee, withdrawal.currency) },
        { label: t('money.statusLabel'), cell: (withdrawal) => <StatusBadge status={withdrawal.status} /> },
      ]}
    />
  );
}

/** The workspace's withdrawals: filter by status and currency, sort by time or amount, page through. */
export default function WithdrawalsPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <WorkspacePage
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
    </WorkspacePage>
  );
}
