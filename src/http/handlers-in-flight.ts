import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no route handler is running (at once when none is). */
    handlersIdle(): Promise<void>;
  }
}

/**
 * Counts running route handlers. The HTTP server closes once its sockets do,
 * but a handler whose client hung up keeps running — and querying. Shutdown
 * waits for this count (an onClose hook in app.ts) before mail is flushed and
 * the database pool ends, so such a handler finishes its work instead of
 * failing halfway against a closed pool.
 */
async function handlersInFlight(app: FastifyInstance): Promise<void> {
  let running = 0;
  const waiters: Array<() => void> = [];

  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // Only async handlers: their promise is their whole life (a sync one may answer later through reply).
    if (handler.constructor.name !== 'AsyncFunction') return;
    route.handler = async function counted(this: FastifyInstance, ...args: Parameters<RouteHandlerMethod>) {
      running += 1;
      try {
        return await (handler as RouteHandlerMethod).apply(this, args);
      } finally {
        running -= 1;
        if (running === 0) for (const wake of waiters.splice(0)) wake();
      }
    } as RouteHandlerMethod;
  });

  app.decorate('handlersIdle', () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))));
}

export const handlersInFlightPlugin = fp(handlersInFlight, { name: 'handlers-in-flight', fastify: '5.x' });
