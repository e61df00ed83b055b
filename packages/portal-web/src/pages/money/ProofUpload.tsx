import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { moneyKeys, useInvalidateMoney } from './money-queries';
import type { Recharge } from './recharge-queries';
import { ErrorAlert } from '../../components/ErrorAlert';

/** What the API accepts as a proof (FILE_ALLOWED_TYPES by default); it sniffs the bytes itself anyway. */
const PROOF_TYPES = 'application/pdf,image/png,image/jpeg';

/** Uploads the payment proof (multipart, through the SDK) and attaches it to the recharge. */
export function ProofUpload({ workspaceId, recharge }: { workspaceId: string; recharge: Recharge }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const invalidate = useInvalidateMoney(workspaceId);
  const [file, setFile] = useState<File | null>(null);

  const upload = useMutation({
    mutationFn: async (picked: File) => {
      const stored = await dataOf(client.api.POST('/web/v1/partner/files/upload', { body: { file: picked } }));
      return dataOf(
        client.api.POST('/web/v1/partner/recharges/{bizId}/proof', { params: { path: { bizId: recharge.bizId } }, body: { fileBizId: stored.bizId } }),
      );
    },
    onSuccess: async (updated) => {
      queries.setQueryData(moneyKeys.detail('recharges', workspaceId, recharge.bizId), updated);
      setFile(null);
      notifications.show({ message: t('money.recharges.proofSent') });
      await invalidate('recharges');
    },
  });
  const problem = upload.error ? describe(upload.error, ['file']) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <Text size="sm">{recharge.proofFileBizId ? t('money.recharges.replaceProofHint') : t('money.recharges.proofHint')}</Text>
        <FileInput
          label={t('money.recharges.proofFile')}
          description={t('money.recharges.pickFile')}
          accept={PROOF_TYPES}
          value={file}
          onChange={(picked) => {
            setFile(picked);
            upload.reset();
          }}
          error={problem?.fields.file}
          clearable
          clearButtonProps={{ 'aria-label': t('money.recharges.clearFile') }}
        />
        <ErrorAlert message={problem?.message} />
        <Group>
          <Button type="submit" loading={upload.isPending} disabled={!file}>
            {t('money.recharges.uploadProof')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
