import { loadConfig } from './config.js';
import { createLogger } from './infra/logger.js';
import { startServer } from './server.js';

const FORCED_EXIT_MS = 2_000;

/**
 * `portal serve` (and `node dist/main.js`): config → tracing when configured → app → listen, and a
 * graceful shutdown on SIGTERM/SIGINT that drains in-flight requests, then sends the last spans, before exiting.
 */
export async function serve(): Promise<number> {
  const config = loadConfig();
  // Only imported when on: without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry code is loaded at all.
  const tracingModule = config.tracing ? await import('./infra/tracing.js') : undefined;
  const logger = createLogger(config.logLevel, undefined, tracingModule?.traceLogFields);
  // Before the server opens the database: the pg instrumentation patches `pg` as it loads.
  const tracing = tracingModule?.startTracing(logger);
  const server = await startServer(config, logger);
  logger.info({ url: server.url, managementUrl: server.managementUrl, database: server.db.engine, tracing: config.tracing }, 'listening');

  return new Promise((resolve) => {
    const stop = (signal: string) => {
      logger.info({ signal }, 'shutting down: draining in-flight requests');
      void server.shutdown().then(async (drained) => {
        await tracing?.shutdown();
        logger.info({ drained }, 'stopped');
        const code = drained ? 0 : 1;
        // Everything is closed; a handle some library left behind must not keep the process alive.
        setTimeout(() => process.exit(code), FORCED_EXIT_MS).unref();
        resolve(code);
      });
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}
