import { useAreaText } from '../../i18n/area-text';
import { moneyText } from '../../i18n/locales/areas/money';

/** The money pages' strings (`money.*`), loaded with those pages rather than the shell. */
export function useMoneyText(): void {
  useAreaText('money', moneyText);
}
