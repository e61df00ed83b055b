import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API key secrets: `pk_live_` (or `pk_test_`) + 43 base62 characters (256
 * bits from the CSPRNG) + a 6-character base62 CRC-32 of everything before it.
 *
 * - The fixed prefix lets secret scanners (GitHub push protection, gitleaks,
 *   trufflehog) find a leaked key, and the checksum lets them (and us) reject
 *   a look-alike without a database query.
 * - Only HMAC-SHA-256(pepper, secret) is stored; the pepper is stored only
 *   sealed under MASTER_KEY (a data key). See docs/decisions.md, "API key secrets".
 */
export type ApiKeyMode = 'LIVE' | 'TEST';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 43; // 62^43 > 2^256
const CHECKSUM_CHARS = 6; // 62^6 > 2^32
const SECRET = /^pk_(live|test)_([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;
/** How much of a secret is kept in clear to tell keys apart in lists: the prefix and 4 characters. */
const VISIBLE_RANDOM_CHARS = 4;

function base62(value: bigint, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = BASE62[Number(rest % 62n)]! + out;
    rest /= 62n;
  }
  return out.padStart(width, '0');
}

function checksumOf(body: string): string {
  return base62(BigInt(crc32(body)), CHECKSUM_CHARS);
}

export function secretPrefix(mode: ApiKeyMode): string {
  return mode === 'LIVE' ? 'pk_live_' : 'pk_test_';
}

export interface NewSecret {
  secret: string;
  /** The visible start (`pk_live_Ab3x`), stored in clear. */
  start: string;
}

export function newApiKeySecret(mode: ApiKeyMode): NewSecret {
  const body = secretPrefix(mode) + base62(BigInt(`0x${randomBytes(32).toString('hex')}`), RANDOM_CHARS);
  const secret = body + checksumOf(body);
  return { secret, start: secret.slice(0, secretPrefix(mode).length + VISIBLE_RANDOM_CHARS) };
}

/** True when `secret` has the shape and a matching checksum: anything else cannot be a key of ours. */
export function isWellFormedSecret(secret: string): boolean {
  const match = SECRET.exec(secret);
  if (!match) return false;
  const expected = Buffer.from(checksumOf(secret.slice(0, secret.length - CHECKSUM_CHARS)));
  return timingSafeEqual(expected, Buffer.from(match[3]!));
}

/**
 * The pepper as it was derived before it was stored: a subkey of MASTER_KEY of its own, independent
 * of every other derived key. The first start stores it (API_KEY_PEPPER); later MASTER_KEYs only re-seal it.
 */
export function deriveApiKeyPepper(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'partner-portal api-key pepper v1', 32));
}

export type SecretHasher = (secret: string) => Buffer;

export function createSecretHasher(pepper: Buffer): SecretHasher {
  if (pepper.length < 32) throw new Error('api key pepper must be at least 32 bytes');
  return (secret) => createHmac('sha256', pepper).update(secret, 'utf8').digest();
}
