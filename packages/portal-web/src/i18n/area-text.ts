import { useTranslation } from 'react-i18next';

/**
 * Adds an area's strings (`<area>.*`, every language) to i18next the first time one of its pages renders: they
 * travel in the pages' lazy chunk, so the shell's initial JavaScript stays within its budget.
 */
export function useAreaText(area: string, text: Record<string, object>): void {
  const { i18n } = useTranslation();
  for (const [language, strings] of Object.entries(text)) {
    if (!i18n.getResource(language, 'translation', area)) i18n.addResourceBundle(language, 'translation', { [area]: strings }, true, false);
  }
}
