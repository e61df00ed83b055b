import type { Config } from '../config.js';
import { createPgliteDb, createPostgresDb, type Db } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrate.js';

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
async function connectPostgres(url: string): Promise<Db> {
  const db = createPostgresDb(url);
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
 * applies pending migrations. `close()` releases everything.
 */
export async function openDatabase(config: Pick<Config, 'db'>, options: { migrate?: boolean } = {}): Promise<Db> {
  // `portal migrate` migrates itself, to report what it applied.
  const prepare = options.migrate === false ? async () => undefined : migrate;
  if (config.db.url) {
    const db = await connectPostgres(config.db.url);
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
