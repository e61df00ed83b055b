/** The languages every message exists in (DESIGN.md: en, zh, zh-Hant, ja, vi; fallback en). */
export const LOCALES = ['en', 'zh', 'zh-Hant', 'ja', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** One text in every locale: a missing translation is a compile error, not an English fallback. */
export type Localized = Readonly<Record<Locale, string>>;
