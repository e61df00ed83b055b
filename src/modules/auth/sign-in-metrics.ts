import { AppError, type ErrorCode } from '../../core/errors.js';
import { LimitExceeded, LOGIN_LOCKOUT } from '../../infra/rate-limit.js';
import type { MfaMethod, Portal } from './auth-context.js';
import './auth.errors.js';

/**
 * How one login step ended. initiate (password): `mfa_required` when the password was right,
 * else a refusal; complete (second factor): `success` when tokens were issued, else a refusal.
 * Closed sets, and never who: the labels of /metrics stay a few dozen series.
 */
export type LoginOutcome =
  | 'mfa_required'
  | 'success'
  | 'bad_credentials'
  | 'locked'
  | 'rate_limited'
  | 'ip_not_allowed'
  | 'mfa_failed'
  | 'pending_approval'
  | 'session_invalid'
  | 'error';

export type MfaOutcome = 'success' | 'invalid';

/** Where sign-in outcomes are counted (`auth_logins_total`, `auth_mfa_verifications_total`). */
export interface SignInMetrics {
  login(portal: Portal, outcome: LoginOutcome): void;
  /** One code checked against one factor, at login or at step-up. */
  mfaVerification(method: MfaMethod, outcome: MfaOutcome): void;
}

/** The refusals a client can get from a login step, as outcomes; anything else is `error`. */
const REFUSALS: Partial<Record<ErrorCode, LoginOutcome>> = {
  'AUTH.INVALID_CREDENTIALS': 'bad_credentials',
  'ACCESS.IP_NOT_ALLOWED': 'ip_not_allowed',
  'RATE_LIMIT.EXCEEDED': 'rate_limited',
  'AUTH.MFA_CODE_INVALID': 'mfa_failed',
  'AUTH.ACCOUNT_PENDING_APPROVAL': 'pending_approval',
  'AUTH.SESSION_NOT_FOUND': 'session_invalid',
  'AUTH.CLIENT_MISMATCH': 'session_invalid',
};

function refusalOutcome(error: unknown): LoginOutcome {
  // The client gets the same 429 either way; the operator tells a locked address from a busy one.
  if (error instanceof LimitExceeded && error.limiters.includes(LOGIN_LOCKOUT)) return 'locked';
  return (error instanceof AppError && REFUSALS[error.code]) || 'error';
}

/** Runs one login step and counts how it ended: `succeeded` when it returns, its refusal when it throws. */
export async function countLoginStep<T>(count: (outcome: LoginOutcome) => void, succeeded: LoginOutcome, step: () => Promise<T>): Promise<T> {
  try {
    const result = await step();
    count(succeeded);
    return result;
  } catch (error) {
    count(refusalOutcome(error));
    throw error;
  }
}
