import { Group, NumberInput, Switch, TextInput } from '@mantine/core';
import { dataOf, type OperationData } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../../api/portal-context';
import { CurrencySelect } from './CurrencySelect';
import { FormModal } from './FormModal';
import { ReferencePage } from './ReferencePage';

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
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const pair = (rate: FxRate) => `${rate.sellCurrency} → ${rate.buyCurrency}`;
  return (
    <ReferencePage
      title={t('operator.fxRates.title')}
      addLabel={t('operator.fxRates.add')}
      query={rates}
      rowKey={pair}
      editName={pair}
      columns={[
        { label: t('operator.fxRates.pair'), mono: true, cell: pair },
        { label: t('operator.fxRates.rate'), numeric: true, cell: (rate) => rate.rate },
        { label: t('operator.common.fee'), right: true, cell: (rate) => `${rate.feeRateBps} bp` },
        { label: t('operator.common.enabled'), cell: (rate) => (rate.enabled ? t('operator.common.yes') : t('operator.common.no')) },
        { label: t('operator.fxRates.updated'), cell: (rate) => <time dateTime={rate.updatedAt}>{time.format(new Date(rate.updatedAt))}</time> },
      ]}
      form={(rate, close) => <RateForm rate={rate} onClose={close} />}
    />
  );
}
