import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

/**
 * The distribution rule of docs/scaling.md, read from the catalogue of the
 * migrated schema (so a table added later is held to it too): every unique
 * key of a table with a workspace_id column includes workspace_id, and every
 * foreign key between two such tables pairs workspace_id with workspace_id —
 * what Citus needs to distribute the tables by workspace and keep the keys.
 * The exceptions are listed here, each with its reason, and mirrored in
 * docs/scaling.md ("Exceptions to the rule").
 */

/** Why each exception cannot carry workspace_id; keyed by constraint or unique-index name. */
const EXCEPTIONS: Record<string, string> = {
  memberships_one_default_per_account:
    "an account's default workspace is a rule about the account, across workspaces; on Citus it moves to accounts (local)",
  referral_codes_code_key: 'a code is typed at registration, before any workspace is known; on Citus a reference lookup code → workspace',
  referrals_referred_account_id_key: 'an account is referred once, by any workspace: a rule about the account (local on Citus)',
  files_storage_key_key: 'the address in the shared object store, random by construction; Citus drops it, uniqueness stays by generation',
  ledger_accounts_system_key: 'system accounts belong to no workspace (workspace_id NULL); they become a reference-sharded set of their own',
  ledger_accounts_id_currency_key:
    'target of ledger_transfers (debit/credit account, currency); transfers join two accounts, of one or two workspaces',
  money_transfers_to_wallet_fkey:
    'the destination wallet lives in the destination workspace, another shard; the two-shard transaction checks it (to_workspace_id pairs it now)',
};

/**
 * Tables whose primary key is the generated id alone. Ids are random (ULID/UUID-sized), unique by construction; on
 * Citus each key becomes PRIMARY KEY (id, workspace_id) when the table is distributed — a rebuild of one index, left
 * for then because every foreign key to the table would be rebuilt with it. A new table is listed here on purpose.
 */
const ID_PRIMARY_KEYS = [
  'api_keys', 'audit_events', 'exchange_quotes', 'exchanges', 'files', 'invitations', 'ledger_accounts', 'memberships',
  'money_transfers', 'operator_audit_log', 'recharge_quotes', 'recharges', 'referral_codes', 'referrals', 'roles',
  'wallet_adjustments', 'webhook_deliveries', 'webhook_endpoints', 'withdrawal_channels', 'withdrawals',
];

interface UniqueKey { table: string; name: string; primary: boolean; columns: string[] }
interface ForeignKey { table: string; name: string; target: string; pairs: [string, string][] }

const WORKSPACE_TABLES = `
  SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'workspace_id' AND NOT a.attisdropped
  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`;

const column = (rel: string, num: string) => `(SELECT attname FROM pg_attribute WHERE attrelid = ${rel} AND attnum = ${num})`;

/** Unique indexes, of constraints or alone (partial and expression ones included; an expression column reads NULL). */
async function uniqueKeys(db: Db): Promise<UniqueKey[]> {
  return db.query<UniqueKey>(`
    SELECT i.indrelid::regclass::text AS table, i.indexrelid::regclass::text AS name, i.indisprimary AS primary,
           ARRAY(SELECT coalesce(${column('i.indrelid', 'k')}, '(expression)') FROM unnest(i.indkey) k)::text[] AS columns
    FROM pg_index i WHERE i.indisunique AND i.indrelid IN (${WORKSPACE_TABLES}) ORDER BY 1, 2`);
}

async function foreignKeysBetweenWorkspaceTables(db: Db): Promise<ForeignKey[]> {
  return db.query<ForeignKey>(`
    SELECT con.conrelid::regclass::text AS table, con.conname AS name, con.confrelid::regclass::text AS target,
           ARRAY(SELECT ARRAY[${column('con.conrelid', 'k.a')}, ${column('con.confrelid', 'k.b')}]
                 FROM unnest(con.conkey, con.confkey) AS k(a, b))::text[][] AS pairs
    FROM pg_constraint con
    WHERE con.contype = 'f' AND con.conrelid IN (${WORKSPACE_TABLES}) AND con.confrelid IN (${WORKSPACE_TABLES})
    ORDER BY 1, 2`);
}

const allowedPrimary = (key: UniqueKey) => key.primary && ID_PRIMARY_KEYS.includes(key.table) && key.columns.join() === 'id';
const keyBreaks = (key: UniqueKey) => !key.columns.includes('workspace_id') && !allowedPrimary(key) && !(key.name in EXCEPTIONS);
const pairsWorkspace = (fk: ForeignKey) => fk.pairs.some(([from, to]) => from === 'workspace_id' && to === 'workspace_id');
const foreignKeyBreaks = (fk: ForeignKey) => !pairsWorkspace(fk) && !(fk.name in EXCEPTIONS);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('schema ready to distribute by workspace', () => {
  it('reads the workspace tables from the catalogue', async () => {
    const keys = await uniqueKeys(database.db);
    const tables = new Set(keys.map((key) => key.table));
    // A broken catalogue query would find nothing and pass every rule below; these must be seen.
    expect([...tables]).toEqual(expect.arrayContaining(['api_keys', 'memberships', 'money_transfers', 'roles']));
    expect(tables.has('workspaces')).toBe(false);
  });

  it('every unique key of a workspace table includes workspace_id, or is a listed exception', async () => {
    const breaking = (await uniqueKeys(database.db)).filter(keyBreaks);
    expect(breaking).toEqual([]);
  });

  it('every foreign key between workspace tables pairs workspace_id with workspace_id, or is a listed exception', async () => {
    const breaking = (await foreignKeysBetweenWorkspaceTables(database.db)).filter(foreignKeyBreaks);
    expect(breaking).toEqual([]);
  });

  it('lists no exception the schema no longer has, so the list cannot go stale', async () => {
    const keys = await uniqueKeys(database.db);
    const names = new Set([...keys.map((k) => k.name), ...(await foreignKeysBetweenWorkspaceTables(database.db)).map((fk) => fk.name)]);
    expect(Object.keys(EXCEPTIONS).filter((name) => !names.has(name))).toEqual([]);
    const idKeyed = new Set(keys.filter((k) => k.primary && k.columns.join() === 'id').map((k) => k.table));
    expect(ID_PRIMARY_KEYS.filter((table) => !idKeyed.has(table))).toEqual([]);
  });

  it('finds a key that breaks the rule (the check can fail)', async () => {
    await database.db.query(`CREATE TABLE distribution_probe (id text PRIMARY KEY, workspace_id text NOT NULL, code text UNIQUE,
      quote_id text REFERENCES exchange_quotes (id))`);
    try {
      const keys = (await uniqueKeys(database.db)).filter(keyBreaks).map((k) => k.name);
      const fks = (await foreignKeysBetweenWorkspaceTables(database.db)).filter(foreignKeyBreaks).map((fk) => fk.name);
      expect(keys).toEqual(['distribution_probe_code_key', 'distribution_probe_pkey']);
      expect(fks).toEqual(['distribution_probe_quote_id_fkey']);
    } finally {
      await database.db.query('DROP TABLE distribution_probe');
    }
  });
});
