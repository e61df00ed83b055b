import { expect } from 'vitest';

/** The translations every English string needs (tests only). */
export const TRANSLATED_LANGUAGES = ['zh', 'zh-Hant', 'ja', 'vi'] as const;

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

/** `translated` has exactly the keys of `english`, none empty, each with the same placeholders (no value goes missing). */
export function expectTranslated(english: Tree, translated: Tree) {
  const source = leaves(english);
  const target = leaves(translated);
  expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  for (const [path, text] of source) {
    expect(target.get(path)?.trim(), path).not.toBe('');
    expect(placeholders(target.get(path) ?? ''), path).toEqual(placeholders(text));
  }
}
