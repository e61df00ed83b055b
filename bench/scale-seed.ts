/**
 * The bench's data at scale, seeded with set-based SQL (generate_series): one
 * workspace (WS) with its owner, `accounts` accounts of which the first
 * `members` are members, `keys` API keys, `logins` login-history rows of the
 * owner and a wallet with `flows` ledger entries. Shared by `bench:scale` and
 * `bench:driver`.
 */
import type { Db } from '../src/db/client.js';

export const WS = 'ws_scale';
export const OWNER = 'acc_scale_owner';
/** A member of WS (the owner holds no membership in this data). */
export const MEMBER = 'acc_0000000001';
export const WALLET = 'wal_scale';

export interface SeedSizes {
  accounts: number;
  members: number;
  keys: number;
  logins: number;
  flows: number;
}

/** Bench-only seeding SQL: triggers and foreign-key checks off while rows pour in, counters set once afterwards. */
async function seed(db: Db, name: string, sql: string, params: unknown[] = []): Promise<void> {
  const start = performance.now();
  await db.query(sql, params);
  console.log(`  seeded ${name} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/** Seeds every data set the scale bench measures, at the given sizes. */
export async function seedAll(db: Db, sizes: SeedSizes): Promise<void> {
  await seed(db, 'workspace', `
    INSERT INTO institutions (id, name) VALUES ('inst_scale', 'Scale');
    INSERT INTO accounts (id, institution_id, email, name) VALUES ('${OWNER}', 'inst_scale', 'owner@scale.test', 'Owner');
    INSERT INTO workspaces (id, institution_id, name) VALUES ('${WS}', 'inst_scale', 'Scale');
    INSERT INTO roles (id, workspace_id, name, role_type) VALUES ('role_scale_owner', '${WS}', 'Owner', 'OWNER');
    INSERT INTO ledger_accounts (id, kind, workspace_id, currency, debits_must_not_exceed_credits) VALUES ('${WALLET}', 'WALLET', '${WS}', 'USD', true);`);
  // Account ids and e-mails sort like the real ones (ULID-like, lower-case); one institution holds them all.
  await seed(db, `${sizes.accounts} accounts`, `
    INSERT INTO accounts (id, institution_id, email, name)
    SELECT 'acc_' || lpad(g::text, 10, '0'), 'inst_scale', 'user' || g || '@scale.test', 'User ' || g FROM generate_series(1, $1::int) g`, [sizes.accounts]);
  await seed(db, `${sizes.members} members`, `
    INSERT INTO memberships (id, workspace_id, account_id, role_id)
    SELECT 'mem_' || lpad(g::text, 10, '0'), '${WS}', 'acc_' || lpad(g::text, 10, '0'), 'role_scale_owner' FROM generate_series(1, $1::int) g`, [sizes.members]);
  await seed(db, `${sizes.keys} API keys`, `
    INSERT INTO api_keys (id, workspace_id, name, scopes, created_by, created_at)
    SELECT 'key_' || lpad(g::text, 10, '0'), '${WS}', 'key ' || g, ARRAY['wallets:read'], '${OWNER}', now() - g * interval '1 minute'
      FROM generate_series(1, $1::int) g`, [sizes.keys]);
  // Every key has its current secret; every third is mid-rotation (a retired secret still valid), as the list reads them.
  await seed(db, `${sizes.keys} API key secrets`, `
    INSERT INTO api_key_secrets (secret_hash, api_key_id, secret_start, expires_at)
    SELECT sha256(convert_to(k.id || r::text, 'UTF8')), k.id, 'pk_' || r, CASE WHEN r = 1 THEN now() + interval '1 day' END
      FROM api_keys k CROSS JOIN generate_series(0, 1) r
     WHERE k.workspace_id = '${WS}' AND (r = 0 OR right(k.id, 1)::int % 3 = 0)`);
  await seed(db, `${sizes.logins} login-history rows`, `
    INSERT INTO login_attempts (id, account_id, attempted_at, client_ip, user_agent, success)
    SELECT 'la_' || lpad(g::text, 10, '0'), '${OWNER}', now() - g * interval '1 second', '192.0.2.1', 'bench', g % 10 <> 0
      FROM generate_series(1, $1::int) g`, [sizes.logins]);
  await seedFlows(db, sizes.flows);
  await seed(db, 'analyze', 'ANALYZE');
}

/** One credit per journal from the system account into the wallet, as recharges post them. */
async function seedFlows(db: Db, flows: number): Promise<void> {
  const source = await db.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE kind = 'SYSTEM' AND currency = 'USD' ORDER BY id LIMIT 1`);
  await seed(db, `${flows} wallet flows`, `
    SET session_replication_role = replica;
    INSERT INTO ledger_journals (id, kind, reference_type, reference_id, created_at)
    SELECT 'jrn_' || lpad(g::text, 10, '0'), 'RECHARGE', 'recharge', 'rch_' || g, now() - ($1::int - g) * interval '1 second'
      FROM generate_series(1, $1::int) g;
    INSERT INTO ledger_transfers (id, journal_id, ordinal, debit_account_id, credit_account_id, currency, amount, phase, created_at,
                                  debit_entry, debit_balance_after, debit_available_after, credit_entry, credit_balance_after, credit_available_after)
    SELECT 'trf_' || lpad(g::text, 10, '0'), 'jrn_' || lpad(g::text, 10, '0'), 1, '${source[0]!.id}', '${WALLET}', 'USD', 100, 'SINGLE',
           now() - ($1::int - g) * interval '1 second', g, -100 * g, -100 * g, g, 100 * g, 100 * g
      FROM generate_series(1, $1::int) g;
    UPDATE ledger_accounts SET credits_posted = 100 * $1::bigint, entries = $1::bigint WHERE id = '${WALLET}';
    UPDATE ledger_accounts SET debits_posted = 100 * $1::bigint, entries = $1::bigint WHERE id = '${source[0]!.id}';
    SET session_replication_role = origin`.replaceAll('$1::int', String(flows)).replaceAll('$1::bigint', String(flows)));
}
