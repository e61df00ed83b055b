import { Type } from 'typebox';
import type { Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { dateTimeInput } from '../../http/instant.js';
import { AmountInput } from '../ledger/amounts.js';
import type { CurrencyService } from '../ledger/currencies.service.js';

/** Shared pieces of the money endpoints: field schemas, time ranges, timestamps, percentage fees. Currency scales: ledger/currencies.service.ts. */

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

/** The value, or 404 RESOURCE.NOT_FOUND naming `what` when there is none. */
export function notFoundUnless<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw notFound(what);
  return value;
}


/** ceil(amount × bps / 10 000): a percentage fee never rounds in the customer's favour. */
export function bpsFee(amount: bigint, bps: number): bigint {
  if (bps === 0) return 0n;
  return (amount * BigInt(bps) + 9_999n) / 10_000n;
}

/** What money needs to know of a workspace: whether it exists and is active (the workspaces module answers). */
export interface WorkspaceDirectory {
  findWorkspace(q: Queryable, workspaceId: string): Promise<{ id: string; status: string } | undefined>;
}

/** A money order as its events show it: the fields every recharge and withdrawal event carries. */
export interface ReportedOrder {
  id: string;
  workspace_id: string;
  currency: string;
  amount: string | bigint;
  status: string;
}

/** Formats an order's amount by its currency's scale, inside `tx`, for an event about it. */
export async function orderEventFields(
  currencies: Pick<CurrencyService, 'scales'>,
  tx: Queryable,
  row: ReportedOrder,
): Promise<{ status: string; currency: string; amount: string }> {
  const scales = await currencies.scales([row.currency], tx);
  return { status: row.status, currency: row.currency, amount: scales.format(row.amount, row.currency) };
}
