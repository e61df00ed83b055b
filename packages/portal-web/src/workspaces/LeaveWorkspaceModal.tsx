import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../api/use-describe-error';

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
  const describe = useDescribeError();
  const leave = useMutation({ mutationFn: onLeave, onSuccess: onClose });
  return (
    <Modal opened={opened} onClose={onClose} title={t('workspace.leaveTitle', { name })}>
      <Stack>
        <Text>{t('workspace.leaveWarning')}</Text>
        {leave.error ? (
          <Alert color="red" role="alert">
            {describe(leave.error).message}
          </Alert>
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
