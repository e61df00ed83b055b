import type { Queryable } from '../../db/client.js';

export interface RateRow {
  sell_currency: string;
  buy_currency: string;
  rate: string;
  fee_bps: number;
  enabled: boolean;
  updated_at: Date;
}

export interface ExchangeQuoteRow {
  id: string;
  workspace_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  buy_amount: string;
  fee: string;
  rate: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface ExchangeRow {
  id: string;
  workspace_id: string;
  quote_id: string;
  sell_wallet_id: string;
  buy_wallet_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  buy_amount: string;
  fee: string;
  rate: string;
  status: 'COMPLETED';
  journal_id: string;
  created_at: Date;
  updated_at: Date;
}

const RATE = 'sell_currency, buy_currency, rate, fee_bps, enabled, updated_at';
const QUOTE = 'id, workspace_id, sell_currency, buy_currency, sell_amount, buy_amount, fee, rate, expires_at, used_at, created_at';
const EXCHANGE = `id, workspace_id, quote_id, sell_wallet_id, buy_wallet_id, sell_currency, buy_currency, sell_amount, buy_amount, fee, rate,
  status, journal_id, created_at, updated_at`;
const FILTER = `workspace_id = $1 AND ($2::text IS NULL OR sell_currency = $2) AND ($3::text IS NULL OR buy_currency = $3)
  AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)`;

export interface ExchangeFilter {
  sellCurrency: string | null;
  buyCurrency: string | null;
  from: Date | null;
  to: Date | null;
}

export function createExchangesRepo() {
  return {
    async findRate(db: Queryable, sell: string, buy: string): Promise<RateRow | undefined> {
      const rows = await db.query<RateRow>(`SELECT ${RATE} FROM exchange_rates WHERE sell_currency = $1 AND buy_currency = $2`, [sell, buy]);
      return rows[0];
    },

    async listRates(db: Queryable): Promise<RateRow[]> {
      return db.query<RateRow>(`SELECT ${RATE} FROM exchange_rates ORDER BY sell_currency, buy_currency`);
    },

    async upsertRate(tx: Queryable, r: { sell: string; buy: string; rate: string; feeBps: number; enabled: boolean }): Promise<RateRow> {
      const rows = await tx.query<RateRow>(
        `INSERT INTO exchange_rates (sell_currency, buy_currency, rate, fee_bps, enabled) VALUES ($1, $2, $3::numeric, $4, $5)
         ON CONFLICT (sell_currency, buy_currency) DO UPDATE SET rate = EXCLUDED.rate, fee_bps = EXCLUDED.fee_bps, enabled = EXCLUDED.enabled
         RETURNING ${RATE}`,
        [r.sell, r.buy, r.rate, r.feeBps, r.enabled],
      );
      return rows[0]!;
    },

    async insertQuote(
      tx: Queryable,
      q: { id: string; workspaceId: string; sell: string; buy: string; sellAmount: bigint; buyAmount: bigint; fee: bigint; rate: string; ttlSeconds: number; createdBy: string },
    ): Promise<ExchangeQuoteRow> {
      const rows = await tx.query<ExchangeQuoteRow>(
        `INSERT INTO exchange_quotes (id, workspace_id, sell_currency, buy_currency, sell_amount, buy_amount, fee, rate, expires_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, now() + make_interval(secs => $9), $10) RETURNING ${QUOTE}`,
        [q.id, q.workspaceId, q.sell, q.buy, q.sellAmount, q.buyAmount, q.fee, q.rate, q.ttlSeconds, q.createdBy],
      );
      return rows[0]!;
    },

    async findQuote(db: Queryable, workspaceId: string, id: string): Promise<ExchangeQuoteRow | undefined> {
      const rows = await db.query<ExchangeQuoteRow>(`SELECT ${QUOTE} FROM exchange_quotes WHERE workspace_id = $1 AND id = $2`, [workspaceId, id]);
      return rows[0];
    },

    /** Single use: true when this call took the quote (unused and unexpired). */
    async useQuote(tx: Queryable, id: string): Promise<boolean> {
      const rows = await tx.query('UPDATE exchange_quotes SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id', [id]);
      return rows.length > 0;
    },

    async insert(tx: Queryable, e: Omit<ExchangeRow, 'created_at' | 'updated_at' | 'sell_amount' | 'buy_amount' | 'fee'> & { sell_amount: bigint; buy_amount: bigint; fee: bigint; created_by: string }): Promise<ExchangeRow> {
      const rows = await tx.query<ExchangeRow>(
        `INSERT INTO exchanges (id, workspace_id, quote_id, sell_wallet_id, buy_wallet_id, sell_currency, buy_currency, sell_amount, buy_amount, fee, rate, status, journal_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::numeric, $12, $13, $14) RETURNING ${EXCHANGE}`,
        [
          e.id,
          e.workspace_id,
          e.quote_id,
          e.sell_wallet_id,
          e.buy_wallet_id,
          e.sell_currency,
          e.buy_currency,
          e.sell_amount,
          e.buy_amount,
          e.fee,
          e.rate,
          e.status,
          e.journal_id,
          e.created_by,
        ],
      );
      return rows[0]!;
    },

    async find(db: Queryable, workspaceId: string, id: string): Promise<ExchangeRow | undefined> {
      const rows = await db.query<ExchangeRow>(`SELECT ${EXCHANGE} FROM exchanges WHERE workspace_id = $1 AND id = $2`, [workspaceId, id]);
      return rows[0];
    },

    async list(db: Queryable, workspaceId: string, f: ExchangeFilter, page: { size: number; offset: number; orderBy: string }) {
      return db.query<ExchangeRow>(`SELECT ${EXCHANGE} FROM exchanges WHERE ${FILTER} ORDER BY ${page.orderBy} LIMIT $6 OFFSET $7`, [
        workspaceId,
        f.sellCurrency,
        f.buyCurrency,
        f.from,
        f.to,
        page.size,
        page.offset,
      ]);
    },

    async count(db: Queryable, workspaceId: string, f: ExchangeFilter): Promise<bigint> {
      const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM exchanges WHERE ${FILTER}`, [workspaceId, f.sellCurrency, f.buyCurrency, f.from, f.to]);
      return rows[0]?.n ?? 0n;
    },

    /** Up to `limit` unused exchange quotes that expired before `before` (a used one is its exchange's record); answers how many. */
    async purgeExpiredQuotes(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query(
        'DELETE FROM exchange_quotes WHERE id IN (SELECT id FROM exchange_quotes WHERE used_at IS NULL AND expires_at < $1 LIMIT $2) RETURNING id',
        [input.before, input.limit],
      );
      return rows.length;
    },
  };
}

export type ExchangesRepo = ReturnType<typeof createExchangesRepo>;
