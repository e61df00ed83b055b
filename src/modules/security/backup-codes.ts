import { createHmac, randomInt } from 'node:crypto';
import type { DataKeySpec } from '../data-keys/data-keys.module.js';

/**
 * Backup codes: 10 per set, 10 characters of Crockford's base32 (50 random
 * bits each), shown as `XXXXX-XXXXX`. Only an HMAC-SHA256 under a key of its
 * own is stored: 50 bits of entropy need no slow hash, and a leaked table
 * cannot be searched without the key, which is stored only sealed under
 * MASTER_KEY (BACKUP_CODE_KEY, a data key: unused codes outlive a rotation).
 */
export const BACKUP_CODE_COUNT = 10;
const CODE_LENGTH = 10;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * What a person may type for a code: any case, with or without the hyphen or
 * spaces; O is read as 0 and I or L as 1 (Crockford). Undefined when it cannot be one.
 */
export function canonicalBackupCode(input: string): string | undefined {
  const text = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (text.length !== CODE_LENGTH) return undefined;
  for (const char of text) if (!ALPHABET.includes(char)) return undefined;
  return text;
}

/** The key as it was derived from MASTER_KEY before it was stored: what the first start stores. */
export function backupCodeKey(masterKey: Buffer): Buffer {
  return createHmac('sha256', masterKey).update('backup-code').digest();
}

export const BACKUP_CODE_KEY: DataKeySpec = { name: 'backup-code-key', initial: backupCodeKey };

export function hashBackupCode(key: Buffer, canonical: string): Buffer {
  return createHmac('sha256', key).update(canonical).digest();
}
