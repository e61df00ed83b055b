import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { openDatabase } from './db/open.js';
import { createCoreModules } from './core-modules.js';
import { checkFileStore } from './modules/files/files.module.js';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** The management listener's URL (`MANAGEMENT_PORT`): metrics and the API reference; undefined when they share `url`. */
  managementUrl: string | undefined;
  /** Stops accepting, drains in-flight requests, closes the database. Resolves true when it drained in time. */
  shutdown: () => Promise<boolean>;
}

export const DEMO_EMAIL = 'demo@partner-portal.local';

/** On an empty embedded database, creates a demo account and prints its credentials once. */
async function seedDemoAccount(db: Db, print: (line: string) => void): Promise<void> {
  const { accounts, workspaces } = createCoreModules({ db });
  if ((await accounts.service.countAccounts()) > 0) return;
  const password = randomBytes(15).toString('base64url');
  await workspaces.partnerAccounts.createPartnerAccount({ email: DEMO_EMAIL, password, name: 'Demo Partner' });
  print(`Demo partner account created (shown once): email ${DEMO_EMAIL} password ${password}`);
}

export async function startServer(
  config: Config,
  logger: Logger,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<RunningServer> {
  // Before the database: a start that could not keep files stops before any migration runs.
  await checkFileStore(config);
  const db = await openDatabase(config);
  try {
    if (config.demoAccount && !config.db.url) await seedDemoAccount(db, print);
    const app = await buildApp({ config, db, logger });
    const address = await app.listen({ port: config.http.port, host: config.http.host });
    const managementUrl = await listenManagement(app);
    let closing: Promise<boolean> | undefined;
    const shutdown = (): Promise<boolean> => {
      closing ??= drain(app, db, config.http.shutdownGraceMs);
      return closing;
    };
    return { app, db, url: address, managementUrl, shutdown };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Opens the management port when one is configured; a port that cannot be had stops the start, the public one closed again. */
async function listenManagement(app: FastifyInstance): Promise<string | undefined> {
  try {
    return await app.managementListener?.listen();
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function drain(app: FastifyInstance, db: Db, graceMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const closed = app.close().then(() => true as const);
  const drained = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (!drained) {
    // Grace is over: cut the requests still running so the close (and the process) can finish.
    app.server.closeAllConnections();
    app.managementListener?.closeAllConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  }
  await db.close();
  return drained;
}
