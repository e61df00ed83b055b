import type { Config } from '../config.js';
import { createPgliteDb, createPostgresDb, type Db } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrate.js';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, PGlite
 * in DATA_DIR otherwise), takes the data-directory lock for PGlite, and
 * applies pending migrations. `close()` releases everything.
 */
export async function openDatabase(config: Pick<Config, 'db'>, options: { migrate?: boolean } = {}): Promise<Db> {
  // `portal migrate` migrates itself, to report what it applied.
  const prepare = options.migrate === false ? async () => undefined : migrate;
  if (config.db.url) {
    const db = createPostgresDb(config.db.url);
    try {
      await prepare(db);
    } catch (error) {
      // An open pool would keep a failed CLI command from exiting.
      await db.close().catch(() => undefined);
      throw error;
    }
    return db;
  }
  const dataDir = config.db.dataDir;
  if (dataDir.startsWith('memory://')) {
    const db = await createPgliteDb(dataDir);
    await prepare(db);
    return db;
  }
  const release = lockDataDir(dataDir);
  try {
    const db = await createPgliteDb(dataDir);
    await prepare(db);
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
