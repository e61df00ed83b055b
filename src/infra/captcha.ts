import type { Config } from '../config.js';
import { AppError } from '../core/errors.js';
import { invalidParameter } from '../core/common.errors.js';

/** Cloudflare's documented test secret for which every token passes. */
export const TURNSTILE_ALWAYS_PASS_SECRET = '1x0000000000000000000000000000000AA';
const DEFAULT_TIMEOUT_MS = 5_000;

export interface CaptchaVerifier {
  /**
   * Resolves when the challenge token is accepted. Throws 400
   * VALIDATION.INVALID_PARAMETER (naming `turnstileToken`) when the verifier
   * refuses it, and 503 SYSTEM.UNAVAILABLE when the verifier cannot be asked
   * (unreachable, timeout, malformed answer): we fail closed, but do not tell
   * a user with a good token that it was wrong.
   */
  verify(token: string, remoteIp: string): Promise<void>;
}

const unavailable = (why: string): AppError => new AppError('SYSTEM.UNAVAILABLE', `captcha verifier ${why}`);

async function siteverify(url: string, form: URLSearchParams, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw unavailable((error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  if (!response.ok) throw unavailable(`answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw unavailable('sent a malformed answer');
  }
}

/**
 * Cloudflare Turnstile siteverify: a form POST of secret, response and
 * remoteip to `TURNSTILE_VERIFY_URL`. With the always-pass test secret (the
 * development default) no request is made at all: the answer is known, and
 * development must work offline.
 */
export function createTurnstileVerifier(
  config: Pick<Config['captcha'], 'turnstileSecret' | 'verifyUrl'>,
  options: { timeoutMs?: number } = {},
): CaptchaVerifier {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async verify(token, remoteIp) {
      if (config.turnstileSecret === TURNSTILE_ALWAYS_PASS_SECRET) return;
      const form = new URLSearchParams({ secret: config.turnstileSecret, response: token, remoteip: remoteIp });
      const answer = await siteverify(config.verifyUrl, form, timeoutMs);
      if (typeof answer !== 'object' || answer === null || typeof (answer as { success?: unknown }).success !== 'boolean') {
        throw unavailable('sent a malformed answer');
      }
      if (!(answer as { success: boolean }).success) {
        throw invalidParameter('body.turnstileToken was not accepted');
      }
    },
  };
}
