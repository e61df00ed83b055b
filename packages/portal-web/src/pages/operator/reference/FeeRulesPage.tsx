import { Alert, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../../api/portal-context';
import { useDescribeError } from '../../../api/use-describe-error';
import { useMoneyFormat } from '../operator-currencies';
import { CurrencySelect } from './CurrencySelect';
import { ErrorAlert } from '../../../components/ErrorAlert';

const FIELDS = ['currency', 'fixedFee', 'feeRateBps', 'minAmount', 'maxAmount'];

/** Sets the fee and limits of withdrawals in a currency (the API sets a rule; it does not list them). */
export default function FeeRulesPage() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const money = useMoneyFormat();
  const [currency, setCurrency] = useState('');
  const [fixedFee, setFixedFee] = useState('0');
  const [feeRateBps, setFeeRateBps] = useState<number>(0);
  const [minAmount, setMinAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const save = useMutation({
    mutationFn: () =>
      dataOf(
        client.api.POST('/web/v1/operator/withdrawal-fee-rules', {
          body: { currency, fixedFee: fixedFee.trim() || '0', feeRateBps, minAmount: minAmount.trim(), ...(maxAmount.trim() ? { maxAmount: maxAmount.trim() } : {}) },
        }),
      ),
    onSuccess: (rule) => notifications.show({ color: 'green', message: t('operator.feeRules.saved', { currency: rule.currency }) }),
  });
  const problem = save.error ? describe(save.error, FIELDS) : undefined;
  const rule = save.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Stack maw={560}>
      <Title order={2}>{t('operator.feeRules.title')}</Title>
      <Text>{t('operator.feeRules.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <CurrencySelect label={t('operator.common.currency')} value={currency} onChange={setCurrency} error={problem?.fields.currency} />
          <Group grow>
            <TextInput label={t('operator.common.fixedFee')} value={fixedFee} onChange={(event) => setFixedFee(event.currentTarget.value)} error={problem?.fields.fixedFee} inputMode="decimal" />
            <NumberInput label={t('operator.common.feeRateBps')} value={feeRateBps} onChange={(value) => setFeeRateBps(typeof value === 'number' ? value : 0)} min={0} max={5000} allowDecimal={false} error={problem?.fields.feeRateBps} />
          </Group>
          <Group grow>
            <TextInput label={t('operator.common.minAmount')} value={minAmount} onChange={(event) => setMinAmount(event.currentTarget.value)} error={problem?.fields.minAmount} inputMode="decimal" required />
            <TextInput label={t('operator.common.maxAmount')} value={maxAmount} onChange={(event) => setMaxAmount(event.currentTarget.value)} error={problem?.fields.maxAmount} inputMode="decimal" />
          </Group>
          <ErrorAlert message={problem?.message} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!currency}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {rule && money ? (
        <Alert color="green" role="status" title={t('operator.feeRules.current', { currency: rule.currency })}>
          {t('operator.feeRules.summary', {
            fixedFee: money(rule.fixedFee, rule.currency),
            bps: rule.feeRateBps,
            min: money(rule.minAmount, rule.currency),
            max: rule.maxAmount ? money(rule.maxAmount, rule.currency) : '∞',
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}
