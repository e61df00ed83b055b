import type { Queryable } from '../../db/client.js';
import { orderByTerms, parsePageQuery, shapeA, type SortWhitelist } from '../../http/pagination.js';
import type { CurrencyService, Scales } from '../ledger/currencies.service.js';
import { timeRange } from './money.shared.js';
import type { OrderFilter, OrderQueries } from './orders.repo.js';

/** Query string of an order list: paging and sort, time range, status, currency. */
export interface OrderListQuery {
  page?: number;
  size?: number;
  sort?: string[];
  startTime?: string;
  endTime?: string;
  status?: string;
  currency?: string;
}

/** One page (shape A) of an order table (recharges, withdrawals), newest first unless the caller sorts otherwise. */
export async function listOrderPage<Row extends { currency: string }, Dto>(
  db: Queryable,
  deps: { orders: OrderQueries<Row>; currencies: Pick<CurrencyService, 'scales'> },
  workspaceId: string | null,
  query: OrderListQuery,
  options: { sortable: SortWhitelist; tiebreaker: string; toDto: (row: Row, scales: Scales) => Dto },
) {
  const page = parsePageQuery(query, options.sortable, { defaultSort: ['createdAt,desc'] });
  const filter: OrderFilter = { ...timeRange(query), status: query.status ?? null, currency: query.currency ?? null };
  const orderBy = orderByTerms(page.sort, options.tiebreaker).join(', ');
  const [rows, total] = await Promise.all([deps.orders.list(db, workspaceId, filter, { ...page, orderBy }), deps.orders.count(db, workspaceId, filter)]);
  const scales = await deps.currencies.scales(rows.map((row) => row.currency), db);
  return shapeA({ items: rows.map((row) => options.toDto(row, scales)), total }, page);
}
