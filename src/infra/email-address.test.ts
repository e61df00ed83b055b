import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.js';
import '../core/common.errors.js';
import { canonicalEmail, requireCanonicalEmail } from './email-address.js';

describe('canonicalEmail', () => {
  it('lower-cases ASCII and trims surrounding white space', () => {
    expect(canonicalEmail('  Iris.Lee+Portal@Example.COM \n')).toBe('iris.lee+portal@example.com');
    expect(canonicalEmail("o'brien!#$%&*/=?^_`{|}~-@example.com")).toBe("o'brien!#$%&*/=?^_`{|}~-@example.com");
    expect(canonicalEmail('demo@partner-portal.local')).toBe('demo@partner-portal.local');
  });

  it('folds the Kelvin sign, full-width letters and other compatibility forms to the ASCII address (NFKC)', () => {
    expect(canonicalEmail('\u212Aiss@example.com')).toBe('kiss@example.com');
    expect(canonicalEmail('ｉｒｉｓ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('iris@example.com');
    expect(canonicalEmail('ＩＲＩＳ@example.com')).toBe('iris@example.com');
    expect(canonicalEmail('\uFB00@example.com')).toBe('ff@example.com');
    expect(canonicalEmail('iris\uFE6Bexample.com')).toBe('iris@example.com');
    expect(canonicalEmail('\u3000iris@example.com\u3000')).toBe('iris@example.com');
  });

  it('refuses a local part that is not ASCII after NFKC: no case folding of its own to disagree with', () => {
    for (const address of [
      'k\u0130ss@example.com', // İ: PostgreSQL lower() gives i, JavaScript i + U+0307
      'ki\u0307ss@example.com', // i + combining dot, what JavaScript makes of it
      'k\u0131ss@example.com', // dotless ı
      'ki\u00DF@example.com', // ß
      'ki\u1E9E@example.com', // capital ẞ
      'zo\u00EB@example.com',
      'ir\u0456s@example.com', // Cyrillic і
      'iris\u200B@example.com', // zero-width space
    ]) {
      expect(canonicalEmail(address), address).toBeUndefined();
    }
  });

  it('turns an internationalized domain into lower-case Punycode (IDNA), one form for every spelling', () => {
    expect(canonicalEmail('iris@BÜCHER.de')).toBe('iris@xn--bcher-kva.de');
    expect(canonicalEmail('iris@xn--bcher-kva.de')).toBe('iris@xn--bcher-kva.de');
    // UTS #46 non-transitional: ß stays a letter of its own in a domain, as browsers have it.
    expect(canonicalEmail('iris@straße.de')).toBe('iris@xn--strae-oqa.de');
    expect(canonicalEmail('iris@strasse.de')).toBe('iris@strasse.de');
    expect(canonicalEmail('iris@example\u3002com')).toBe('iris@example.com');
    expect(canonicalEmail('iris@\u212A.example')).toBe('iris@k.example');
  });

  it('refuses what is not a mailbox at a host name', () => {
    for (const address of [
      '',
      'iris',
      '@example.com',
      'iris@',
      'iris@@example.com',
      'iris@lee@example.com',
      '"iris lee"@example.com',
      'iris lee@example.com',
      '.iris@example.com',
      'iris.@example.com',
      'iris..lee@example.com',
      'iris\u0000@example.com',
      'iris@localhost',
      'iris@example..com',
      'iris@example.com.',
      'iris@-example.com',
      'iris@example-.com',
      'iris@exa_mple.com',
      'iris@ex%61mple.com',
      'iris@[192.0.2.1]',
      'iris@192.0.2.1',
      'iris@example.0x1f',
      'iris@xn--abc.com',
      `iris@${'a'.repeat(64)}.com`,
      `${'a'.repeat(65)}@example.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    ]) {
      expect(canonicalEmail(address), address).toBeUndefined();
    }
    expect(canonicalEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`)).toHaveLength(254);
  });

  it('is idempotent, and a canonical form is plain ASCII without upper case', () => {
    const variants = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((address) => address.toUpperCase()),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((local) => `${local}@example.com`),
      fc.string({ unit: 'binary', maxLength: 60 }),
    );
    fc.assert(
      fc.property(variants, (input) => {
        const once = canonicalEmail(input);
        if (once === undefined) return;
        expect(canonicalEmail(once)).toBe(once);
        expect(once).toMatch(/^[\x21-\x7e]+$/);
        expect(once).toBe(once.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every RFC address fast-check makes, lower-cased', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(canonicalEmail(address)).toBe(address.toLowerCase());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('requireCanonicalEmail', () => {
  it('answers 400 VALIDATION.INVALID_PARAMETER naming the field', () => {
    expect(requireCanonicalEmail('Iris@Example.com')).toBe('iris@example.com');
    const error = (() => {
      try {
        requireCanonicalEmail('k\u0130ss@example.com', '--email');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION.INVALID_PARAMETER', status: 400, detail: '--email is not a usable e-mail address' });
  });
});
