import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';

export type EndpointStatus = 'ENABLED' | 'DISABLED';
export type DisabledReason = 'MANUAL' | 'FAILURES';
export type DeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface EndpointRow {
  id: string;
  workspace_id: string;
  url: string;
  description: string;
  events: string[];
  status: EndpointStatus;
  disabled_reason: DisabledReason | null;
  secret_sealed: string;
  consecutive_failures: number;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  workspace_id: string;
  event_type: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  response_status: number | null;
  response_body: string | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}

const ENDPOINT_COLUMNS = `id, workspace_id, url, description, events, status, disabled_reason, secret_sealed, consecutive_failures, created_by, created_at, updated_at`;
const DELIVERY_COLUMNS = `id, endpoint_id, workspace_id, event_type, body, status, attempts, response_status, response_body, last_error, created_at,
  last_attempt_at, next_attempt_at, delivered_at`;

export interface NewEndpoint {
  id: string;
  workspaceId: string;
  url: string;
  description: string;
  events: string[];
  secretSealed: string;
  createdBy: string;
}

export interface AttemptRecord {
  id: string;
  at: Date;
  status: DeliveryStatus;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

/** SQL of `webhook_endpoints` and `webhook_deliveries` (migration 0019). Every workspace-facing statement names the workspace. */
export function createWebhooksRepo() {
  return {
    /** For `portal keys reencrypt`. */
    sealedSecrets: sealedColumnStore<string>({ table: 'webhook_endpoints', key: 'id', column: 'secret_sealed' }),

    async insertEndpoint(tx: Queryable, endpoint: NewEndpoint): Promise<void> {
      await tx.query(
        `INSERT INTO webhook_endpoints (id, workspace_id, url, description, events, secret_sealed, created_by)
         VALUES ($1, $2, $3, $4, $5::text[], $6, $7)`,
        [endpoint.id, endpoint.workspaceId, endpoint.url, endpoint.description, endpoint.events, endpoint.secretSealed, endpoint.createdBy],
      );
    },

    async findEndpoint(db: Queryable, workspaceId: string, id: string, options: { lock?: boolean } = {}): Promise<EndpointRow | undefined> {
      const rows = await db.query<EndpointRow>(
        `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE workspace_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`,
        [workspaceId, id],
      );
      return rows[0];
    },

    async listEndpoints(db: Queryable, workspaceId: string, page: { size: number; offset: number }): Promise<EndpointRow[]> {
      return db.query<EndpointRow>(
        `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [workspaceId, page.size, page.offset],
      );
    },

    async countEndpoints(db: Queryable, workspaceId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM webhook_endpoints WHERE workspace_id = $1', [workspaceId]);
      return Number(rows[0]?.n ?? 0n);
    },

    /** The enabled endpoints of the workspace subscribed to `eventType`: where an event goes. */
    async subscribers(tx: Queryable, workspaceId: string, eventType: string): Promise<Array<{ id: string }>> {
      return tx.query<{ id: string }>(`SELECT id FROM webhook_endpoints WHERE workspace_id = $1 AND status = 'ENABLED' AND $2 = ANY(events)`, [
        workspaceId,
        eventType,
      ]);
    },

    async updateEndpoint(tx: Queryable, workspaceId: string, id: string, fields: { url: string; description: string; events: string[] }): Promise<void> {
      await tx.query('UPDATE webhook_endpoints SET url = $3, description = $4, events = $5::text[] WHERE workspace_id = $1 AND id = $2', [
        workspaceId,
        id,
        fields.url,
        fields.description,
        fields.events,
      ]);
    },

    /** Enabling starts a fresh failure count: the partner says the receiver works again. */
    async setStatus(tx: Queryable, workspaceId: string, id: string, status: EndpointStatus, reason: DisabledReason | null): Promise<void> {
      await tx.query(
        `UPDATE webhook_endpoints SET status = $3, disabled_reason = $4,
                consecutive_failures = CASE WHEN $3 = 'ENABLED' THEN 0 ELSE consecutive_failures END
          WHERE workspace_id = $1 AND id = $2`,
        [workspaceId, id, status, reason],
      );
    },

    async replaceSecret(tx: Queryable, workspaceId: string, id: string, secretSealed: string): Promise<void> {
      await tx.query('UPDATE webhook_endpoints SET secret_sealed = $3 WHERE workspace_id = $1 AND id = $2', [workspaceId, id, secretSealed]);
    },

    /** Deletes the endpoint and (by cascade) its deliveries. */
    async deleteEndpoint(tx: Queryable, workspaceId: string, id: string): Promise<boolean> {
      const rows = await tx.query('DELETE FROM webhook_endpoints WHERE workspace_id = $1 AND id = $2 RETURNING id', [workspaceId, id]);
      return rows.length > 0;
    },

    async insertDelivery(tx: Queryable, delivery: { id: string; endpointId: string; workspaceId: string; eventType: string; body: string; createdAt: Date }): Promise<void> {
      await tx.query(
        `INSERT INTO webhook_deliveries (id, endpoint_id, workspace_id, event_type, body, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [delivery.id, delivery.endpointId, delivery.workspaceId, delivery.eventType, delivery.body, delivery.createdAt],
      );
    },

    async findDelivery(db: Queryable, workspaceId: string, endpointId: string, id: string): Promise<DeliveryRow | undefined> {
      const rows = await db.query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE workspace_id = $1 AND endpoint_id = $2 AND id = $3`,
        [workspaceId, endpointId, id],
      );
      return rows[0];
    },

    async listDeliveries(db: Queryable, workspaceId: string, endpointId: string, page: { size: number; offset: number }): Promise<DeliveryRow[]> {
      return db.query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE workspace_id = $1 AND endpoint_id = $2
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [workspaceId, endpointId, page.size, page.offset],
      );
    },

    async countDeliveries(db: Queryable, workspaceId: string, endpointId: string): Promise<number> {
      const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM webhook_deliveries WHERE workspace_id = $1 AND endpoint_id = $2', [
        workspaceId,
        endpointId,
      ]);
      return Number(rows[0]?.n ?? 0n);
    },

    /** A delivery queued again by hand: pending, its id (the webhook-id) kept. */
    async markPending(tx: Queryable, workspaceId: string, id: string, at: Date): Promise<void> {
      await tx.query(`UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = $3 WHERE workspace_id = $1 AND id = $2`, [workspaceId, id, at]);
    },

    /** What one attempt needs, by delivery id alone (the job knows no workspace): the message and its endpoint. */
    async forAttempt(db: Queryable, id: string): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
      const deliveries = await db.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`, [id]);
      const delivery = deliveries[0];
      if (!delivery) return undefined;
      const endpoints = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1`, [delivery.endpoint_id]);
      return endpoints[0] && { delivery, endpoint: endpoints[0] };
    },

    async recordAttempt(tx: Queryable, attempt: AttemptRecord): Promise<void> {
      await tx.query(
        `UPDATE webhook_deliveries
            SET attempts = attempts + 1, status = $3, response_status = $4, response_body = $5, last_error = $6, last_attempt_at = $2,
                next_attempt_at = $7, delivered_at = CASE WHEN $3 = 'SUCCEEDED' THEN $2 ELSE delivered_at END
          WHERE id = $1`,
        [attempt.id, attempt.at, attempt.status, attempt.responseStatus, attempt.responseBody, attempt.error, attempt.nextAttemptAt],
      );
    },

    async resetFailures(tx: Queryable, endpointId: string): Promise<void> {
      await tx.query('UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures <> 0', [endpointId]);
    },

    /**
     * Counts a failed attempt and, when the run reaches `limit`, disables the endpoint. Answers true
     * only to the one attempt that disabled it (the row lock orders concurrent attempts).
     */
    async countFailure(tx: Queryable, endpointId: string, limit: number): Promise<{ disabled: boolean }> {
      const rows = await tx.query<{ disabled: boolean }>(
        `UPDATE webhook_endpoints e
            SET consecutive_failures = e.consecutive_failures + 1,
                status = CASE WHEN e.status = 'ENABLED' AND e.consecutive_failures + 1 >= $2 THEN 'DISABLED' ELSE e.status END,
                disabled_reason = CASE WHEN e.status = 'ENABLED' AND e.consecutive_failures + 1 >= $2 THEN 'FAILURES' ELSE e.disabled_reason END
           FROM (SELECT id, status FROM webhook_endpoints WHERE id = $1 FOR UPDATE) prior
          WHERE e.id = prior.id
         RETURNING (prior.status = 'ENABLED' AND e.status = 'DISABLED') AS disabled`,
        [endpointId, limit],
      );
      return { disabled: rows[0]?.disabled === true };
    },

    /** The workspaces `accountId` holds the OWNER role of. */
    async workspacesOwnedBy(tx: Queryable, accountId: string): Promise<string[]> {
      const rows = await tx.query<{ workspace_id: string }>(
        `SELECT m.workspace_id FROM memberships m JOIN roles r ON r.id = m.role_id WHERE m.account_id = $1 AND r.role_type = 'OWNER' ORDER BY m.workspace_id`,
        [accountId],
      );
      return rows.map((row) => row.workspace_id);
    },

    /** The e-mail addresses of the workspace's owners: who hears that an endpoint was disabled. */
    async ownerEmails(tx: Queryable, workspaceId: string): Promise<string[]> {
      const rows = await tx.query<{ email: string }>(
        `SELECT a.email FROM memberships m JOIN roles r ON r.id = m.role_id JOIN accounts a ON a.id = m.account_id
          WHERE m.workspace_id = $1 AND r.role_type = 'OWNER' ORDER BY a.email`,
        [workspaceId],
      );
      return rows.map((row) => row.email);
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
