import { createHmac } from 'node:crypto';

/*
 * An RFC 6238 TOTP written from the RFC with node:crypto, so the tests check the server's
 * otpauth-based verifier against a second implementation that shares no code with it and needs
 * no system tool. test/totp-reference.test.ts holds it to the RFC's Appendix B vectors.
 */

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator secrets are written. */
export function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** RFC 4226 §5.3 dynamic truncation of HMAC(key, counter) to `digits` decimal digits. */
export function hotp(key: Buffer, counter: bigint, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 §4: T = floor((time - T0) / X) with T0 = 0 and X = 30 s. */
export function totp(key: Buffer, atMs: number, digits = 6, algorithm: TotpAlgorithm = 'sha1', stepSeconds = 30): string {
  return hotp(key, BigInt(Math.floor(atMs / 1000 / stepSeconds)), digits, algorithm);
}

/** The code an authenticator app shows at `atMs` for a base32 secret (SHA-1, 6 digits, 30 s). */
export function authenticatorCode(secret: string, atMs: number): string {
  return totp(base32Decode(secret), atMs);
}
