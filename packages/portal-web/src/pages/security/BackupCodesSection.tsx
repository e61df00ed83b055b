import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { ShownOnceModal } from '../../components/ShownOnceModal';
import { useBackupCodeSummary, useSecurityActions } from './security-queries';

/** How many backup codes are left; new ones are shown once, then only their count is known. */
export function BackupCodesSection() {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const summary = useBackupCodeSummary();
  const { generateBackupCodes } = useSecurityActions();
  const [codes, setCodes] = useState<string | null>(null);

  return (
    <Stack component="section" aria-labelledby="backup-codes-title" align="flex-start">
      <Title order={3} size="h4" id="backup-codes-title">
        {t('security.backupCodes.title')}
      </Title>
      {summary.isPending ? (
        <PageLoader />
      ) : summary.error ? (
        <Alert color="red" role="alert">
          {describe(summary.error).message}
        </Alert>
      ) : summary.data.totalGenerated === 0 ? (
        <Text>{t('security.backupCodes.none')}</Text>
      ) : (
        <Text>{t('security.backupCodes.summary', { remaining: summary.data.remainingCount, total: summary.data.totalGenerated })}</Text>
      )}
      <Text size="sm" c="dimmed">
        {t('security.backupCodes.replaceWarning')}
      </Text>
      <Button
        variant="light"
        loading={generateBackupCodes.isPending}
        onClick={() =>
          generateBackupCodes.mutate(undefined, {
            onSuccess: (generated) => {
              setCodes(generated.codes.join('\n'));
              generateBackupCodes.reset();
            },
          })
        }
      >
        {t('security.backupCodes.generate')}
      </Button>
      {generateBackupCodes.error ? (
        <Alert color="red" role="alert">
          {describe(generateBackupCodes.error).message}
        </Alert>
      ) : null}
      <ShownOnceModal
        value={codes}
        title={t('security.backupCodes.title')}
        warning={t('security.backupCodes.shownOnce')}
        label={t('security.backupCodes.title')}
        copyLabel={t('security.backupCodes.copy')}
        copiedLabel={t('security.backupCodes.copied')}
        closeLabel={t('security.backupCodes.close')}
        onClose={() => setCodes(null)}
      />
    </Stack>
  );
}
