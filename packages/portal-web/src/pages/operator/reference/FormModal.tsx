import { Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../api/use-describe-error';
import { ModalActions } from '../../../components/ModalActions';

/**
 * A reference-data form in a dialog: saves through `save`, refetches `refetch`, says `savedMessage`; the API's
 * refusal goes next to the field it names (`children` gets the field messages) or above the buttons.
 */
export function FormModal({
  title,
  fields,
  save,
  refetch,
  savedMessage,
  onClose,
  children,
}: {
  title: string;
  fields: readonly string[];
  save: () => Promise<unknown>;
  refetch: QueryKey;
  savedMessage: string;
  onClose: () => void;
  children: (fieldErrors: Record<string, string>) => ReactNode;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const queries = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: savedMessage });
      await queries.invalidateQueries({ queryKey: refetch });
      onClose();
    },
  });
  const problem = mutation.error ? describe(mutation.error, fields) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {children(problem?.fields ?? {})}
          <ModalActions message={problem?.message} onCancel={onClose} submitLabel={t('common.save')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
