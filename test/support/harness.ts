import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createPostgresDb, type Db } from '../../src/db/client.js';
import { createLogger } from '../../src/infra/logger.js';
import { createTestClock, type TestClock } from './clock.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export const PORTAL_CODE = 'test-portal-code';

/** Default headers a portal client sends (spec 4.1). */
export function portalHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'x-portal-access-code': PORTAL_CODE,
    'x-client-hash': 'test-client-hash',
    accept: 'application/json',
    'user-agent': 'portal-tests/1.0',
    ...extra,
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The time the server decides by: `clock.advance(ms)` instead of sleeping. Its peers share it. */
  clock: TestClock;
  url: string;
  /** The management listener (env `MANAGEMENT_PORT`, 0 for any free port), when the test configured one. */
  managementUrl: string | undefined;
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** fetch relative to the server, JSON body in, parsed JSON out. */
  request: (path: string, init?: JsonRequestInit) => Promise<JsonResponse>;
  close: () => Promise<void>;
}

export interface JsonRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Serialized as JSON unless it is already a string. */
  body?: unknown;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  // Tests read arbitrary JSON: `any` keeps the assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    PORTAL_ACCESS_CODES: PORTAL_CODE,
    // Operator paths accept the same code in tests; test/money-operator.test.ts proves a distinct code is enforced.
    OPERATOR_ACCESS_CODES: PORTAL_CODE,
    LOG_LEVEL: 'info',
    DEMO_ACCOUNT: 'false',
    // Several servers share one test process, and booting one stalls the loop of all: shedding is
    // off unless a test is about it (load-shedding.test.ts turns it on).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  };
}

/** A real listening server on a fresh database, on an ephemeral loopback port. */
export interface TestServerOptions {
  env?: Record<string, string>;
  /** Registers extra (test-only) routes or hooks before the server listens. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** A clock of the test's own (e.g. shared with an SDK client); a fresh one by default. */
  clock?: TestClock;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  return launch(configOn(database, options), database.db, database.drop, options.clock ?? createTestClock(), options);
}

const configOn = (database: TestDatabase, options: TestServerOptions): Config =>
  loadConfig(testEnv({ ...(database.url ? { DATABASE_URL: database.url } : {}), ...options.env }));

/**
 * A server on a database the test keeps (from createTestDatabase), with a
 * configuration of its own: the service restarted with changed variables (a
 * rotated MASTER_KEY, say). Closing it leaves the database open for the next
 * one; the test drops it.
 */
export async function startServerOn(database: TestDatabase, options: TestServerOptions = {}): Promise<TestServer> {
  return launch(configOn(database, options), database.db, async () => undefined, options.clock ?? createTestClock(), options);
}

/**
 * A second instance of `server`'s service (scale-out tests): its own app,
 * memory and — on PostgreSQL — its own connection pool, on the same database
 * and with the same config (MASTER_KEY included) and clock (instances are
 * NTP-synced). On PGlite, which one process owns, it shares the in-process
 * database. Close it before `server`.
 */
export async function startPeerServer(server: TestServer, options: Pick<TestServerOptions, 'configure'> = {}): Promise<TestServer> {
  const url = server.config.db.url;
  if (!url) return launch(server.config, server.db, async () => undefined, server.clock, options);
  const db = createPostgresDb(url, { max: 5 });
  return launch(server.config, db, () => db.close(), server.clock, options);
}

async function launch(
  config: Config,
  db: Db,
  drop: () => Promise<void>,
  clock: TestClock,
  options: Pick<TestServerOptions, 'configure'>,
): Promise<TestServer> {
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({ config, db, logger: createLogger(config.logLevel, sink), clock });
  await options.configure?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const managementUrl = await app.managementListener?.listen();

  const request = async (path: string, init: JsonRequestInit = {}): Promise<JsonResponse> => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${address}${path}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  return {
    app,
    db,
    config,
    clock,
    url: address,
    managementUrl,
    logs,
    request,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
