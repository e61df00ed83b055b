import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { dataOf, isPortalApiError } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { usePermissions } from '../../workspaces/workspace-queries';
import { AmountInput } from './AmountInput';
import { DetailList } from './MoneyLayout';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useInvalidateMoney, useMoneyFormat } from './money-queries';
import { useRechargeChannels, type RechargeChannel, type RechargeQuote } from './recharge-queries';
import { useIntentKey } from './use-intent-key';
import { useSingleFlight } from './use-single-flight';
import { useMoneyText } from './money-text';
import { QuoteCard } from './QuoteCard';

const FIELDS = ['channelBizId', 'amount'];

function ChannelFacts({ channel, workspaceId }: { channel: RechargeChannel; workspaceId: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat(workspaceId);
  return (
    <DetailList
      rows={[
        [t('money.recharges.method'), t(`money.method.${channel.method}`)],
        [t('money.minimum'), money(channel.minAmount, channel.currency)],
        [t('money.maximum'), channel.maxAmount === null ? t('money.noMaximum') : money(channel.maxAmount, channel.currency)],
        [t('money.recharges.channelFee'), t('money.recharges.feeRule', { fixed: money(channel.fixedFee, channel.currency), bps: channel.feeRateBps })],
      ]}
    />
  );
}

function RechargeForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const invalidate = useInvalidateMoney(workspaceId);
  const money = useMoneyFormat(workspaceId);
  const channels = useRechargeChannels(workspaceId);
  const intent = useIntentKey();
  const once = useSingleFlight();
  const [channelBizId, setChannelBizId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<RechargeQuote | null>(null);
  const [quoteExpired, setQuoteExpired] = useState(false);

  const askQuote = useMutation({
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/recharges/quote', { body: { channelBizId: channelBizId ?? '', amount } })),
    onSuccess: (answer) => {
      setQuote(answer);
      setQuoteExpired(false);
    },
  });
  const create = useMutation({
    mutationFn: (quoteBizId: string) => {
      const body = { quoteBizId };
      return dataOf(client.api.POST('/web/v1/partner/recharges', { body, idempotencyKey: intent.keyFor(body) }));
    },
    onSuccess: async (recharge) => {
      intent.settle();
      await invalidate('recharges');
      void navigate(`/recharges/${recharge.bizId}`);
    },
    onError: (error) => {
      // A quote the API no longer takes: ask for a new one instead of retrying a dead one.
      if (isPortalApiError(error, 'QUOTE.EXPIRED') || isPortalApiError(error, 'QUOTE.ALREADY_USED')) setQuoteExpired(true);
    },
  });
  const onExpired = useCallback(() => setQuoteExpired(true), []);

  if (channels.isPending) return <PageLoader />;
  if (channels.error) return <ErrorAlert error={channels.error} />;
  if (channels.data.length === 0) return <Text c="dimmed">{t('money.recharges.noChannels')}</Text>;

  const channel = channels.data.find((candidate) => candidate.bizId === channelBizId);
  const quoteProblem = askQuote.error ? describe(askQuote.error, FIELDS) : undefined;
  const createProblem = create.error && !quoteExpired ? describe(create.error) : undefined;

  const submitQuote = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    askQuote.mutate();
  };
  const edit = (apply: () => void) => {
    apply();
    setQuote(null);
    askQuote.reset();
    create.reset();
  };

  return (
    <Stack maw={640}>
      <form onSubmit={submitQuote} noValidate>
        <Stack>
          <Select
            label={t('money.channel')}
            data={channels.data.map((option) => ({ value: option.bizId, label: `${option.name} (${option.currency})` }))}
            value={channelBizId}
            onChange={(value) => edit(() => setChannelBizId(value))}
            error={quoteProblem?.fields.channelBizId}
            required
            allowDeselect={false}
          />
          {channel ? <ChannelFacts channel={channel} workspaceId={workspaceId} /> : null}
          <AmountInput
            label={t('money.recharges.amountToPay')}
            value={amount}
            onChange={(value) => edit(() => setAmount(value))}
            error={quoteProblem?.fields.amount}
            currency={channel?.currency}
          />
          <ErrorAlert message={quoteProblem?.message} />
          <Group>
            <Button type={quote ? 'button' : 'submit'} onClick={quote ? () => askQuote.mutate() : undefined} variant={quote ? 'default' : 'filled'} loading={askQuote.isPending} disabled={!channelBizId || amount === ''}>
              {quote ? t('money.quote.requote') : t('money.quote.get')}
            </Button>
          </Group>
        </Stack>
      </form>
      {quote ? (
        <QuoteCard
          id="recharge-quote"
          title={t('money.quote.title')}
          rows={[
            [t('money.recharges.amountToPay'), money(quote.amount, quote.currency)],
            [t('money.fee'), money(quote.fee, quote.currency)],
            [t('money.recharges.credited'), money(quote.creditedAmount, quote.currency)],
          ]}
          expiry={{ expiresAt: quote.expiresAt, expired: quoteExpired, onExpired, onRequote: () => askQuote.mutate(), requoting: askQuote.isPending }}
          error={createProblem?.message}
          action={
            <Button onClick={() => once(() => create.mutateAsync(quote.quoteBizId))} loading={create.isPending}>
              {t('money.recharges.create')}
            </Button>
          }
        />
      ) : null}
    </Stack>
  );
}

/** A new recharge: pick a channel, see its fee in a quote, create it; the proof is uploaded on its page. */
export default function RechargeCreatePage() {
  useMoneyText();
  const { t } = useTranslation();
  const { can, isLoading } = usePermissions();
  return (
    <WorkspacePage title={t('money.recharges.new')}>
      {(workspaceId) =>
        isLoading ? <PageLoader /> : can('recharges:create') ? <RechargeForm workspaceId={workspaceId} /> : <Alert color="yellow">{t('errors.permissionDenied')}</Alert>
      }
    </WorkspacePage>
  );
}
