import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { useFile } from './recharge-queries';

/** The proof on file: its name, and a download (the bytes as a Blob, saved under the file's name). */
export function ProofFile({ workspaceId, fileBizId }: { workspaceId: string; fileBizId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const file = useFile(workspaceId, fileBizId);
  const download = useMutation({
    mutationFn: async () => {
      const { data } = await client.api.GET('/web/v1/partner/files/{bizId}/download', { params: { path: { bizId: fileBizId } } });
      const url = URL.createObjectURL(data as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.data?.fileName ?? fileBizId;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
  return (
    <Group gap="sm">
      <Text ff="monospace">{file.data?.fileName ?? fileBizId}</Text>
      <Button variant="default" size="xs" onClick={() => download.mutate()} loading={download.isPending}>
        {t('money.recharges.downloadProof')}
      </Button>
      {download.error ? (
        <Text c="red.8" size="sm" role="alert">
          {describe(download.error).message}
        </Text>
      ) : null}
    </Group>
  );
}
