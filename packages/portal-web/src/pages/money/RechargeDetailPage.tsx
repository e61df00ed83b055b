import { Card, Code, Stack, Text, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { QueryView } from '../../components/QueryView';
import { usePermissions } from '../../workspaces/workspace-queries';
import { CancelButton } from './CancelButton';
import { DetailList, MoneyDetailPage } from './MoneyLayout';
import { useCancelled, useDateTimeFormat, useMoneyFormat } from './money-queries';
import { ProofFile } from './ProofFile';
import { ProofUpload } from './ProofUpload';
import { useRecharge } from './recharge-queries';
import { rechargeTimeline } from './status-timeline';
import { RecordStatus, RecordTimeline } from './StatusViews';
import { useMoneyText } from './money-text';

/** States in which the partner may still send a proof or cancel (docs/money.md, RECHARGE_TRANSITIONS). */
const OPEN_STATES = new Set(['AWAITING_PAYMENT', 'PROOF_SUBMITTED']);

function RechargeDetail({ workspaceId, bizId }: { workspaceId: string; bizId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const { can } = usePermissions();
  const cancelled = useCancelled('recharges', workspaceId, bizId);
  const money = useMoneyFormat(workspaceId);
  const dateTime = useDateTimeFormat();
  const recharge = useRecharge(workspaceId, bizId);
  const cancel = async (cancelReason: string) =>
    cancelled(await dataOf(client.api.POST('/web/v1/partner/recharges/{bizId}/cancel', { params: { path: { bizId } }, body: { cancelReason } })));

  return (
    <QueryView query={recharge}>
      {(record) => {
        const open = OPEN_STATES.has(record.status);
        return (
          <Stack>
            <RecordStatus
              status={record.status}
              reason={record.statusReason}
              action={
                open && can('recharges:cancel') ? (
                  <CancelButton label={t('money.recharges.cancel')} question={t('money.recharges.cancelQuestion')} withReason onCancel={cancel} />
                ) : null
              }
            />
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
            <RecordTimeline steps={rechargeTimeline(record.status, record.proofFileBizId !== null)} record={record} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** One recharge: what to pay and how, its proof (upload, replace, download), cancel, its status timeline. */
export default function RechargeDetailPage() {
  useMoneyText();
  const { t } = useTranslation();
  return (
    <MoneyDetailPage title={t('money.recharges.detailTitle')} backTo="/recharges" backLabel={t('money.recharges.backToList')}>
      {(workspaceId, bizId) => <RechargeDetail workspaceId={workspaceId} bizId={bizId} />}
    </MoneyDetailPage>
  );
}
