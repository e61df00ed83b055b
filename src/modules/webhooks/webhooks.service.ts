import type { Db, Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import { iso, isoOrNull } from '../../http/instant.js';
import type { PageRequest, PageResult } from '../../http/pagination.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import { checkOutboundUrl, OutboundRefusedError, type OutboundPolicy } from '../../infra/outbound-http.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { auditWorkspaceChange } from '../audit/audit.js';
import { PAYLOAD_VERSION, SUBSCRIBABLE_EVENTS, type EventPayload } from '../events/events.module.js';
import type { JobQueue } from '../jobs/jobs.module.js';
import type { Actor } from '../permissions/access.js';
import type { WorkspaceRecords } from '../workspaces/workspace-records.service.js';
import { enqueueAttempts, queueDelivery, secretAad } from './webhooks.delivery.js';
import type { DeliveryRow, EndpointRow, EndpointStatus, WebhooksRepo } from './webhooks.repo.js';
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDeliveryDto,
  WebhookEndpointCreatedDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './webhooks.schemas.js';
import { newWebhookSecret } from './webhooks.signing.js';

/** Endpoints per workspace: room for every integration, and a bound on the fan-out of one event. */
export const MAX_ENDPOINTS_PER_WORKSPACE = 20;

export interface WebhookServiceDeps {
  db: Db;
  repo: WebhooksRepo;
  queue: JobQueue;
  box: SecretBox;
  clock: Clock;
  workspaces: Pick<WorkspaceRecords, 'lockWorkspace'>;
  policy: Pick<OutboundPolicy, 'allowPrivate' | 'httpsOnly'>;
}

export function toEndpointDto(row: EndpointRow): WebhookEndpointDto {
  return {
    endpointId: row.id,
    url: row.url,
    description: row.description,
    events: [...row.events],
    status: row.status,
    disabledReason: row.disabled_reason,
    consecutiveFailures: row.consecutive_failures,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toDeliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  return {
    deliveryId: row.id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    lastError: row.last_error,
    createdAt: iso(row.created_at),
    lastAttemptAt: isoOrNull(row.last_attempt_at),
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    deliveredAt: isoOrNull(row.delivered_at),
  };
}

/** Catalogue order, without repeats: equal subscriptions look equal. */
const normalizeEvents = (events: readonly string[]): string[] => SUBSCRIBABLE_EVENTS.filter((type) => events.includes(type));

export function createWebhookService(deps: WebhookServiceDeps) {
  const { db, repo } = deps;

  /** The URL as stored; refused as 400 by the rules deliveries obey (scheme, credentials, literal addresses). */
  function checkUrl(raw: string): string {
    const trimmed = raw.trim();
    try {
      return checkOutboundUrl(trimmed, deps.policy).toString();
    } catch (error) {
      if (error instanceof OutboundRefusedError) throw invalidParameter(`url: ${error.message}`);
      throw error;
    }
  }

  async function findEndpoint(actor: Actor, id: string, q: Queryable = db, lock = false): Promise<EndpointRow> {
    const row = await repo.findEndpoint(q, actor.workspace.workspaceId, id, { lock });
    if (!row) throw notFound('webhook endpoint');
    return row;
  }

  /** Runs `change` on the locked endpoint in one transaction with its audit entry; answers the endpoint after it. */
  async function change(actor: Actor, id: string, action: string, apply: (tx: Queryable, row: EndpointRow) => Promise<Record<string, unknown>>): Promise<EndpointRow> {
    await db.transaction(async (tx) => {
      const row = await findEndpoint(actor, id, tx, true);
      const changes = await apply(tx, row);
      await auditWorkspaceChange(tx, actor, { action, targetType: 'webhook_endpoint', targetId: id, changes });
    });
    return findEndpoint(actor, id);
  }

  function setStatus(actor: Actor, id: string, status: EndpointStatus): Promise<WebhookEndpointDto> {
    return change(actor, id, status === 'ENABLED' ? 'webhook.enable' : 'webhook.disable', async (tx, row) => {
      await repo.setStatus(tx, actor.workspace.workspaceId, id, status, status === 'ENABLED' ? null : 'MANUAL');
      return { status: { from: row.status, to: status } };
    }).then(toEndpointDto);
  }

  async function getDelivery(actor: Actor, id: string, deliveryId: string): Promise<WebhookDeliveryDto> {
    const row = await repo.findDelivery(db, actor.workspace.workspaceId, id, deliveryId);
    if (!row) throw notFound('webhook delivery');
    return toDeliveryDto(row);
  }

  const sealSecret = (id: string, secret: string) => deps.box.seal(secret, secretAad(id));

  return {
    eventTypes: (): string[] => [...SUBSCRIBABLE_EVENTS],

    async list(actor: Actor, page: PageRequest): Promise<PageResult<WebhookEndpointDto>> {
      const [rows, total] = await Promise.all([repo.listEndpoints(db, actor.workspace.workspaceId, page), repo.countEndpoints(db, actor.workspace.workspaceId)]);
      return { items: rows.map(toEndpointDto), total };
    },

    get: async (actor: Actor, id: string): Promise<WebhookEndpointDto> => toEndpointDto(await findEndpoint(actor, id)),

    async create(actor: Actor, input: CreateWebhookInput): Promise<WebhookEndpointCreatedDto> {
      const url = checkUrl(input.url);
      const events = normalizeEvents(input.events);
      const description = (input.description ?? '').trim();
      const id = newId('webhookEndpoint');
      const secret = newWebhookSecret();
      await db.transaction(async (tx) => {
        // Counted under the workspace's lock: parallel creations cannot all see room for one more.
        if (!(await deps.workspaces.lockWorkspace(tx, actor.workspace.workspaceId))) throw notFound('workspace');
        if ((await repo.countEndpoints(tx, actor.workspace.workspaceId)) >= MAX_ENDPOINTS_PER_WORKSPACE) {
          throw new AppError('WEBHOOK.LIMIT_REACHED', `at most ${MAX_ENDPOINTS_PER_WORKSPACE}`);
        }
        await repo.insertEndpoint(tx, { id, workspaceId: actor.workspace.workspaceId, url, description, events, secretSealed: sealSecret(id, secret), createdBy: actor.accountId });
        await auditWorkspaceChange(tx, actor, { action: 'webhook.create', targetType: 'webhook_endpoint', targetId: id, changes: { url, events, description } });
      });
      return { ...toEndpointDto(await findEndpoint(actor, id)), secret };
    },

    async update(actor: Actor, id: string, input: UpdateWebhookInput): Promise<WebhookEndpointDto> {
      const url = input.url === undefined ? undefined : checkUrl(input.url);
      const events = input.events === undefined ? undefined : normalizeEvents(input.events);
      const description = input.description?.trim();
      const row = await change(actor, id, 'webhook.update', async (tx, before) => {
        const next = { url: url ?? before.url, events: events ?? before.events, description: description ?? before.description };
        await repo.updateEndpoint(tx, actor.workspace.workspaceId, id, next);
        return {
          ...(url !== undefined && { url: { from: before.url, to: url } }),
          ...(events !== undefined && { events: { from: before.events, to: events } }),
          ...(description !== undefined && { description: { from: before.description, to: description } }),
        };
      });
      return toEndpointDto(row);
    },

    enable: (actor: Actor, id: string) => setStatus(actor, id, 'ENABLED'),
    disable: (actor: Actor, id: string) => setStatus(actor, id, 'DISABLED'),

    /** A new secret at once: the old one stops signing with this answer. */
    async rotateSecret(actor: Actor, id: string): Promise<WebhookSecretDto> {
      const secret = newWebhookSecret();
      await change(actor, id, 'webhook.rotate_secret', async (tx) => {
        await repo.replaceSecret(tx, actor.workspace.workspaceId, id, sealSecret(id, secret));
        return {};
      });
      return { endpointId: id, secret };
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findEndpoint(actor, id, tx, true);
        await repo.deleteEndpoint(tx, actor.workspace.workspaceId, id);
        await auditWorkspaceChange(tx, actor, { action: 'webhook.delete', targetType: 'webhook_endpoint', targetId: id, changes: { url: row.url, events: row.events } });
      });
    },

    /** A `webhook.test` message to this endpoint alone, delivered like any other. */
    async sendTest(actor: Actor, id: string): Promise<WebhookDeliveryDto> {
      const deliveryId = await db.transaction(async (tx) => {
        const row = await findEndpoint(actor, id, tx, true);
        if (row.status === 'DISABLED') throw new AppError('WEBHOOK.ENDPOINT_DISABLED');
        const payload: EventPayload<'webhook.test'> = {
          type: 'webhook.test',
          version: PAYLOAD_VERSION,
          timestamp: new Date(deps.clock.now()).toISOString(),
          workspaceId: actor.workspace.workspaceId,
          data: { endpointId: id, message: 'This is a test event from the Partner Portal.' },
        };
        const queued = await queueDelivery(deps, tx, id, payload);
        await auditWorkspaceChange(tx, actor, { action: 'webhook.test', targetType: 'webhook_endpoint', targetId: id, changes: { deliveryId: queued } });
        return queued;
      });
      return getDelivery(actor, id, deliveryId);
    },

    async listDeliveries(actor: Actor, id: string, page: PageRequest): Promise<PageResult<WebhookDeliveryDto>> {
      await findEndpoint(actor, id);
      const workspaceId = actor.workspace.workspaceId;
      const [rows, total] = await Promise.all([repo.listDeliveries(db, workspaceId, id, page), repo.countDeliveries(db, workspaceId, id)]);
      return { items: rows.map(toDeliveryDto), total };
    },

    getDelivery,

    /** The same message again (same webhook-id, same body), with a fresh run of attempts. */
    async redeliver(actor: Actor, id: string, deliveryId: string): Promise<WebhookDeliveryDto> {
      await db.transaction(async (tx) => {
        const endpoint = await findEndpoint(actor, id, tx, true);
        if (endpoint.status === 'DISABLED') throw new AppError('WEBHOOK.ENDPOINT_DISABLED');
        const delivery = await repo.findDelivery(tx, actor.workspace.workspaceId, id, deliveryId);
        if (!delivery) throw notFound('webhook delivery');
        await repo.markPending(tx, actor.workspace.workspaceId, deliveryId, new Date(deps.clock.now()));
        await enqueueAttempts(deps.queue, tx, deliveryId);
        await auditWorkspaceChange(tx, actor, { action: 'webhook.redeliver', targetType: 'webhook_endpoint', targetId: id, changes: { deliveryId } });
      });
      return getDelivery(actor, id, deliveryId);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
