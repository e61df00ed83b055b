import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, type TotpAlgorithm } from './support/totp.js';

/**
 * The tests' independent TOTP (test/support/totp.ts) against the published vectors, so a code
 * it computes is evidence about the server and not a second copy of the server's mistake.
 */

/** RFC 6238 Appendix B: the seed is the ASCII digits repeated to the hash's block-size key length. */
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890', 'ascii'),
  sha256: Buffer.from('12345678901234567890123456789012', 'ascii'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'),
};

const APPENDIX_B: Array<[seconds: number, sha1: string, sha256: string, sha512: string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 reference TOTP used by the tests', () => {
  it.each(APPENDIX_B)('matches Appendix B at T=%i for SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    expect(totp(SEEDS.sha1, seconds * 1000, 8, 'sha1')).toBe(sha1);
    expect(totp(SEEDS.sha256, seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totp(SEEDS.sha512, seconds * 1000, 8, 'sha512')).toBe(sha512);
  });

  it('matches RFC 4226 Appendix D HOTP values for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, BigInt(counter)))).toEqual(expected);
  });

  it('decodes RFC 4648 base32 (test vectors of §10) and refuses other characters', () => {
    expect(base32Decode('MZXW6YTBOI======').toString('ascii')).toBe('foobar');
    expect(base32Decode('mzxw6ytb').toString('ascii')).toBe('fooba');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(SEEDS.sha1);
    expect(() => base32Decode('MZXW1')).toThrow(/not base32/);
  });
});
