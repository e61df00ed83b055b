import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ConnectionStats } from '../db/client.js';
import { LOGIN_LOCKOUT, type LimitStore } from '../infra/rate-limit.js';
import { RATE_LIMIT_DEFAULTS } from '../infra/rate-limit-rules.js';

export interface MetricsOptions {
  /** Read at each scrape (the limits are decorated after this plugin): which store, and whether it answers. */
  rateLimitStore: () => { store: LimitStore; up: boolean };
  /** Read at each scrape: the database's connections. */
  connections: () => ConnectionStats;
  /** `GIT_COMMIT`, when the build said which. */
  buildCommit: string | undefined;
  /** `MAIL_TRANSPORT`: its counters start at 0, so the first failure already shows as an increase. */
  mailTransport: string;
}

/**
 * The counters the rest of the application reports to, as narrow ports: each
 * consumer (rate limits, mailer, sign-in) declares the interface it needs and
 * gets one of these, so none of them imports this file or prom-client.
 * Labels are closed sets given by the callers' types: no ids, no addresses.
 */
export interface AppMetrics {
  readonly registry: Registry;
  readonly rateLimits: { rejected(limiter: string): void };
  readonly mail: { sent(transport: string): void; failed(transport: string): void; retried(transport: string): void; dead(transport: string): void };
  /** Webhook delivery attempts by outcome: `succeeded`, `retried` (failed, tried again later), `failed` (the last attempt failed, or the endpoint was off), and endpoints the failure limit disabled. */
  readonly webhooks: { delivery(outcome: 'succeeded' | 'retried' | 'failed'): void; endpointDisabled(): void };
  readonly signIn: {
    login(portal: string, outcome: string): void;
    mfaVerification(method: string, outcome: string): void;
  };
  /** Schedules (docs/jobs.md): runs by outcome and rows changed, by schedule name (a closed set of the code). */
  readonly schedules: { run(schedule: string, outcome: string): void; rows(schedule: string, rows: number): void };
}

/** `version` of package.json, next to src/ and dist/ alike. */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function buildInfo(registry: Registry, commit: string | undefined): void {
  const info = new Gauge({
    name: 'portal_build_info',
    help: 'Always 1; the labels say which build runs: package version, Node version and, when GIT_COMMIT was given, the commit',
    labelNames: ['version', 'node_version', 'commit'] as const,
    registers: [registry],
  });
  info.set({ version: packageVersion(), node_version: process.versions.node, ...(commit ? { commit } : {}) }, 1);
}

function connectionGauges(registry: Registry, connections: () => ConnectionStats): void {
  const gauge = (name: string, help: string, read: (stats: ConnectionStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(connections()));
      },
    });
  gauge('db_pool_connections', 'Database connections open (busy or idle)', (stats) => stats.open);
  gauge('db_pool_idle_connections', 'Database connections open and idle', (stats) => stats.idle);
  gauge('db_pool_waiting_requests', 'Queries or transactions waiting for a free database connection', (stats) => stats.waiting);
  gauge('db_pool_max_connections', 'Most database connections this instance opens (DATABASE_POOL_MAX; 1 on PGlite)', (stats) => stats.max);
}

function rateLimitStoreGauge(registry: Registry, read: MetricsOptions['rateLimitStore']): void {
  new Gauge({
    name: 'rate_limit_store_up',
    help: '1 while the shared rate-limit store answers; 0 while each instance counts its limits on its own',
    labelNames: ['store'] as const,
    registers: [registry],
    collect() {
      const { store, up } = read();
      this.reset();
      this.set({ store }, up ? 1 : 0);
    },
  });
}

/** Builds the registry and the counters every part of the application reports to. */
export function createMetrics(options: MetricsOptions): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  buildInfo(registry, options.buildCommit);
  connectionGauges(registry, options.connections);
  rateLimitStoreGauge(registry, options.rateLimitStore);

  const rejections = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Attempts refused with 429, by the limiter that refused (a limit name, or login.lockout for a locked address)',
    labelNames: ['limiter'] as const,
    registers: [registry],
  });
  for (const limiter of [...Object.keys(RATE_LIMIT_DEFAULTS), LOGIN_LOCKOUT]) rejections.inc({ limiter }, 0);

  const mailLabels = ['transport'] as const;
  const sent = new Counter({ name: 'mail_sent_total', help: 'Mails handed to the transport (SMTP relay, or the outbox table)', labelNames: mailLabels, registers: [registry] });
  const failed = new Counter({
    name: 'mail_send_failures_total',
    help: 'Delivery attempts the transport refused or could not take; each is retried (mail_retries_total) or given up (mail_dead_total)',
    labelNames: mailLabels,
    registers: [registry],
  });
  const retried = new Counter({
    name: 'mail_retries_total',
    help: 'Failed delivery attempts that are tried again later, with backoff',
    labelNames: mailLabels,
    registers: [registry],
  });
  const dead = new Counter({
    name: 'mail_dead_total',
    help: 'Mails that failed every attempt (MAIL_MAX_ATTEMPTS) and are dead: the recipient never gets that code or link until portal mail retry',
    labelNames: mailLabels,
    registers: [registry],
  });
  for (const counter of [sent, failed, retried, dead]) counter.inc({ transport: options.mailTransport }, 0);

  const webhookDeliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: succeeded (2xx), retried (failed, another attempt is scheduled), failed (given up)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['succeeded', 'retried', 'failed']) webhookDeliveries.inc({ outcome }, 0);
  const webhookEndpointsDisabled = new Counter({
    name: 'webhook_endpoints_disabled_total',
    help: 'Webhook endpoints disabled by the server after WEBHOOK_FAILURE_LIMIT failed attempts in a row',
    registers: [registry],
  });

  const logins = new Counter({
    name: 'auth_logins_total',
    help: 'Login steps by portal and outcome: initiate ends in mfa_required or a refusal, complete in success or a refusal',
    labelNames: ['portal', 'outcome'] as const,
    registers: [registry],
  });
  const verifications = new Counter({
    name: 'auth_mfa_verifications_total',
    help: 'Second-factor codes checked, at login and at step-up, by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });

  const scheduleRuns = new Counter({
    name: 'schedule_runs_total',
    help: 'Schedule runs by outcome: done, skipped (its interval ran already, on this or another instance), retry, dead',
    labelNames: ['schedule', 'outcome'] as const,
    registers: [registry],
  });
  const scheduleRows = new Counter({
    name: 'schedule_rows_total',
    help: 'Rows schedule runs expired or deleted',
    labelNames: ['schedule'] as const,
    registers: [registry],
  });

  return {
    registry,
    schedules: {
      run: (schedule, outcome) => scheduleRuns.inc({ schedule, outcome }),
      rows: (schedule, rows) => scheduleRows.inc({ schedule }, rows),
    },
    rateLimits: { rejected: (limiter) => rejections.inc({ limiter }) },
    mail: {
      sent: (transport) => sent.inc({ transport }),
      failed: (transport) => failed.inc({ transport }),
      retried: (transport) => retried.inc({ transport }),
      dead: (transport) => dead.inc({ transport }),
    },
    webhooks: { delivery: (outcome) => webhookDeliveries.inc({ outcome }), endpointDisabled: () => webhookEndpointsDisabled.inc() },
    signIn: {
      login: (portal, outcome) => logins.inc({ portal: portal.toLowerCase(), outcome }),
      mfaVerification: (method, outcome) => verifications.inc({ method: method.toLowerCase(), outcome }),
    },
  };
}

/**
 * Prometheus metrics at `/metrics`: request count and latency by route
 * pattern (never the raw URL, which would explode cardinality) and status,
 * besides what `createMetrics` registered.
 */
async function metrics(app: FastifyInstance, options: { metrics: AppMetrics }): Promise<void> {
  const { registry } = options.metrics;
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests served', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics', fastify: '5.x' });
