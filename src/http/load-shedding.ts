import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

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
    pressureHandler: () => {
      throw new AppError('SYSTEM.UNAVAILABLE', undefined, { 'retry-after': '2' });
    },
  });
}

export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding', fastify: '5.x' });
