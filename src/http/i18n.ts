import type { Locale } from '../core/locale.js';

/**
 * Picks the locale from `X-LOCALE` first, then `Accept-Language` (in q order),
 * falling back to English. Traditional-script Chinese (zh-TW, zh-HK, zh-MO,
 * zh-Hant-*) maps to zh-Hant; every other Chinese tag to zh.
 */
export function resolveLocale(xLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  const direct = xLocale ? matchTag(xLocale.trim()) : undefined;
  if (direct) return direct;
  for (const tag of rankedTags(acceptLanguage)) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return 'en';
}

function rankedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function matchTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (lower.startsWith('zh')) {
    return /^zh-(hant|tw|hk|mo)\b/.test(lower) ? 'zh-Hant' : 'zh';
  }
  const primary = lower.split('-')[0];
  if (primary === 'en' || primary === 'ja' || primary === 'vi') return primary;
  return undefined;
}
