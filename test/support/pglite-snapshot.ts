import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, pgliteDb } from '../../src/db/client.js';
import { loadMigrations, migrate, type Migration } from '../../src/db/migrate.js';

/**
 * The PGlite counterpart of the PostgreSQL template database: global setup
 * migrates one PGlite per migration set and dumps its data directory to a
 * file; every test database starts from that file instead of running initdb
 * and all migrations again (1.9 s → 0.5 s a database). The file is named by
 * a hash of everything that shapes it, so an edited or added migration, a
 * changed runner or another PGlite version never reuses an old snapshot.
 */
export const SNAPSHOT_ENV = 'PORTAL_TEST_PGLITE_SNAPSHOT';

const SNAPSHOT_DIR = join(tmpdir(), 'portal-pglite-snapshots');
/** Snapshots of other migration sets (other branches, older runs) are removed after a day unused. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const MIGRATE_SOURCE = fileURLToPath(new URL('../../src/db/migrate.ts', import.meta.url));

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // The package's exports hide package.json: walk up from its entry point.
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    } catch {
      // No package.json at this level.
    }
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

/** Names the snapshot of `migrations` as migrated by this runner on this PGlite. */
export function snapshotKey(migrations: readonly Migration[], runner = readFileSync(MIGRATE_SOURCE, 'utf8'), version = pgliteVersion()): string {
  const hash = createHash('sha256');
  for (const part of [version, runner, ...migrations.flatMap((m) => [m.version, m.sql])]) hash.update(`${part.length}:${part}`);
  return hash.digest('hex').slice(0, 24);
}

/** Returns the path of the migrated snapshot for the current migrations, building it if missing. */
export async function ensureSnapshot(): Promise<string> {
  const migrations = loadMigrations();
  const path = join(SNAPSHOT_DIR, `${snapshotKey(migrations)}.tar`);
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  pruneStaleSnapshots(path);
  try {
    const now = new Date();
    utimesSync(path, now, now);
    return path;
  } catch {
    // Not built yet for these migrations.
  }
  const pglite = await openPglite('memory://');
  let blob: Blob;
  try {
    // The same runner the server uses; the dump is the cluster it leaves behind.
    await migrate(pgliteDb(pglite), migrations);
    blob = await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
  // Several runs (worktrees) may build at once: write aside, then rename atomically.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

function pruneStaleSnapshots(keep: string): void {
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const file = join(SNAPSHOT_DIR, name);
    if (file === keep) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > STALE_AFTER_MS) rmSync(file, { force: true });
    } catch {
      // Removed by a concurrent run.
    }
  }
}

let loaded: Blob | undefined;

/** The snapshot global setup prepared for this run, read once per worker; undefined without global setup. */
export function migratedSnapshot(): Blob | undefined {
  const path = process.env[SNAPSHOT_ENV];
  if (!path) return undefined;
  loaded ??= new Blob([readFileSync(path)]);
  return loaded;
}
