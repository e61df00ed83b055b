import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

export interface HealthDeps {
  ping: () => Promise<void>;
  /** True once shutdown began: the instance must leave the load balancer at once. */
  isDraining: () => boolean;
  /** False while the shared rate-limit store (Redis) is unreachable and each instance limits on its own. */
  rateLimitStoreUp: () => boolean;
}

const Status = Type.Object({ status: Type.String() });
const Readiness = Type.Object({ status: Type.String(), rateLimitStore: Type.Union([Type.Literal('up'), Type.Literal('down')]) });

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: it can serve). */
export function healthRoutes(deps: HealthDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/healthz', { config: { probe: 'liveness' }, schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));

    app.get('/readyz', { config: { probe: 'readiness' }, schema: { hide: true, response: { 200: Readiness, 503: Status } } }, async (_request, reply) => {
      if (deps.isDraining()) return reply.code(503).send({ status: 'draining' });
      try {
        await deps.ping();
        // Degraded, still ready: the limits hold per instance, and failing readiness would take every
        // instance out of the load balancer at once for a store the API can serve without (docs/passwords-and-registration.md, "Rate limits").
        if (!deps.rateLimitStoreUp()) return { status: 'degraded', rateLimitStore: 'down' as const };
        return { status: 'ready', rateLimitStore: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
    });
  };
}
