import { Button, Group, NumberInput, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { dataOf, type OperationData } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { usePortalClient } from '../../../api/portal-context';
import { CurrencySelect } from './CurrencySelect';
import { FormModal } from './FormModal';
import { ErrorAlert } from '../../../components/ErrorAlert';

type FxRate = OperationData<'GET /web/v1/operator/fx-rates'>[number];
const ratesKey = ['operator', 'fx-rates'] as const;

/** Sets the rate (and fee) of a currency pair; quotes already given keep theirs. */
function RateForm({ rate, onClose }: { rate: FxRate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const [sellCurrency, setSell] = useState(rate?.sellCurrency ?? '');
  const [buyCurrency, setBuy] = useState(rate?.buyCurrency ?? '');
  const [value, setValue] = useState(rate?.rate ?? '');
  const [feeRateBps, setFeeRateBps] = useState<number>(rate?.feeRateBps ?? 0);
  const [enabled, setEnabled] = useState(rate?.enabled ?? true);
  return (
    <FormModal
      title={rate ? t('operator.fxRates.editTitle', { pair: `${rate.sellCurrency} → ${rate.buyCurrency}` }) : t('operator.fxRates.addTitle')}
      fields={['sellCurrency', 'buyCurrency', 'rate', 'feeRateBps']}
      refetch={ratesKey}
      savedMessage={t('operator.reference.saved')}
      onClose={onClose}
      save={() => dataOf(client.api.POST('/web/v1/operator/fx-rates', { body: { sellCurrency, buyCurrency, rate: value.trim(), feeRateBps, enabled } }))}
    >
      {(errors) => (
        <>
          <Group grow>
            <CurrencySelect label={t('operator.fxRates.sell')} value={sellCurrency} onChange={setSell} error={errors.sellCurrency} readOnly={Boolean(rate)} />
            <CurrencySelect label={t('operator.fxRates.buy')} value={buyCurrency} onChange={setBuy} error={errors.buyCurrency} readOnly={Boolean(rate)} />
          </Group>
          <TextInput label={t('operator.fxRates.rate')} description={t('operator.fxRates.rateHelp')} value={value} onChange={(event) => setValue(event.currentTarget.value)} error={errors.rate} inputMode="decimal" required />
          <NumberInput label={t('operator.common.feeRateBps')} value={feeRateBps} onChange={(picked) => setFeeRateBps(typeof picked === 'number' ? picked : 0)} min={0} max={5000} allowDecimal={false} error={errors.feeRateBps} />
          <Switch label={t('operator.common.enabled')} checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
  );
}

/** The FX rate table; set a new pair or change one. */
export default function FxRatesPage() {
  const { t, i18n } = useTranslation();
  const client = usePortalClient();
  const rates = useQuery({ queryKey: ratesKey, queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/operator/fx-rates', { signal })) });
  const [editing, setEditing] = useState<FxRate | 'new' | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('operator.fxRates.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('operator.fxRates.add')}</Button>
      </Group>
      {rates.error ? (
        <ErrorAlert error={rates.error} />
      ) : rates.isPending ? (
        <PageLoader />
      ) : rates.data.length === 0 ? (
        <Text c="dimmed">{t('operator.reference.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operator.fxRates.pair')}</Table.Th>
              <Table.Th ta="right">{t('operator.fxRates.rate')}</Table.Th>
              <Table.Th ta="right">{t('operator.common.fee')}</Table.Th>
              <Table.Th>{t('operator.common.enabled')}</Table.Th>
              <Table.Th>{t('operator.fxRates.updated')}</Table.Th>
              <Table.Th>{t('operator.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.data.map((rate) => {
              const pair = `${rate.sellCurrency} → ${rate.buyCurrency}`;
              return (
                <Table.Tr key={pair}>
                  <Table.Td ff="monospace">{pair}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {rate.rate}
                  </Table.Td>
                  <Table.Td ta="right">{rate.feeRateBps} bp</Table.Td>
                  <Table.Td>{rate.enabled ? t('operator.common.yes') : t('operator.common.no')}</Table.Td>
                  <Table.Td>
                    <time dateTime={rate.updatedAt}>{time.format(new Date(rate.updatedAt))}</time>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setEditing(rate)} aria-label={t('operator.reference.editLabel', { name: pair })}>
                      {t('operator.common.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {editing ? <RateForm rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
