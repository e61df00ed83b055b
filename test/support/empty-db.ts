import { randomBytes } from 'node:crypto';
import { createPgliteDb, createPostgresDb } from '../../src/db/client.js';
import { adminQuery, dropDatabaseOf } from './pg-admin.js';
import { adminUrl, databaseUrl, type TestDatabase } from './test-db.js';

/** An empty database, not migrated: PGlite in memory, or a new PostgreSQL database with DATABASE_URL. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const base = adminUrl();
  if (!base) {
    const db = await createPgliteDb('memory://');
    return { db, url: undefined, drop: () => db.close() };
  }
  const url = databaseUrl(base, `portal_mig_${randomBytes(6).toString('hex')}`);
  await adminQuery(`CREATE DATABASE ${new URL(url).pathname.slice(1)}`);
  const db = createPostgresDb(url, { max: 2 });
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await dropDatabaseOf(url);
    },
  };
}
