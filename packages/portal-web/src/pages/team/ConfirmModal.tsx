import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';

/**
 * Asks before an action that cannot be undone (remove, cancel, delete) and runs it; the API's refusal stays
 * in the dialog (the last owner, a role in use) so the user reads why nothing happened.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <ErrorAlert error={action.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={action.isPending} onClick={() => action.mutate()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
