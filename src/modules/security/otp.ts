import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP as authenticator apps (and `oathtool --totp`) compute it: RFC 6238
 * with HMAC-SHA-1, 6 digits, 30-second steps, a 160-bit seed (RFC 4226's
 * recommendation). Codes of the previous, current and next step are accepted
 * (±1 step for clock drift); the caller refuses steps already used.
 */
export const OTP_PERIOD_SEC = 30;
export const OTP_DIGITS = 6;
export const OTP_ALGORITHM = 'SHA1';
export const OTP_WINDOW = 1;
const SEED_BYTES = 20;

export const OTP_CODE = /^[0-9]{6}$/;

/** A fresh random seed, base32 (what the URI and manual entry carry). */
export function newOtpSecret(): string {
  return new Secret({ size: SEED_BYTES }).base32;
}

/** The time step of `nowMs`. */
export function otpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / OTP_PERIOD_SEC);
}

/**
 * The time step `code` belongs to, within ±OTP_WINDOW of `nowMs` and later
 * than `lastUsedStep`; undefined when there is none.
 */
export function matchOtpStep(secretBase32: string, code: string, nowMs: number, lastUsedStep: number | null): number | undefined {
  if (!OTP_CODE.test(code)) return undefined;
  const secret = Secret.fromBase32(secretBase32);
  const current = otpStep(nowMs);
  let matched: number | undefined;
  for (let step = current - OTP_WINDOW; step <= current + OTP_WINDOW; step++) {
    const expected = HOTP.generate({ secret, counter: step, algorithm: OTP_ALGORITHM, digits: OTP_DIGITS });
    // Every candidate is compared, in constant time, whatever matched before.
    const same = timingSafeEqual(Buffer.from(expected), Buffer.from(code));
    if (same && (lastUsedStep === null || step > lastUsedStep) && matched === undefined) matched = step;
  }
  return matched;
}

/** `otpauth://totp/Issuer:email?secret=…&issuer=Issuer&algorithm=SHA1&digits=6&period=30`. */
export function otpauthUri(secretBase32: string, issuer: string, accountLabel: string): string {
  return new TOTP({
    issuer,
    label: accountLabel,
    secret: Secret.fromBase32(secretBase32),
    algorithm: OTP_ALGORITHM,
    digits: OTP_DIGITS,
    period: OTP_PERIOD_SEC,
  }).toString();
}

