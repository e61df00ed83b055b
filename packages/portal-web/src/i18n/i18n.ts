import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ja } from './locales/ja';
import { vi } from './locales/vi';
import { zh } from './locales/zh';
import { zhHant } from './locales/zh-Hant';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from './languages';

/** All five languages are bundled: together they weigh less than one round trip for a lazy one. */
const resources = {
  en: { translation: en },
  zh: { translation: zh },
  'zh-Hant': { translation: zhHant },
  ja: { translation: ja },
  vi: { translation: vi },
} satisfies Record<Language, unknown>;

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy settings): the browser's preference then
  }
}

/** i18next in the remembered or preferred language; a change is remembered and set as the page's `lang`. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: pickLanguage(readStoredLanguage(), globalThis.navigator.languages),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  document.documentElement.lang = instance.language;
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    try {
      globalThis.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered: the choice still holds for this page
    }
  });
  return instance;
}
