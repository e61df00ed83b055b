import { Code, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { DetailList, MoneyDetailPage } from './MoneyLayout';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { RecordStatus } from './StatusViews';
import { useTransfer } from './transfer-queries';
import { useMoneyText } from './money-text';

function TransferDetail({ workspaceId, bizId }: { workspaceId: string; bizId: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const transfer = useTransfer(workspaceId, bizId);
  return (
    <QueryView query={transfer}>
      {(record) => (
        <Stack>
          <RecordStatus status={record.status} />
          <DetailList
            rows={[
              [t('money.transfers.direction'), t(`money.transfers.directions.${record.direction}`)],
              [t('money.transfers.from'), <Code key="from">{`${record.fromWorkspaceBizId} / ${record.fromWalletBizId}`}</Code>],
              [t('money.transfers.to'), <Code key="to">{`${record.toWorkspaceBizId} / ${record.toWalletBizId}`}</Code>],
              [t('money.amount'), money(record.amount, record.currency)],
              [t('money.fee'), money(record.fee, record.currency)],
              [t('money.createdAt'), dateTime(record.createdAt)],
              [t('money.transfers.remark'), record.remark || '—'],
            ]}
          />
        </Stack>
      )}
    </QueryView>
  );
}

/** One transfer, seen from the sending or the receiving workspace. */
export default function TransferDetailPage() {
  useMoneyText();
  const { t } = useTranslation();
  return (
    <MoneyDetailPage title={t('money.transfers.detailTitle')} backTo="/transfers" backLabel={t('money.transfers.backToList')}>
      {(workspaceId, bizId) => <TransferDetail workspaceId={workspaceId} bizId={bizId} />}
    </MoneyDetailPage>
  );
}
