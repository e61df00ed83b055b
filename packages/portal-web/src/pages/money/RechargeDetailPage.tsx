import { Anchor, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
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
import { ProofFile } from './ProofFile';
import { ProofUpload } from './ProofUpload';
import { useRecharge } from './recharge-queries';
import { rechargeTimeline } from './status-timeline';
import { StatusBadge, StatusTimeline } from './StatusViews';
import { useMoneyText } from './money-text';

/** States in which the partner may still send a proof or cancel (docs/money.md, RECHARGE_TRANSITIONS). */
const OPEN_STATES = new Set(['AWAITING_PAYMENT', 'PROOF_SUBMITTED']);

function RechargeDetail({ workspaceId, bizId }: { workspaceId: string; bizId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const { can } = usePermissions();
  const invalidate = useInvalidateMoney(workspaceId);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const recharge = useRecharge(workspaceId, bizId);

  if (recharge.isPending) return <PageLoader />;
  if (recharge.error) return <ErrorAlert error={recharge.error} />;
  const record = recharge.data;
  const open = OPEN_STATES.has(record.status);

  const cancel = async (cancelReason: string) => {
    const updated = await dataOf(client.api.POST('/web/v1/partner/recharges/{bizId}/cancel', { params: { path: { bizId } }, body: { cancelReason } }));
    queries.setQueryData(moneyKeys.detail('recharges', workspaceId, bizId), updated);
    await invalidate('recharges');
  };

  return (
    <Stack>
      <Group>
        <StatusBadge status={record.status} />
        {open && can('recharges:cancel') ? (
          <CancelButton label={t('money.recharges.cancel')} question={t('money.recharges.cancelQuestion')} withReason onCancel={cancel} />
        ) : null}
      </Group>
      {record.statusReason ? <Text>{t('money.statusReason', { reason: record.statusReason })}</Text> : null}
      <DetailList
        rows={[
          [t('money.reference'), <Code key="reference">{record.paymentReference}</Code>],
          [t('money.channel'), `${record.channelName} · ${t(`money.method.${record.method}`)}`],
          [t('money.recharges.amountToPay'), money(record.amount, record.currency)],
          [t('money.fee'), money(record.fee, record.currency)],
          [t('money.recharges.credited'), money(record.creditedAmount, record.currency)],
          [t('money.createdAt'), dateTime(record.createdAt)],
          [t('money.recharges.payBefore'), dateTime(record.expiresAt)],
        ]}
      />
      {open ? (
        <Card withBorder component="section" aria-labelledby="payment-instructions">
          <Title order={3} size="h4" id="payment-instructions">
            {t('money.recharges.instructions')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{record.paymentInstructions}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('money.recharges.quoteReference', { reference: record.paymentReference })}
          </Text>
        </Card>
      ) : null}
      <Card withBorder component="section" aria-labelledby="payment-proof">
        <Stack>
          <Title order={3} size="h4" id="payment-proof">
            {t('money.recharges.proof')}
          </Title>
          {record.proofFileBizId ? <ProofFile workspaceId={workspaceId} fileBizId={record.proofFileBizId} /> : <Text c="dimmed">{t('money.recharges.noProof')}</Text>}
          {open && can('recharges:create') && can('files:upload') ? <ProofUpload workspaceId={workspaceId} recharge={record} /> : null}
        </Stack>
      </Card>
      <Title order={3} size="h4">
        {t('money.timeline')}
      </Title>
      <StatusTimeline
        steps={rechargeTimeline(record.status, record.proofFileBizId !== null)}
        times={{ AWAITING_PAYMENT: dateTime(record.createdAt), ...(record.completedAt ? { COMPLETED: dateTime(record.completedAt) } : {}), [record.status]: dateTime(record.updatedAt) }}
      />
    </Stack>
  );
}

/** One recharge: what to pay and how, its proof (upload, replace, download), cancel, its status timeline. */
export default function RechargeDetailPage() {
  useMoneyText();
  const { t } = useTranslation();
  const { bizId = '' } = useParams();
  return (
    <MoneyPage
      title={t('money.recharges.detailTitle')}
      actions={
        <Anchor component={Link} to="/recharges" size="sm">
          {t('money.recharges.backToList')}
        </Anchor>
      }
    >
      {(workspaceId) => <RechargeDetail workspaceId={workspaceId} bizId={bizId} />}
    </MoneyPage>
  );
}
