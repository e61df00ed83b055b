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

const AUDIT = 'id, operator_id, action, target_type, target_id, workspace_id, before_state, after_state, reason, request_id, created_at';
const AUDIT_FILTER = `($1::text IS NULL OR workspace_id = $1) AND ($2::text IS NULL OR target_type = $2) AND ($3::text IS NULL OR target_id = $3)`;

/** SQL of the operator API's own table: the append-only audit log of operator actions. */
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
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
