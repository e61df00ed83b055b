import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous / next for a zero-based paged list, with where the user is; nothing when there is one page. */
export function PageControls({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={t('team.pages.label')}>
      <Button variant="default" disabled={page === 0} onClick={() => onChange(page - 1)}>
        {t('team.pages.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('team.pages.position', { page: page + 1, total: totalPages })}
      </Text>
      <Button variant="default" disabled={page + 1 >= totalPages} onClick={() => onChange(page + 1)}>
        {t('team.pages.next')}
      </Button>
    </Group>
  );
}
