import { Writable } from 'node:stream';
import { buildApp } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { loadConfig } from '../src/config.js';
import { createPgliteDb } from '../src/db/client.js';
import { PRODUCTION_SECURE_CHANNEL_GROUPS } from '../src/http/secure-channel-groups.js';
import { createLogger } from '../src/infra/logger.js';

/**
 * The OpenAPI document exactly as the server serves it at /web/v1/openapi.json,
 * built from the route schemas on a throw-away in-memory database (no
 * migrations: building the routes touches no table). With production's
 * default secure-channel groups: the committed document, and the client built
 * from it, state what a production server with default configuration enforces
 * (`x-secure-channel: required` there), not the development default of none.
 */
export async function generateOpenApiDocument(): Promise<unknown> {
  return (await generateOpenApiDocuments()).portal;
}

/** Both documents of one build: the portal's (/web/v1/openapi.json) and the machine API's (/api/v1/openapi.json). */
export async function generateOpenApiDocuments(): Promise<{ portal: unknown; machine: unknown }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DEMO_ACCOUNT: 'false',
    LOG_LEVEL: 'warn',
    SECURE_CHANNEL_REQUIRED: PRODUCTION_SECURE_CHANNEL_GROUPS.join(','),
  });
  const db = await createPgliteDb('memory://');
  // buildApp reads the data keys (and more) from the schema, so the document is made from a migrated database.
  await migrate(db);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp({ config, db, logger: createLogger('warn', silent) });
  try {
    await app.ready();
    return { portal: app.swagger(), machine: app.machineSwagger() };
  } finally {
    await app.close();
    await db.close();
  }
}

function sortedObject<T>(value: Record<string, T> | undefined): Record<string, T> | undefined {
  if (!value) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The committed form: paths and component maps in alphabetical order (so the file changes only when the API
 * does, not when modules register in another order); everything inside keeps the schemas' own order (fields
 * read as the code declares them); two-space indentation, final newline.
 */
export function serializeOpenApiDocument(document: unknown): string {
  const doc = { ...(document as Record<string, unknown>) };
  doc.paths = sortedObject(doc.paths as Record<string, unknown> | undefined);
  const components = doc.components as Record<string, Record<string, unknown>> | undefined;
  if (components) {
    doc.components = Object.fromEntries(Object.entries(components).map(([kind, map]) => [kind, sortedObject(map)]));
  }
  return `${JSON.stringify(doc, null, 2)}\n`;
}
