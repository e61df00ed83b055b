import 'i18next';
import type { moneyText } from './locales/areas/money';
import type { webhooksText } from './locales/areas/webhooks';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The money and webhook pages' strings are added when those pages load (i18n/area-text.ts), not in the shell.
    resources: { translation: typeof en & { money: (typeof moneyText)['en']; webhooks: (typeof webhooksText)['en'] } };
  }
}
