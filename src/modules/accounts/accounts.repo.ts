import type { Queryable } from '../../db/client.js';
import type { CanonicalEmail } from '../../infra/email-address.js';

/** The unique index on `accounts.email`: its refusal means the address is taken. */
export const ACCOUNTS_EMAIL_KEY = 'accounts_email_key';

export interface AccountRow {
  id: string;
  institution_id: string;
  email: string;
  password_hash: string | null;
  name: string;
  phone: string;
  remark: string | null;
  portal: 'PARTNER' | 'OPERATOR';
  status: 'ACTIVE' | 'DISABLED';
  pending_approval: boolean;
  default_language: string;
  default_timezone: string;
  default_country: string;
  password_changed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const ACCOUNT_COLUMNS = `id, institution_id, email, password_hash, name, phone, remark, portal, status, pending_approval,
  default_language, default_timezone, default_country, password_changed_at, created_at, updated_at`;

/** The account columns its profile shows (never the password hash). */
export interface AccountProfileRow {
  id: string;
  institution_id: string;
  email: string;
  phone: string;
  name: string;
  remark: string | null;
  portal: 'PARTNER' | 'OPERATOR';
  status: 'ACTIVE' | 'DISABLED';
  default_language: string;
  default_timezone: string;
  default_country: string;
  created_at: Date;
  updated_at: Date;
}

const PROFILE_COLUMNS = `id, institution_id, email, phone, name, remark, portal, status,
  default_language, default_timezone, default_country, created_at, updated_at`;

/** Profile fields an update may change; undefined leaves a column as it is. */
export interface AccountProfileChanges {
  name?: string;
  phone?: string;
  defaultLanguage?: string;
  defaultTimezone?: string;
  defaultCountry?: string;
}

/** The account's session settings and sign-in facts (`security/sessions/config`). */
export interface SessionSettingsRow {
  id: string;
  max_sessions: number;
  password_changed_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

const SESSION_SETTINGS_COLUMNS = 'id, max_sessions, password_changed_at, last_login_at, last_login_ip';

/** A partner account waiting for an operator's approval, with its institution's name. */
export interface PendingAccountRow {
  id: string;
  email: string;
  name: string;
  institution_id: string;
  institution_name: string;
  created_at: Date;
}

/** Partner accounts still pending approval (the partial index of migration 0016 serves this filter and its order). */
const PENDING_PARTNERS = "a.pending_approval AND a.portal = 'PARTNER'";

export interface NewAccount {
  id: string;
  institutionId: string;
  email: CanonicalEmail;
  passwordHash: string | null;
  name: string;
  portal: 'PARTNER' | 'OPERATOR';
  pendingApproval: boolean;
}

export function createAccountsRepo() {
  return {
    async insertInstitution(tx: Queryable, id: string, name: string): Promise<void> {
      await tx.query('INSERT INTO institutions (id, name) VALUES ($1, $2)', [id, name]);
    },

    async insert(tx: Queryable, account: NewAccount): Promise<AccountRow> {
      const rows = await tx.query<AccountRow>(
        `INSERT INTO accounts (id, institution_id, email, password_hash, name, portal, pending_approval, password_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END)
         RETURNING ${ACCOUNT_COLUMNS}`,
        [account.id, account.institutionId, account.email, account.passwordHash, account.name, account.portal, account.pendingApproval],
      );
      return rows[0]!;
    },

    /** Addresses are stored canonical (infra/email-address.ts): equality is the whole comparison. */
    async findByEmail(db: Queryable, email: CanonicalEmail): Promise<AccountRow | undefined> {
      const rows = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = $1`, [email]);
      return rows[0];
    },

    async findById(db: Queryable, id: string): Promise<AccountRow | undefined> {
      const rows = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [id]);
      return rows[0];
    },

    /** Clears the pending-approval flag; returns the account's id, undefined when no such account exists. */
    async approveByEmail(db: Queryable, email: CanonicalEmail): Promise<string | undefined> {
      const rows = await db.query<{ id: string }>('UPDATE accounts SET pending_approval = false WHERE email = $1 RETURNING id', [email]);
      return rows[0]?.id;
    },

    /** One page of the partner accounts pending approval, oldest first (id breaks ties, so pages never overlap). */
    async listPendingPartners(db: Queryable, page: { size: number; offset: number }): Promise<PendingAccountRow[]> {
      return db.query<PendingAccountRow>(
        `SELECT a.id, a.email, a.name, a.institution_id, i.name AS institution_name, a.created_at
           FROM accounts a JOIN institutions i ON i.id = a.institution_id
          WHERE ${PENDING_PARTNERS}
          ORDER BY a.created_at ASC, a.id ASC
          LIMIT $1 OFFSET $2`,
        [page.size, page.offset],
      );
    },

    async countPendingPartners(db: Queryable): Promise<bigint> {
      const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM accounts a WHERE ${PENDING_PARTNERS}`);
      return rows[0]?.n ?? 0n;
    },

    /**
     * Stores a new password hash and stamps password_changed_at. With
     * `onlyIfUnset` it only sets a first password. Returns false when no row changed.
     */
    async setPasswordHash(tx: Queryable, id: string, passwordHash: string, options: { onlyIfUnset?: boolean } = {}): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE accounts SET password_hash = $2, password_changed_at = now()
         WHERE id = $1 AND (NOT $3::boolean OR password_hash IS NULL) RETURNING id`,
        [id, passwordHash, options.onlyIfUnset ?? false],
      );
      return rows.length > 0;
    },

    /**
     * Locks the account row until the transaction ends, so caps counted per
     * account (owned workspaces) are checked and filled one transaction at a
     * time. FOR NO KEY UPDATE: rows that reference the account can still be
     * inserted meanwhile. False when there is no such account.
     */
    async lock(tx: Queryable, id: string): Promise<boolean> {
      const rows = await tx.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [id]);
      return rows.length > 0;
    },

    /** A completed sign-in: the row stays locked until the caller's transaction ends. */
    async recordLogin(tx: Queryable, id: string, clientIp: string): Promise<void> {
      await tx.query('UPDATE accounts SET last_login_at = now(), last_login_ip = $2 WHERE id = $1', [id, clientIp]);
    },

    async findSessionSettings(db: Queryable, id: string): Promise<SessionSettingsRow | undefined> {
      const rows = await db.query<SessionSettingsRow>(`SELECT ${SESSION_SETTINGS_COLUMNS} FROM accounts WHERE id = $1`, [id]);
      return rows[0];
    },

    async setMaxSessions(db: Queryable, id: string, maxSessions: number): Promise<SessionSettingsRow | undefined> {
      const rows = await db.query<SessionSettingsRow>(`UPDATE accounts SET max_sessions = $2 WHERE id = $1 RETURNING ${SESSION_SETTINGS_COLUMNS}`, [
        id,
        maxSessions,
      ]);
      return rows[0];
    },

    async findProfile(db: Queryable, id: string): Promise<AccountProfileRow | undefined> {
      // Prepared: every GET profile runs it (src/db/client.ts, `prepared`).
      const rows = await db.query<AccountProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM accounts WHERE id = $1`, [id], { prepared: true });
      return rows[0];
    },

    /** Locks the row for the update that follows (the old values go into the audit event). */
    async lockProfile(tx: Queryable, id: string): Promise<AccountProfileRow | undefined> {
      const rows = await tx.query<AccountProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM accounts WHERE id = $1 FOR UPDATE`, [id]);
      return rows[0];
    },

    async updateProfile(tx: Queryable, id: string, changes: AccountProfileChanges): Promise<AccountProfileRow | undefined> {
      const rows = await tx.query<AccountProfileRow>(
        `UPDATE accounts SET
           name = COALESCE($2, name),
           phone = COALESCE($3, phone),
           default_language = COALESCE($4, default_language),
           default_timezone = COALESCE($5, default_timezone),
           default_country = COALESCE($6, default_country)
         WHERE id = $1
         RETURNING ${PROFILE_COLUMNS}`,
        [id, changes.name ?? null, changes.phone ?? null, changes.defaultLanguage ?? null, changes.defaultTimezone ?? null, changes.defaultCountry ?? null],
      );
      return rows[0];
    },

    async count(db: Queryable): Promise<number> {
      const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM accounts');
      return Number(rows[0]?.n ?? 0n);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
