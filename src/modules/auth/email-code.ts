import { randomInt } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import type { MailMessage } from '../../infra/mailer.js';

/** A 6-digit code for a mail (login's second factor, step-up's e-mailed code). */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The mail carrying a code: `codeName` (e.g. "sign-in code") names it in the
 * subject and first sentence, `ttlSec` is said in whole minutes, and `purpose`
 * closes the mail (what it is for, what to do if it was not asked for).
 */
export function emailCodeMail(input: { to: string; code: string; codeName: string; ttlSec: number; purpose: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.codeName}`,
    text: `Your ${input.codeName} is ${input.code}. It expires in ${Math.round(input.ttlSec / 60)} minutes.\n\n${input.purpose}`,
  };
}

/**
 * A mailed code bound to what it was sent for (a login session, a signed-in session, a registration):
 * what is hashed (src/infra/master-keys.ts, codeHasher); only the hash is stored.
 */
export function boundCode(boundTo: string, code: string): string {
  return `${boundTo}:${code}`;
}

/** 429 with Retry-After while the previous code is younger than `waitSec` (MFA_RESEND_SECONDS). */
export function assertResendAllowed(sentAgoSec: number | null | undefined, waitSec: number): void {
  if (sentAgoSec === null || sentAgoSec === undefined || sentAgoSec >= waitSec) return;
  throw new AppError('RATE_LIMIT.EXCEEDED', undefined, { 'retry-after': String(Math.ceil(waitSec - sentAgoSec)) });
}
