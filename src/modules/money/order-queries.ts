import type { Queryable } from '../../db/client.js';
import { orderByTerms, parsePageQuery, shapeA, type SortWhitelist } from '../../http/pagination.js';
import { Scales, timeRange } from './money.shared.js';

/** The list filter every money order table shares (recharges, withdrawals). */
export interface OrderFilter {
  status: string | null;
  currency: string | null;
  from: Date | null;
  to: Date | null;
}

export interface OrderTable {
  /** Columns to select, qualified by `alias`. */
  columns: string;
  /** FROM clause, the order table under `alias` plus its joins. */
  from: string;
  alias: string;
}

/**
 * find / list / count of an order table, always filtered by workspace
 * (NULL: every workspace, for operators). The filter is one parameterized
 * clause: $1 workspace, $2 status, $3 currency, $4 from (inclusive), $5 to (exclusive).
 */
export function createOrderQueries<Row>(table: OrderTable) {
  const { columns, from, alias: a } = table;
  const filter = `($1::text IS NULL OR ${a}.workspace_id = $1) AND ($2::text IS NULL OR ${a}.status = $2) AND ($3::text IS NULL OR ${a}.currency = $3)
    AND ($4::timestamptz IS NULL OR ${a}.created_at >= $4) AND ($5::timestamptz IS NULL OR ${a}.created_at < $5)`;
  const filterParams = (workspaceId: string | null, f: OrderFilter) => [workspaceId, f.status, f.currency, f.from, f.to];

  return {
    /** `lock` takes the row lock for a state change. */
    async find(db: Queryable, workspaceId: string | null, id: string, options: { lock?: boolean } = {}): Promise<Row | undefined> {
      const rows = await db.query<Row>(
        `SELECT ${columns} FROM ${from} WHERE ${a}.id = $2 AND ($1::text IS NULL OR ${a}.workspace_id = $1)${options.lock ? ` FOR UPDATE OF ${a}` : ''}`,
        [workspaceId, id],
      );
      return rows[0];
    },

    /** `orderBy` comes from a sort whitelist (src/http/pagination.ts), never from the caller's text. */
    async list(db: Queryable, workspaceId: string | null, f: OrderFilter, page: { size: number; offset: number; orderBy: string }): Promise<Row[]> {
      return db.query<Row>(`SELECT ${columns} FROM ${from} WHERE ${filter} ORDER BY ${page.orderBy} LIMIT $6 OFFSET $7`, [
        ...filterParams(workspaceId, f),
        page.size,
        page.offset,
      ]);
    },

    async count(db: Queryable, workspaceId: string | null, f: OrderFilter): Promise<bigint> {
      const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${from} WHERE ${filter}`, filterParams(workspaceId, f));
      return rows[0]?.n ?? 0n;
    },
  };
}

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

/** One page (shape A) of an order table, newest first unless the caller sorts otherwise. */
export async function listOrderPage<Row, Dto>(
  db: Queryable,
  orders: OrderQueries<Row>,
  workspaceId: string | null,
  query: OrderListQuery,
  options: { sortable: SortWhitelist; tiebreaker: string; toDto: (row: Row, scales: Scales) => Dto },
) {
  const page = parsePageQuery(query, options.sortable, { defaultSort: ['createdAt,desc'] });
  const filter: OrderFilter = { ...timeRange(query), status: query.status ?? null, currency: query.currency ?? null };
  const orderBy = orderByTerms(page.sort, options.tiebreaker).join(', ');
  const [rows, total, scales] = await Promise.all([orders.list(db, workspaceId, filter, { ...page, orderBy }), orders.count(db, workspaceId, filter), Scales.load(db)]);
  return shapeA({ items: rows.map((row) => options.toDto(row, scales)), total }, page);
}

export type OrderQueries<Row> = ReturnType<typeof createOrderQueries<Row>>;
