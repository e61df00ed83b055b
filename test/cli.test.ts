import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDb, type Db } from '../src/db/client.js';
import { loadMigrations } from '../src/db/migrate.js';
import { masterKeyId } from '../src/infra/master-keys.js';
import { verifyPassword } from '../src/infra/passwords.js';
import { API_KEY_PEPPER } from '../src/modules/api-keys/api-keys.module.js';
import { createDataKeysModule } from '../src/modules/data-keys/data-keys.module.js';
import { finished, freePort, inspectDataDir, runPortal, spawnPortal, tempDataDir, waitForOutput, type PortalRun } from './support/portal-process.js';
import { adminQuery } from './support/pg-admin.js';
import { adminUrl, databaseUrl } from './support/test-db.js';

/**
 * The real `bin/portal.js` in a child process, against a database of its
 * own: an empty PGlite DATA_DIR, or (with DATABASE_URL) an empty PostgreSQL
 * database this file creates and drops.
 */
// Each test starts whole processes (tsx, migrations on a fresh PGlite): on a busy 2-core machine one
// test took over 30 s, so these get the time a process-level test needs.
vi.setConfig({ testTimeout: 120_000 });
interface Target {
  env: Record<string, string>;
  /** The one variable that names the database: DATABASE_URL, or DATA_DIR on PGlite. */
  database: Record<string, string>;
  /** Reads what the commands wrote (on PGlite only while no child holds the directory). */
  inspect: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
}

async function postgresTarget(base: string): Promise<Target> {
  const name = `portal_cli_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(base, name);
  const db = createPostgresDb(url, { max: 2 });
  return {
    env: { DATABASE_URL: url, DATA_DIR: 'memory://' },
    database: { DATABASE_URL: url },
    inspect: (work) => work(db),
    drop: async () => {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function pgliteTarget(): Target {
  const temp = tempDataDir();
  return {
    env: { DATA_DIR: temp.dir },
    database: { DATA_DIR: temp.dir },
    // Through the same lock as any portal process: it proves the child released it.
    inspect: (work) => inspectDataDir(temp.dir, work),
    drop: async () => temp.remove(),
  };
}

const base = adminUrl();
const newTarget = (): Promise<Target> => (base ? postgresTarget(base) : Promise.resolve(pgliteTarget()));
let target: Target;
beforeAll(async () => {
  target = await newTarget();
});
afterAll(async () => {
  await target?.drop();
});

const portal = (...args: string[]) => runPortal(args, target.env);
/** `portal <args>` with `password` on standard input, as `--password-stdin` reads it. */
const portalWithPassword = (password: string, ...args: string[]) => runPortal(args, target.env, { input: `${password}\n` });
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
const PASSWORD = 'a long enough cli password 7';

function expectUsage(run: PortalRun, mentions: string): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain(mentions);
  expect(run.stderr).toContain('Usage: portal <command>');
}

describe('portal migrate', () => {
  it('applies every migration to an empty database, then nothing, exiting 0 both times', async () => {
    const empty = await newTarget();
    try {
      const versions = loadMigrations().map((migration) => migration.version);
      const first = await runPortal(['migrate'], empty.env);
      expect(first.code).toBe(0);
      expect(lines(first.stdout).map((line) => JSON.parse(line))).toEqual([{ applied: versions }]);
      const second = await runPortal(['migrate'], empty.env);
      expect(second.code).toBe(0);
      expect(JSON.parse(second.stdout)).toEqual({ applied: [] });
      const recorded = await empty.inspect((db) => db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'));
      expect(recorded.map((row) => row.version)).toEqual(versions);
    } finally {
      await empty.drop();
    }
  });
});

describe('commands that only work on the database', () => {
  it('run in production with nothing but the database configured, while `portal serve` refuses, naming every variable the server lacks', async () => {
    const fresh = await newTarget();
    try {
      const env = { NODE_ENV: 'production', ...fresh.database };
      const migrated = await runPortal(['migrate'], env);
      expect(migrated.stderr).toBe('');
      expect(migrated.code).toBe(0);
      expect(JSON.parse(migrated.stdout)).toEqual({ applied: loadMigrations().map((migration) => migration.version) });

      const approved = await runPortal(['accounts', 'approve', '--email', 'nobody@example.com'], env);
      expect(approved.code).toBe(1);
      expect(lines(approved.stderr)).toEqual(['portal: no account with that email']);
      const imported = await runPortal(['files', 'import'], env);
      expect(imported.stderr).toBe('');
      expect(JSON.parse(imported.stdout)).toEqual({ imported: 0, missing: [], mismatched: [] });

      const served = await runPortal(['serve'], { ...env, PORT: String(await freePort()) });
      expect(served.code).toBe(1);
      expect(served.stdout).toBe('');
      expect(lines(served.stderr).map((line) => /^portal: Invalid configuration: (\w+)/.exec(line)?.[1])).toEqual([
        'PORTAL_ACCESS_CODES',
        'OPERATOR_ACCESS_CODES',
        'SMTP_URL',
        'TURNSTILE_SECRET',
        'TURNSTILE_SITE_KEY',
        'MASTER_KEY',
      ]);
    } finally {
      await fresh.drop();
    }
  });

  it('names every bad database variable at once, and none of the server\'s', async () => {
    const run = await runPortal(['migrate'], { NODE_ENV: 'production', ...target.database, DATABASE_POOL_MAX: '0', MIGRATION_LOCK_TIMEOUT_MS: '5s' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(lines(run.stderr)).toEqual([
      'portal: Invalid configuration: DATABASE_POOL_MAX must be between 1 and 1000',
      'portal: Invalid configuration: MIGRATION_LOCK_TIMEOUT_MS must be a whole number',
    ]);
  });

  it.skipIf(!base)('`portal migrate` waits for a table lock only MIGRATION_LOCK_TIMEOUT_MS, naming it (PostgreSQL only: PGlite is one connection)', async () => {
    const fresh = await newTarget();
    try {
      await fresh.inspect(async (db) => {
        await db.exec('CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
        // Traffic holding the table the runner reads first: the runner queues behind it until its lock timeout.
        await db.transaction(async (tx) => {
          await tx.query('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
          const run = await runPortal(['migrate'], { NODE_ENV: 'production', ...fresh.database, MIGRATION_LOCK_TIMEOUT_MS: '300' });
          expect(run.code).toBe(1);
          expect(lines(run.stderr)).toEqual([expect.stringContaining('waited more than MIGRATION_LOCK_TIMEOUT_MS (300 ms) for a table lock')]);
        });
      });
    } finally {
      await fresh.drop();
    }
  });
});

describe('portal accounts create', () => {
  it('prints exactly one JSON line of ids and creates account (under the canonical address), institution, LIVE workspace, OWNER role and default membership', async () => {
    const run = await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'Ops.Lead@Example.com', '--password-stdin', '--name', 'Ops Lead');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(lines(run.stdout)).toHaveLength(1);
    const ids = JSON.parse(run.stdout) as Record<string, string>;
    expect(Object.keys(ids).sort()).toEqual(['accountBizId', 'institutionBizId', 'workspaceBizId']);
    for (const id of Object.values(ids)) expect(id).toMatch(/^[a-z]+_[0-9A-HJKMNP-TV-Z]{26}$/);

    const rows = await target.inspect(async (db) => ({
      account: (await db.query<Record<string, unknown>>(
        'SELECT institution_id, email, name, password_hash, pending_approval, portal, status FROM accounts WHERE id = $1',
        [ids.accountBizId],
      ))[0],
      institution: (await db.query('SELECT id FROM institutions WHERE id = $1', [ids.institutionBizId]))[0],
      workspace: (await db.query<Record<string, unknown>>('SELECT institution_id, kind, status FROM workspaces WHERE id = $1', [ids.workspaceBizId]))[0],
      memberships: await db.query<Record<string, unknown>>(
        `SELECT m.is_default, r.role_type, r.workspace_id FROM memberships m JOIN roles r ON r.id = m.role_id
         WHERE m.account_id = $1 AND m.workspace_id = $2`,
        [ids.accountBizId, ids.workspaceBizId],
      ),
    }));
    expect(rows.account).toMatchObject({
      institution_id: ids.institutionBizId,
      email: 'ops.lead@example.com',
      name: 'Ops Lead',
      pending_approval: false,
      portal: 'PARTNER',
      status: 'ACTIVE',
    });
    expect(String(rows.account?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(rows.account?.password_hash)).not.toContain(PASSWORD);
    expect(rows.institution).toBeDefined();
    expect(rows.workspace).toEqual({ institution_id: ids.institutionBizId, kind: 'LIVE', status: 'ACTIVE' });
    expect(rows.memberships).toEqual([{ is_default: true, role_type: 'OWNER', workspace_id: ids.workspaceBizId }]);
  });

  it('refuses an e-mail address that exists in another case or in full-width letters with a clear error and exit 1, and a dotted capital İ spelling as no address', async () => {
    expect((await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'First.Owner@example.com', '--password-stdin', '--name', 'First')).code).toBe(0);
    for (const email of ['first.owner@EXAMPLE.com', 'ＦＩＲＳＴ．Ｏｗｎｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ']) {
      const run = await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', email, '--password-stdin', '--name', 'Copy');
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(lines(run.stderr)).toEqual(['portal: email is already registered']);
    }
    expectUsage(await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'F\u0130rst.Owner@example.com', '--password-stdin', '--name', 'Copy'), '--email');
    const copies = await target.inspect((db) => db.query<{ n: bigint }>("SELECT count(*) AS n FROM accounts WHERE name = 'Copy'"));
    expect(copies[0]?.n).toBe(0n);
  });

  it('answers bad or missing arguments with the usage on stderr and exit 2, touching nothing', async () => {
    expectUsage(await portal(), 'no command given');
    expectUsage(await portal('accounts', 'create', '--email', 'x@example.com', '--name', 'X'), '--password-stdin is required');
    expectUsage(await portal('accounts', 'create', '--email', 'x@example.com', '--password-stdin', '--name', 'X'), 'standard input is empty');
    expectUsage(await portalWithPassword(`${PASSWORD}\nsecond line`, 'accounts', 'create', '--email', 'x@example.com', '--password-stdin', '--name', 'X'), 'reads one line');
    expectUsage(
      await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'x@example.com', '--password-stdin', '--password', PASSWORD, '--name', 'X'),
      'not both',
    );
    expectUsage(await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'not-an-address', '--password-stdin', '--name', 'X'), '--email');
    expectUsage(await portalWithPassword('short', 'accounts', 'create', '--email', 'x@example.com', '--password-stdin', '--name', 'X'), 'TOO_SHORT');
    expectUsage(await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'x@example.com', '--password-stdin', '--name', 'X', '--admin'), '--admin');
    expectUsage(await portal('accounts', 'frobnicate'), 'unknown command');
  });
});

describe('passwords on the command line', () => {
  it('reads the password from standard input, less its line break, and hashes exactly that', async () => {
    const password = `  ${PASSWORD} with spaces at both ends  `;
    const run = await runPortal(['accounts', 'create', '--email', 'stdin@example.com', '--password-stdin', '--name', 'Stdin'], target.env, {
      input: `${password}\r\n`,
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const { accountBizId } = JSON.parse(run.stdout) as { accountBizId: string };
    const [row] = await target.inspect((db) => db.query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE id = $1', [accountBizId]));
    expect(await verifyPassword(row!.password_hash, password)).toBe(true);
    expect(await verifyPassword(row!.password_hash, password.trim())).toBe(false);
  });

  it('still accepts --password, warning on stderr that argv is visible to other users', async () => {
    const run = await portal('accounts', 'create', '--email', 'argv@example.com', '--password', PASSWORD, '--name', 'Argv');
    expect(run.code).toBe(0);
    expect(lines(run.stderr)).toEqual([expect.stringContaining('warning: --password leaves the password in the process list')]);
    expect(run.stderr).not.toContain(PASSWORD);
  });

  it('shows no password in argv anywhere in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('--password-stdin');
    expect(readme).not.toMatch(/--password(?!-stdin)/);
  });
});

describe('MIGRATE_ON_START=false', () => {
  it('refuses to start on a database that lacks migrations, naming them and `portal migrate`; after the migration job it starts', async () => {
    const fresh = await newTarget();
    try {
      const env = { ...fresh.env, MIGRATE_ON_START: 'false' };
      const last = loadMigrations().at(-1)!.version;
      for (const args of [['serve'], ['accounts', 'approve', '--email', 'nobody@example.com']]) {
        const refused = await runPortal(args, { ...env, PORT: String(await freePort()) });
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe('');
        expect(lines(refused.stderr)).toHaveLength(1);
        expect(refused.stderr).toContain(last);
        expect(refused.stderr).toContain('MIGRATE_ON_START=false');
        expect(refused.stderr).toContain('run `portal migrate`');
      }
      // The refusals created nothing: the migration job still finds everything to do.
      expect(JSON.parse((await runPortal(['migrate'], env)).stdout)).toEqual({ applied: loadMigrations().map((m) => m.version) });
      const created = await runPortal(['operators', 'create', '--email', 'ops@example.com', '--password-stdin'], env, { input: `${PASSWORD}\n` });
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});

describe('portal accounts approve', () => {
  it('clears pending approval of an account created with --pending', async () => {
    const created = await portalWithPassword(PASSWORD, 'accounts', 'create', '--email', 'pending@example.com', '--password-stdin', '--name', 'Pending', '--pending');
    expect(created.code).toBe(0);
    const { accountBizId } = JSON.parse(created.stdout) as { accountBizId: string };
    const pending = (id: string) =>
      target.inspect(async (db) => (await db.query<{ pending_approval: boolean }>('SELECT pending_approval FROM accounts WHERE id = $1', [id]))[0]?.pending_approval);
    expect(await pending(accountBizId)).toBe(true);

    const approved = await portal('accounts', 'approve', '--email', 'PENDING@example.com');
    expect(approved.code).toBe(0);
    expect(lines(approved.stdout)).toHaveLength(1);
    expect(await pending(accountBizId)).toBe(false);
  });

  it('fails with exit 1 for an unknown address and 2 without one', async () => {
    const unknown = await portal('accounts', 'approve', '--email', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no account with that email');
    expectUsage(await portal('accounts', 'approve'), '--email is required');
  });
});

describe('the embedded database belongs to one process', () => {
  it.skipIf(Boolean(base))('stops a second process on a DATA_DIR the server holds at once, naming the holder PID (PGlite only: PostgreSQL has no DATA_DIR)', async () => {
    const port = await freePort();
    const server = spawnPortal(['serve'], { ...target.env, PORT: String(port), LOG_LEVEL: 'info', DEMO_ACCOUNT: 'false' });
    const exited = finished(server);
    try {
      await waitForOutput(server, /"msg":"listening"/);
      for (const args of [['accounts', 'approve', '--email', 'pending@example.com'], ['serve']]) {
        const started = Date.now();
        const second = await runPortal(args, { ...target.env, PORT: String(await freePort()) });
        expect(second.code).toBe(1);
        expect(lines(second.stderr)).toHaveLength(1);
        expect(second.stderr).toContain(`in use by process ${server.pid}`);
        expect(second.stderr).toContain('DATABASE_URL');
        // "At once": no waiting for the holder, well under the time a start takes.
        expect(Date.now() - started).toBeLessThan(15_000);
      }
    } finally {
      server.kill('SIGTERM');
    }
    expect((await exited).code).toBe(0);
  });

  it.skipIf(Boolean(base))('reclaims a lock left by a process that died (PGlite only)', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(join(target.env.DATA_DIR!, 'portal.lock'), String(child.pid));
    const run = await portal('migrate');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ applied: [] });
  });
});

describe('portal keys reencrypt', () => {
  const [A, B] = [randomBytes(32), randomBytes(32)];
  const [idA, idB] = [masterKeyId(A), masterKeyId(B)];
  const keys = (current: Buffer, ...previous: Buffer[]): Record<string, string> => ({
    MASTER_KEY: current.toString('base64'),
    ...(previous.length > 0 ? { MASTER_KEY_PREVIOUS: previous.map((key) => key.toString('base64')).join(',') } : {}),
  });

  it('prints the usage for --help (exit 0) and refuses a bad --batch-size (exit 2)', async () => {
    const help = await portal('keys', 'reencrypt', '--help');
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
    expect(help.stdout).toContain('keys reencrypt [--check] [--batch-size N]');
    expectUsage(await portal('keys', 'reencrypt', '--batch-size', '0'), '--batch-size must be a whole number from 1 to 10000');
    expectUsage(await portal('keys', 'reencrypt', '--dry'), "Unknown option '--dry'");
  });

  it('under a rotated key: serve refuses B alone, --check counts (exit 1), a run re-seals (exit 0), then B alone finds nothing left', async () => {
    const own = await newTarget();
    try {
      expect((await runPortal(['migrate'], own.env)).code).toBe(0);
      // What the first start under A stores: a data key sealed under A.
      await own.inspect((db) => createDataKeysModule({ db, config: { masterKey: A, previousMasterKeys: [] } }).service.load({ pepper: API_KEY_PEPPER }));

      const refused = await runPortal(['serve'], { ...own.env, ...keys(B), PORT: String(await freePort()), DEMO_ACCOUNT: 'false' });
      expect(refused.code).toBe(1);
      expect(lines(refused.stderr)).toEqual([
        `portal: Invalid configuration: MASTER_KEY does not open the stored api-key-pepper (sealed under key ${idA}, which is neither MASTER_KEY (${idB}) nor in MASTER_KEY_PREVIOUS): give the key it was sealed under in MASTER_KEY_PREVIOUS`,
      ]);

      const check = await runPortal(['keys', 'reencrypt', '--check'], { ...own.env, ...keys(B, A) });
      expect(check.code).toBe(1);
      const counted = JSON.parse(check.stdout);
      expect(counted).toMatchObject({ masterKeyId: idB, remaining: 1 });
      expect(counted.columns).toContainEqual({ column: 'data_keys.key_sealed', remaining: 1 });
      expect(lines(check.stderr)).toContain('portal: keys reencrypt: data_keys.key_sealed: 1 not under MASTER_KEY');
      expect(lines(check.stderr).at(-1)).toBe(
        `portal: 1 values are not sealed under MASTER_KEY (${idB}): run portal keys reencrypt, keep MASTER_KEY_PREVIOUS until it leaves none`,
      );

      const run = await runPortal(['keys', 'reencrypt', '--batch-size', '1'], { ...own.env, ...keys(B, A) });
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout);
      expect(report.remaining).toBe(0);
      expect(report.columns).toContainEqual({ column: 'data_keys.key_sealed', resealed: 1, unreadable: 0, remaining: 0 });
      // One progress line per column, the data keys last.
      expect(lines(run.stderr)).toHaveLength(report.columns.length);
      expect(lines(run.stderr).at(-1)).toBe('portal: keys reencrypt: data_keys.key_sealed: 1 re-sealed, 0 unreadable, 0 not under MASTER_KEY');

      const after = await runPortal(['keys', 'reencrypt', '--check'], { ...own.env, ...keys(B) });
      expect(after.code).toBe(0);
      expect(JSON.parse(after.stdout)).toMatchObject({ masterKeyId: idB, remaining: 0 });
      // One row, re-sealed under B: the refused start stored nothing (not even the data key it lacked).
      const stored = await own.inspect((db) => db.query<{ key_sealed: string }>('SELECT key_sealed FROM data_keys'));
      expect(stored.map((row) => row.key_sealed.startsWith(`sb2.${idB}.`))).toEqual([true]);
    } finally {
      await own.drop();
    }
    // Five whole processes, one of them migrating an empty database.
  }, 300_000);
});
