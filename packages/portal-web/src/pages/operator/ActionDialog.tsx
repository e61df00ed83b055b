import { Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import { ModalActions } from '../../components/ModalActions';

export interface ActionValues {
  reason?: string;
  externalReference?: string;
}

/** What one order action asks for before it runs: a reason (required or not), a payout reference. */
export interface ActionSpec {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  reason: 'required' | 'optional' | 'none';
  externalReference?: boolean;
}

const FIELDS = ['reason', 'externalReference'];

/**
 * Confirms one action on a recharge or withdrawal, with the fields it takes; the API's refusal shows in the
 * dialog (next to a field it names), which stays open so the operator can fix it or cancel.
 */
export function ActionDialog({ spec, onClose, run }: { spec: ActionSpec; onClose: () => void; run: (values: ActionValues) => Promise<unknown> }) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const [reason, setReason] = useState('');
  const [externalReference, setExternalReference] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const action = useMutation({
    mutationFn: () =>
      run({
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(externalReference.trim() ? { externalReference: externalReference.trim() } : {}),
      }),
    onSuccess: onClose,
  });
  const problem = action.error ? describe(action.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (spec.reason === 'required' && !reason.trim()) {
      setMissingReason(true);
      return;
    }
    action.mutate();
  };

  return (
    <Modal opened onClose={onClose} title={spec.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{spec.description}</Text>
          {spec.reason !== 'none' ? (
            <Textarea
              label={spec.reason === 'required' ? t('operator.action.reason') : t('operator.action.reasonOptional')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setMissingReason(false);
              }}
              required={spec.reason === 'required'}
              maxLength={500}
              autosize
              minRows={2}
              error={missingReason ? t('operator.action.reasonMissing') : problem?.fields.reason}
              data-autofocus
            />
          ) : null}
          {spec.externalReference ? (
            <TextInput
              label={t('operator.action.externalReference')}
              value={externalReference}
              onChange={(event) => setExternalReference(event.currentTarget.value)}
              maxLength={200}
              error={problem?.fields.externalReference}
            />
          ) : null}
          <ModalActions message={problem?.message} onCancel={onClose} submitLabel={spec.confirmLabel} danger={spec.danger} loading={action.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
