import { Type, type TSchema } from '@sinclair/typebox';
import type { Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import { dateTimeInput } from '../../http/instant.js';
import type { Currency } from '../ledger/ledger.model.js';
import { AmountInput, formatAmount, MAX_REQUEST_DIGITS, parseAmount } from '../ledger/money.js';

/** Shared pieces of the money endpoints: field schemas, currency scales, amount conversion. */

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
export const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
/** Every amount field of a request body: a decimal string or a JSON number (see AmountInput). */
export const Amount = AmountInput;
/** An amount in a response: always exactly the currency's scale of decimals; system figures may be negative. */
export const AmountOut = Type.String({ description: 'Decimal string with exactly the currency scale of decimals', examples: ['125.50'] });
export const CurrencyCode = Type.String({ pattern: '^[A-Z][A-Z0-9]{2,9}$', maxLength: 10, description: 'Currency code', examples: ['USD'] });

/** A bizId path or body parameter of a given prefix; anything else cannot exist, so it is refused by the schema as 404-shaped by the service. */
export const BizId = (description: string, example: string) =>
  Type.String({ minLength: 1, maxLength: 64, description, examples: [example] });

export const TimeRangeQuery = {
  startTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 64, description: 'Inclusive lower bound (ISO 8601)' })),
  endTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 64, description: 'Exclusive upper bound (ISO 8601)' })),
};

export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

export function timeRange(query: { startTime?: string; endTime?: string }): TimeRange {
  const from = dateTimeInput(query.startTime, 'query.startTime') ?? null;
  const to = dateTimeInput(query.endTime, 'query.endTime') ?? null;
  if (from && to && from > to) throw invalidParameter('startTime must not be after endTime');
  return { from, to };
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Currency scales, read once per request (the table is tiny). */
export class Scales {
  private constructor(private readonly byCode: ReadonlyMap<string, Currency>) {}

  static async load(db: Queryable): Promise<Scales> {
    const rows = await db.query<{ code: string; scale: number; name: string; enabled: boolean }>(
      'SELECT code, scale, name, enabled FROM currencies',
    );
    return new Scales(new Map(rows.map((r) => [r.code, { code: r.code, scale: Number(r.scale), name: r.name, enabled: r.enabled }])));
  }

  currency(code: string): Currency {
    const found = this.byCode.get(code);
    if (!found) throw invalidParameter(`currency ${code.slice(0, 10)} is not supported`);
    return found;
  }

  /** An enabled currency, for anything that creates money records. */
  enabled(code: string): Currency {
    const found = this.currency(code);
    if (!found.enabled) throw new AppError('CURRENCY.DISABLED', code);
    return found;
  }

  format(minor: bigint | string, code: string): string {
    return formatAmount(typeof minor === 'string' ? BigInt(minor) : minor, this.currency(code).scale);
  }

  /** A request amount (already a decimal string: the validator turned numbers into their shortest form) in minor units. */
  parse(value: string, code: string, field: string, options?: { allowZero?: boolean }): bigint {
    return parseAmount(value, this.currency(code).scale, field, { ...options, maxSignificantDigits: MAX_REQUEST_DIGITS });
  }
}

/** ceil(amount × bps / 10 000): a percentage fee never rounds in the customer's favour. */
export function bpsFee(amount: bigint, bps: number): bigint {
  if (bps === 0) return 0n;
  return (amount * BigInt(bps) + 9_999n) / 10_000n;
}

export function notFoundUnless<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw notFound(what);
  return value;
}

/** The `{ items, pagination }` envelope data schema helpers re-exported for the money schemas. */
export type Schema = TSchema;
