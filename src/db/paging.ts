import type { Queryable } from './client.js';

/** The select-list column that carries the size of the whole collection on every row of a page (see pageRows). */
export const TOTAL_ROWS = 'count(*) OVER () AS total_rows';

/** A page as repositories answer it: the rows, and how many the whole collection holds. */
export interface CountedPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of a list and the size of the whole collection in one round trip
 * instead of two: `sql` selects TOTAL_ROWS beside its columns and ends with
 * its ORDER BY; the window counts every matching row before LIMIT/OFFSET
 * cut the page. A page past the end has no row to carry the count, so
 * `countAll` answers it then — a second query only for that rare request.
 * The statement is prepared: a list's SQL is a constant of its repository.
 * `around` wraps the cut page in an outer query, so that per-row lookups (a
 * lateral join) run for the page's rows only, not for every row the window counts.
 */
export async function pageRows<Row extends object>(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  page: { size: number; offset: number },
  countAll: () => Promise<number>,
  around: (page: string) => string = (cut) => cut,
): Promise<CountedPage<Row>> {
  const limit = params.length + 1;
  const rows = await db.query<Row & { total_rows: number | bigint | string }>(around(`${sql} LIMIT $${limit} OFFSET $${limit + 1}`), [...params, page.size, page.offset], {
    prepared: true,
  });
  const first = rows[0];
  if (first === undefined) return { rows: [], total: page.offset === 0 ? 0 : await countAll() };
  return { rows, total: Number(first.total_rows) };
}
