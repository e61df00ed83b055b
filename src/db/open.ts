import type { Config } from '../config.js';
import { createPgliteDb, createPostgresDb, type Db } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { assertMigrated, migrate } from './migrate.js';

/** The database part of Config; test helpers that only read a database may leave the migration settings out. */
export type DatabaseConfig = Pick<Config['db'], 'url' | 'dataDir'> & Partial<Pick<Config['db'], 'migrations' | 'poolMax'>>;

/** What opening does before handing the database out: migrate, only check (MIGRATE_ON_START=false), or nothing. */
function preparation(config: DatabaseConfig, options: { migrate?: boolean }): (db: Db) => Promise<unknown> {
  // `portal migrate` migrates itself, to report what it applied.
  if (options.migrate === false) return async () => undefined;
  const settings = config.migrations;
  if (settings?.onStart === false) return (db) => assertMigrated(db);
  return (db) => migrate(db, undefined, settings);
}

/** The configured PostgreSQL did not answer at start: the message names DATABASE_URL, never its password. */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`cannot reach the database at DATABASE_URL (${withoutSecrets(url)}): ${(cause as Error).message}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** Scheme, user, host, port and database: no password, and no query (`?password=` is a libpq spelling). */
function withoutSecrets(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username ? `${parsed.username}@` : '';
  return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
}

/** Opens the pool and proves it can connect before anything else runs on it. */
async function connectPostgres(url: string, poolMax: number | undefined): Promise<Db> {
  const db = createPostgresDb(url, { max: poolMax });
  try {
    await db.ping();
  } catch (error) {
    // An open pool would keep a failed CLI command from exiting.
    await db.close().catch(() => undefined);
    throw new DatabaseUnreachableError(url, error);
  }
  return db;
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, PGlite
 * in DATA_DIR otherwise), takes the data-directory lock for PGlite, and
 * applies pending migrations (or, with MIGRATE_ON_START=false, refuses a
 * database that lacks one). `close()` releases everything.
 */
export async function openDatabase(config: { db: DatabaseConfig }, options: { migrate?: boolean } = {}): Promise<Db> {
  const prepare = preparation(config.db, options);
  if (config.db.url) return prepared(await connectPostgres(config.db.url, config.db.poolMax), prepare);
  const dataDir = config.db.dataDir;
  if (dataDir.startsWith('memory://')) return prepared(await createPgliteDb(dataDir), prepare);
  const release = lockDataDir(dataDir);
  try {
    const db = await prepared(await createPgliteDb(dataDir), prepare);
    return {
      ...db,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** `db` once `prepare` succeeded; closed when it failed (an open pool would keep a failed command from exiting). */
async function prepared(db: Db, prepare: (db: Db) => Promise<unknown>): Promise<Db> {
  try {
    await prepare(db);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
