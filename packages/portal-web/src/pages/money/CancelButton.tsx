import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import { ModalActions } from '../../components/ModalActions';

/** "Cancel …" with a confirmation dialog; `withReason` asks why (the API requires it for recharges). */
export function CancelButton({
  label,
  question,
  withReason,
  onCancel,
}: {
  label: string;
  question: string;
  withReason: boolean;
  onCancel: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const [opened, { open, close }] = useDisclosure();
  const [reason, setReason] = useState('');
  const cancel = useMutation({ mutationFn: () => onCancel(reason.trim()), onSuccess: close });
  const problem = cancel.error ? describe(cancel.error, ['cancelReason']) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate();
  };

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text>{question}</Text>
            {withReason ? (
              <Textarea
                label={t('money.cancelReason')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={problem?.fields.cancelReason}
                required
                maxLength={500}
                data-autofocus
              />
            ) : null}
            <ModalActions message={problem?.message} onCancel={close} cancelLabel={t('money.keep')} submitLabel={label} danger loading={cancel.isPending} disabled={withReason && reason.trim() === ''} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
