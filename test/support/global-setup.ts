import { adminUrl, createTemplateDatabase, TEMPLATE_ENV } from './test-db.js';

/** With DATABASE_URL, migrate one template database per run; each test file clones it. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!adminUrl()) return undefined;
  const template = await createTemplateDatabase();
  process.env[TEMPLATE_ENV] = template.name;
  return template.drop;
}
