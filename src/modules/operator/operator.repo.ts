import type { Queryable } from '../../db/client.js';
import { newId } from '../../infra/ids.js';

export interface AuditRow {
  id: string;
  operator_id: string;
  action: string;
  target_type: string;
  target_id: string;
  workspace_id: string | null;
  before_state: unknown;
  after_state: unknown;
  reason: string | null;
  request_id: string | null;
  created_at: Date;
}

export interface AuditEntry {
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  workspaceId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  requestId: string | null;
}

export interface AdjustmentRow {
  id: string;
  workspace_id: string;
  wallet_id: string;
  currency: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
  journal_id: string;
  operator_id: string;
  created_at: Date;
}

const AUDIT = 'id, operator_id, action, target_type, target_id, workspace_id, before_state, after_state, reason, request_id, created_at';
const AUDIT_FILTER = `($1::text IS NULL OR workspace_id = $1) AND ($2::text IS NULL OR target_type = $2) AND ($3::text IS NULL OR target_id = $3)`;

/** SQL of the operator API: the append-only audit log, wallet adjustments, currencies. */
export function createOperatorRepo() {
  return {
    /** Written in the transaction of the change it records (STYLE.md). */
    async audit(tx: Queryable, e: AuditEntry): Promise<void> {
      await tx.query(
        `INSERT INTO operator_audit_log (id, operator_id, action, target_type, target_id, workspace_id, before_state, after_state, reason, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
        [
          newId('operatorAudit'),
          e.operatorId,
          e.action,
          e.targetType,
          e.targetId,
          e.workspaceId,
          e.before === undefined ? null : JSON.stringify(e.before),
          e.after === undefined ? null : JSON.stringify(e.after),
          e.reason,
          e.requestId,
        ],
      );
    },

    async listAudit(db: Queryable, f: { workspaceId: string | null; targetType: string | null; targetId: string | null }, page: { size: number; offset: number }) {
      return db.query<AuditRow>(`SELECT ${AUDIT} FROM operator_audit_log WHERE ${AUDIT_FILTER} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
        f.workspaceId,
        f.targetType,
        f.targetId,
        page.size,
        page.offset,
      ]);
    },

    async countAudit(db: Queryable, f: { workspaceId: string | null; targetType: string | null; targetId: string | null }): Promise<bigint> {
      const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM operator_audit_log WHERE ${AUDIT_FILTER}`, [f.workspaceId, f.targetType, f.targetId]);
      return rows[0]?.n ?? 0n;
    },

    async insertAdjustment(
      tx: Queryable,
      a: { id: string; workspaceId: string; walletId: string; currency: string; direction: 'CREDIT' | 'DEBIT'; amount: bigint; reason: string; journalId: string; operatorId: string },
    ): Promise<AdjustmentRow> {
      const rows = await tx.query<AdjustmentRow>(
        `INSERT INTO wallet_adjustments (id, workspace_id, wallet_id, currency, direction, amount, reason, journal_id, operator_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING id, workspace_id, wallet_id, currency, direction, amount, reason, journal_id, operator_id, created_at`,
        [a.id, a.workspaceId, a.walletId, a.currency, a.direction, a.amount, a.reason, a.journalId, a.operatorId],
      );
      return rows[0]!;
    },

    async insertCurrency(tx: Queryable, c: { code: string; scale: number; name: string; enabled: boolean }): Promise<void> {
      await tx.query('INSERT INTO currencies (code, scale, name, enabled) VALUES ($1, $2, $3, $4)', [c.code, c.scale, c.name, c.enabled]);
    },

    async updateCurrency(tx: Queryable, code: string, f: { name: string | null; enabled: boolean | null }): Promise<boolean> {
      const rows = await tx.query('UPDATE currencies SET name = COALESCE($2, name), enabled = COALESCE($3, enabled) WHERE code = $1 RETURNING code', [
        code,
        f.name,
        f.enabled,
      ]);
      return rows.length > 0;
    },

    /** Is this an active operator account? The auth guard checked the token's portal; this checks the account itself. */
    async isOperator(db: Queryable, accountId: string): Promise<boolean> {
      const rows = await db.query("SELECT 1 FROM accounts WHERE id = $1 AND portal = 'OPERATOR' AND status = 'ACTIVE'", [accountId]);
      return rows.length > 0;
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
