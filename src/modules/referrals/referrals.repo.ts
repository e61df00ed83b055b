import type { Queryable } from '../../db/client.js';

export type ReferralCodeStatus = 'ACTIVE' | 'INACTIVE';

export interface ReferralCodeRow {
  id: string;
  workspace_id: string;
  code: string;
  status: ReferralCodeStatus;
  extra_data: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface ReferralRow {
  id: string;
  code: string;
  referred_account_id: string;
  referred_name: string;
  referred_email: string;
  created_at: Date;
}

const CODE_COLUMNS = 'id, workspace_id, code, status, extra_data, created_by, created_at, updated_at';

export function createReferralsRepo() {
  return {
    async findCodeOfWorkspace(db: Queryable, workspaceId: string): Promise<ReferralCodeRow | undefined> {
      const rows = await db.query<ReferralCodeRow>(`SELECT ${CODE_COLUMNS} FROM referral_codes WHERE workspace_id = $1`, [workspaceId]);
      return rows[0];
    },

    async findCode(db: Queryable, workspaceId: string, id: string): Promise<ReferralCodeRow | undefined> {
      const rows = await db.query<ReferralCodeRow>(`SELECT ${CODE_COLUMNS} FROM referral_codes WHERE workspace_id = $1 AND id = $2`, [
        workspaceId,
        id,
      ]);
      return rows[0];
    },

    async findActiveByCode(db: Queryable, code: string): Promise<ReferralCodeRow | undefined> {
      const rows = await db.query<ReferralCodeRow>(`SELECT ${CODE_COLUMNS} FROM referral_codes WHERE code = $1 AND status = 'ACTIVE'`, [code]);
      return rows[0];
    },

    async insertCode(tx: Queryable, row: { id: string; workspaceId: string; code: string; extraData: string | null; createdBy: string }): Promise<void> {
      await tx.query('INSERT INTO referral_codes (id, workspace_id, code, extra_data, created_by) VALUES ($1, $2, $3, $4, $5)', [
        row.id,
        row.workspaceId,
        row.code,
        row.extraData,
        row.createdBy,
      ]);
    },

    async setStatus(tx: Queryable, workspaceId: string, id: string, status: ReferralCodeStatus): Promise<boolean> {
      const rows = await tx.query('UPDATE referral_codes SET status = $3 WHERE workspace_id = $1 AND id = $2 RETURNING id', [workspaceId, id, status]);
      return rows.length > 0;
    },

    async setExtraData(tx: Queryable, workspaceId: string, id: string, extraData: string): Promise<boolean> {
      const rows = await tx.query('UPDATE referral_codes SET extra_data = $3 WHERE workspace_id = $1 AND id = $2 RETURNING id', [
        workspaceId,
        id,
        extraData,
      ]);
      return rows.length > 0;
    },

    /** Records that `accountId` registered with the code; an account is referred at most once (false then). */
    async insertReferral(tx: Queryable, row: { id: string; codeId: string; workspaceId: string; accountId: string; code: string }): Promise<boolean> {
      const rows = await tx.query(
        `INSERT INTO referrals (id, referral_code_id, workspace_id, referred_account_id, code) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (referred_account_id) DO NOTHING RETURNING id`,
        [row.id, row.codeId, row.workspaceId, row.accountId, row.code],
      );
      return rows.length > 0;
    },

    async countReferrals(db: Queryable, workspaceId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM referrals WHERE workspace_id = $1', [workspaceId]);
      return Number(rows[0]?.n ?? 0n);
    },

    async listReferrals(db: Queryable, workspaceId: string, page: { size: number; offset: number }): Promise<ReferralRow[]> {
      return db.query<ReferralRow>(
        `SELECT f.id, f.code, f.referred_account_id, a.name AS referred_name, a.email AS referred_email, f.created_at
           FROM referrals f JOIN accounts a ON a.id = f.referred_account_id
          WHERE f.workspace_id = $1
          ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
        [workspaceId, page.size, page.offset],
      );
    },
  };
}

export type ReferralsRepo = ReturnType<typeof createReferralsRepo>;
