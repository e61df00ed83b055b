import pg from 'pg';
import { adminUrl } from './test-db.js';

/** One statement on the admin connection of DATABASE_URL (CREATE/DROP DATABASE of databases a test made). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the database a connection string names; for tests that closed its pool themselves. */
export async function dropDatabaseOf(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^portal_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}: not a test database`);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
