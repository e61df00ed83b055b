import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Health routes are probes, not work: liveness is never shed (a restart
     * would not help an overloaded process), readiness answers 503 in its own
     * body so the balancer sends traffic elsewhere until the pressure passes.
     */
    probe?: 'liveness' | 'readiness';
  }
}

const RETRY_AFTER_SEC = '2';

export interface LoadSheddingOptions {
  maxEventLoopDelayMs: number;
}

/**
 * Sheds load before the process tips over: while the event loop lags past the
 * limit or the heap nears V8's ceiling, new requests get 503
 * SYSTEM.UNAVAILABLE with Retry-After instead of queueing behind the backlog.
 */
async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleInterval: 250,
    pressureHandler: (request, reply) => {
      const probe = request.routeOptions.config.probe;
      if (probe === 'liveness') return;
      if (probe !== 'readiness') throw new AppError('SYSTEM.UNAVAILABLE', undefined, { 'retry-after': RETRY_AFTER_SEC });
      reply.code(503).header('retry-after', RETRY_AFTER_SEC);
      // under-pressure sends a returned value as the answer (its types only admit void).
      return { status: 'overloaded' } as unknown as void;
    },
  });
}

export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding', fastify: '5.x' });
