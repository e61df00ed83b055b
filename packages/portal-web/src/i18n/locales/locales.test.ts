import { describe, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';
import { zhHant } from './zh-Hant';
import { expectTranslated } from './translation-checks';

describe.each([
  ['zh', zh],
  ['zh-Hant', zhHant],
  ['ja', ja],
  ['vi', vi],
])('%s', (_language, translation) => {
  it('translates every English string, none left empty, keeping its placeholders', () => {
    expectTranslated(en, translation);
  });
});
