import type { Db, Queryable } from '../../db/client.js';
import { AppError, invalidParameter, notFound } from '../../http/errors.js';
import { orderByTerms, parsePageQuery, shapeA } from '../../http/pagination.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { Actor } from '../permissions/access.js';
import type { ExchangeQuoteRow, ExchangeRow, ExchangesRepo } from './exchanges.repo.js';
import { EXCHANGE_SORT, type ExchangeDto, type ExchangeQuoteDto, type ExchangeQuoteInput } from './exchanges.schemas.js';
import { bpsFee, iso, Scales, timeRange } from './money.shared.js';

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

export function createExchangeService(deps: { db: Db; exchanges: ExchangesRepo; ledger: LedgerService; clock: Clock; quoteTtlSeconds?: number }) {
  const { db, exchanges, ledger, clock } = deps;
  const ttl = deps.quoteTtlSeconds ?? EXCHANGE_QUOTE_TTL_SECONDS;

  return {
    async quote(actor: Actor, input: ExchangeQuoteInput): Promise<ExchangeQuoteDto> {
      if ((input.sellAmount === undefined) === (input.buyAmount === undefined)) throw invalidParameter('send exactly one of sellAmount and buyAmount');
      if (input.sellCurrency === input.buyCurrency) throw invalidParameter('sellCurrency and buyCurrency must differ');
      const scales = await Scales.load(db);
      const sell = scales.enabled(input.sellCurrency);
      const buy = scales.enabled(input.buyCurrency);
      const rate = await exchanges.findRate(db, sell.code, buy.code);
      if (!rate || !rate.enabled) throw new AppError('BUSINESS.RULE_VIOLATION', `no exchange rate from ${sell.code} to ${buy.code}`);
      const priced = priceExchange({
        rate: rate.rate,
        feeBps: rate.fee_bps,
        sellScale: sell.scale,
        buyScale: buy.scale,
        ...(input.sellAmount !== undefined
          ? { sellAmount: scales.parse(input.sellAmount, sell.code, 'body.sellAmount') }
          : { buyAmount: scales.parse(input.buyAmount!, buy.code, 'body.buyAmount') }),
      });
      if (priced.buyAmount <= 0n || priced.fee >= priced.sellAmount) throw new AppError('BUSINESS.RULE_VIOLATION', 'the amount is too small to exchange');
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
      const scales = await Scales.load(tx);
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
      return toExchangeDto(row, scales);
    },

    async get(actor: Actor, id: string): Promise<ExchangeDto> {
      const row = await exchanges.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('exchange');
      return toExchangeDto(row, await Scales.load(db));
    },

    async list(actor: Actor, query: { page?: number; size?: number; sort?: string[]; startTime?: string; endTime?: string; sellCurrency?: string; buyCurrency?: string }) {
      const page = parsePageQuery(query, EXCHANGE_SORT, { defaultSort: ['createdAt,desc'] });
      const filter = { ...timeRange(query), sellCurrency: query.sellCurrency ?? null, buyCurrency: query.buyCurrency ?? null };
      const orderBy = orderByTerms(page.sort, 'id').join(', ');
      const [rows, total, scales] = await Promise.all([
        exchanges.list(db, actor.workspace.workspaceId, filter, { ...page, orderBy }),
        exchanges.count(db, actor.workspace.workspaceId, filter),
        Scales.load(db),
      ]);
      return shapeA({ items: rows.map((r) => toExchangeDto(r, scales)), total }, page);
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
