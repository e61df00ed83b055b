import type { Config } from '../config.js';
import { createPgliteDb, createPostgresDb, type Db } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { assertMigrated, migrate } from './migrate.js';

/** The database part of Config; test helpers that only read a database may leave the migration settings out. */
export type DatabaseConfig = Pick<Config['db'], 'url' | 'dataDir'> & Partial<Pick<Config['db'], 'migrations'>>;

/** What opening does before handing the database out: migrate, only check (MIGRATE_ON_START=false), or nothing. */
function preparation(config: DatabaseConfig, options: { migrate?: boolean }): (db: Db) => Promise<unknown> {
  // `portal migrate` migrates itself, to report what it applied.
  if (options.migrate === false) return async () => undefined;
  const settings = config.migrations;
  if (settings?.onStart === false) return (db) => assertMigrated(db);
  return (db) => migrate(db, undefined, settings);
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, PGlite
 * in DATA_DIR otherwise), takes the data-directory lock for PGlite, and
 * applies pending migrations (or, with MIGRATE_ON_START=false, refuses a
 * database that lacks one). `close()` releases everything.
 */
export async function openDatabase(config: { db: DatabaseConfig }, options: { migrate?: boolean } = {}): Promise<Db> {
  const prepare = preparation(config.db, options);
  if (config.db.url) return prepared(createPostgresDb(config.db.url), prepare);
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
