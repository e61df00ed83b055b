import { createHmac, randomInt } from 'node:crypto';
import { AppError } from '../../core/errors.js';

/** A 6-digit code for a mail (login's second factor, step-up's e-mailed code). */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** HMAC of a mailed code bound to what it was sent for (a login session, a signed-in session): only this is stored. */
export function emailCodeHash(key: Buffer, boundTo: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${boundTo}:${code}`).digest();
}

/** 429 with Retry-After while the previous code is younger than `waitSec` (MFA_RESEND_SECONDS). */
export function assertResendAllowed(sentAgoSec: number | null | undefined, waitSec: number): void {
  if (sentAgoSec === null || sentAgoSec === undefined || sentAgoSec >= waitSec) return;
  throw new AppError('RATE_LIMIT.EXCEEDED', undefined, { 'retry-after': String(Math.ceil(waitSec - sentAgoSec)) });
}
