/**
 * The yardstick of bench/tax.ts: a minimal Fastify app answering `/healthz` as ours does, to which the
 * pieces of our stack are added one at a time (`TAX_PIECES`, comma-separated), so each piece's cost per
 * request is measured by addition under the same load as our real app. Not a copy of our plugins: each
 * piece is the smallest thing that does what ours does per request.
 *
 * - `logger`: our pino logger (src/infra/logger.ts) at `warn`, with the request-id log label: Fastify makes
 *   a child logger per request and writes the two request lines only at `info`.
 * - `info`: the same at `info`, lines written to /dev/null (what an operator at the default level pays);
 *   `stdout`: at `info` to stdout, a pipe the bench reads, synchronously as in production;
 *   `stdout-async`: the same through a buffered asynchronous destination (pino.destination({ sync: false })).
 * - `nochild`: with the logger, Fastify's per-request child replaced by the logger itself (what the child costs).
 * - `quiet`: with the logger, `disableRequestLogging` (what the two request-log calls cost when the level drops them).
 * - `reqid`: our request-id generator (a caller's sane `X-Request-Id`, else a random UUID).
 * - `headers`: the three headers every answer carries (x-request-id, cache-control, nosniff), set in an onRequest hook.
 * - `hooks`: as many extra async hooks as our app runs on a healthz (6 onRequest, 2 preValidation, 1 onSend, 1 onResponse), each empty.
 * - `metrics`: prom-client's counter and histogram with method/route/status labels, observed in onResponse.
 * - `pressure`: @fastify/under-pressure with our settings.
 * - `schema`: the route's response schema (fast-json-stringify) instead of JSON.stringify.
 */
import { openSync } from 'node:fs';
import underPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { Counter, Histogram, Registry } from 'prom-client';
import { requestIdFor } from '../src/http/ingress.js';
import { createLogger } from '../src/infra/logger.js';

const pieces = new Set((process.env.TAX_PIECES ?? '').split(',').filter((piece) => piece !== ''));
const has = (piece: string): boolean => pieces.has(piece);

function logging(): Record<string, unknown> {
  const controller = new LogController({ requestIdLogLabel: 'requestId' });
  if (has('stdout')) return { loggerInstance: createLogger('info') as FastifyBaseLogger, logController: controller };
  if (has('stdout-async')) return { loggerInstance: createLogger('info', pino.destination({ fd: 1, sync: false })) as FastifyBaseLogger, logController: controller };
  if (has('info')) {
    const logger = createLogger('info', pino.destination({ fd: openSync('/dev/null', 'w'), sync: false }));
    return { loggerInstance: logger as FastifyBaseLogger, logController: new LogController({ requestIdLogLabel: 'requestId' }) };
  }
  if (has('logger')) {
    return {
      loggerInstance: createLogger('warn') as FastifyBaseLogger,
      logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: has('quiet') }),
      ...(has('nochild') ? { childLoggerFactory: (logger: FastifyBaseLogger) => logger } : {}),
    };
  }
  return { logger: false };
}

const app: FastifyInstance = Fastify({
  ...logging(),
  ...(has('reqid') ? { genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => requestIdFor(request.headers['x-request-id']) } : {}),
  return503OnClosing: false,
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 72_000,
});

if (has('headers')) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
  });
}
if (has('hooks')) {
  for (let i = 0; i < 6; i++) app.addHook('onRequest', async () => {});
  for (let i = 0; i < 2; i++) app.addHook('preValidation', async () => {});
  app.addHook('onSend', async () => {});
  app.addHook('onResponse', async () => {});
}
if (has('metrics')) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'requests', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'latency',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
if (has('pressure')) {
  await app.register(underPressure, { maxEventLoopDelay: 0, maxHeapUsedBytes: 4e9, sampleInterval: 250 });
}

const Status = { type: 'object', properties: { status: { type: 'string' } } } as const;
app.get('/healthz', has('schema') ? { schema: { response: { 200: Status } } } : {}, async () => ({ status: 'ok' }));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: Number(new URL(address).port) })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
