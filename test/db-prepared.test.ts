import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.js';
import { createTestDatabase } from './support/test-db.js';

/**
 * `{ prepared: true }` (src/db/client.ts): on PostgreSQL the statement is planned once per
 * connection, by a name derived from its text; the answer is the one an unprepared call gives, on
 * both engines, inside and outside a transaction. PGlite runs in-process and ignores the option.
 */
const SQL = 'SELECT n, n * $1::int AS scaled FROM generate_series(1, 3) n ORDER BY n';

it('answers a prepared statement as the plain one, and keeps it prepared on its PostgreSQL connection', async () => {
  const database = await createTestDatabase();
  // One connection: the pool's statements and the catalogue read below share a backend.
  const db = database.url ? await openDatabase({ db: { url: database.url, dataDir: 'memory://', poolMax: 1 } }, { migrate: false }) : database.db;
  try {
    const plain = await db.query(SQL, [7]);
    expect(plain).toEqual([1, 2, 3].map((n) => ({ n, scaled: n * 7 })));
    expect(await db.query(SQL, [7], { prepared: true })).toEqual(plain);
    expect(await db.query(SQL, [2], { prepared: true })).toEqual([1, 2, 3].map((n) => ({ n, scaled: n * 2 })));
    expect(await db.transaction((tx) => tx.query(SQL, [7], { prepared: true }))).toEqual(plain);

    if (db.engine === 'postgres') {
      const prepared = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [SQL]);
      expect(prepared).toEqual([{ name: expect.stringMatching(/^p_[0-9a-f]{32}$/) }]);
    }
  } finally {
    if (db !== database.db) await db.close();
    await database.drop();
  }
});
