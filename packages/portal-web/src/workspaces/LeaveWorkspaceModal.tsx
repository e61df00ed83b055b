import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/ErrorAlert';

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
        {leave.error ? (
          <ErrorAlert error={leave.error} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={leave.isPending} onClick={() => leave.mutate()}>
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
