import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An account an operator has not approved yet: what happens next, instead of an error. */
export function PendingApproval({ onBack, backLabel }: { onBack: () => void; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="blue" role="status" title={t('auth.pending.title')}>
        <Text size="sm">{t('auth.pending.text')}</Text>
      </Alert>
      <Button variant="light" onClick={onBack}>
        {backLabel}
      </Button>
    </Stack>
  );
}
