import { Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalActions } from '../../components/ModalActions';

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
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <ModalActions error={action.error} onCancel={onClose} autoFocus="cancel" submitLabel={confirmLabel} danger loading={action.isPending} onSubmit={() => action.mutate()} />
      </Stack>
    </Modal>
  );
}
