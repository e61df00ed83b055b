/**
 * Instants a client sends, read strictly: every field must exist on the
 * calendar and the clock. `new Date()` is never the judge — it rolls
 * 2024-02-30 over to March 1 and 24:00 over to the next day.
 *
 * Leap seconds (`23:59:60`) are refused: a JavaScript Date cannot hold one,
 * and both ways of reading it (:59 or the next minute) would be a guess.
 *
 * Instants we send all take one form: `iso` below.
 */
import { invalidParameter } from '../core/common.errors.js';

/** RFC 3339 `date-time`, as ajv-formats reads it: `T`, `t` or a space; a fraction of any length; `Z`, `z`, `±HH:MM` or `±HHMM`. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))$/;
/** ISO 8601 as the login history takes it: a date, optionally a time (seconds and fraction optional), optionally `Z` or `±HH:MM`. */
const LENIENT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:(Z)|([+-])(\d{2}):(\d{2}))?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** The instant the fields of a DATE_TIME or LENIENT match spell, or undefined when one of them is out of range. */
function fromFields(match: RegExpExecArray): Date | undefined {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', , sign, offsetH = '0', offsetM = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [offsetHours, offsetMinutes] = [Number(offsetH), Number(offsetM)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const millis = fraction === '' ? 0 : Number(fraction.slice(1, 4).padEnd(3, '0'));
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, second, millis);
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(at.getTime() - offset * 60_000);
}

/** An RFC 3339 date-time (what `format: 'date-time'` accepts), or undefined when it is not a real instant. */
export function parseDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  return match ? fromFields(match) : undefined;
}

/**
 * A date or date-time of the login history's looser form; without an offset
 * it is UTC (a bare date is the start of that day, UTC).
 */
export function parseLenientInstant(text: string): Date | undefined {
  const match = LENIENT.exec(text);
  return match ? fromFields(match) : undefined;
}

/**
 * A `date-time` input (schema-validated already) as a Date, read by the same
 * rule, never by new Date(); 400 naming `field` (e.g. `query.startTime`) if it
 * is not a real instant. Undefined when absent.
 */
export function dateTimeInput(text: string | undefined, field: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const at = parseDateTime(text);
  if (!at) throw invalidParameter(`${field} must be an RFC 3339 date-time that exists, like 2024-02-29T09:30:00Z`);
  return at;
}

/** An instant as every response shows it: ISO 8601 in UTC with milliseconds (`2024-02-29T09:30:00.000Z`). */
export const iso = (at: Date): string => at.toISOString();

/** The same for a column that may be empty. */
export const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);
