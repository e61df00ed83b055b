import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { keyringOf, MASTER_KEY_BYTES, masterKeyId, type MasterKeys } from './master-keys.js';

/**
 * Encryption at rest for secrets the service must read back (secure-channel
 * private keys and session keys, TOTP seeds, JWT signing keys, withdrawal
 * channel details, the data keys): AES-256-GCM under a key derived from a
 * master key.
 *
 * Sealed form: `sb2.` + the master key's id (src/infra/master-keys.ts) + `.` +
 * base64url(iv ‖ ciphertext ‖ tag), sealed under `MASTER_KEY`. The id picks
 * the key that opens it, among `MASTER_KEY` and `MASTER_KEY_PREVIOUS`, without
 * trying each. The older form `sb1.` + base64url(…) names no key: it is tried
 * under each key of the ring, the current first.
 * `aad` binds a sealed value to where it belongs (say `totp:acc_…`), so a
 * value copied into another row or column does not open there.
 */
export interface SecretBox {
  seal(plaintext: Buffer | string, aad?: string): string;
  /** Throws SecretBoxError when the value was tampered with, belongs elsewhere, or no configured master key sealed it. */
  open(sealed: string, aad?: string): Buffer;
  /** What every value sealed under the current `MASTER_KEY` starts with: anything else is for `portal keys reencrypt`. */
  readonly currentPrefix: string;
}

export class SecretBoxError extends Error {
  /** Why, without the value: fit for an operator's eyes. */
  readonly reason: string;

  constructor(reason: string) {
    super(`secret-box: ${reason}`);
    this.name = 'SecretBoxError';
    this.reason = reason;
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const LEGACY = /^sb1\.([A-Za-z0-9_-]+)$/;
const SEALED = /^sb2\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]+)$/;

/** A subkey, so the master key itself never meets AES-GCM and other derivations stay independent. */
function deriveKey(masterKey: Buffer): Buffer {
  if (masterKey.length !== MASTER_KEY_BYTES) throw new SecretBoxError('MASTER_KEY must be 32 bytes');
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'partner-portal secret-box v1', 32));
}

function encrypt(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** The plaintext, or undefined when the tag does not verify under `key` (GCM checks it in constant time). */
function decrypt(key: Buffer, raw: Buffer, aad: string): Buffer | undefined {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  }
}

function bodyOf(encoded: string): Buffer {
  const raw = Buffer.from(encoded, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed value is truncated');
  return raw;
}

const CANNOT_OPEN = 'cannot open: tampered, sealed for another context, or sealed under a key that is neither MASTER_KEY nor in MASTER_KEY_PREVIOUS';

export function createSecretBox(keys: MasterKeys): SecretBox {
  const ring = keyringOf(keys).map((masterKey) => ({ id: masterKeyId(masterKey), key: deriveKey(masterKey) }));
  const current = ring[0]!;
  const byId = new Map(ring.map((entry) => [entry.id, entry.key]));
  const currentPrefix = `sb2.${current.id}.`;

  function openNamed(id: string, encoded: string, aad: string): Buffer {
    const key = byId.get(id);
    if (!key) throw new SecretBoxError(`sealed under key ${id}, which is neither MASTER_KEY (${current.id}) nor in MASTER_KEY_PREVIOUS`);
    const plaintext = decrypt(key, bodyOf(encoded), aad);
    if (!plaintext) throw new SecretBoxError(`cannot open under key ${id}: tampered, or sealed for another context`);
    return plaintext;
  }

  function openLegacy(encoded: string, aad: string): Buffer {
    const raw = bodyOf(encoded);
    for (const { key } of ring) {
      const plaintext = decrypt(key, raw, aad);
      if (plaintext) return plaintext;
    }
    throw new SecretBoxError(CANNOT_OPEN);
  }

  return {
    currentPrefix,
    seal(plaintext, aad = '') {
      const bytes = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
      return currentPrefix + encrypt(current.key, bytes, aad).toString('base64url');
    },
    open(sealed, aad = '') {
      const named = SEALED.exec(sealed);
      if (named) return openNamed(named[1]!, named[2]!, aad);
      const legacy = LEGACY.exec(sealed);
      if (legacy) return openLegacy(legacy[1]!, aad);
      throw new SecretBoxError('not a sealed value');
    },
  };
}
