import { Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type ActionSpec } from '../ActionDialog';
import { DetailField } from '../DetailField';
import { StatusBadge } from '../StatusBadge';
import { ProofViewer } from './ProofViewer';
import { RECHARGE_ACTIONS_FROM, useRechargeAction, type Recharge, type RechargeAction } from './recharge-queries';

/** One recharge to review: what the partner owes and quoted, their proof, and the operator's decision. */
export function RechargeDrawer({ recharge, money, onClose, onChanged }: { recharge: Recharge; money: (amount: string, currency: string) => string; onClose: () => void; onChanged: (recharge: Recharge) => void }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<RechargeAction | null>(null);
  const act = useRechargeAction(recharge.bizId);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const credited = money(recharge.creditedAmount, recharge.currency);

  const specs: Record<RechargeAction, ActionSpec> = {
    review: { title: t('operator.recharges.reviewTitle'), description: t('operator.recharges.reviewHelp'), confirmLabel: t('operator.recharges.review'), reason: 'optional' },
    confirm: { title: t('operator.recharges.confirmTitle'), description: t('operator.recharges.confirmHelp', { amount: credited }), confirmLabel: t('operator.recharges.confirm'), reason: 'optional' },
    reject: { title: t('operator.recharges.rejectTitle'), description: t('operator.recharges.rejectHelp'), confirmLabel: t('operator.recharges.reject'), reason: 'required', danger: true },
  };
  const done: Record<RechargeAction, string> = {
    review: t('operator.recharges.reviewed'),
    confirm: t('operator.recharges.confirmed', { amount: credited }),
    reject: t('operator.recharges.rejected'),
  };
  const allowed = (action: RechargeAction) => RECHARGE_ACTIONS_FROM[action].includes(recharge.status);

  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={<Title order={3} size="h4">{t('operator.recharges.detailTitle', { reference: recharge.paymentReference })}</Title>}>
      <Stack>
        <Group>
          <StatusBadge status={recharge.status} label={t(`operator.recharges.statuses.${recharge.status}`)} />
        </Group>
        <SimpleGrid cols={2}>
          <DetailField label={t('operator.common.amount')}>{money(recharge.amount, recharge.currency)}</DetailField>
          <DetailField label={t('operator.common.fee')}>{money(recharge.fee, recharge.currency)}</DetailField>
          <DetailField label={t('operator.recharges.credited')}>{credited}</DetailField>
          <DetailField label={t('operator.recharges.channel')}>{recharge.channelName}</DetailField>
          <DetailField label={t('operator.common.workspace')}>{recharge.workspaceBizId}</DetailField>
          <DetailField label={t('operator.recharges.reference')}>{recharge.paymentReference}</DetailField>
          <DetailField label={t('operator.common.created')}>
            <time dateTime={recharge.createdAt}>{time.format(new Date(recharge.createdAt))}</time>
          </DetailField>
          <DetailField label={t('operator.recharges.expires')}>
            <time dateTime={recharge.expiresAt}>{time.format(new Date(recharge.expiresAt))}</time>
          </DetailField>
        </SimpleGrid>
        {recharge.statusReason ? <DetailField label={t('operator.common.statusReason')}>{recharge.statusReason}</DetailField> : null}
        <Title order={4} size="h5">
          {t('operator.recharges.proof')}
        </Title>
        {recharge.proofFileBizId ? <ProofViewer key={recharge.proofFileBizId} rechargeBizId={recharge.bizId} /> : <Text c="dimmed" size="sm">{t('operator.recharges.noProof')}</Text>}
        <Group>
          {allowed('review') ? (
            <Button variant="default" onClick={() => setAsking('review')}>
              {t('operator.recharges.review')}
            </Button>
          ) : null}
          {allowed('confirm') ? <Button onClick={() => setAsking('confirm')}>{t('operator.recharges.confirm')}</Button> : null}
          {allowed('reject') ? (
            <Button color="red" variant="light" onClick={() => setAsking('reject')}>
              {t('operator.recharges.reject')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {asking ? (
        <ActionDialog
          spec={specs[asking]}
          onClose={() => setAsking(null)}
          run={async (values) => {
            const updated = await act.mutateAsync({ action: asking, values });
            notifications.show({ color: 'green', message: done[asking] });
            onChanged(updated);
          }}
        />
      ) : null}
    </Drawer>
  );
}
