import { Stack } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { QueryView } from '../../components/QueryView';
import { usePermissions } from '../../workspaces/workspace-queries';
import { CancelButton } from './CancelButton';
import { DetailList, MoneyDetailPage } from './MoneyLayout';
import { useCancelled, useDateTimeFormat, useMoneyFormat } from './money-queries';
import { withdrawalTimeline } from './status-timeline';
import { RecordStatus, RecordTimeline } from './StatusViews';
import { useWithdrawal } from './withdrawal-queries';
import { useMoneyText } from './money-text';

function WithdrawalDetail({ workspaceId, bizId }: { workspaceId: string; bizId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const { can } = usePermissions();
  const cancelled = useCancelled('withdrawals', workspaceId, bizId);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const withdrawal = useWithdrawal(workspaceId, bizId);
  const cancel = async () => cancelled(await dataOf(client.api.POST('/web/v1/partner/withdrawals/{bizId}/cancel', { params: { path: { bizId } } })));

  return (
    <QueryView query={withdrawal}>
      {(record) => (
        <Stack>
          <RecordStatus
            status={record.status}
            reason={record.statusReason}
            action={
              record.status === 'PENDING' && can('withdrawals:cancel') ? (
                <CancelButton label={t('money.withdrawals.cancel')} question={t('money.withdrawals.cancelQuestion')} withReason={false} onCancel={cancel} />
              ) : null
            }
          />
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
          <RecordTimeline steps={withdrawalTimeline(record.status)} record={record} />
        </Stack>
      )}
    </QueryView>
  );
}

/** One withdrawal: destination, amount, the fee frozen with it, cancel while pending, its status timeline. */
export default function WithdrawalDetailPage() {
  useMoneyText();
  const { t } = useTranslation();
  return (
    <MoneyDetailPage title={t('money.withdrawals.detailTitle')} backTo="/withdrawals" backLabel={t('money.withdrawals.backToList')}>
      {(workspaceId, bizId) => <WithdrawalDetail workspaceId={workspaceId} bizId={bizId} />}
    </MoneyDetailPage>
  );
}
