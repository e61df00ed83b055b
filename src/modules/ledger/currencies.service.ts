import type { Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { formatAmount, MAX_REQUEST_DIGITS, parseAmount } from './amounts.js';
import type { CurrenciesRepo } from './currencies.repo.js';
import type { Currency } from './ledger.model.js';

/** Amount conversion by currency code, over the scales a currency service looked up. */
export class Scales {
  constructor(private readonly byCode: ReadonlyMap<string, number>) {}

  /** The currency's scale; VALIDATION.INVALID_PARAMETER for a currency that does not exist. */
  scale(code: string): number {
    const scale = this.byCode.get(code);
    if (scale === undefined) throw invalidParameter(`currency ${code.slice(0, 10)} is not supported`);
    return scale;
  }

  format(minor: bigint | string, code: string): string {
    return formatAmount(typeof minor === 'string' ? BigInt(minor) : minor, this.scale(code));
  }

  /** A request amount (already a decimal string: the validator turned numbers into their shortest form) in minor units. */
  parse(value: string, code: string, field: string, options?: { allowZero?: boolean }): bigint {
    return parseAmount(value, this.scale(code), field, { ...options, maxSignificantDigits: MAX_REQUEST_DIGITS });
  }
}

/**
 * Currencies: the reference data of the ledger, written by operators through
 * this service only.
 *
 * Scales are cached in process. A currency row is never deleted (ledger
 * accounts and money rows reference it) and its code and scale never change
 * (trigger currencies_scale_immutable, migration 0006), so a (code, scale)
 * pair read once stays true for every instance on the database: the cache
 * only grows, is filled on a miss by one read of the whole (tiny) table, and
 * needs no invalidation — a currency another instance creates is a miss here
 * and is read on first use. A code the table lacks is never cached, so it
 * costs that one read each time, as every request did before the cache.
 * `name` and `enabled` do change, so they are not cached: `enabled()` reads
 * the row in the caller's transaction, exactly as before the cache.
 *
 * Unlike the other in-process caches it has no size bound (docs/operations.md,
 * "Caches"): it holds one (code, scale) pair per row of a table only operators
 * add to, audited, which is a few hundred codes at most; and a bound below the
 * table's size would make every miss read the whole table again, and could
 * leave a code just read out of the answer. Nor a time bound: nothing it holds
 * can go stale.
 *
 * A miss reads through the caller's handle (on PGlite, a read outside an open
 * transaction would wait for it). A transaction sees its own uncommitted rows,
 * but the only one that inserts a currency, `create`, reads no scales, so
 * nothing that may roll back enters the cache.
 */
export function createCurrencyService(deps: { db: Queryable; currencies: CurrenciesRepo }) {
  const { db, currencies } = deps;
  const scaleOf = new Map<string, number>();
  const remember = (list: readonly Currency[]) => {
    for (const c of list) scaleOf.set(c.code, c.scale);
  };

  return {
    /** Scales for `codes`: no statement when all of them are cached, one read of the table otherwise. */
    async scales(codes: Iterable<string>, q: Queryable = db): Promise<Scales> {
      for (const code of codes) {
        if (!scaleOf.has(code)) {
          remember(await currencies.list(q));
          break;
        }
      }
      return new Scales(scaleOf);
    },

    /**
     * The currencies, each of which must exist and be enabled (checked in the
     * order given): anything that creates money records checks this, in its
     * own transaction. One statement.
     */
    async enabled<const Codes extends readonly string[]>(codes: Codes, q: Queryable = db): Promise<{ -readonly [K in keyof Codes]: Currency }> {
      const found = new Map((await currencies.findMany(q, codes)).map((c) => [c.code, c]));
      const checked = codes.map((code) => {
        const currency = found.get(code);
        if (!currency) throw invalidParameter(`currency ${code.slice(0, 10)} is not supported`);
        if (!currency.enabled) throw new AppError('CURRENCY.DISABLED', code);
        scaleOf.set(code, currency.scale);
        return currency;
      });
      return checked as { -readonly [K in keyof Codes]: Currency };
    },

    /** Which of `codes` exist and are enabled: one read of those rows, not of the table. */
    async enabledAmong(codes: Iterable<string>, q: Queryable = db): Promise<Set<string>> {
      const found = await currencies.findMany(q, [...new Set(codes)]);
      remember(found);
      return new Set(found.filter((c) => c.enabled).map((c) => c.code));
    },

    async list(q: Queryable = db): Promise<Currency[]> {
      const all = await currencies.list(q);
      remember(all);
      return all;
    },

    /** CURRENCY.ALREADY_EXISTS when the code exists. Inside the caller's transaction (the operator audits in it). */
    async create(input: { code: string; scale: number; name: string; enabled?: boolean }, tx: Queryable): Promise<Currency> {
      const currency = { code: input.code, scale: input.scale, name: input.name.trim(), enabled: input.enabled ?? true };
      try {
        await currencies.insert(tx, currency);
      } catch (error) {
        if (isUniqueViolation(error, 'currencies_pkey')) throw new AppError('CURRENCY.ALREADY_EXISTS', 'body.code');
        throw error;
      }
      return currency;
    },

    /** Renames, enables or disables; RESOURCE.NOT_FOUND for an unknown code. Returns the row before and after, for the audit log. */
    async update(code: string, input: { name?: string; enabled?: boolean }, tx: Queryable): Promise<{ before: Currency; after: Currency }> {
      const before = await currencies.find(tx, code);
      if (!before) throw notFound('currency');
      const after = (await currencies.update(tx, code, { name: input.name?.trim() ?? null, enabled: input.enabled ?? null }))!;
      return { before, after };
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
