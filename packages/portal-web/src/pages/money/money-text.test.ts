import { describe, expect, it } from 'vitest';
import { moneyText } from '../../i18n/locales/areas/money';
import { moneyNavText } from '../../i18n/locales/areas/money-nav';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else leaves(value, `${prefix}${key}.`).forEach((text, path) => found.set(path, text));
  }
  return found;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// The money strings load with the money pages, outside the typed language files: the same checks here.
describe.each([
  ['money', moneyText],
  ['moneyNav', moneyNavText],
] as const)('%s strings', (_area, text) => {
  const source = leaves(text.en);
  it.each(['zh', 'zh-Hant', 'ja', 'vi'] as const)('%s has every English key, none empty, with the same placeholders', (language) => {
    const translated = leaves(text[language]);
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [path, english] of source) {
      expect(translated.get(path)?.trim(), path).not.toBe('');
      expect(placeholders(translated.get(path) ?? ''), path).toEqual(placeholders(english));
    }
  });
});
