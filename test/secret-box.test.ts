import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeHasher, masterKeyId, type MasterKeys } from '../src/infra/master-keys.js';
import { createSecretBox, SecretBoxError } from '../src/infra/secret-box.js';

const ring = (masterKey: Buffer, ...previousMasterKeys: Buffer[]): MasterKeys => ({ masterKey, previousMasterKeys });
const box = createSecretBox(ring(randomBytes(32)));

/** Sealed by the release before the keyring (src/infra/secret-box.ts at 7580dd0) under Buffer.alloc(32, 1), aad `otp:acc_legacy`. */
const LEGACY_KEY = Buffer.alloc(32, 1);
const LEGACY_SEALED = 'sb1.VOYSe5HKblTX-EoQUL6pGbulzEomCudDB0WvV4wvSkU91kOqFJk8U14hrN0';
const LEGACY_PLAINTEXT = 'JBSWY3DPEHPK3PXP';

describe('secret box (encryption at rest under MASTER_KEY)', () => {
  it('opens what it sealed, for strings and bytes', () => {
    expect(box.open(box.seal('totp seed')).toString('utf8')).toBe('totp seed');
    const bytes = randomBytes(1000);
    expect(box.open(box.seal(bytes, 'ctx'), 'ctx').equals(bytes)).toBe(true);
    expect(box.open(box.seal('')).length).toBe(0);
  });

  it('never seals the same plaintext to the same text (fresh iv each time)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('names the sealing key by its id, and leaks neither the plaintext nor the key', () => {
    const key = randomBytes(32);
    const sealed = createSecretBox(ring(key)).seal('a-very-recognizable-secret');
    const id = masterKeyId(key);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(sealed.startsWith(`sb2.${id}.`)).toBe(true);
    expect(sealed).toMatch(/^sb2\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('recognizable');
    expect(Buffer.from(sealed.slice(13), 'base64url').toString('latin1')).not.toContain('recognizable');
    expect(sealed).not.toContain(key.toString('base64url').slice(0, 8));
  });

  it('refuses a value moved to another context (aad)', () => {
    const sealed = box.seal('key of row A', 'row:A');
    expect(() => box.open(sealed, 'row:B')).toThrow(SecretBoxError);
    expect(() => box.open(sealed)).toThrow(SecretBoxError);
  });

  it('refuses a tampered value: any flipped byte', () => {
    const sealed = box.seal('integrity matters');
    const head = sealed.slice(0, 13);
    const raw = Buffer.from(sealed.slice(13), 'base64url');
    for (const index of [0, 12, raw.length - 1]) {
      const copy = Buffer.from(raw);
      copy[index]! ^= 0x01;
      expect(() => box.open(`${head}${copy.toString('base64url')}`)).toThrow(SecretBoxError);
    }
  });

  it('refuses a value sealed under a key it does not hold, naming both key ids and neither key', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const sealed = createSecretBox(ring(a)).seal('secret');
    const error = (() => {
      try {
        createSecretBox(ring(b)).open(sealed);
      } catch (caught) {
        return caught as SecretBoxError;
      }
      throw new Error('opened under the wrong key');
    })();
    expect(error).toBeInstanceOf(SecretBoxError);
    expect(error.reason).toBe(`sealed under key ${masterKeyId(a)}, which is neither MASTER_KEY (${masterKeyId(b)}) nor in MASTER_KEY_PREVIOUS`);
    for (const key of [a, b]) {
      expect(error.message).not.toContain(key.toString('base64'));
      expect(error.message).not.toContain(key.toString('base64url'));
    }
  });

  it('refuses garbage and truncated values', () => {
    for (const bad of ['', 'secret', 'sb1.', 'sb1.AAAA', 'sb2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sb2.AAAAAAAA.', 'sb2.short.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sb1.+/+/']) {
      expect(() => box.open(bad)).toThrow(SecretBoxError);
    }
    const sealed = box.seal('x');
    expect(() => box.open(`${sealed.slice(0, 13)}AAAA`)).toThrow(/truncated/);
  });

  it('needs 32-byte master keys', () => {
    expect(() => createSecretBox(ring(randomBytes(16)))).toThrow(/32 bytes/);
    expect(() => createSecretBox(ring(randomBytes(32), randomBytes(31)))).toThrow(/32 bytes/);
  });
});

describe('the keyring: MASTER_KEY seals, MASTER_KEY_PREVIOUS still opens', () => {
  const [a, b, c] = [randomBytes(32), randomBytes(32), randomBytes(32)];

  it('opens a value sealed under a previous key, and seals anew under the current one', () => {
    const underA = createSecretBox(ring(a)).seal('seed', 'otp:acc_1');
    const rotated = createSecretBox(ring(b, c, a));
    expect(rotated.open(underA, 'otp:acc_1').toString()).toBe('seed');
    expect(rotated.currentPrefix).toBe(`sb2.${masterKeyId(b)}.`);
    const resealed = rotated.seal('seed', 'otp:acc_1');
    expect(resealed.startsWith(rotated.currentPrefix)).toBe(true);
    // Once A is dropped, what A sealed is refused and what B sealed opens.
    const afterDrop = createSecretBox(ring(b));
    expect(() => afterDrop.open(underA, 'otp:acc_1')).toThrow(new RegExp(`sealed under key ${masterKeyId(a)}`));
    expect(afterDrop.open(resealed, 'otp:acc_1').toString()).toBe('seed');
    // A previous key only opens: it never seals.
    expect(createSecretBox(ring(a, b)).open(resealed, 'otp:acc_1').toString()).toBe('seed');
  });

  it('opens what the release before the keyring sealed (sb1.), under the current or a previous key', () => {
    expect(createSecretBox(ring(LEGACY_KEY)).open(LEGACY_SEALED, 'otp:acc_legacy').toString()).toBe(LEGACY_PLAINTEXT);
    expect(createSecretBox(ring(a, b, LEGACY_KEY)).open(LEGACY_SEALED, 'otp:acc_legacy').toString()).toBe(LEGACY_PLAINTEXT);
    expect(LEGACY_SEALED.startsWith(createSecretBox(ring(LEGACY_KEY)).currentPrefix)).toBe(false);
    expect(() => createSecretBox(ring(a, b)).open(LEGACY_SEALED, 'otp:acc_legacy')).toThrow(/neither MASTER_KEY nor in MASTER_KEY_PREVIOUS/);
    expect(() => createSecretBox(ring(LEGACY_KEY)).open(LEGACY_SEALED, 'otp:acc_other')).toThrow(SecretBoxError);
  });

  it('gives every key its own id', () => {
    const ids = new Set(Array.from({ length: 200 }, () => masterKeyId(randomBytes(32))));
    expect(ids.size).toBe(200);
    expect(masterKeyId(a)).toBe(masterKeyId(Buffer.from(a)));
  });
});

describe('code hashes under the keyring', () => {
  const [a, b] = [randomBytes(32), randomBytes(32)];

  it('hashes under MASTER_KEY, as codes always were: HMAC(HMAC(key, purpose), message)', async () => {
    const { createHmac } = await import('node:crypto');
    const purposeKey = createHmac('sha256', b).update('login-mfa-code').digest();
    expect(codeHasher(ring(b, a), 'login-mfa-code').hash('ls_1:123456').equals(createHmac('sha256', purposeKey).update('ls_1:123456').digest())).toBe(true);
  });

  it('accepts a code hashed under a previous key, refuses one under a key not in the ring or for another purpose', () => {
    const storedUnderA = codeHasher(ring(a), 'login-mfa-code').hash('ls_1:123456');
    const rotated = codeHasher(ring(b, a), 'login-mfa-code');
    expect(rotated.matches(storedUnderA, 'ls_1:123456')).toBe(true);
    expect(rotated.matches(storedUnderA, 'ls_1:654321')).toBe(false);
    expect(codeHasher(ring(b), 'login-mfa-code').matches(storedUnderA, 'ls_1:123456')).toBe(false);
    expect(codeHasher(ring(b, a), 'step-up-mfa-code').matches(storedUnderA, 'ls_1:123456')).toBe(false);
    expect(rotated.matches(Buffer.alloc(5), 'ls_1:123456')).toBe(false);
    const candidates = rotated.candidates('ls_1:123456');
    expect(candidates).toHaveLength(2);
    expect(candidates[0]!.equals(rotated.hash('ls_1:123456'))).toBe(true);
    expect(candidates[1]!.equals(storedUnderA)).toBe(true);
  });
});
