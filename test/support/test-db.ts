import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { migratedSnapshot } from './pglite-snapshot.js';

/**
 * Fresh database per caller, started from what global setup migrated for this
 * run: on PGlite (default) an in-memory instance loaded from the migrated
 * snapshot (test/support/pglite-snapshot.ts); with DATABASE_URL a new
 * PostgreSQL database cloned from the migrated template. The harness only
 * ever connects to databases it created itself, and drops them afterwards.
 */
export interface TestDatabase {
  db: Db;
  /** Connection string of the fresh database (PostgreSQL only). */
  url: string | undefined;
  drop: () => Promise<void>;
}

export const TEMPLATE_ENV = 'PORTAL_TEST_TEMPLATE_DB';

export function adminUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const base = adminUrl();
  if (!base) {
    const snapshot = migratedSnapshot();
    const db = await createPgliteDb('memory://', { loadDataDir: snapshot });
    // The server's migrations run as at every start; on the snapshot they must find nothing to do.
    const applied = await migrate(db);
    if (snapshot && applied.length > 0) throw new Error(`the PGlite snapshot lacks migrations ${applied.join(', ')}`);
    return { db, url: undefined, drop: () => db.close() };
  }
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('global setup did not create the template database');
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(base, name);
  const db = createPostgresDb(url, { max: 10 });
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Creates and migrates the template of this run; returns its name and a teardown. */
export async function createTemplateDatabase(): Promise<{ name: string; drop: () => Promise<void> }> {
  const base = adminUrl()!;
  const name = `portal_tpl_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const db = createPostgresDb(databaseUrl(base, name), { max: 1 });
  await migrate(db);
  await db.close();
  return { name, drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}
