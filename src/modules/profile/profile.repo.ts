import type { Queryable } from '../../db/client.js';

/** The account columns the profile shows (never the password hash). */
export interface ProfileRow {
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

/** Fields a profile update may change; undefined leaves a column as it is. */
export interface ProfileChanges {
  name?: string;
  phone?: string;
  defaultLanguage?: string;
  defaultTimezone?: string;
  defaultCountry?: string;
}

export function createProfileRepo() {
  return {
    async find(db: Queryable, accountId: string): Promise<ProfileRow | undefined> {
      const rows = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM accounts WHERE id = $1`, [accountId]);
      return rows[0];
    },

    /** Locks the row for the update that follows (the old values go into the audit event). */
    async findForUpdate(tx: Queryable, accountId: string): Promise<ProfileRow | undefined> {
      const rows = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM accounts WHERE id = $1 FOR UPDATE`, [accountId]);
      return rows[0];
    },

    async update(tx: Queryable, accountId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      const rows = await tx.query<ProfileRow>(
        `UPDATE accounts SET
           name = COALESCE($2, name),
           phone = COALESCE($3, phone),
           default_language = COALESCE($4, default_language),
           default_timezone = COALESCE($5, default_timezone),
           default_country = COALESCE($6, default_country)
         WHERE id = $1
         RETURNING ${PROFILE_COLUMNS}`,
        [
          accountId,
          changes.name ?? null,
          changes.phone ?? null,
          changes.defaultLanguage ?? null,
          changes.defaultTimezone ?? null,
          changes.defaultCountry ?? null,
        ],
      );
      return rows[0];
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
