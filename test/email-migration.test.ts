import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/client.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { canonicalEmail } from '../src/infra/email-address.js';
import { adminQuery, dropDatabaseOf } from './support/pg-admin.js';
import { adminUrl, databaseUrl } from './support/test-db.js';

/**
 * The migration that makes stored addresses canonical, run on a database as
 * it was before it (addresses stored as typed, unique by lower(email)).
 */
const migrations = loadMigrations();
const canonicalizing = migrations.findIndex((migration) => migration.version.endsWith('_canonical_email'));
const before = migrations.slice(0, canonicalizing);

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A fresh database migrated up to (not including) the canonical-email migration. */
async function legacyDatabase(): Promise<Db> {
  const base = adminUrl();
  let db: Db;
  if (base) {
    const url = databaseUrl(base, `portal_mig_${randomBytes(6).toString('hex')}`);
    await adminQuery(`CREATE DATABASE ${new URL(url).pathname.slice(1)}`);
    db = createPostgresDb(url, { max: 2 });
    cleanup = async () => {
      await db.close();
      await dropDatabaseOf(url);
    };
  } else {
    db = await createPgliteDb('memory://');
    cleanup = () => db.close();
  }
  expect(canonicalizing).toBeGreaterThan(0);
  await migrate(db, before);
  await db.query(`INSERT INTO institutions (id, name) VALUES ('ins_legacy', 'Legacy')`);
  return db;
}

let accountCounter = 0;
async function legacyAccount(db: Db, email: string, createdAt = '2024-06-01T00:00:00Z'): Promise<string> {
  const id = `acc_legacy_${++accountCounter}`;
  await db.query(`INSERT INTO accounts (id, institution_id, email, name, created_at) VALUES ($1, 'ins_legacy', $2, 'Legacy', $3)`, [id, email, createdAt]);
  return id;
}

async function emailOf(db: Db, table: 'accounts' | 'invitations' | 'registrations', id: string): Promise<string | undefined> {
  const rows = await db.query<{ email: string }>(`SELECT email FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.email;
}

describe('migration to canonical stored addresses', () => {
  it('canonicalizes account addresses, merges no accounts, and lists those it cannot convert for an operator', async () => {
    const db = await legacyDatabase();
    const upper = await legacyAccount(db, 'Iris.Lee@Example.COM', '2024-06-02T00:00:00Z');
    // Older, but full-width: the ASCII spelling keeps the address.
    const fullWidthTwin = await legacyAccount(db, 'ｉｒｉｓ.lee@example.com', '2024-06-01T00:00:00Z');
    const kelvin = await legacyAccount(db, '\u212Aate@example.com');
    const fullWidth = await legacyAccount(db, 'ＫＩＭ@Example.com');
    // Neither spelling is ASCII: the older one keeps the address.
    const older = await legacyAccount(db, 'ｍａｘ@example.com', '2024-01-01T00:00:00Z');
    const newer = await legacyAccount(db, 'max@ｅｘａｍｐｌｅ.com', '2024-02-01T00:00:00Z');
    const dottedI = await legacyAccount(db, '\u0130lker@example.com');
    const eszett = await legacyAccount(db, 'stra\u00DFe@example.com');
    const idn = await legacyAccount(db, 'bob@b\u00FCcher.de');
    const plain = await legacyAccount(db, 'ann@example.com');

    await migrate(db);

    expect(await emailOf(db, 'accounts', upper)).toBe('iris.lee@example.com');
    expect(await emailOf(db, 'accounts', fullWidthTwin)).toBe('ｉｒｉｓ.lee@example.com');
    expect(await emailOf(db, 'accounts', kelvin)).toBe('kate@example.com');
    expect(await emailOf(db, 'accounts', fullWidth)).toBe('kim@example.com');
    expect(await emailOf(db, 'accounts', older)).toBe('max@example.com');
    expect(await emailOf(db, 'accounts', newer)).toBe('max@ｅｘａｍｐｌｅ.com');
    expect(await emailOf(db, 'accounts', dottedI)).toBe('\u0130lker@example.com');
    expect(await emailOf(db, 'accounts', eszett)).toBe('stra\u00DFe@example.com');
    expect(await emailOf(db, 'accounts', plain)).toBe('ann@example.com');
    const conflicts = await db.query<{ account_id: string; email: string; canonical_email: string | null; reason: string }>(
      'SELECT account_id, email, canonical_email, reason FROM account_email_conflicts ORDER BY account_id',
    );
    expect(conflicts).toEqual(
      [
        { account_id: fullWidthTwin, email: 'ｉｒｉｓ.lee@example.com', canonical_email: 'iris.lee@example.com', reason: 'DUPLICATE' },
        { account_id: newer, email: 'max@ｅｘａｍｐｌｅ.com', canonical_email: 'max@example.com', reason: 'DUPLICATE' },
        { account_id: dottedI, email: '\u0130lker@example.com', canonical_email: null, reason: 'NOT_CANONICAL' },
        { account_id: eszett, email: 'stra\u00DFe@example.com', canonical_email: null, reason: 'NOT_CANONICAL' },
        { account_id: idn, email: 'bob@b\u00FCcher.de', canonical_email: null, reason: 'NOT_CANONICAL' },
      ].sort((a, b) => a.account_id.localeCompare(b.account_id)),
    );
    // Uniqueness is now of the canonical text.
    await expect(legacyAccount(db, 'iris.lee@example.com')).rejects.toMatchObject({ code: '23505' });
  });

  it('gives every address the canonical form the TypeScript canonicalizer gives it, and keeps the ones it refuses', async () => {
    const db = await legacyDatabase();
    const generated = fc.sample(
      fc.tuple(fc.emailAddress(), fc.boolean()).map(([address, shout]) => (shout ? address.toUpperCase() : address)),
      { numRuns: 150, seed: 20_260_512 },
    );
    const handPicked = [
      'Vivian@Example.com', // a trim that took 'v' for a vertical tab would eat it
      ' Spaced@Example.com\t',
      "O'Brien+Tag@Example.com",
      'ｆｕｌｌ．ｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'a@b',
      'x@192.0.2.1',
      'x@example.0x1f',
      'x@example.09',
      'a..b@example.com',
      '.a@example.com',
      'a@-example.com',
      'a@exa_mple.com',
      '"quoted"@example.com',
      `${'l'.repeat(65)}@example.com`,
      'zo\u00EB@example.com',
    ];
    const seen = new Set<string>();
    const addresses = [...handPicked, ...generated].filter((address) => {
      // The old unique index was lower(email); the old CHECK bounded the length.
      const key = address.toLowerCase();
      if (seen.has(key) || address.length < 3 || address.length > 254) return false;
      seen.add(key);
      return true;
    });
    const ids = new Map<string, string>();
    for (const address of addresses) ids.set(address, await legacyAccount(db, address));

    await migrate(db);

    const notCanonical = new Set(
      (await db.query<{ account_id: string }>(`SELECT account_id FROM account_email_conflicts WHERE reason = 'NOT_CANONICAL'`)).map((row) => row.account_id),
    );
    for (const address of addresses) {
      const id = ids.get(address)!;
      const expected = canonicalEmail(address);
      expect({ address, stored: await emailOf(db, 'accounts', id), listed: notCanonical.has(id) }).toEqual({
        address,
        stored: expected ?? address,
        listed: expected === undefined,
      });
    }
  });

  it('canonicalizes invitations and registrations: one pending invitation per address stays, an open registration it cannot convert ends', async () => {
    const db = await legacyDatabase();
    const inviter = await legacyAccount(db, 'owner@example.com');
    await db.query(`INSERT INTO workspaces (id, institution_id, name) VALUES ('ws_legacy', 'ins_legacy', 'Legacy')`);
    const invite = async (id: string, email: string, createdAt: string) =>
      db.query(
        `INSERT INTO invitations (id, workspace_id, email, role_name, invited_by, expires_at, created_at)
         VALUES ($1, 'ws_legacy', $2, 'Viewer', $3, now() + interval '7 days', $4)`,
        [id, email, inviter, createdAt],
      );
    await invite('inv_older', 'New@Example.com', '2024-06-01T00:00:00Z');
    await invite('inv_newer', 'ｎｅｗ@example.com', '2024-06-02T00:00:00Z');
    await invite('inv_unconvertible', 'zo\u00EB@example.com', '2024-06-03T00:00:00Z');
    const register = async (id: string, email: string) =>
      db.query(
        `INSERT INTO registrations (id, email, code_expires_at, expires_at) VALUES ($1, $2, now() + interval '10 minutes', now() + interval '1 hour')`,
        [id, email],
      );
    await register('reg_upper', 'Reg@Example.com');
    await register('reg_unconvertible', 'zo\u00EB@example.com');

    await migrate(db);

    const invitations = await db.query<{ id: string; email: string; status: string }>('SELECT id, email, status FROM invitations ORDER BY id');
    expect(invitations).toEqual([
      { id: 'inv_newer', email: 'new@example.com', status: 'PENDING' },
      { id: 'inv_older', email: 'new@example.com', status: 'CANCELLED' },
      { id: 'inv_unconvertible', email: 'zo\u00EB@example.com', status: 'PENDING' },
    ]);
    const registrations = await db.query<{ id: string; email: string; open: boolean }>(
      'SELECT id, email, expires_at > now() AS open FROM registrations ORDER BY id',
    );
    expect(registrations).toEqual([
      { id: 'reg_unconvertible', email: 'zo\u00EB@example.com', open: false },
      { id: 'reg_upper', email: 'reg@example.com', open: true },
    ]);
  });
});
