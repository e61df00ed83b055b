import { Anchor, Code, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { DetailList, MoneyPage } from './MoneyLayout';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useDateTimeFormat, useMoneyFormat } from './money-queries';
import { StatusBadge } from './StatusViews';
import { useTransfer } from './transfer-queries';
import { useMoneyText } from './money-text';

function TransferDetail({ workspaceId, bizId }: { workspaceId: string; bizId: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const transfer = useTransfer(workspaceId, bizId);
  if (transfer.isPending) return <PageLoader />;
  if (transfer.error) return <ErrorAlert error={transfer.error} />;
  const record = transfer.data;
  return (
    <Stack>
      <Group>
        <StatusBadge status={record.status} />
      </Group>
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
  );
}

/** One transfer, seen from the sending or the receiving workspace. */
export default function TransferDetailPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { bizId = '' } = useParams();
  return (
    <MoneyPage
      title={t('money.transfers.detailTitle')}
      actions={
        <Anchor component={Link} to="/transfers" size="sm">
          {t('money.transfers.backToList')}
        </Anchor>
      }
    >
      {(workspaceId) => <TransferDetail workspaceId={workspaceId} bizId={bizId} />}
    </MoneyPage>
  );
}
