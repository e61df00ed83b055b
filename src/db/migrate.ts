import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './client.js';
import { databaseRefusal } from './refusals.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant; serializes migrators across servers sharing one PostgreSQL. */
const MIGRATION_LOCK = 72_835_001;

export interface Migration {
  version: string;
  sql: string;
  /** SHA-256 (hex) of the file's bytes, recorded when applied. */
  checksum: string;
}

/**
 * How long one migration statement may wait for a table lock, and run. DDL
 * queues for an exclusive lock behind running queries and every later query
 * queues behind it: the lock timeout bounds that stall, the statement
 * timeout bounds how long a rewrite holds the lock.
 */
export interface MigrationTimeouts {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
}

export const DEFAULT_MIGRATION_TIMEOUTS: MigrationTimeouts = { lockTimeoutMs: 5_000, statementTimeoutMs: 60_000 };

/** A database the code cannot run on as it stands; the message says what to do. */
export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => defineMigration(name.replace(/\.sql$/, ''), readFileSync(`${dir}${name}`, 'utf8')));
}

/** A migration and its checksum: the SHA-256 of the SQL's UTF-8 bytes, i.e. of the file (sha256sum gives the same). */
export function defineMigration(version: string, sql: string): Migration {
  return { version, sql, checksum: createHash('sha256').update(sql, 'utf8').digest('hex') };
}

interface Applied {
  /** Whether schema_migrations has its checksum column yet (a migration adds it). */
  checksummed: boolean;
  /** version → recorded checksum (null for rows from before checksums); empty on a database never migrated. */
  versions: Map<string, string | null>;
}

async function readApplied(q: Queryable): Promise<Applied> {
  const [table] = await q.query<{ exists: boolean; checksummed: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AS exists,
            EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = 'schema_migrations' AND column_name = 'checksum') AS checksummed`,
  );
  if (!table?.exists) return { checksummed: false, versions: new Map() };
  const rows = await q.query<{ version: string; checksum: string | null }>(
    table.checksummed ? 'SELECT version, checksum FROM schema_migrations' : 'SELECT version, NULL AS checksum FROM schema_migrations',
  );
  return { checksummed: table.checksummed, versions: new Map(rows.map((row) => [row.version, row.checksum])) };
}

/**
 * Refuses a migration file changed after it was applied: the database was
 * built from other SQL than the file now says. Versions the database has
 * and this code does not (a newer release migrated it) are allowed: every
 * migration keeps the previous release working (docs/operations.md).
 */
function assertUnedited(applied: Applied, migrations: readonly Migration[]): void {
  const edited = migrations.filter((migration) => {
    const recorded = applied.versions.get(migration.version);
    return typeof recorded === 'string' && recorded !== migration.checksum;
  });
  if (edited.length === 0) return;
  throw new MigrationError(
    `applied migration${edited.length > 1 ? 's' : ''} ${edited.map((m) => `${m.version}.sql`).join(', ')} changed since ${edited.length > 1 ? 'they were' : 'it was'} applied ` +
      '(the SHA-256 recorded in schema_migrations differs). Migrations are forward-only: restore the file as it was applied ' +
      'and put the change in a new migration.',
  );
}

/** A timeout as an operator reads it: which migration, which limit, what happened to the database. */
function explainTimeout(error: unknown, version: string | undefined, timeouts: MigrationTimeouts): unknown {
  const where = version ? `migration ${version}.sql` : 'the migration runner';
  if (databaseRefusal(error)?.sqlState === '55P03') {
    return new MigrationError(
      `${where} waited more than MIGRATION_LOCK_TIMEOUT_MS (${timeouts.lockTimeoutMs} ms) for a table lock held by running traffic; ` +
        'nothing was applied. Run `portal migrate` again, at a quieter time or with a longer timeout.',
    );
  }
  if (databaseRefusal(error)?.sqlState === '57014') {
    return new MigrationError(
      `${where} ran longer than MIGRATION_STATEMENT_TIMEOUT_MS (${timeouts.statementTimeoutMs} ms); nothing was applied. ` +
        'Raise it for this run of `portal migrate` if the statement must take that long.',
    );
  }
  return error;
}

/**
 * Applies every migration not yet recorded, all in one transaction, and
 * records each one's checksum. Returns the versions applied. A second
 * migrator waits on the advisory lock, then finds nothing left to do.
 */
export async function migrate(db: Db, migrations = loadMigrations(), timeouts = DEFAULT_MIGRATION_TIMEOUTS): Promise<string[]> {
  let current: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      // Waiting here blocks no traffic, so it has no timeout: the holder's own statements are bounded.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // PGlite is one connection: nothing else can hold a lock there.
      if (db.engine === 'postgres') {
        await tx.query(`SELECT set_config('lock_timeout', $1, true), set_config('statement_timeout', $2, true)`, [
          `${timeouts.lockTimeoutMs}ms`,
          `${timeouts.statementTimeoutMs}ms`,
        ]);
      }
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await readApplied(tx);
      assertUnedited(done, migrations);
      const applied: Migration[] = [];
      for (const migration of migrations) {
        if (done.versions.has(migration.version)) continue;
        current = migration.version;
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
        applied.push(migration);
      }
      current = undefined;
      // The column arrives with a migration, possibly one applied just now.
      if (applied.length > 0 && (await readApplied(tx)).checksummed) {
        for (const migration of applied) {
          await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [migration.version, migration.checksum]);
        }
      }
      return applied.map((migration) => migration.version);
    });
  } catch (error) {
    throw explainTimeout(error, current, timeouts);
  }
}

/**
 * For an instance that must not migrate (MIGRATE_ON_START=false): refuses a
 * database that lacks a migration or whose applied migrations were edited,
 * before the server answers anything.
 */
export async function assertMigrated(db: Queryable, migrations = loadMigrations()): Promise<void> {
  const applied = await readApplied(db);
  assertUnedited(applied, migrations);
  const pending = migrations.filter((migration) => !applied.versions.has(migration.version)).map((migration) => migration.version);
  if (pending.length > 0) {
    throw new MigrationError(
      `the database lacks migration${pending.length > 1 ? 's' : ''} ${pending.join(', ')} and MIGRATE_ON_START=false forbids applying ` +
        'them here: run `portal migrate` (the migration job) first.',
    );
  }
}
