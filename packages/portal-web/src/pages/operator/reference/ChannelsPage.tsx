import { Group, NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { dataOf, type OperationData } from '@partner-portal/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../../api/portal-context';
import { useMoneyFormat } from '../operator-currencies';
import { CurrencySelect } from './CurrencySelect';
import { FormModal } from './FormModal';
import { ReferencePage } from './ReferencePage';

type Channel = OperationData<'GET /web/v1/operator/recharge-channels'>[number];
const METHODS = ['BANK_TRANSFER', 'CRYPTO', 'CARD'] as const;
type Method = (typeof METHODS)[number];
const channelsKey = ['operator', 'recharge-channels'] as const;
const FIELDS = ['currency', 'method', 'name', 'minAmount', 'maxAmount', 'fixedFee', 'feeRateBps', 'instructions'];

/** Adds a channel or replaces every setting of one (its currency never changes). */
function ChannelForm({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const [currency, setCurrency] = useState(channel?.currency ?? '');
  const [method, setMethod] = useState<Method>(channel?.method ?? 'BANK_TRANSFER');
  const [name, setName] = useState(channel?.name ?? '');
  const [minAmount, setMinAmount] = useState(channel?.minAmount ?? '');
  const [maxAmount, setMaxAmount] = useState(channel?.maxAmount ?? '');
  const [fixedFee, setFixedFee] = useState(channel?.fixedFee ?? '0');
  const [feeRateBps, setFeeRateBps] = useState<number>(channel?.feeRateBps ?? 0);
  const [instructions, setInstructions] = useState(channel?.instructions ?? '');
  const [enabled, setEnabled] = useState(channel?.enabled ?? true);
  const body = () => ({
    currency,
    method,
    name: name.trim(),
    minAmount: minAmount.trim(),
    ...(maxAmount.trim() ? { maxAmount: maxAmount.trim() } : {}),
    fixedFee: fixedFee.trim() || '0',
    feeRateBps,
    instructions,
    enabled,
  });
  return (
    <FormModal
      title={channel ? t('operator.channels.editTitle', { name: channel.name }) : t('operator.channels.addTitle')}
      fields={FIELDS}
      refetch={channelsKey}
      savedMessage={t('operator.reference.saved')}
      onClose={onClose}
      save={() =>
        channel
          ? dataOf(client.api.POST('/web/v1/operator/recharge-channels/{bizId}', { params: { path: { bizId: channel.bizId } }, body: body() }))
          : dataOf(client.api.POST('/web/v1/operator/recharge-channels', { body: body() }))
      }
    >
      {(errors) => (
        <>
          <CurrencySelect label={t('operator.common.currency')} value={currency} onChange={setCurrency} error={errors.currency} readOnly={Boolean(channel)} />
          <Select
            label={t('operator.channels.method')}
            data={METHODS.map((value) => ({ value, label: t(`operator.channels.methods.${value}`) }))}
            value={method}
            onChange={(value) => setMethod(METHODS.find((known) => known === value) ?? 'BANK_TRANSFER')}
            allowDeselect={false}
            error={errors.method}
          />
          <TextInput label={t('operator.channels.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} required />
          <Group grow>
            <TextInput label={t('operator.common.minAmount')} value={minAmount} onChange={(event) => setMinAmount(event.currentTarget.value)} error={errors.minAmount} inputMode="decimal" required />
            <TextInput label={t('operator.common.maxAmount')} value={maxAmount} onChange={(event) => setMaxAmount(event.currentTarget.value)} error={errors.maxAmount} inputMode="decimal" />
          </Group>
          <Group grow>
            <TextInput label={t('operator.common.fixedFee')} value={fixedFee} onChange={(event) => setFixedFee(event.currentTarget.value)} error={errors.fixedFee} inputMode="decimal" />
            <NumberInput label={t('operator.common.feeRateBps')} value={feeRateBps} onChange={(value) => setFeeRateBps(typeof value === 'number' ? value : 0)} min={0} max={5000} allowDecimal={false} error={errors.feeRateBps} />
          </Group>
          <Textarea label={t('operator.channels.instructions')} value={instructions} onChange={(event) => setInstructions(event.currentTarget.value)} error={errors.instructions} autosize minRows={2} maxLength={2000} />
          <Switch label={t('operator.common.enabled')} checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        </>
      )}
    </FormModal>
  );
}

/** Every recharge channel, enabled or not, with its limits and fees; add or edit one. */
export default function ChannelsPage() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const money = useMoneyFormat();
  const channels = useQuery({ queryKey: channelsKey, queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/operator/recharge-channels', { signal })) });
  return (
    <ReferencePage
      title={t('operator.channels.title')}
      addLabel={t('operator.channels.add')}
      query={channels}
      waiting={!money}
      minWidth={820}
      rowKey={(channel) => channel.bizId}
      editName={(channel) => channel.name}
      columns={
        money
          ? [
              { label: t('operator.channels.name'), cell: (channel) => channel.name },
              { label: t('operator.channels.method'), cell: (channel) => t(`operator.channels.methods.${channel.method}`) },
              {
                label: t('operator.channels.limits'),
                numeric: true,
                cell: (channel) => `${money(channel.minAmount, channel.currency)} – ${channel.maxAmount ? money(channel.maxAmount, channel.currency) : '∞'}`,
              },
              { label: t('operator.common.fee'), numeric: true, cell: (channel) => `${money(channel.fixedFee, channel.currency)} + ${channel.feeRateBps} bp` },
              { label: t('operator.common.enabled'), cell: (channel) => (channel.enabled ? t('operator.common.yes') : t('operator.common.no')) },
            ]
          : []
      }
      form={(channel, close) => <ChannelForm channel={channel} onClose={close} />}
    />
  );
}
