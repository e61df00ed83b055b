import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { ShownOnceModal } from '../../components/ShownOnceModal';
import { useBackupCodeSummary, useSecurityActions } from './security-queries';
import { ErrorAlert } from '../../components/ErrorAlert';

/** How many backup codes are left; new ones are shown once, then only their count is known. */
export function BackupCodesSection() {
  const { t } = useTranslation();
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
        <ErrorAlert error={summary.error} />
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
        <ErrorAlert error={generateBackupCodes.error} />
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
