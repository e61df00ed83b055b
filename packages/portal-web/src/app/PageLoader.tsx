import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    // The name goes on the status region: a label on the spinner's bare <span> is prohibited ARIA (axe: aria-prohibited-attr).
    <Center mih={200} role="status" aria-live="polite" aria-label={t('app.loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
