import type { Db, Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import { orderByTerms, parsePageQuery, shapeA } from '../../http/pagination.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import { iso } from '../../http/instant.js';
import type { CurrencyService, Scales } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';
import type { Actor } from '../permissions/access.js';
import type { ExchangeQuoteRow, ExchangeRow, ExchangesRepo, RateRow } from './exchanges.repo.js';
import { EXCHANGE_SORT, type ExchangeDto, type ExchangeQuoteDto, type ExchangeQuoteInput } from './exchanges.schemas.js';
import { bpsFee, timeRange } from './money.shared.js';

export const EXCHANGE_QUOTE_TTL_SECONDS = 60;

/** A decimal rate as an exact fraction: "0.92" → 92 / 100. */
export function rateFraction(rate: string): { num: bigint; den: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError('rate must be a plain positive decimal');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return { num: BigInt(match[1]! + fraction), den: 10n ** BigInt(fraction.length) };
}

/** "0.920000000000000000" → "0.92" (NUMERIC comes back padded to its scale). */
export function displayRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * Prices an exchange in minor units. Every rounding goes against the
 * customer: the fee rounds up, the amount bought rounds down, the amount sold
 * for a wanted buy amount rounds up (docs/money.md "Exchanges").
 */
export function priceExchange(input: {
  rate: string;
  feeBps: number;
  sellScale: number;
  buyScale: number;
  sellAmount?: bigint;
  buyAmount?: bigint;
}): { sellAmount: bigint; buyAmount: bigint; fee: bigint } {
  const { num, den } = rateFraction(input.rate);
  // buy minor = net sell minor × num × 10^buyScale / (den × 10^sellScale)
  const mul = num * 10n ** BigInt(input.buyScale);
  const div = den * 10n ** BigInt(input.sellScale);
  if (input.sellAmount !== undefined) {
    const fee = bpsFee(input.sellAmount, input.feeBps);
    const buyAmount = ((input.sellAmount - fee) * mul) / div;
    return { sellAmount: input.sellAmount, buyAmount, fee };
  }
  const buyAmount = input.buyAmount!;
  const net = ceilDiv(buyAmount * div, mul);
  let sellAmount = ceilDiv(net * 10_000n, 10_000n - BigInt(input.feeBps));
  while (sellAmount - bpsFee(sellAmount, input.feeBps) < net) sellAmount += 1n;
  return { sellAmount, buyAmount, fee: bpsFee(sellAmount, input.feeBps) };
}

function toQuoteDto(row: ExchangeQuoteRow, scales: Scales): ExchangeQuoteDto {
  return {
    quoteBizId: row.id,
    sellCurrency: row.sell_currency,
    buyCurrency: row.buy_currency,
    sellAmount: scales.format(row.sell_amount, row.sell_currency),
    buyAmount: scales.format(row.buy_amount, row.buy_currency),
    fee: scales.format(row.fee, row.sell_currency),
    rate: displayRate(row.rate),
    expiresAt: iso(row.expires_at),
  };
}

export function toExchangeDto(row: ExchangeRow, scales: Scales): ExchangeDto {
  return {
    bizId: row.id,
    quoteBizId: row.quote_id,
    sellWalletBizId: row.sell_wallet_id,
    buyWalletBizId: row.buy_wallet_id,
    sellCurrency: row.sell_currency,
    buyCurrency: row.buy_currency,
    sellAmount: scales.format(row.sell_amount, row.sell_currency),
    buyAmount: scales.format(row.buy_amount, row.buy_currency),
    fee: scales.format(row.fee, row.sell_currency),
    rate: displayRate(row.rate),
    status: row.status,
    journalBizId: row.journal_id,
    createdAt: iso(row.created_at),
  };
}

/** A row of the FX rate table, as operators read and set it. */
export interface FxRateDto {
  sellCurrency: string;
  buyCurrency: string;
  rate: string;
  feeRateBps: number;
  enabled: boolean;
  updatedAt: string;
}

export interface FxRateInput {
  sellCurrency: string;
  buyCurrency: string;
  rate: string;
  feeRateBps?: number;
  enabled?: boolean;
}

export interface ExchangeServiceDeps {
  db: Db;
  exchanges: ExchangesRepo;
  ledger: LedgerService;
  currencies: Pick<CurrencyService, 'scales' | 'enabled'>;
  quoteTtlSeconds?: number;
  /** Decides whether a refused quote expired or was used (src/infra/clock.ts). */
  clock: Clock;
  /** Where completed exchanges are reported (webhooks); nowhere by default. */
  events?: Events;
}

function toFxRateDto(row: RateRow, rate = displayRate(row.rate)): FxRateDto {
  return { sellCurrency: row.sell_currency, buyCurrency: row.buy_currency, rate, feeRateBps: row.fee_bps, enabled: row.enabled, updatedAt: iso(row.updated_at) };
}

export function createExchangeService(deps: ExchangeServiceDeps) {
  const { db, exchanges, ledger, currencies, clock } = deps;
  const events = deps.events ?? NO_EVENTS;
  const ttl = deps.quoteTtlSeconds ?? EXCHANGE_QUOTE_TTL_SECONDS;

  return {
    async quote(actor: Actor, input: ExchangeQuoteInput): Promise<ExchangeQuoteDto> {
      if ((input.sellAmount === undefined) === (input.buyAmount === undefined)) throw invalidParameter('send exactly one of sellAmount and buyAmount');
      if (input.sellCurrency === input.buyCurrency) throw new AppError('EXCHANGE.SAME_CURRENCY', 'body.buyCurrency');
      const [sell, buy] = await currencies.enabled([input.sellCurrency, input.buyCurrency]);
      const scales = await currencies.scales([sell.code, buy.code]);
      const rate = await exchanges.findRate(db, sell.code, buy.code);
      if (!rate || !rate.enabled) throw new AppError('EXCHANGE.RATE_UNAVAILABLE', `${sell.code}/${buy.code}`);
      const priced = priceExchange({
        rate: rate.rate,
        feeBps: rate.fee_bps,
        sellScale: sell.scale,
        buyScale: buy.scale,
        ...(input.sellAmount !== undefined
          ? { sellAmount: scales.parse(input.sellAmount, sell.code, 'body.sellAmount') }
          : { buyAmount: scales.parse(input.buyAmount!, buy.code, 'body.buyAmount') }),
      });
      if (priced.buyAmount <= 0n || priced.fee >= priced.sellAmount) throw new AppError('AMOUNT.TOO_SMALL');
      const row = await db.transaction((tx) =>
        exchanges.insertQuote(tx, {
          id: newId('exchangeQuote'),
          workspaceId: actor.workspace.workspaceId,
          sell: sell.code,
          buy: buy.code,
          ...priced,
          rate: rate.rate,
          ttlSeconds: ttl,
          createdBy: actor.accountId,
        }),
      );
      return toQuoteDto(row, scales);
    },

    /** Uses the quote once and posts one journal of three transfers: all of it or none of it. */
    async create(actor: Actor, quoteId: string, tx: Queryable): Promise<ExchangeDto> {
      const workspaceId = actor.workspace.workspaceId;
      const quote = await exchanges.findQuote(tx, workspaceId, quoteId);
      if (!quote) throw notFound('exchange quote');
      if (quote.used_at) throw new AppError('QUOTE.ALREADY_USED');
      if (!(await exchanges.useQuote(tx, quote.id))) throw new AppError(quote.expires_at.getTime() <= clock.now() ? 'QUOTE.EXPIRED' : 'QUOTE.ALREADY_USED');
      const scales = await currencies.scales([quote.sell_currency, quote.buy_currency], tx);
      const sellWallet = await ledger.ensureWallet(workspaceId, quote.sell_currency, tx);
      const buyWallet = await ledger.ensureWallet(workspaceId, quote.buy_currency, tx);
      const sellAmount = BigInt(quote.sell_amount);
      const fee = BigInt(quote.fee);
      const id = newId('exchange');
      const journal = await ledger.postJournal(
        {
          kind: 'EXCHANGE',
          reference: { type: 'exchange', id },
          description: `exchange ${quote.sell_currency} → ${quote.buy_currency}`,
          transfers: [
            { debit: sellWallet, credit: ledger.systemAccount('FX_LIQUIDITY', quote.sell_currency), amount: sellAmount - fee },
            ...(fee > 0n ? [{ debit: sellWallet, credit: ledger.systemAccount('FEES', quote.sell_currency), amount: fee }] : []),
            { debit: ledger.systemAccount('FX_LIQUIDITY', quote.buy_currency), credit: buyWallet, amount: BigInt(quote.buy_amount) },
          ],
        },
        tx,
      );
      const row = await exchanges.insert(tx, {
        id,
        workspace_id: workspaceId,
        quote_id: quote.id,
        sell_wallet_id: sellWallet.id,
        buy_wallet_id: buyWallet.id,
        sell_currency: quote.sell_currency,
        buy_currency: quote.buy_currency,
        sell_amount: sellAmount,
        buy_amount: BigInt(quote.buy_amount),
        fee,
        rate: quote.rate,
        status: 'COMPLETED',
        journal_id: journal.journalId,
        created_by: actor.accountId,
      });
      await events.emit(tx, workspaceId, 'exchange.completed', {
        exchangeId: id,
        fromCurrency: quote.sell_currency,
        fromAmount: scales.format(sellAmount, quote.sell_currency),
        toCurrency: quote.buy_currency,
        toAmount: scales.format(quote.buy_amount, quote.buy_currency),
      });
      return toExchangeDto(row, scales);
    },

    async get(actor: Actor, id: string): Promise<ExchangeDto> {
      const row = await exchanges.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('exchange');
      return toExchangeDto(row, await currencies.scales([row.sell_currency, row.buy_currency]));
    },

    async list(actor: Actor, query: { page?: number; size?: number; sort?: string[]; startTime?: string; endTime?: string; sellCurrency?: string; buyCurrency?: string }) {
      const page = parsePageQuery(query, EXCHANGE_SORT, { defaultSort: ['createdAt,desc'] });
      const filter = { ...timeRange(query), sellCurrency: query.sellCurrency ?? null, buyCurrency: query.buyCurrency ?? null };
      const orderBy = orderByTerms(page.sort, 'id').join(', ');
      const [rows, total] = await Promise.all([
        exchanges.list(db, actor.workspace.workspaceId, filter, { ...page, orderBy }),
        exchanges.count(db, actor.workspace.workspaceId, filter),
      ]);
      const scales = await currencies.scales(rows.flatMap((r) => [r.sell_currency, r.buy_currency]));
      return shapeA({ items: rows.map((r) => toExchangeDto(r, scales)), total }, page);
    },

    /** Operators: the FX rate table. */
    /** Unused quotes expired before `before`, at most `limit` (the purge schedule). */
    purgeExpiredQuotes: (input: { before: Date; limit: number }) => exchanges.purgeExpiredQuotes(db, input),

    async listRates(): Promise<FxRateDto[]> {
      return (await exchanges.listRates(db)).map((r) => toFxRateDto(r));
    },

    /** Operators: sets the rate of a pair of known currencies; returns the stored rate before (if any) and after, for the audit log. */
    async setRate(input: FxRateInput, tx: Queryable): Promise<{ before: RateRow | undefined; after: RateRow; dto: FxRateDto }> {
      if (input.sellCurrency === input.buyCurrency) throw new AppError('FX_RATE.SAME_CURRENCY', 'body.buyCurrency');
      if (rateFraction(input.rate).num === 0n) throw invalidParameter('rate must be greater than zero');
      const scales = await currencies.scales([input.sellCurrency, input.buyCurrency], tx);
      // Both currencies must exist (any state): refused as unsupported otherwise.
      scales.scale(input.sellCurrency);
      scales.scale(input.buyCurrency);
      const before = await exchanges.findRate(tx, input.sellCurrency, input.buyCurrency);
      const after = await exchanges.upsertRate(tx, {
        sell: input.sellCurrency,
        buy: input.buyCurrency,
        rate: input.rate,
        feeBps: input.feeRateBps ?? 0,
        enabled: input.enabled ?? true,
      });
      // The rate as the operator sent it, not as stored (numeric pads it).
      return { before, after, dto: toFxRateDto(after, input.rate) };
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
