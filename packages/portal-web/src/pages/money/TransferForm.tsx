import { Alert, Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { useWallets } from '../dashboard/wallet-queries';
import { AmountInput } from './AmountInput';
import { useInvalidateMoney, useMoneyFormat } from './money-queries';
import type { TransferQuote } from './transfer-queries';
import { useIntentKey } from './use-intent-key';
import { useSingleFlight } from './use-single-flight';
import { ErrorAlert } from '../../components/ErrorAlert';
import { QuoteCard } from './QuoteCard';

type Recipient = 'workspace' | 'wallet';
const FIELDS = ['toWorkspaceBizId', 'toWalletBizId', 'currency', 'amount', 'remark'];

/** Send money to another workspace (or one of its wallets): review the API's fee preview, then confirm. */
export function TransferForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const invalidate = useInvalidateMoney(workspaceId);
  const money = useMoneyFormat(workspaceId);
  const wallets = useWallets(workspaceId);
  const intent = useIntentKey();
  const once = useSingleFlight();
  const [recipient, setRecipient] = useState<Recipient>('workspace');
  const [target, setTarget] = useState('');
  const [currency, setCurrency] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [quote, setQuote] = useState<TransferQuote | null>(null);

  const body = () => ({
    ...(recipient === 'workspace' ? { toWorkspaceBizId: target.trim() } : { toWalletBizId: target.trim() }),
    currency: currency ?? '',
    amount,
  });
  const review = useMutation({
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/transfers/quote', { body: body() })),
    onSuccess: setQuote,
  });
  const send = useMutation({
    mutationFn: () => {
      const request = { ...body(), ...(remark.trim() ? { remark: remark.trim() } : {}) };
      return dataOf(client.api.POST('/web/v1/partner/transfers', { body: request, idempotencyKey: intent.keyFor(request) }));
    },
    onSuccess: async (transfer) => {
      intent.settle();
      await invalidate('transfers');
      void navigate(`/transfers/${transfer.bizId}`);
    },
  });
  const reviewProblem = review.error ? describe(review.error, FIELDS) : undefined;
  const sendProblem = send.error ? describe(send.error) : undefined;
  const targetField = recipient === 'workspace' ? 'toWorkspaceBizId' : 'toWalletBizId';

  const edit = (apply: () => void) => {
    apply();
    setQuote(null);
    review.reset();
    send.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    review.mutate();
  };

  return (
    <Stack maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            aria-label={t('money.transfers.recipientKind')}
            value={recipient}
            onChange={(value) => edit(() => setRecipient(value as Recipient))}
            data={[
              { value: 'workspace', label: t('money.transfers.toWorkspace') },
              { value: 'wallet', label: t('money.transfers.toWallet') },
            ]}
          />
          <TextInput
            label={recipient === 'workspace' ? t('money.transfers.workspaceId') : t('money.transfers.walletId')}
            value={target}
            onChange={(event) => {
              const value = event.currentTarget.value;
              edit(() => setTarget(value));
            }}
            error={reviewProblem?.fields[targetField]}
            required
            autoComplete="off"
            ff="monospace"
          />
          <Select
            label={t('money.currency')}
            data={(wallets.data ?? []).map((wallet) => wallet.currency)}
            value={currency}
            onChange={(value) => edit(() => setCurrency(value))}
            error={reviewProblem?.fields.currency}
            required
            allowDeselect={false}
          />
          <AmountInput label={t('money.amount')} value={amount} onChange={(value) => edit(() => setAmount(value))} error={reviewProblem?.fields.amount} currency={currency ?? undefined} />
          <TextInput label={t('money.transfers.remark')} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} maxLength={200} />
          <ErrorAlert message={reviewProblem?.message} />
          <Group>
            <Button type="submit" variant={quote ? 'default' : 'filled'} loading={review.isPending} disabled={target.trim() === '' || !currency || amount === ''}>
              {t('money.transfers.review')}
            </Button>
          </Group>
        </Stack>
      </form>
      {quote ? (
        <QuoteCard
          id="transfer-review"
          title={t('money.transfers.reviewTitle')}
          rows={[
            [t('money.transfers.recipient'), quote.toWorkspaceBizId],
            [t('money.amount'), money(quote.amount, quote.currency)],
            [t('money.fee'), money(quote.fee, quote.currency)],
            [t('money.transfers.totalDebit'), money(quote.totalDebit, quote.currency)],
            [t('money.transfers.available'), money(quote.available, quote.currency)],
          ]}
          error={sendProblem?.message}
          action={
            <Button onClick={() => once(() => send.mutateAsync())} loading={send.isPending} disabled={!quote.sufficientFunds}>
              {t('money.transfers.send')}
            </Button>
          }
        >
          {!quote.sufficientFunds ? (
            <Alert color="yellow" role="alert">
              {t('money.transfers.insufficient')}
            </Alert>
          ) : null}
        </QuoteCard>
      ) : null}
    </Stack>
  );
}
