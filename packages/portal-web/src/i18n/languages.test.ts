import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('keeps the language the user chose before', () => {
    expect(pickLanguage('ja', ['en-US'])).toBe('ja');
  });

  it('ignores a remembered value that is not one of ours', () => {
    expect(pickLanguage('fr', ['vi-VN'])).toBe('vi');
  });

  it('reads Traditional Chinese from zh-TW, zh-HK and zh-Hant, Simplified from other zh', () => {
    expect(pickLanguage(null, ['zh-TW'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['zh-Hant-HK'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['zh-HK'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['zh-CN'])).toBe('zh');
    expect(pickLanguage(null, ['zh'])).toBe('zh');
  });

  it('takes the first browser preference we speak, else English', () => {
    expect(pickLanguage(null, ['fr-FR', 'ja-JP', 'en'])).toBe('ja');
    expect(pickLanguage(null, ['fr-FR'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});
