import { ensureSnapshot, SNAPSHOT_ENV } from './pglite-snapshot.js';
import { adminUrl, createTemplateDatabase, TEMPLATE_ENV } from './test-db.js';

/**
 * Migrates once per run what every test database starts from: with
 * DATABASE_URL a template database each test file clones, on PGlite a
 * data-directory snapshot each test database loads.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!adminUrl()) {
    process.env[SNAPSHOT_ENV] = await ensureSnapshot();
    return undefined;
  }
  const template = await createTemplateDatabase();
  process.env[TEMPLATE_ENV] = template.name;
  return template.drop;
}
