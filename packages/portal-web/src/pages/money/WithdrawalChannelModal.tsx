import { Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { dataOf, type OperationBody } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { useWallets } from '../dashboard/wallet-queries';
import { useInvalidateMoney } from './money-queries';
import type { WithdrawalChannel } from './withdrawal-queries';
import { BANK_FIELDS, CRYPTO_FIELDS, isDestinationField } from '../../money/destination-fields';
import { ModalActions } from '../../components/ModalActions';

type ChannelType = 'BANK_ACCOUNT' | 'CRYPTO_ADDRESS';

/** A destination detail's field as a person reads it: its translated label, the API's name for one it does not know. */
export function useDestinationFieldLabel(): (field: string) => string {
  const { t } = useTranslation();
  return (field) => (isDestinationField(field) ? t(`money.withdrawals.fields.${field}`) : field);
}

const OPTIONAL = new Set(['swiftCode', 'country', 'memo']);
const FIELDS = ['channelType', 'currency', 'label', ...BANK_FIELDS, ...CRYPTO_FIELDS];

/** Adds a destination for withdrawals: a bank account or a crypto address (the API keeps the details sealed). */
export function WithdrawalChannelModal({
  workspaceId,
  opened,
  onClose,
  onCreated,
}: {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (channel: WithdrawalChannel) => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const invalidate = useInvalidateMoney(workspaceId);
  const wallets = useWallets(workspaceId);
  const [channelType, setChannelType] = useState<ChannelType>('BANK_ACCOUNT');
  const [currency, setCurrency] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [details, setDetails] = useState<Record<string, string>>({});
  const fields = channelType === 'BANK_ACCOUNT' ? BANK_FIELDS : CRYPTO_FIELDS;

  const save = useMutation({
    mutationFn: () => {
      const entered = Object.fromEntries(fields.flatMap((field) => (details[field]?.trim() ? [[field, details[field].trim()]] : [])));
      const body = { channelType, currency: currency ?? '', label: label.trim(), details: entered } as OperationBody<'POST /web/v1/partner/withdrawal-channels'>;
      return dataOf(client.api.POST('/web/v1/partner/withdrawal-channels', { body }));
    },
    onSuccess: async (channel) => {
      await invalidate('withdrawal-channels');
      onCreated(channel);
      onClose();
    },
  });
  const problem = save.error ? describe(save.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('money.withdrawals.addChannel')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            aria-label={t('money.withdrawals.channelType')}
            value={channelType}
            onChange={(value) => setChannelType(value as ChannelType)}
            data={[
              { value: 'BANK_ACCOUNT', label: t('money.withdrawals.channelTypes.BANK_ACCOUNT') },
              { value: 'CRYPTO_ADDRESS', label: t('money.withdrawals.channelTypes.CRYPTO_ADDRESS') },
            ]}
          />
          <Select
            label={t('money.currency')}
            data={(wallets.data ?? []).map((wallet) => wallet.currency)}
            value={currency}
            onChange={setCurrency}
            error={problem?.fields.currency}
            required
            allowDeselect={false}
          />
          <TextInput
            label={t('money.withdrawals.label')}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            error={problem?.fields.label}
            required
            maxLength={100}
            data-autofocus
          />
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(`money.withdrawals.fields.${field}`)}
              value={details[field] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDetails((current) => ({ ...current, [field]: value }));
              }}
              error={problem?.fields[field]}
              required={!OPTIONAL.has(field)}
              autoComplete="off"
            />
          ))}
          <ModalActions message={problem?.message} onCancel={onClose} submitLabel={t('money.withdrawals.saveChannel')} loading={save.isPending} disabled={!currency || label.trim() === ''} />
        </Stack>
      </form>
    </Modal>
  );
}
