import { NumberInput, Switch, TextInput } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../../api/portal-context';
import { currenciesKey, useOperatorCurrencies, type Currency } from '../operator-currencies';
import { FormModal } from './FormModal';
import { ReferencePage } from './ReferencePage';

/** Adds a currency (code and scale are fixed once made) or renames, enables or disables one. */
function CurrencyForm({ currency, onClose }: { currency: Currency | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const [code, setCode] = useState(currency?.code ?? '');
  const [scale, setScale] = useState<number>(currency?.scale ?? 2);
  const [name, setName] = useState(currency?.name ?? '');
  const [enabled, setEnabled] = useState(currency?.enabled ?? true);
  return (
    <FormModal
      title={currency ? t('operator.currencies.editTitle', { code: currency.code }) : t('operator.currencies.addTitle')}
      fields={['code', 'scale', 'name', 'enabled']}
      refetch={currenciesKey}
      savedMessage={t('operator.reference.saved')}
      onClose={onClose}
      save={() =>
        currency
          ? dataOf(client.api.POST('/web/v1/operator/currencies/{code}', { params: { path: { code: currency.code } }, body: { name: name.trim(), enabled } }))
          : dataOf(client.api.POST('/web/v1/operator/currencies', { body: { code: code.trim().toUpperCase(), scale, name: name.trim(), enabled } }))
      }
    >
      {(errors) => (
        <>
          <TextInput label={t('operator.currencies.code')} value={code} onChange={(event) => setCode(event.currentTarget.value)} readOnly={Boolean(currency)} error={errors.code} required data-autofocus />
          <NumberInput label={t('operator.currencies.scale')} description={t('operator.currencies.scaleHelp')} value={scale} onChange={(value) => setScale(typeof value === 'number' ? value : 0)} min={0} max={18} allowDecimal={false} readOnly={Boolean(currency)} error={errors.scale} />
          <TextInput label={t('operator.currencies.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} required />
          <Switch label={t('operator.common.enabled')} checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
  );
}

export default function CurrenciesPage() {
  const { t } = useTranslation();
  const currencies = useOperatorCurrencies();
  return (
    <ReferencePage
      title={t('operator.currencies.title')}
      addLabel={t('operator.currencies.add')}
      query={currencies}
      rowKey={(currency) => currency.code}
      editName={(currency) => currency.code}
      columns={[
        { label: t('operator.currencies.code'), mono: true, cell: (currency) => currency.code },
        { label: t('operator.currencies.name'), cell: (currency) => currency.name },
        { label: t('operator.currencies.scale'), right: true, cell: (currency) => currency.scale },
        { label: t('operator.common.enabled'), cell: (currency) => (currency.enabled ? t('operator.common.yes') : t('operator.common.no')) },
      ]}
      form={(currency, close) => <CurrencyForm currency={currency} onClose={close} />}
    />
  );
}
