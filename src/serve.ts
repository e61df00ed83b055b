import { loadConfig } from './config.js';
import { createLogger } from './infra/logger.js';
import { startServer } from './server.js';

const FORCED_EXIT_MS = 2_000;

/**
 * `portal serve` (and `node dist/main.js`): config → app → listen, and a graceful
 * shutdown on SIGTERM/SIGINT that drains in-flight requests before exiting.
 */
export async function serve(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);
  logger.info({ url: server.url, database: server.db.engine }, 'listening');

  return new Promise((resolve) => {
    const stop = (signal: string) => {
      logger.info({ signal }, 'shutting down: draining in-flight requests');
      void server.shutdown().then((drained) => {
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
