import type { Logger } from 'pino';
import type { Db, Queryable } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import type { SendMail } from '../../infra/mailer.js';
import type { OutboundAnswer, OutboundClient } from '../../infra/outbound-http.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { recordAudit } from '../audit/audit.js';
import type { EventPayload, EventSink } from '../events/events.module.js';
import type { JobContext, JobQueue, TaskDefinition } from '../jobs/jobs.module.js';
import type { EndpointRow, WebhooksRepo } from './webhooks.repo.js';
import { signWebhook } from './webhooks.signing.js';

/** The job task every webhook attempt runs as (docs/jobs.md). */
export const WEBHOOK_TASK = 'webhook.deliver';

/**
 * 15 s after the first failure, four times longer each time, at most a day apart: the ten attempts
 * span about three days (15 s, 1 min, 4 min, 16 min, 64 min, 4.3 h, 17 h, 24 h, 24 h — 70.8 h).
 * No jitter: the delivery row shows when the next attempt is due, and the runner must agree with it.
 */
export function webhookBackoffMs(attempt: number): number {
  return Math.min(15_000 * 4 ** (attempt - 1), 86_400_000);
}

export const WEBHOOK_MAX_ATTEMPTS = 10;

/** Aad of an endpoint's sealed secret. */
export const secretAad = (endpointId: string): string => `webhook:${endpointId}`;

export interface DeliveryMetrics {
  delivery(outcome: 'succeeded' | 'retried' | 'failed'): void;
  endpointDisabled(): void;
}

export interface WebhookDeliveryDeps {
  db: Db;
  repo: WebhooksRepo;
  queue: JobQueue;
  box: SecretBox;
  client: OutboundClient;
  clock: Clock;
  sendMail: SendMail;
  log: Logger;
  failureLimit: number;
  metrics?: DeliveryMetrics;
}

/**
 * Queues the attempts of a delivery row: a job in `tx`, so the row and its job commit together. One
 * queued job per delivery: a redelivery while attempts are still queued adds no second sender.
 */
export function enqueueAttempts(queue: JobQueue, tx: Queryable, deliveryId: string): Promise<boolean> {
  return queue.enqueue(tx, WEBHOOK_TASK, { deliveryId }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS, jobKey: `webhook:${deliveryId}` });
}

/** Writes a delivery (row + job) of `payload` to one endpoint, in `tx`. Answers the delivery id (the webhook-id). */
export async function queueDelivery(deps: Pick<WebhookDeliveryDeps, 'repo' | 'queue' | 'clock'>, tx: Queryable, endpointId: string, payload: EventPayload): Promise<string> {
  const id = newId('webhookMessage');
  await deps.repo.insertDelivery(tx, {
    id,
    endpointId,
    workspaceId: payload.workspaceId,
    eventType: payload.type,
    body: JSON.stringify(payload),
    createdAt: new Date(deps.clock.now()),
  });
  await enqueueAttempts(deps.queue, tx, id);
  return id;
}

/** The events module's sink: one delivery per enabled endpoint of the workspace subscribed to the event. */
export function webhookSink(deps: Pick<WebhookDeliveryDeps, 'repo' | 'queue' | 'clock'>): EventSink {
  return {
    async deliver(tx, payload) {
      for (const endpoint of await deps.repo.subscribers(tx, payload.workspaceId, payload.type)) await queueDelivery(deps, tx, endpoint.id, payload);
    },
    workspacesOwnedBy: (tx, accountId) => deps.repo.workspacesOwnedBy(tx, accountId),
  };
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

function disabledMail(endpoint: EndpointRow, failures: number) {
  return {
    subject: 'A webhook endpoint of your workspace was disabled',
    text:
      `The webhook endpoint ${endpoint.id} (${endpoint.url}) of workspace ${endpoint.workspace_id} failed ${failures} deliveries in a row ` +
      'and was disabled. Events are no longer sent to it. Fix the receiver, then enable the endpoint again in the portal ' +
      '(Webhooks) and redeliver the messages it missed.',
  };
}

/**
 * One attempt of one delivery, as the job runner runs it. The outcome is recorded on the delivery
 * row in one transaction with the endpoint's failure count (and, when that disables the endpoint,
 * the owners' mail). A failure that has attempts left throws, so the runner retries it after
 * `webhookBackoffMs`; the last one returns: the delivery row, not a dead job, is the record.
 */
export function webhookTask(deps: WebhookDeliveryDeps): TaskDefinition<{ deliveryId: string }> {
  const { db, repo, clock, metrics } = deps;

  async function attempt(endpoint: EndpointRow, id: string, body: string): Promise<OutboundAnswer | { error: string }> {
    try {
      const secret = deps.box.open(endpoint.secret_sealed, secretAad(endpoint.id)).toString('utf8');
      const headers = signWebhook(secret, id, Math.floor(clock.now() / 1000), body);
      return await deps.client.post(endpoint.url, { ...headers, 'content-type': 'application/json', 'user-agent': 'PartnerPortal-Webhooks/1' }, body);
    } catch (error) {
      return { error: describe(error) };
    }
  }

  async function recordFailure(tx: Queryable, endpoint: EndpointRow): Promise<void> {
    const { disabled } = await repo.countFailure(tx, endpoint.id, deps.failureLimit);
    if (!disabled) return;
    metrics?.endpointDisabled();
    await recordAudit(tx, {
      workspaceId: endpoint.workspace_id,
      actorAccountId: null,
      action: 'webhook.auto_disable',
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      changes: { status: { from: 'ENABLED', to: 'DISABLED' }, consecutiveFailures: deps.failureLimit },
    });
    deps.log.warn({ webhookEndpoint: endpoint.id, workspace: endpoint.workspace_id }, 'webhook endpoint disabled after failed deliveries');
    const mail = disabledMail(endpoint, deps.failureLimit);
    for (const to of await repo.ownerEmails(tx, endpoint.workspace_id)) await deps.sendMail(tx, { to, ...mail });
  }

  return {
    backoffMs: webhookBackoffMs,
    async run({ deliveryId }, job: JobContext) {
      const found = await repo.forAttempt(db, deliveryId);
      // Deleted with its endpoint, or finished by an earlier run that died before removing its job.
      if (!found || found.delivery.status !== 'PENDING') return;
      const { delivery, endpoint } = found;
      if (endpoint.status === 'DISABLED') {
        await repo.recordAttempt(db, { id: delivery.id, at: new Date(clock.now()), status: 'FAILED', responseStatus: null, responseBody: null, error: 'endpoint disabled', nextAttemptAt: null });
        metrics?.delivery('failed');
        return;
      }
      const answer = await attempt(endpoint, delivery.id, delivery.body);
      const at = new Date(clock.now());
      const succeeded = 'status' in answer && answer.status >= 200 && answer.status < 300;
      const last = job.attempt >= job.maxAttempts;
      const error = 'error' in answer ? answer.error : succeeded ? null : `answered HTTP ${answer.status}`;
      await db.transaction(async (tx) => {
        await repo.recordAttempt(tx, {
          id: delivery.id,
          at,
          status: succeeded ? 'SUCCEEDED' : last ? 'FAILED' : 'PENDING',
          responseStatus: 'status' in answer ? answer.status : null,
          responseBody: 'status' in answer ? answer.body : null,
          error,
          nextAttemptAt: succeeded || last ? null : new Date(at.getTime() + webhookBackoffMs(job.attempt)),
        });
        if (succeeded) await repo.resetFailures(tx, endpoint.id);
        else await recordFailure(tx, endpoint);
      });
      metrics?.delivery(succeeded ? 'succeeded' : last ? 'failed' : 'retried');
      if (!succeeded && !last) throw new Error(error ?? 'failed');
    },
  };
}
