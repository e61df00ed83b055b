import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDb, type Db } from '../src/db/client.js';
import { assertMigrated, defineMigration, loadMigrations, migrate, MigrationError } from '../src/db/migrate.js';
import { createEmptyDatabase } from './support/empty-db.js';
import { adminUrl } from './support/test-db.js';

/**
 * The migration runner on an empty database of its own (PGlite by default,
 * PostgreSQL with DATABASE_URL): checksums of applied migrations, the
 * check an instance makes with MIGRATE_ON_START=false, and on PostgreSQL
 * the timeouts and the advisory lock between concurrent migrators.
 */
// Each test migrates a new empty database from scratch (no snapshot): some 10 s of PGlite work alone, three
// times that on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 });

const migrations = loadMigrations();
const checksumsAt = migrations.findIndex((migration) => migration.version.endsWith('_migration_checksums'));
const base = adminUrl();

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** An empty database; on PostgreSQL also its URL, for a second pool (another instance). */
async function emptyDatabase(): Promise<{ db: Db; url: string | undefined }> {
  const empty = await createEmptyDatabase();
  cleanups.push(empty.drop);
  return empty;
}

function pool(url: string): Db {
  const db = createPostgresDb(url, { max: 2 });
  cleanups.push(() => db.close());
  return db;
}

const recorded = (db: Db) => db.query<{ version: string; checksum: string | null }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
const edit = (index: number) => migrations.map((m, i) => (i === index ? defineMigration(m.version, `${m.sql}\n-- edited after it was applied\n`) : m));

describe('migration checksums', () => {
  it('records the SHA-256 of every file, backfilling those applied before checksums existed with the hashes of the files as shipped', async () => {
    const { db } = await emptyDatabase();
    expect(checksumsAt).toBeGreaterThan(0);
    await migrate(db, migrations.slice(0, checksumsAt));
    expect(await migrate(db)).toEqual(migrations.slice(checksumsAt).map((m) => m.version));
    expect(await recorded(db)).toEqual(migrations.map((m) => ({ version: m.version, checksum: m.checksum })));
  });

  it('records them on a database migrated in one go', async () => {
    const { db } = await emptyDatabase();
    await migrate(db);
    expect(await recorded(db)).toEqual(migrations.map((m) => ({ version: m.version, checksum: m.checksum })));
  });

  it('refuses to migrate or start on an applied migration edited since, naming the file, and changes nothing', async () => {
    const { db } = await emptyDatabase();
    await migrate(db);
    const before = await recorded(db);
    const edited = edit(2);
    const next = defineMigration('9999_next', 'CREATE TABLE after_the_edit (id int);');
    const refusal = `applied migration ${migrations[2]!.version}.sql changed since it was applied`;
    await expect(migrate(db, [...edited, next])).rejects.toThrow(refusal);
    await expect(assertMigrated(db, edited)).rejects.toThrow(refusal);
    await expect(assertMigrated(db, edited)).rejects.toBeInstanceOf(MigrationError);
    expect(await recorded(db)).toEqual(before);
    expect(await db.query(`SELECT to_regclass('after_the_edit') AS t`)).toEqual([{ t: null }]);
  });
});

describe('MIGRATE_ON_START=false (assertMigrated)', () => {
  it('accepts a database with every migration, and one a newer release migrated further', async () => {
    const { db } = await emptyDatabase();
    await migrate(db, [...migrations, defineMigration('9999_newer_release', 'CREATE TABLE newer (id int);')]);
    await expect(assertMigrated(db)).resolves.toBeUndefined();
  });

  it('refuses a database that lacks a migration, naming it and `portal migrate`, without changing it', async () => {
    const { db } = await emptyDatabase();
    await migrate(db, migrations.slice(0, -1));
    const last = migrations.at(-1)!.version;
    await expect(assertMigrated(db)).rejects.toThrow(`the database lacks migration ${last} and MIGRATE_ON_START=false forbids applying them here: run \`portal migrate\``);
    // Before the checksum migration there is no checksum column to read.
    expect(await db.query('SELECT version FROM schema_migrations WHERE version = $1', [last])).toEqual([]);
  });

  it('refuses a database never migrated, naming every migration', async () => {
    const { db } = await emptyDatabase();
    await expect(assertMigrated(db)).rejects.toThrow(`lacks migrations ${migrations.map((m) => m.version).join(', ')}`);
    expect(await db.query(`SELECT to_regclass('schema_migrations') AS t`)).toEqual([{ t: null }]);
  });
});

describe.skipIf(!base)('migrating a PostgreSQL database in use (PostgreSQL only: PGlite is one connection)', () => {
  it('gives up after the lock timeout instead of queueing traffic behind it, and applies nothing', async () => {
    const { db, url } = await emptyDatabase();
    await migrate(db);
    const traffic = pool(url!);
    let finishRead!: () => void;
    let reading!: () => void;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    // A long read transaction holds ACCESS SHARE on accounts; ALTER TABLE needs ACCESS EXCLUSIVE.
    const longRead = traffic.transaction(async (tx) => {
      await tx.query('SELECT count(*) FROM accounts');
      reading();
      await new Promise<void>((resolve) => (finishRead = resolve));
    });
    await readStarted;
    const alter = defineMigration('9999_alter_accounts', 'ALTER TABLE accounts ADD COLUMN nickname text;');
    const started = Date.now();
    const attempt = migrate(db, [...migrations, alter], { lockTimeoutMs: 300, statementTimeoutMs: 60_000 });
    // While the migrator waits, a new read queues behind its lock request: bounded by the lock timeout.
    const blockedRead = pool(url!).query('SELECT count(*) FROM accounts');
    await expect(attempt).rejects.toThrow('migration 9999_alter_accounts.sql waited more than MIGRATION_LOCK_TIMEOUT_MS (300 ms)');
    await blockedRead;
    expect(Date.now() - started).toBeLessThan(5_000);
    finishRead();
    await longRead;
    expect((await recorded(db)).map((row) => row.version)).toEqual(migrations.map((m) => m.version));
    expect(await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'accounts' AND column_name = 'nickname'`)).toEqual([]);
  });

  it('stops a statement that runs past the statement timeout, naming the migration and the variable', async () => {
    const { db } = await emptyDatabase();
    await migrate(db);
    const slow = defineMigration('9999_slow_backfill', 'SELECT pg_sleep(5);');
    await expect(migrate(db, [...migrations, slow], { lockTimeoutMs: 5_000, statementTimeoutMs: 200 })).rejects.toThrow(
      'migration 9999_slow_backfill.sql ran longer than MIGRATION_STATEMENT_TIMEOUT_MS (200 ms); nothing was applied',
    );
    expect((await recorded(db)).map((row) => row.version)).not.toContain('9999_slow_backfill');
  });

  it('lets two instances migrate one empty database at once: one applies everything, the other waits and finds nothing to do', async () => {
    const { db, url } = await emptyDatabase();
    const results = await Promise.all([migrate(db), migrate(pool(url!))]);
    const versions = migrations.map((m) => m.version);
    expect(results.map((applied) => applied.length).sort((a, b) => a - b)).toEqual([0, versions.length]);
    expect(results.flat()).toEqual(versions);
    expect((await recorded(db)).map((row) => row.version)).toEqual(versions);
  });
});
