import { Type } from 'typebox';
import { invalidParameter } from '../../core/common.errors.js';
import { DECIMAL_KEYWORD } from '../../http/validator.js';

/**
 * Money on the wire is a decimal string ("125.50"), in the ledger an integer
 * count of minor units (bigint in TypeScript, NUMERIC(38,0) in SQL). The
 * number of minor-unit digits is the currency's asset scale (USD 2, JPY 0,
 * USDT 6). Floats never touch an amount.
 */

export const MAX_SCALE = 18;

/**
 * The largest amount one request may carry, in minor units: 30 digits leave
 * NUMERIC(38,0) counters room for 10^8 maximal amounts before they overflow.
 */
export const MAX_AMOUNT_MINOR = 10n ** 30n - 1n;

/**
 * Plain decimal notation only: no sign, no exponent, no leading zeros, no
 * whitespace, no bare "1." or ".5". Scale and positivity depend on the
 * currency and the field, so `parseAmount` checks them.
 */
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,29})(\\.[0-9]{1,18})?$';
const AMOUNT_RE = new RegExp(AMOUNT_PATTERN);

export const AmountString = Type.String({
  pattern: AMOUNT_PATTERN,
  minLength: 1,
  maxLength: 49,
  description:
    'Amount as a decimal string in the currency\'s major unit, with at most as many decimals as the currency\'s scale (USD "125.50", JPY "125"). JSON numbers are refused.',
  examples: ['125.50'],
});

/**
 * An amount in a request: a decimal string, or a JSON number (the spec types
 * some amounts as numbers), which the validator replaces by its shortest
 * decimal string before anything reads it — so the handler sees a string.
 */
export const AmountInput = Type.Unsafe<string>({
  type: ['string', 'number'],
  pattern: AMOUNT_PATTERN,
  minLength: 1,
  maxLength: 49,
  [DECIMAL_KEYWORD]: true,
  description:
    'Amount in the currency\'s major unit: a decimal string ("125.50") or a JSON number (125.5, read by its shortest decimal form), ' +
    'with at most as many decimals as the currency\'s scale and at most 15 significant digits; greater than zero (a fee may be zero).',
  examples: ['125.50'],
});

/** Doubles hold 15 significant decimal digits exactly: no request amount may have more, however it is written. */
export const MAX_REQUEST_DIGITS = 15;

export interface ParseAmountOptions {
  /** Accept "0" (filters, limits); amounts that move money must be positive. */
  allowZero?: boolean;
  /** Refuse more significant digits than this (requests: MAX_REQUEST_DIGITS). */
  maxSignificantDigits?: number;
}

/** Digits from the first non-zero one to the last one that matters: "125.50" → 4, "0.001" → 1, "100" → 3. */
function significantDigits(whole: string, fraction: string): number {
  return (whole + fraction.replace(/0+$/, '')).replace(/^0+/, '').length;
}

export function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) throw new RangeError(`scale must be an integer 0..${MAX_SCALE}`);
}

/**
 * Decimal string → minor units. Throws VALIDATION.INVALID_PARAMETER naming
 * `field` (e.g. `body.amount`) for anything but a plain positive decimal with
 * no more decimals than `scale`.
 */
export function parseAmount(value: unknown, scale: number, field: string, options: ParseAmountOptions = {}): bigint {
  assertScale(scale);
  if (typeof value !== 'string') throw invalidParameter(`${field} must be a decimal string`);
  if (!AMOUNT_RE.test(value)) throw invalidParameter(`${field} must be a plain decimal like "125.50"`);
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.length > scale) {
    throw invalidParameter(scale === 0 ? `${field} must be a whole number` : `${field} has more than ${scale} decimal places`);
  }
  if (options.maxSignificantDigits !== undefined && significantDigits(whole, fraction) > options.maxSignificantDigits) {
    throw invalidParameter(`${field} has more than ${options.maxSignificantDigits} significant digits`);
  }
  const minor = BigInt(whole + fraction.padEnd(scale, '0'));
  if (minor === 0n && !options.allowZero) throw invalidParameter(`${field} must be greater than zero`);
  if (minor > MAX_AMOUNT_MINOR) throw invalidParameter(`${field} is too large`);
  return minor;
}

/** Minor units → decimal string with exactly `scale` decimals. Negative values (system accounts) keep their sign. */
export function formatAmount(minor: bigint, scale: number): string {
  assertScale(scale);
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString();
  if (scale === 0) return sign + digits;
  const padded = digits.padStart(scale + 1, '0');
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** NUMERIC(38,0) comes back from both drivers as a decimal string. */
export function minorFromDb(value: string): bigint {
  return BigInt(value);
}
