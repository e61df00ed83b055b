import type { Queryable } from './client.js';

/**
 * The SQL `portal keys reencrypt` runs on one column of sealed values
 * (src/infra/secret-box.ts). The owning module's repository names its table,
 * key and column; the statements are the same for every sealed column, so
 * they are written once, here.
 */
export interface SealedColumnSpec {
  table: string;
  /** The primary key: text or bytea, unique, ordered for paging. */
  key: string;
  /** The sealed column (NULLs are skipped). */
  column: string;
}

export interface SealedValue<K> {
  key: K;
  sealed: string;
}

export interface SealedColumnStore<K> {
  /** `table.column`, as reports name it. */
  readonly name: string;
  /** Up to `limit` values not starting with `prefix`, in key order after `after` (from the start without it). */
  page(db: Queryable, prefix: string, after: K | undefined, limit: number): Promise<Array<SealedValue<K>>>;
  /** Writes `to` where the value is still `from`: false when someone changed it meanwhile. */
  replace(db: Queryable, key: K, from: string, to: string): Promise<boolean>;
  /** How many values do not start with `prefix`. */
  countOther(db: Queryable, prefix: string): Promise<number>;
}

/**
 * Marks the transaction as re-sealing: the `touch_updated_at` trigger (migration 0015) then keeps a
 * row's `updated_at`, since a re-sealed value says what it said before.
 */
export async function markResealing(tx: Queryable): Promise<void> {
  await tx.query("SELECT set_config('portal.resealing', 'on', true)");
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

const asBuffer = (value: unknown): unknown =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

/** `K` is the key's JavaScript type: string for text, Buffer for bytea. */
export function sealedColumnStore<K extends string | Buffer>(spec: SealedColumnSpec): SealedColumnStore<K> {
  for (const name of [spec.table, spec.key, spec.column]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const { table, key, column } = spec;
  // starts_with, not LIKE: the prefix holds base64url, whose `_` is a LIKE wildcard.
  const other = `${column} IS NOT NULL AND NOT starts_with(${column}, $1)`;
  return {
    name: `${table}.${column}`,

    async page(db, prefix, after, limit) {
      const rows =
        after === undefined
          ? await db.query<SealedValue<K>>(`SELECT ${key} AS key, ${column} AS sealed FROM ${table} WHERE ${other} ORDER BY ${key} LIMIT $2`, [prefix, limit])
          : await db.query<SealedValue<K>>(`SELECT ${key} AS key, ${column} AS sealed FROM ${table} WHERE ${other} AND ${key} > $3 ORDER BY ${key} LIMIT $2`, [
              prefix,
              limit,
              after,
            ]);
      // PGlite returns bytea as a plain Uint8Array, pg as a Buffer: the caller gets a Buffer either way.
      return rows.map((row) => ({ key: asBuffer(row.key) as K, sealed: row.sealed }));
    },

    async replace(db, rowKey, from, to) {
      const rows = await db.query(`UPDATE ${table} SET ${column} = $3 WHERE ${key} = $1 AND ${column} = $2 RETURNING 1 AS replaced`, [rowKey, from, to]);
      return rows.length > 0;
    },

    async countOther(db, prefix) {
      const rows = await db.query<{ n: bigint | number }>(`SELECT count(*) AS n FROM ${table} WHERE ${other}`, [prefix]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
