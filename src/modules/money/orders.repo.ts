import type { Queryable } from '../../db/client.js';

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

export type OrderQueries<Row> = ReturnType<typeof createOrderQueries<Row>>;
