import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type pg from 'pg';

/** Something SQL can run on: the pool, or the transaction handle inside `transaction()`. */
export interface QueryOptions {
  /**
   * PostgreSQL plans the statement once per connection instead of on every call (a hot read's plan
   * costs as much as running it: docs/performance.md "List costs"). Only for SQL text that is a
   * constant of the code: every distinct text stays prepared on every pooled connection.
   */
  prepared?: boolean;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  /** The connections at this moment, read by /metrics at each scrape. */
  connections(): ConnectionStats;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (sent with `pg_notify` in a transaction, delivered
   * only once it commits): PostgreSQL on a connection of its own, reconnected when it drops; PGlite in
   * process. Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A pool's state: a `waiting` that stays above 0 means queries queue for a connection. */
export interface ConnectionStats {
  /** Connections open, busy or idle. */
  open: number;
  idle: number;
  /** Queries (or transactions) waiting for a connection. */
  waiting: number;
  /** Most connections the pool opens. */
  max: number;
}

/** Pool size per instance when DATABASE_POOL_MAX is unset: the size every measurement in docs/performance.md used. */
export const DEFAULT_POOL_MAX = 20;

const INT8 = 20;
const NUMERIC = 1700;

/** bigint parameters travel as decimal strings on both drivers. */
function toParams(params: readonly unknown[] | undefined): unknown[] | undefined {
  return params?.map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

const statementNames = new Map<string, string>();

/** The same name for the same text in every process, so a connection's prepared statement is found again. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

const requireHere = createRequire(import.meta.url);

/**
 * `pg`, loaded on first use rather than when this file is imported: `portal serve` starts tracing after
 * reading its configuration (which imports this file), and the pg instrumentation can only patch `pg`
 * while it loads (src/infra/tracing.ts). PGlite deployments never load it.
 */
function loadPg(): typeof pg {
  return requireHere('pg') as typeof pg;
}

export function createPostgresDb(url: string, options: { max?: number } = {}): Db {
  const max = options.max ?? DEFAULT_POOL_MAX;
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // One type mapping for both engines: int8 → bigint, numeric → string.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return (value: string) => BigInt(value);
        if (oid === NUMERIC) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);

  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<R[]> => {
    const values = toParams(params);
    const result = options?.prepared ? await client.query({ name: statementName(sql), text: sql, values }) : await client.query(sql, values);
    return result.rows as R[];
  };

  return {
    engine: 'postgres',
    query: (sql, params, options) => run(pool, sql, params, options),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (sql, params, options) => run(client, sql, params, options),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listen: (channel, onNotify) => listenOnPostgres(pg, url, channel, onNotify),
    close: () => pool.end(),
  };
}

/** A LISTEN connection outside the pool; a lost one is reopened after a second (the runner also polls meanwhile). */
async function listenOnPostgres(driver: typeof pg, url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    // Named apart from the pool's connections (PGAPPNAME) so pg_stat_activity tells the one long-lived
    // listener from the pool an operator sizes with DATABASE_POOL_MAX.
    const application_name = [process.env.PGAPPNAME, 'jobs-listen'].filter(Boolean).join('/');
    const next = new driver.Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name });
    next.on('notification', () => onNotify());
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void open().catch(() => undefined), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was enqueued while no connection listened is due now.
    onNotify();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export interface PgliteOptions {
  /**
   * A data directory dumped by `dumpDataDir()` to start from instead of an
   * empty cluster. Test seam: the suite migrates one snapshot per run and
   * starts every test database from it (test/support/pglite-snapshot.ts).
   */
  loadDataDir?: Blob;
}

/** Opens PGlite in `dataDir` with the type mapping both engines share. */
export function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    loadDataDir: options.loadDataDir,
    parsers: {
      [pgliteTypes.INT8]: (value: string) => BigInt(value),
      [pgliteTypes.NUMERIC]: (value: string) => value,
    },
  });
}

export async function createPgliteDb(dataDir: string, options: PgliteOptions = {}): Promise<Db> {
  return pgliteDb(await openPglite(dataDir, options));
}

/**
 * PGlite is one connection in single-user mode: every statement and every
 * transaction is serialized behind one promise chain, so a transaction never
 * interleaves with another caller's statements. `close()` closes `db`. Its
 * `connections()` are those of a pool of one: busy while a statement runs,
 * the rest of the chain waiting.
 */
export function pgliteDb(db: PGlite): Db {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let busy = false;
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    queued += 1;
    const run = async (): Promise<T> => {
      queued -= 1;
      busy = true;
      try {
        return await work();
      } finally {
        busy = false;
      }
    };
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };

  return {
    engine: 'pglite',
    query: <R>(sql: string, params?: readonly unknown[]) =>
      exclusive(async () => (await db.query<R>(sql, toParams(params))).rows),
    exec: (sql) => exclusive(async () => void (await db.exec(sql))),
    transaction: (work) =>
      exclusive(() =>
        db.transaction((tx) =>
          work({
            query: async <R>(sql: string, params?: readonly unknown[]) => (await tx.query<R>(sql, toParams(params))).rows,
            exec: async (sql) => void (await tx.exec(sql)),
          }),
        ),
      ),
    ping: () => exclusive(async () => void (await db.query('SELECT 1'))),
    connections: () => ({ open: 1, idle: busy ? 0 : 1, waiting: queued, max: 1 }),
    async listen(channel, onNotify) {
      const unlisten = await exclusive(() => db.listen(channel, () => onNotify()));
      return () => exclusive(() => unlisten());
    },
    close: () => exclusive(() => db.close()),
  };
}
