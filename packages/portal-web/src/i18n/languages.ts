/** The spec's languages (Accept-Language values the API answers in), each named in itself for the menu. */
export const LANGUAGES = ['en', 'zh', 'zh-Hant', 'ja', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-Hant': '繁體中文',
  ja: '日本語',
  vi: 'Tiếng Việt',
};

export const LANGUAGE_STORAGE_KEY = 'partner-portal.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in: the one the user chose before, else the first browser preference we speak
 * (zh-TW, zh-HK and zh-Hant-* read Traditional Chinese; any other zh Simplified), else English.
 */
export function pickLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-Hant';
    const base = lower.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
