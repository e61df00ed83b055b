import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: readiness fails and new work is refused. */
    isDraining(): boolean;
  }
}

const RETRY_AFTER_SEC = '1';

/**
 * Shutdown's front door. Once close begins, a request that arrives on a kept-alive connection is refused
 * with the usual envelope (503 SYSTEM.UNAVAILABLE, Retry-After) and, registered after CORS, with its headers
 * — Fastify's own return503OnClosing answers before any hook, in a body of its own. Probes still answer:
 * liveness stays up and readiness says it drains, so the balancer moves traffic away instead of restarting
 * us. Every answer finished while draining closes its connection, or a client would hold the socket open
 * until keepAliveTimeout and shutdown could not complete within its grace.
 */
async function draining(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.decorate('isDraining', () => closing);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request) => {
    if (closing && !request.routeOptions.config.probe) {
      throw new AppError('SYSTEM.UNAVAILABLE', undefined, { 'retry-after': RETRY_AFTER_SEC });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export const drainingPlugin = fp(draining, { name: 'draining', fastify: '5.x' });
