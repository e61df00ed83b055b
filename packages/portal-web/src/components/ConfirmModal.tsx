import { Modal, Stack, Text } from '@mantine/core';
import { ModalActions } from './ModalActions';

/**
 * Asks before an action that cannot be undone (deleting a key, an endpoint): what happens, Cancel focused first,
 * the red action; the action's refusal shows in the dialog. Open while `opened`.
 */
export function ConfirmModal({
  opened,
  title,
  explanation,
  cancelLabel,
  submitLabel,
  error,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  explanation: string;
  cancelLabel?: string;
  submitLabel: string;
  error: unknown;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{explanation}</Text>
        <ModalActions error={error} onCancel={onClose} cancelLabel={cancelLabel} autoFocus="cancel" submitLabel={submitLabel} danger loading={loading} onSubmit={onConfirm} />
      </Stack>
    </Modal>
  );
}
