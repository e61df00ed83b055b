import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/resources';

/** The tab's title for a page, in the user's language: "Profile · Partner Portal" (screen readers announce it). */
export function usePageTitle(title: TranslationKey): void {
  const { t } = useTranslation();
  useDocumentTitle(`${t(title)} · ${t('app.name')}`);
}
