import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { usePermissions } from '../../workspaces/workspace-queries';
import { useWallets } from '../dashboard/wallet-queries';
import { AmountInput } from './AmountInput';
import { DetailList } from './MoneyLayout';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useInvalidateMoney, useMoneyFormat } from './money-queries';
import { useIntentKey } from './use-intent-key';
import { useSingleFlight } from './use-single-flight';
import { useDestinationFieldLabel, WithdrawalChannelModal } from './WithdrawalChannelModal';
import { useWithdrawalChannels } from './withdrawal-queries';
import { useMoneyText } from './money-text';
import { ModalActions } from '../../components/ModalActions';

const FIELDS = ['channelBizId', 'amount', 'remark'];

function WithdrawalForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const invalidate = useInvalidateMoney(workspaceId);
  const money = useMoneyFormat(workspaceId);
  const wallets = useWallets(workspaceId);
  const channels = useWithdrawalChannels(workspaceId);
  const intent = useIntentKey();
  const once = useSingleFlight();
  const fieldLabel = useDestinationFieldLabel();
  const [channelBizId, setChannelBizId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [reviewing, confirming] = useDisclosure();
  const [addingChannel, addChannel] = useDisclosure();

  const review = useMutation({
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/withdrawals/quote', { body: { channelBizId: channelBizId ?? '', amount } })),
    onSuccess: confirming.open,
  });
  const create = useMutation({
    mutationFn: () => {
      const body = { channelBizId: channelBizId ?? '', amount, ...(remark.trim() ? { remark: remark.trim() } : {}) };
      return dataOf(client.api.POST('/web/v1/partner/withdrawals', { body, idempotencyKey: intent.keyFor(body) }));
    },
    onSuccess: async (withdrawal) => {
      intent.settle();
      await invalidate('withdrawals');
      void navigate(`/withdrawals/${withdrawal.bizId}`);
    },
    onError: confirming.close,
  });

  if (channels.isPending) return <PageLoader />;
  if (channels.error) return <ErrorAlert error={channels.error} />;

  const usable = channels.data.filter((channel) => channel.status === 'ACTIVE');
  const channel = usable.find((candidate) => candidate.bizId === channelBizId);
  const wallet = wallets.data?.find((candidate) => candidate.currency === channel?.currency);
  const failed = create.error ?? review.error;
  const problem = failed ? describe(failed, FIELDS) : undefined;
  const quote = review.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    review.mutate();
  };

  return (
    <Stack maw={640}>
      {can('withdrawal_channels:write') ? (
        <Group>
          <Button variant="default" onClick={addChannel.open}>
            {t('money.withdrawals.addChannel')}
          </Button>
        </Group>
      ) : null}
      {usable.length === 0 ? <Text c="dimmed">{t('money.withdrawals.noChannels')}</Text> : null}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('money.withdrawals.destination')}
            data={usable.map((option) => ({ value: option.bizId, label: `${option.label} (${option.currency})` }))}
            value={channelBizId}
            onChange={(value) => {
              review.reset();
              setChannelBizId(value);
            }}
            error={problem?.fields.channelBizId}
            required
            allowDeselect={false}
          />
          {channel ? (
            <DetailList
              rows={[
                [t('money.withdrawals.channelType'), t(`money.withdrawals.channelTypes.${channel.channelType}`)],
                ...Object.entries(channel.maskedDetails).map(([field, value]): [string, string] => [fieldLabel(field), value]),
                [t('money.withdrawals.available'), wallet ? money(wallet.available, wallet.currency) : '—'],
              ]}
            />
          ) : null}
          <AmountInput
            label={t('money.withdrawals.amountToReceive')}
            value={amount}
            onChange={(value) => {
              review.reset();
              setAmount(value);
            }}
            error={problem?.fields.amount}
            currency={channel?.currency}
            description={t('money.withdrawals.feeOnTop')}
          />
          <TextInput label={t('money.withdrawals.remark')} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} error={problem?.fields.remark} maxLength={200} />
          <ErrorAlert message={problem?.message} />
          <Group>
            <Button type="submit" loading={review.isPending} disabled={!channel || amount === ''}>
              {t('money.withdrawals.review')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={reviewing} onClose={confirming.close} title={t('money.withdrawals.confirmTitle')}>
        {channel && quote ? (
          <Stack>
            <DetailList
              rows={[
                [t('money.withdrawals.destination'), channel.label],
                [t('money.withdrawals.amountToReceive'), money(quote.amount, quote.currency)],
                [t('money.fee'), money(quote.fee, quote.currency)],
                [t('money.withdrawals.totalDebit'), money(quote.totalDebit, quote.currency)],
                [t('money.withdrawals.available'), money(quote.available, quote.currency)],
              ]}
            />
            {quote.sufficientFunds ? null : (
              <Alert color="yellow" role="alert">
                {t('money.withdrawals.insufficient')}
              </Alert>
            )}
            <ModalActions
              onCancel={confirming.close}
              submitLabel={t('money.withdrawals.confirm')}
              onSubmit={() => once(() => create.mutateAsync())}
              loading={create.isPending}
              disabled={!quote.sufficientFunds}
              autoFocus="submit"
            />
          </Stack>
        ) : null}
      </Modal>
      <WithdrawalChannelModal workspaceId={workspaceId} opened={addingChannel} onClose={addChannel.close} onCreated={(created) => setChannelBizId(created.bizId)} />
    </Stack>
  );
}

/** A new withdrawal: pick a destination (or add one), the amount, review, confirm. */
export default function WithdrawalCreatePage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can, isLoading } = usePermissions();
  return (
    <WorkspacePage title={t('money.withdrawals.new')}>
      {(workspaceId) =>
        isLoading ? <PageLoader /> : can('withdrawals:create') ? <WithdrawalForm workspaceId={workspaceId} /> : <Alert color="yellow">{t('errors.permissionDenied')}</Alert>
      }
    </WorkspacePage>
  );
}
