import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { Clock } from '../../infra/clock.js';
import type { SendMail } from '../../infra/mailer.js';
import { createOutboundClient, type OutboundPolicy } from '../../infra/outbound-http.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, type SecretBox } from '../../infra/secret-box.js';
import { createEvents, type Events } from '../events/events.module.js';
import type { JobQueue, JobRunner } from '../jobs/jobs.module.js';
import { secretAad, WEBHOOK_TASK, webhookSink, webhookTask, type DeliveryMetrics } from './webhooks.delivery.js';
import { createWebhooksRepo } from './webhooks.repo.js';
import { webhookRoutes } from './webhooks.routes.js';
import { createWebhookService, type WebhookService, type WebhookServiceDeps } from './webhooks.service.js';

/** The exchange with a receiver: 10 s at most, 1 KiB of its answer kept. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const RESPONSE_BYTES_KEPT = 1024;

export interface WebhooksModuleDeps {
  config: Pick<Config, 'webhooks' | 'masterKey' | 'previousMasterKeys'>;
  db: Db;
  clock: Clock;
  log: Logger;
  jobs: { queue: JobQueue; runner: JobRunner };
  sendMail: SendMail;
  workspaces: WebhookServiceDeps['workspaces'];
  metrics?: DeliveryMetrics;
}

export interface WebhooksModule {
  /** Endpoint management. Needs the auth and workspace guards; secure-channel group `workspaces` (secrets in answers). */
  routes: FastifyPluginAsyncTypebox;
  service: WebhookService;
  /** What every module reports its changes to: each event becomes deliveries to the subscribed endpoints. */
  events: Events;
  /** Closes the kept-alive connections to receivers. */
  close(): void;
}

/** Partner webhooks (docs/webhooks.md): endpoints, signed deliveries on the job queue, and the events they carry. */
export function createWebhooksModule(deps: WebhooksModuleDeps): WebhooksModule {
  const { db, clock } = deps;
  const repo = createWebhooksRepo();
  const box = createSecretBox(deps.config);
  const policy: OutboundPolicy = { ...deps.config.webhooks, timeoutMs: DELIVERY_TIMEOUT_MS, maxResponseBytes: RESPONSE_BYTES_KEPT };
  const client = createOutboundClient(policy);
  const queue = deps.jobs.queue;
  deps.jobs.runner.define(
    WEBHOOK_TASK,
    webhookTask({ db, repo, queue, box, client, clock, sendMail: deps.sendMail, log: deps.log, failureLimit: deps.config.webhooks.failureLimit, metrics: deps.metrics }),
  );
  const service = createWebhookService({ db, repo, queue, box, clock, workspaces: deps.workspaces, policy });
  return {
    routes: inSecureChannelGroup('workspaces', webhookRoutes({ service })),
    service,
    events: createEvents({ sink: webhookSink({ repo, queue, clock }), clock }),
    close: () => client.close(),
  };
}

/** For `portal keys reencrypt`: every endpoint's signing secret. */
export function webhooksSealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  return [sealedColumn({ ...deps, store: createWebhooksRepo().sealedSecrets, context: secretAad })];
}
