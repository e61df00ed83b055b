import 'i18next';
import type { moneyText } from './locales/areas/money';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The money pages' strings are added when those pages load (pages/money/money-text.ts), not in the shell.
    resources: { translation: typeof en & { money: (typeof moneyText)['en'] } };
  }
}
