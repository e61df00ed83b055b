import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf, isPortalApiError } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { useWallets } from '../dashboard/wallet-queries';
import { AmountInput } from './AmountInput';
import type { ExchangeQuote } from './exchange-queries';
import { useInvalidateMoney, useMoneyFormat } from './money-queries';
import { useIntentKey } from './use-intent-key';
import { useSingleFlight } from './use-single-flight';
import { ErrorAlert } from '../../components/ErrorAlert';
import { QuoteCard } from './QuoteCard';

type Side = 'sell' | 'buy';
const FIELDS = ['sellCurrency', 'buyCurrency', 'sellAmount', 'buyAmount'];

/** Quote an exchange (by what leaves or what arrives), watch the quote's countdown, execute it or re-quote. */
export function ExchangeForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const invalidate = useInvalidateMoney(workspaceId);
  const money = useMoneyFormat(workspaceId);
  const wallets = useWallets(workspaceId);
  const intent = useIntentKey();
  const once = useSingleFlight();
  const [sellCurrency, setSellCurrency] = useState<string | null>(null);
  const [buyCurrency, setBuyCurrency] = useState<string | null>(null);
  const [side, setSide] = useState<Side>('sell');
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [expired, setExpired] = useState(false);

  const askQuote = useMutation({
    mutationFn: () => {
      const body = { sellCurrency: sellCurrency ?? '', buyCurrency: buyCurrency ?? '', ...(side === 'sell' ? { sellAmount: amount } : { buyAmount: amount }) };
      return dataOf(client.api.POST('/web/v1/partner/exchanges/quote', { body }));
    },
    onSuccess: (answer) => {
      setQuote(answer);
      setExpired(false);
    },
  });
  const execute = useMutation({
    mutationFn: (quoteBizId: string) => {
      const body = { quoteBizId };
      return dataOf(client.api.POST('/web/v1/partner/exchanges', { body, idempotencyKey: intent.keyFor(body) }));
    },
    onSuccess: async () => {
      intent.settle();
      setQuote(null);
      setAmount('');
      notifications.show({ message: t('money.exchanges.done') });
      await invalidate('exchanges');
    },
    onError: (error) => {
      if (isPortalApiError(error, 'QUOTE.EXPIRED') || isPortalApiError(error, 'QUOTE.ALREADY_USED')) setExpired(true);
    },
  });
  const onExpired = useCallback(() => setExpired(true), []);
  const currencies = (wallets.data ?? []).map((wallet) => wallet.currency);
  const sellWallet = wallets.data?.find((wallet) => wallet.currency === sellCurrency);
  const quoteProblem = askQuote.error ? describe(askQuote.error, FIELDS) : undefined;
  const executeProblem = execute.error && !expired ? describe(execute.error) : undefined;

  const edit = (apply: () => void) => {
    apply();
    setQuote(null);
    askQuote.reset();
    execute.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    execute.reset();
    askQuote.mutate();
  };

  return (
    <Stack maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow align="flex-start">
            <Select
              label={t('money.exchanges.sell')}
              data={currencies}
              value={sellCurrency}
              onChange={(value) => edit(() => setSellCurrency(value))}
              error={quoteProblem?.fields.sellCurrency}
              description={sellWallet ? t('money.exchanges.availableShort', { amount: money(sellWallet.available, sellWallet.currency) }) : undefined}
              required
              allowDeselect={false}
            />
            <Select
              label={t('money.exchanges.buy')}
              data={currencies.filter((currency) => currency !== sellCurrency)}
              value={buyCurrency}
              onChange={(value) => edit(() => setBuyCurrency(value))}
              error={quoteProblem?.fields.buyCurrency}
              required
              allowDeselect={false}
            />
          </Group>
          <SegmentedControl
            aria-label={t('money.exchanges.amountSide')}
            value={side}
            onChange={(value) => edit(() => setSide(value as Side))}
            data={[
              { value: 'sell', label: t('money.exchanges.bySell') },
              { value: 'buy', label: t('money.exchanges.byBuy') },
            ]}
          />
          <AmountInput
            label={side === 'sell' ? t('money.exchanges.sellAmount') : t('money.exchanges.buyAmount')}
            value={amount}
            onChange={(value) => edit(() => setAmount(value))}
            error={quoteProblem?.fields.sellAmount ?? quoteProblem?.fields.buyAmount}
            currency={(side === 'sell' ? sellCurrency : buyCurrency) ?? undefined}
          />
          <ErrorAlert message={quoteProblem?.message} />
          <Group>
            <Button type="submit" variant={quote ? 'default' : 'filled'} loading={askQuote.isPending} disabled={!sellCurrency || !buyCurrency || amount === ''}>
              {quote ? t('money.quote.requote') : t('money.quote.get')}
            </Button>
          </Group>
        </Stack>
      </form>
      {quote ? (
        <QuoteCard
          id="exchange-quote"
          title={t('money.quote.title')}
          rows={[
            [t('money.exchanges.youSell'), money(quote.sellAmount, quote.sellCurrency)],
            [t('money.exchanges.youGet'), money(quote.buyAmount, quote.buyCurrency)],
            [t('money.exchanges.feeIncluded'), money(quote.fee, quote.sellCurrency)],
            [t('money.exchanges.rate'), `1 ${quote.sellCurrency} = ${quote.rate} ${quote.buyCurrency}`],
          ]}
          expiry={{ expiresAt: quote.expiresAt, expired, onExpired, onRequote: () => askQuote.mutate(), requoting: askQuote.isPending }}
          error={executeProblem?.message}
          action={
            <Button onClick={() => once(() => execute.mutateAsync(quote.quoteBizId))} loading={execute.isPending}>
              {t('money.exchanges.execute')}
            </Button>
          }
        />
      ) : null}
    </Stack>
  );
}
