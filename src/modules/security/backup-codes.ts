import { createHmac, randomInt } from 'node:crypto';

/**
 * Backup codes: 10 per set, 10 characters of Crockford's base32 (50 random
 * bits each), shown as `XXXXX-XXXXX`. Only an HMAC-SHA256 under a key derived
 * from MASTER_KEY is stored: 50 bits of entropy need no slow hash, and a
 * leaked table cannot be searched without the key.
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

export function backupCodeKey(masterKey: Buffer): Buffer {
  return createHmac('sha256', masterKey).update('backup-code').digest();
}

export function hashBackupCode(key: Buffer, canonical: string): Buffer {
  return createHmac('sha256', key).update(canonical).digest();
}
