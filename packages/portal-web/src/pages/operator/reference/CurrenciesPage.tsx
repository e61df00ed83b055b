import { Button, Group, NumberInput, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { usePortalClient } from '../../../api/portal-context';
import { currenciesKey, useOperatorCurrencies, type Currency } from '../operator-currencies';
import { FormModal } from './FormModal';
import { ErrorAlert } from '../../../components/ErrorAlert';

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
  const [editing, setEditing] = useState<Currency | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('operator.currencies.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('operator.currencies.add')}</Button>
      </Group>
      {currencies.error ? (
        <ErrorAlert error={currencies.error} />
      ) : currencies.isPending ? (
        <PageLoader />
      ) : currencies.data.length === 0 ? (
        <Text c="dimmed">{t('operator.reference.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operator.currencies.code')}</Table.Th>
              <Table.Th>{t('operator.currencies.name')}</Table.Th>
              <Table.Th ta="right">{t('operator.currencies.scale')}</Table.Th>
              <Table.Th>{t('operator.common.enabled')}</Table.Th>
              <Table.Th>{t('operator.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {currencies.data.map((currency) => (
              <Table.Tr key={currency.code}>
                <Table.Td ff="monospace">{currency.code}</Table.Td>
                <Table.Td>{currency.name}</Table.Td>
                <Table.Td ta="right">{currency.scale}</Table.Td>
                <Table.Td>{currency.enabled ? t('operator.common.yes') : t('operator.common.no')}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(currency)} aria-label={t('operator.reference.editLabel', { name: currency.code })}>
                    {t('operator.common.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing ? <CurrencyForm currency={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
