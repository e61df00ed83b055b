import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for secrets the service must read back (secure-channel
 * private keys and session keys, TOTP seeds, JWT signing keys): AES-256-GCM
 * under a key derived from MASTER_KEY.
 *
 * Sealed form: `sb1.` + base64url(iv ‖ ciphertext ‖ tag). The version prefix
 * lets a later format (or a rotated master key) coexist with this one.
 * `aad` binds a sealed value to where it belongs (say `totp:acc_…`), so a
 * value copied into another row or column does not open there.
 */
export interface SecretBox {
  seal(plaintext: Buffer | string, aad?: string): string;
  /** Throws SecretBoxError when the value was tampered with, belongs elsewhere, or MASTER_KEY changed. */
  open(sealed: string, aad?: string): Buffer;
}

export class SecretBoxError extends Error {
  constructor(reason: string) {
    super(`secret-box: ${reason}`);
    this.name = 'SecretBoxError';
  }
}

const PREFIX = 'sb1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^sb1\.[A-Za-z0-9_-]+$/;

/** A subkey, so MASTER_KEY itself never meets AES-GCM and other derivations stay independent. */
function deriveKey(masterKey: Buffer): Buffer {
  if (masterKey.length !== 32) throw new SecretBoxError('MASTER_KEY must be 32 bytes');
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'partner-portal secret-box v1', 32));
}

export function createSecretBox(masterKey: Buffer): SecretBox {
  const key = deriveKey(masterKey);
  return {
    seal(plaintext, aad = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext), cipher.final()]);
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, aad = '') {
      if (!SEALED.test(sealed)) throw new SecretBoxError('not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed value is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
      } catch {
        throw new SecretBoxError('cannot open: tampered, sealed for another context, or MASTER_KEY changed');
      }
    },
  };
}
