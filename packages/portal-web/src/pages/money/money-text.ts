import { useTranslation } from 'react-i18next';
import { moneyText } from '../../i18n/locales/areas/money';

/**
 * Adds the money pages' strings (`money.*`, every language) to i18next the first time a money page renders:
 * they travel in the pages' lazy chunk, so the shell's initial JavaScript stays within its budget.
 */
export function useMoneyText(): void {
  const { i18n } = useTranslation();
  for (const [language, text] of Object.entries(moneyText)) {
    if (!i18n.getResource(language, 'translation', 'money')) i18n.addResourceBundle(language, 'translation', { money: text }, true, false);
  }
}
