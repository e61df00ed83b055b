import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

export interface HealthDeps {
  ping: () => Promise<void>;
  /** True once shutdown began: the instance must leave the load balancer at once. */
  isDraining: () => boolean;
}

const Status = Type.Object({ status: Type.String() });

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: it can serve). */
export function healthRoutes(deps: HealthDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/healthz', { config: { probe: 'liveness' }, schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));

    app.get('/readyz', { config: { probe: 'readiness' }, schema: { hide: true, response: { 200: Status, 503: Status } } }, async (_request, reply) => {
      if (deps.isDraining()) return reply.code(503).send({ status: 'draining' });
      try {
        await deps.ping();
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
    });
  };
}
