import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../workspaces/workspace-queries';
import { MoneyList, useCurrencyOptions } from './ListControls';
import { useListState } from './list-state';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { TransferForm } from './TransferForm';
import { useTransfers, type TransferListQuery } from './transfer-queries';
import { useMoneyText } from './money-text';

function TransferList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const list = useListState('createdAt,desc');
  const currencies = useCurrencyOptions(workspaceId);
  const transfers = useTransfers(workspaceId, list.query(['direction', 'currency'] as const) as TransferListQuery);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();

  return (
    <MoneyList
      list={list}
      filters={[
        {
          name: 'direction',
          label: t('money.transfers.direction'),
          options: [
            { value: 'OUTGOING', label: t('money.transfers.directions.OUTGOING') },
            { value: 'INCOMING', label: t('money.transfers.directions.INCOMING') },
          ],
        },
        { name: 'currency', label: t('money.currency'), options: currencies },
      ]}
      query={transfers}
      label={t('money.transfers.history')}
      empty={t('money.transfers.empty')}
      columns={[
        {
          label: t('money.createdAt'),
          cell: (transfer) => (
            <Anchor component={Link} to={`/transfers/${transfer.bizId}`}>
              <time dateTime={transfer.createdAt}>{dateTime(transfer.createdAt)}</time>
            </Anchor>
          ),
        },
        { label: t('money.transfers.direction'), cell: (transfer) => t(`money.transfers.directions.${transfer.direction}`) },
        { label: t('money.transfers.counterparty'), mono: true, cell: (transfer) => (transfer.direction === 'OUTGOING' ? transfer.toWorkspaceBizId : transfer.fromWorkspaceBizId) },
        {
          label: t('money.amount'),
          numeric: true,
          cell: (transfer) => (
            <>
              {transfer.direction === 'OUTGOING' ? '-' : '+'}
              {money(transfer.amount, transfer.currency)}
            </>
          ),
        },
      ]}
    />
  );
}

/** Send money to another workspace and see what was sent and received. */
export default function TransfersPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <WorkspacePage title={t('money.transfers.title')}>
      {(workspaceId) => (
        <Stack gap="xl">
          {can('transfers:create') ? <TransferForm workspaceId={workspaceId} /> : null}
          <Title order={3} size="h4">
            {t('money.transfers.history')}
          </Title>
          <TransferList workspaceId={workspaceId} />
        </Stack>
      )}
    </WorkspacePage>
  );
}
