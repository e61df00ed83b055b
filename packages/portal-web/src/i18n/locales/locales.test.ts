import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';
import { zhHant } from './zh-Hant';

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

describe.each([
  ['zh', zh],
  ['zh-Hant', zhHant],
  ['ja', ja],
  ['vi', vi],
])('%s', (_language, translation) => {
  const source = leaves(en);
  const translated = leaves(translation);

  it('translates every English string, none left empty', () => {
    for (const [path, text] of translated) expect(text.trim(), path).not.toBe('');
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it('keeps the placeholders of each string, so no value goes missing in a sentence', () => {
    for (const [path, text] of source) expect(placeholders(translated.get(path) ?? ''), path).toEqual(placeholders(text));
  });
});
