import type { FastifyInstance } from 'fastify';

/** A partner route that holds the event loop for 600 ms, as a CPU-bound backlog would: what load shedding reacts to. */
export const BLOCKING_PATH = '/web/v1/partner/test/block';

export function addEventLoopBlocker(app: FastifyInstance): void {
  app.get(BLOCKING_PATH, async () => {
    const until = Date.now() + 600;
    while (Date.now() < until) {
      // Busy on purpose: a timer would leave the loop free.
    }
    return { blocked: true };
  });
}
