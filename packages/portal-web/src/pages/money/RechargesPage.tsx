import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../workspaces/workspace-queries';
import { MoneyList, useCurrencyOptions } from './ListControls';
import { useListState } from './list-state';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { useRecharges, type RechargeListQuery } from './recharge-queries';
import { RECHARGE_PATH } from './status-timeline';
import { StatusBadge } from './StatusViews';
import { useMoneyText } from './money-text';

const RECHARGE_STATUSES = [...RECHARGE_PATH, 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;

function RechargeList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const currencies = useCurrencyOptions(workspaceId);
  const recharges = useRecharges(workspaceId, list.query(['status', 'currency'] as const) as RechargeListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <MoneyList
      list={list}
      filters={[
        { name: 'status', label: t('money.statusLabel'), options: RECHARGE_STATUSES.map((status) => ({ value: status, label: t(`money.status.${status}`) })) },
        { name: 'currency', label: t('money.currency'), options: currencies },
      ]}
      query={recharges}
      label={t('money.recharges.title')}
      empty={t('money.recharges.empty')}
      columns={[
        {
          label: t('money.reference'),
          cell: (recharge) => (
            <Anchor component={Link} to={`/recharges/${recharge.bizId}`} ff="monospace">
              {recharge.paymentReference}
            </Anchor>
          ),
        },
        { label: t('money.createdAt'), cell: (recharge) => <time dateTime={recharge.createdAt}>{dateTime(recharge.createdAt)}</time> },
        { label: t('money.channel'), cell: (recharge) => recharge.channelName },
        { label: t('money.amount'), numeric: true, cell: (recharge) => money(recharge.amount, recharge.currency) },
        { label: t('money.statusLabel'), cell: (recharge) => <StatusBadge status={recharge.status} /> },
      ]}
    />
  );
}

/** The workspace's recharges: filter by status and currency, sort by time or amount, page through. */
export default function RechargesPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <WorkspacePage
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
    </WorkspacePage>
  );
}
