import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.js';
import { createTestDatabase } from './support/test-db.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('test/database-pool.test.ts skipped: DATABASE_POOL_MAX sizes the PostgreSQL pool (run with DATABASE_URL)');

/** Backends that answered `parallel` statements sent at once, each holding its connection a moment. */
async function backendsServing(poolMax: number, parallel: number): Promise<number> {
  const database = await createTestDatabase();
  const db = await openDatabase({ db: { url: database.url, dataDir: 'memory://', poolMax } }, { migrate: false });
  try {
    const rows = await Promise.all(
      Array.from({ length: parallel }, () => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.2)')),
    );
    return new Set(rows.map(([row]) => row!.pid)).size;
  } finally {
    await db.close();
    await database.drop();
  }
}

describe.skipIf(!onPostgres)('DATABASE_POOL_MAX', () => {
  it('caps the connections one instance opens, however many statements wait', async () => {
    expect(await backendsServing(2, 6)).toBe(2);
    expect(await backendsServing(5, 6)).toBe(5);
  });
});
