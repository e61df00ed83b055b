import { describe, it } from 'vitest';
import { moneyText } from '../../i18n/locales/areas/money';
import { moneyNavText } from '../../i18n/locales/areas/money-nav';
import { operatorText } from '../../i18n/locales/areas/operator';
import { webhooksText } from '../../i18n/locales/areas/webhooks';
import { expectTranslated, TRANSLATED_LANGUAGES } from '../../i18n/locales/translation-checks';

// The money, operator and webhook strings load with their pages, outside the typed language files: the same checks here.
describe.each([
  ['money', moneyText],
  ['moneyNav', moneyNavText],
  ['operator', operatorText],
  ['webhooks', webhooksText],
] as const)('%s strings', (_area, text) => {
  it.each(TRANSLATED_LANGUAGES)('%s has every English key, none empty, with the same placeholders', (language) => {
    expectTranslated(text.en, text[language]);
  });
});
