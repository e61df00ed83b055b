import type { TestServer } from './harness.js';

export interface AccountAuditRow {
  action: string;
  actor_account_id: string | null;
  target_type: string;
  client_ip: string | null;
  changes: Record<string, unknown>;
}

/** The account-level audit events about `accountId`, oldest first (read-only look at the trail). */
export function accountAuditTrail(server: TestServer, accountId: string): Promise<AccountAuditRow[]> {
  return server.db.query<AccountAuditRow>(
    `SELECT action, actor_account_id, target_type, client_ip, changes FROM audit_events
      WHERE subject_account_id = $1 ORDER BY created_at, id`,
    [accountId],
  );
}
