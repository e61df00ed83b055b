import { Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../components/ModalActions';

export function LeaveWorkspaceModal({
  opened,
  name,
  onClose,
  onLeave,
}: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onLeave: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const leave = useMutation({ mutationFn: onLeave, onSuccess: onClose });
  return (
    <Modal opened={opened} onClose={onClose} title={t('workspace.leaveTitle', { name })}>
      <Stack>
        <Text>{t('workspace.leaveWarning')}</Text>
        <ModalActions error={leave.error} onCancel={onClose} autoFocus="cancel" submitLabel={t('common.confirm')} danger loading={leave.isPending} onSubmit={() => leave.mutate()} />
      </Stack>
    </Modal>
  );
}
