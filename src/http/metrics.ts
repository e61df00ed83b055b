import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LimitStore } from '../infra/rate-limit.js';

export interface MetricsOptions {
  /** Read at each scrape (the limits are decorated after this plugin): which store, and whether it answers. */
  rateLimitStore: () => { store: LimitStore; up: boolean };
}

/**
 * Prometheus metrics at `/metrics`: request count and latency by route
 * pattern (never the raw URL, which would explode cardinality) and status,
 * and whether the shared rate-limit store answers.
 */
async function metrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'rate_limit_store_up',
    help: '1 while the shared rate-limit store answers; 0 while each instance counts its limits on its own',
    labelNames: ['store'] as const,
    registers: [registry],
    collect() {
      const { store, up } = options.rateLimitStore();
      this.reset();
      this.set({ store }, up ? 1 : 0);
    },
  });
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
