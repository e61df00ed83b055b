import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from '../src/infra/secret-box.js';

const box = createSecretBox(randomBytes(32));

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

  it('does not leak the plaintext into the sealed form', () => {
    const sealed = box.seal('a-very-recognizable-secret');
    expect(sealed).toMatch(/^sb1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('recognizable');
    expect(Buffer.from(sealed.slice(4), 'base64url').toString('latin1')).not.toContain('recognizable');
  });

  it('refuses a value moved to another context (aad)', () => {
    const sealed = box.seal('key of row A', 'row:A');
    expect(() => box.open(sealed, 'row:B')).toThrow(SecretBoxError);
    expect(() => box.open(sealed)).toThrow(SecretBoxError);
  });

  it('refuses a tampered value: any flipped byte', () => {
    const sealed = box.seal('integrity matters');
    const raw = Buffer.from(sealed.slice(4), 'base64url');
    for (const index of [0, 12, raw.length - 1]) {
      const copy = Buffer.from(raw);
      copy[index]! ^= 0x01;
      expect(() => box.open(`sb1.${copy.toString('base64url')}`)).toThrow(SecretBoxError);
    }
  });

  it('refuses to open under another MASTER_KEY, and says so without the secret', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(/MASTER_KEY changed/);
  });

  it('refuses garbage and truncated values', () => {
    for (const bad of ['', 'secret', 'sb1.', 'sb1.AAAA', 'sb2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sb1.+/+/']) {
      expect(() => box.open(bad)).toThrow(SecretBoxError);
    }
  });

  it('needs a 32-byte master key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
