import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { usePermissions } from '../../workspaces/workspace-queries';
import { CancelButton } from './CancelButton';
import { DetailList, MoneyPage } from './MoneyLayout';
import { ErrorAlert } from '../../components/ErrorAlert';
import { moneyKeys, useDateTimeFormat, useInvalidateMoney, useMoneyFormat } from './money-queries';
import { withdrawalTimeline } from './status-timeline';
import { StatusBadge, StatusTimeline } from './StatusViews';
import { useWithdrawal } from './withdrawal-queries';
import { useMoneyText } from './money-text';

function WithdrawalDetail({ workspaceId, bizId }: { workspaceId: string; bizId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const { can } = usePermissions();
  const invalidate = useInvalidateMoney(workspaceId);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const withdrawal = useWithdrawal(workspaceId, bizId);

  if (withdrawal.isPending) return <PageLoader />;
  if (withdrawal.error) return <ErrorAlert error={withdrawal.error} />;
  const record = withdrawal.data;

  const cancel = async () => {
    const updated = await dataOf(client.api.POST('/web/v1/partner/withdrawals/{bizId}/cancel', { params: { path: { bizId } } }));
    queries.setQueryData(moneyKeys.detail('withdrawals', workspaceId, bizId), updated);
    await invalidate('withdrawals');
  };

  return (
    <Stack>
      <Group>
        <StatusBadge status={record.status} />
        {record.status === 'PENDING' && can('withdrawals:cancel') ? (
          <CancelButton label={t('money.withdrawals.cancel')} question={t('money.withdrawals.cancelQuestion')} withReason={false} onCancel={cancel} />
        ) : null}
      </Group>
      {record.statusReason ? <Text>{t('money.statusReason', { reason: record.statusReason })}</Text> : null}
      <DetailList
        rows={[
          [t('money.withdrawals.destination'), `${record.channelLabel} · ${t(`money.withdrawals.channelTypes.${record.channelType}`)}`],
          [t('money.withdrawals.amountToReceive'), money(record.amount, record.currency)],
          [t('money.fee'), money(record.fee, record.currency)],
          [t('money.withdrawals.totalDebit'), money(record.totalDebit, record.currency)],
          [t('money.createdAt'), dateTime(record.createdAt)],
          [t('money.withdrawals.remark'), record.remark || '—'],
        ]}
      />
      <Title order={3} size="h4">
        {t('money.timeline')}
      </Title>
      <StatusTimeline
        steps={withdrawalTimeline(record.status)}
        times={{ PENDING: dateTime(record.createdAt), ...(record.completedAt ? { COMPLETED: dateTime(record.completedAt) } : {}), [record.status]: dateTime(record.updatedAt) }}
      />
    </Stack>
  );
}

/** One withdrawal: destination, amount, the fee frozen with it, cancel while pending, its status timeline. */
export default function WithdrawalDetailPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { bizId = '' } = useParams();
  return (
    <MoneyPage
      title={t('money.withdrawals.detailTitle')}
      actions={
        <Anchor component={Link} to="/withdrawals" size="sm">
          {t('money.withdrawals.backToList')}
        </Anchor>
      }
    >
      {(workspaceId) => <WithdrawalDetail workspaceId={workspaceId} bizId={bizId} />}
    </MoneyPage>
  );
}
