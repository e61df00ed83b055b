export interface LimitRule {
  points: number;
  durationSec: number;
}

/**
 * Default limits: `points` attempts per `durationSec` window, per key. Each
 * name is `<action>.<dimension>`; `RATE_LIMITS` overrides any of them (the
 * configuration refuses any other name before the database is opened). The
 * table in docs/passwords-and-registration.md mirrors this one.
 */
export const RATE_LIMIT_DEFAULTS = {
  'login.ip': { points: 30, durationSec: 300 },
  'login.email': { points: 10, durationSec: 300 },
  'mfa-send.ip': { points: 20, durationSec: 600 },
  'mfa-send.session': { points: 5, durationSec: 600 },
  'mfa-complete.ip': { points: 30, durationSec: 300 },
  'mfa-complete.session': { points: 10, durationSec: 300 },
  'forgot.ip': { points: 10, durationSec: 3600 },
  'forgot.email': { points: 3, durationSec: 3600 },
  'reset.ip': { points: 10, durationSec: 900 },
  'password-change.account': { points: 5, durationSec: 900 },
  'password-init.ip': { points: 10, durationSec: 900 },
  'register.ip': { points: 10, durationSec: 3600 },
  'register.email': { points: 3, durationSec: 3600 },
  'register-verify.ip': { points: 30, durationSec: 900 },
  'register-complete.ip': { points: 10, durationSec: 900 },
  'refresh.ip': { points: 60, durationSec: 60 },
  'sc-open.ip': { points: 60, durationSec: 60 },
  // otp/verify and otp/revoke: 6-digit codes, so a stolen session must not be able to guess them.
  'mfa-manage.account': { points: 10, durationSec: 900 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export function isLimitName(name: string): name is LimitName {
  return Object.hasOwn(RATE_LIMIT_DEFAULTS, name);
}
