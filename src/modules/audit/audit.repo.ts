import type { Queryable } from '../../db/client.js';
import { newId } from '../../infra/ids.js';

/**
 * The audit trail: append-only rows (a trigger refuses UPDATE, DELETE and
 * TRUNCATE). Any module records its security-relevant changes with
 * `recordAudit(tx, event)` inside the transaction of the change itself, so a
 * change and its record commit or roll back together.
 */
export interface AuditEvent {
  /** The workspace the change happened in; null for account-level events (then `subjectAccountId` is required). */
  workspaceId: string | null;
  /** The account whose own security settings changed (password, MFA, IP allow-list, sessions). */
  subjectAccountId?: string | null;
  /** Who did it; null for the system (expiry, a job). */
  actorAccountId: string | null;
  /** `noun.verb`, lower case: `api_key.create`, `member.role_change`, `account.password_change`. */
  action: string;
  /** What kind of thing changed: `api_key`, `role`, `member`, `invitation`, `workspace`, `account`, … */
  targetType: string;
  targetId: string | null;
  clientIp?: string | null;
  requestId?: string | null;
  /** The changed fields (new values, or `{from, to}`); secrets are removed before storing. */
  changes?: Record<string, unknown>;
}

export interface AuditEventRow {
  id: string;
  workspace_id: string | null;
  subject_account_id: string | null;
  actor_account_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  client_ip: string | null;
  request_id: string | null;
  changes: Record<string, unknown>;
  created_at: Date;
}

/** Field names that never reach the trail, whatever a caller passes: secrets, hashes, codes, tokens. */
const SECRET_FIELD = /(secret|password|passwd|token|hash|pepper|seed|private_?key|credential)|^(code|codes|otp|otp_?code|mfa_?code|backup_?codes?|totp|key)$/i;

/** A copy of `changes` without secret-looking fields, at any depth. */
export function redactChanges(value: unknown, depth = 0): unknown {
  if (depth > 5) return '[depth]';
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redactChanges(item, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_FIELD.test(key)) continue;
      out[key] = redactChanges(item, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string' && value.length > 1000) return `${value.slice(0, 1000)}…`;
  return value;
}

/** Appends one audit event in `tx`. */
export async function recordAudit(tx: Queryable, event: AuditEvent): Promise<string> {
  if (event.workspaceId === null && !event.subjectAccountId) throw new Error('an audit event needs a workspace or a subject account');
  const id = newId('auditEvent');
  await tx.query(
    `INSERT INTO audit_events (id, workspace_id, subject_account_id, actor_account_id, action, target_type, target_id,
                               client_ip, request_id, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
    [
      id,
      event.workspaceId,
      event.subjectAccountId ?? null,
      event.actorAccountId,
      event.action,
      event.targetType,
      event.targetId,
      event.clientIp ?? null,
      event.requestId ?? null,
      JSON.stringify(redactChanges(event.changes ?? {})),
    ],
  );
  return id;
}

export interface AuditFilter {
  action?: string;
  actorAccountId?: string;
  from?: Date;
  to?: Date;
}

function whereOf(workspaceId: string, filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [workspaceId];
  const terms = ['e.workspace_id = $1'];
  if (filter.action !== undefined) {
    // `api_key` matches every api_key.* action; `api_key.create` only itself (`_` escaped: it is a LIKE wildcard).
    params.push(filter.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`);
    terms.push(`(e.action = $${params.length - 1} OR e.action LIKE $${params.length})`);
  }
  if (filter.actorAccountId !== undefined) {
    params.push(filter.actorAccountId);
    terms.push(`e.actor_account_id = $${params.length}`);
  }
  if (filter.from !== undefined) {
    params.push(filter.from);
    terms.push(`e.created_at >= $${params.length}`);
  }
  if (filter.to !== undefined) {
    params.push(filter.to);
    terms.push(`e.created_at < $${params.length}`);
  }
  return { sql: terms.join(' AND '), params };
}

export function createAuditRepo() {
  return {
    recordAudit,

    /** One page of a workspace's events, newest first. */
    async listWorkspaceEvents(
      db: Queryable,
      workspaceId: string,
      filter: AuditFilter,
      page: { size: number; offset: number; newestFirst: boolean },
    ): Promise<AuditEventRow[]> {
      const where = whereOf(workspaceId, filter);
      const direction = page.newestFirst ? 'DESC' : 'ASC';
      return db.query<AuditEventRow>(
        `SELECT e.id, e.workspace_id, e.subject_account_id, e.actor_account_id, a.email AS actor_email, e.action, e.target_type,
                e.target_id, e.client_ip, e.request_id, e.changes, e.created_at
           FROM audit_events e LEFT JOIN accounts a ON a.id = e.actor_account_id
          WHERE ${where.sql}
          ORDER BY e.created_at ${direction}, e.id ${direction}
          LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
        [...where.params, page.size, page.offset],
      );
    },

    async countWorkspaceEvents(db: Queryable, workspaceId: string, filter: AuditFilter): Promise<number> {
      const where = whereOf(workspaceId, filter);
      const rows = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM audit_events e WHERE ${where.sql}`, where.params);
      return Number(rows[0]?.n ?? 0n);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
