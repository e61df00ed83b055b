import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { databaseRefusal, isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../src/db/refusals.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

/**
 * Real refusals from a fresh database on the engine under test (PGlite, or
 * PostgreSQL with DATABASE_URL): the helper must read the SQLSTATE and the
 * constraint name from what node-postgres and PGlite actually throw.
 */
let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  await db.exec(`
    CREATE TABLE refusal_parents (id int PRIMARY KEY, name text NOT NULL, size int NOT NULL CONSTRAINT refusal_parents_size_positive CHECK (size > 0));
    CREATE UNIQUE INDEX refusal_parents_name_ci_key ON refusal_parents (lower(name));
    CREATE TABLE refusal_children (id int PRIMARY KEY, parent_id int NOT NULL CONSTRAINT refusal_children_parent_fkey REFERENCES refusal_parents (id));
  `);
  await db.query(`INSERT INTO refusal_parents VALUES (1, 'one', 1)`);
});
afterAll(() => testDb?.drop());

/** The error a statement is refused with. */
async function refusal(sql: string): Promise<unknown> {
  try {
    await db.transaction((tx) => tx.query(sql));
  } catch (error) {
    return error;
  }
  throw new Error(`the database accepted: ${sql}`);
}

describe('database refusals', () => {
  it('reads a unique violation on a unique index by the index name', async () => {
    const error = await refusal(`INSERT INTO refusal_parents VALUES (2, 'ONE', 1)`);
    expect(databaseRefusal(error)).toEqual({ sqlState: '23505', constraint: 'refusal_parents_name_ci_key' });
    expect(isUniqueViolation(error, 'refusal_parents_name_ci_key')).toBe(true);
  });

  it('reads a unique violation on a primary key by the constraint name', async () => {
    const error = await refusal(`INSERT INTO refusal_parents VALUES (1, 'two', 1)`);
    expect(isUniqueViolation(error, 'refusal_parents_pkey')).toBe(true);
  });

  it('does not map a unique violation on another constraint than the one named', async () => {
    const error = await refusal(`INSERT INTO refusal_parents VALUES (1, 'two', 1)`);
    expect(isUniqueViolation(error, 'refusal_parents_name_ci_key')).toBe(false);
  });

  it('reads a foreign-key violation by the constraint name', async () => {
    const error = await refusal(`INSERT INTO refusal_children VALUES (1, 99)`);
    expect(databaseRefusal(error)).toEqual({ sqlState: '23503', constraint: 'refusal_children_parent_fkey' });
    expect(isForeignKeyViolation(error, 'refusal_children_parent_fkey')).toBe(true);
    expect(isUniqueViolation(error, 'refusal_children_parent_fkey')).toBe(false);
  });

  it('reads a check violation by the constraint name', async () => {
    const error = await refusal(`INSERT INTO refusal_parents VALUES (3, 'three', 0)`);
    expect(databaseRefusal(error)).toEqual({ sqlState: '23514', constraint: 'refusal_parents_size_positive' });
    expect(isCheckViolation(error, 'refusal_parents_size_positive')).toBe(true);
    expect(isForeignKeyViolation(error, 'refusal_parents_size_positive')).toBe(false);
  });

  it('reads a refusal a wrapper carries as its cause', async () => {
    const error = new Error('wrapped', { cause: await refusal(`INSERT INTO refusal_children VALUES (1, 99)`) });
    expect(isForeignKeyViolation(error, 'refusal_children_parent_fkey')).toBe(true);
  });

  it('does not take an errno or an error without a SQLSTATE for a refusal', () => {
    expect(databaseRefusal(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(databaseRefusal(new Error('plain'))).toBeUndefined();
    expect(databaseRefusal(undefined)).toBeUndefined();
    expect(isUniqueViolation(Object.assign(new Error('forged'), { code: '23505' }), 'accounts_email_key')).toBe(false);
  });
});
