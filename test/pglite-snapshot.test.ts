import { afterEach, describe, expect, it } from 'vitest';
import { defineMigration, loadMigrations } from '../src/db/migrate.js';
import { migratedSnapshot, snapshotKey } from './support/pglite-snapshot.js';
import { adminUrl, createTestDatabase, type TestDatabase } from './support/test-db.js';

/**
 * Test databases on PGlite start from a migrated snapshot (the PGlite
 * counterpart of the PostgreSQL template): it must never be stale, and a
 * database started from it must be the one the migrations build.
 */
const migrations = loadMigrations();
const runner = 'the runner';
const version = '0.5.16';
const key = snapshotKey(migrations, runner, version);

describe('the PGlite snapshot key', () => {
  it('does not reuse a snapshot after a migration is edited', () => {
    const edited = migrations.map((m, i) => (i === migrations.length - 1 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
    expect(snapshotKey(edited, runner, version)).not.toBe(key);
  });

  it('does not reuse a snapshot after a migration is added or removed', () => {
    expect(snapshotKey([...migrations, defineMigration('9999_next', 'SELECT 1;')], runner, version)).not.toBe(key);
    expect(snapshotKey(migrations.slice(0, -1), runner, version)).not.toBe(key);
  });

  it('does not reuse a snapshot after the runner or PGlite changes', () => {
    expect(snapshotKey(migrations, `${runner} changed`, version)).not.toBe(key);
    expect(snapshotKey(migrations, runner, '0.5.17')).not.toBe(key);
  });

  it('does not confuse where one migration ends and the next begins', () => {
    const [first, second] = migrations;
    const shifted = [{ ...first!, sql: first!.sql + second!.version }, { ...second!, version: '' }, ...migrations.slice(2)];
    expect(snapshotKey(shifted, runner, version)).not.toBe(key);
  });

  it('is the same for the same migrations', () => {
    expect(snapshotKey(loadMigrations(), runner, version)).toBe(key);
  });
});

describe.skipIf(adminUrl())('a PGlite test database', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('starts from the snapshot global setup migrated, with every migration recorded', async () => {
    expect(migratedSnapshot()).toBeInstanceOf(Blob);
    database = await createTestDatabase();
    const rows = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
  });

  it('does not share state with another database started from the same snapshot', async () => {
    database = await createTestDatabase();
    await database.db.exec("CREATE TABLE snapshot_probe (id int); INSERT INTO snapshot_probe VALUES (1)");
    const other = await createTestDatabase();
    try {
      const rows = await other.db.query<{ exists: boolean }>("SELECT to_regclass('snapshot_probe') IS NOT NULL AS exists");
      expect(rows[0]!.exists).toBe(false);
    } finally {
      await other.drop();
    }
  });
});
