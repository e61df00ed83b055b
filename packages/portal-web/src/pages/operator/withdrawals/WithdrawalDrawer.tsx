import { Button, Drawer, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { ActionDialog, type ActionSpec } from '../ActionDialog';
import { DetailField } from '../DetailField';
import { StatusBadge } from '../StatusBadge';
import {
  WITHDRAWAL_ACTION_FROM,
  WITHDRAWAL_ACTIONS,
  useWithdrawalAction,
  useWithdrawalDestination,
  type Withdrawal,
  type WithdrawalAction,
} from './withdrawal-queries';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { isDestinationField } from '../../../money/destination-fields';

/** Where the money goes, in clear: shown only on request, since reading it is audited. */
function Destination({ bizId }: { bizId: string }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const destination = useWithdrawalDestination(bizId, asked);
  if (!asked) {
    return (
      <Button variant="light" onClick={() => setAsked(true)}>
        {t('operator.withdrawals.showDestination')}
      </Button>
    );
  }
  if (destination.isPending) return <PageLoader />;
  if (destination.error) {
    return (
      <ErrorAlert error={destination.error} />
    );
  }
  return (
    <Table>
      <Table.Tbody>
        {Object.entries(destination.data).map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{isDestinationField(name) ? t(`operator.withdrawals.destinationFields.${name}`) : name}</Table.Th>
            <Table.Td ff="monospace">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One withdrawal: amounts, destination, and the moves its status allows. */
export function WithdrawalDrawer({
  withdrawal,
  money,
  onClose,
  onChanged,
}: {
  withdrawal: Withdrawal;
  money: (amount: string, currency: string) => string;
  onClose: () => void;
  onChanged: (withdrawal: Withdrawal) => void;
}) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<WithdrawalAction | null>(null);
  const act = useWithdrawalAction(withdrawal.bizId);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const amount = money(withdrawal.amount, withdrawal.currency);

  const spec = (action: WithdrawalAction): ActionSpec => ({
    title: t(`operator.withdrawals.actions.${action}.title`),
    description: t(`operator.withdrawals.actions.${action}.help`, { amount }),
    confirmLabel: t(`operator.withdrawals.actions.${action}.label`),
    reason: action === 'approve' || action === 'complete' ? 'optional' : 'required',
    externalReference: action === 'complete',
    danger: action === 'reject' || action === 'fail' || action === 'return',
  });
  const available = WITHDRAWAL_ACTIONS.filter((action) => WITHDRAWAL_ACTION_FROM[action] === withdrawal.status);

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={3} size="h4">
          {t('operator.withdrawals.detailTitle', { amount })}
        </Title>
      }
    >
      <Stack>
        <Group>
          <StatusBadge status={withdrawal.status} label={t(`operator.withdrawals.statuses.${withdrawal.status}`)} />
        </Group>
        <SimpleGrid cols={2}>
          <DetailField label={t('operator.common.amount')}>{amount}</DetailField>
          <DetailField label={t('operator.common.fee')}>{money(withdrawal.fee, withdrawal.currency)}</DetailField>
          <DetailField label={t('operator.withdrawals.totalDebit')}>{money(withdrawal.totalDebit, withdrawal.currency)}</DetailField>
          <DetailField label={t('operator.withdrawals.channel')}>
            {withdrawal.channelLabel} ({withdrawal.channelType})
          </DetailField>
          <DetailField label={t('operator.common.workspace')}>{withdrawal.workspaceBizId}</DetailField>
          <DetailField label={t('operator.common.created')}>
            <time dateTime={withdrawal.createdAt}>{time.format(new Date(withdrawal.createdAt))}</time>
          </DetailField>
        </SimpleGrid>
        {withdrawal.remark ? <DetailField label={t('operator.withdrawals.remark')}>{withdrawal.remark}</DetailField> : null}
        {withdrawal.statusReason ? <DetailField label={t('operator.common.statusReason')}>{withdrawal.statusReason}</DetailField> : null}
        <Title order={4} size="h5">
          {t('operator.withdrawals.destination')}
        </Title>
        <Destination bizId={withdrawal.bizId} />
        {available.length > 0 ? (
          <Group>
            {available.map((action) => (
              <Button key={action} variant={spec(action).danger ? 'light' : 'filled'} color={spec(action).danger ? 'red' : undefined} onClick={() => setAsking(action)}>
                {t(`operator.withdrawals.actions.${action}.label`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      {asking ? (
        <ActionDialog
          spec={spec(asking)}
          onClose={() => setAsking(null)}
          run={async (values) => {
            const updated = await act.mutateAsync({ action: asking, values });
            notifications.show({ color: 'green', message: t(`operator.withdrawals.actions.${asking}.done`, { amount }) });
            onChanged(updated);
          }}
        />
      ) : null}
    </Drawer>
  );
}
