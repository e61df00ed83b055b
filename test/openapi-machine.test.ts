import { readFileSync } from 'node:fs';
import { lintFromString } from '@redocly/openapi-core';
import { redoclyConfig } from './support/openapi-contract.js';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocuments, serializeOpenApiDocument } from '../scripts/openapi-document.js';
import { generateMachineSchema } from '../scripts/openapi-types.js';

/**
 * The machine API's committed document (openapi.machine.json), like the portal's (openapi-document.test.ts):
 * what the routes generate, the source of the SDK's machine types, clean under the lint. On failure:
 * `npm run openapi`, review the diff, commit it.
 */
const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Operation {
  operationId?: string;
  security?: unknown;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  'x-error-codes'?: string[];
}

describe('committed machine API document', () => {
  const committed = read('openapi.machine.json');
  const document = JSON.parse(committed) as { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, method, operation })));

  it('is what the route schemas generate (run `npm run openapi` after changing routes)', async () => {
    const generated = serializeOpenApiDocument((await generateOpenApiDocuments()).machine);
    expect(generated === committed, 'openapi.machine.json is stale: run `npm run openapi` and commit the result').toBe(true);
  }, 120_000);

  it('has the SDK machine types generated from it (run `npm run openapi:types`)', async () => {
    expect(read('packages/client/src/machine-schema.d.ts') === (await generateMachineSchema(committed)), 'machine-schema.d.ts is stale').toBe(true);
  }, 60_000);

  it('passes the Redocly lint (recommended rules, operationId, 4xx responses)', async () => {
    const config = await redoclyConfig();
    const problems = await lintFromString({ source: committed, absoluteRef: 'openapi.machine.json', config });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('holds only /api/v1 operations, each behind an API key with the key refusals documented', () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(['apiKey']);
    const violations = operations
      .filter(({ operation }) => JSON.stringify(operation.security) !== JSON.stringify([{ apiKey: [] }]) || !operation['x-error-codes']?.includes('ACCESS.TOKEN_INVALID'))
      .map(({ name }) => name);
    expect(operations.length).toBeGreaterThan(25);
    expect(violations).toEqual([]);
    expect(operations.every(({ name }) => name.split(' ')[1]!.startsWith('/api/v1/'))).toBe(true);
  });

  it('requires Idempotency-Key on every money creation and takes no portal header', () => {
    const creations = ['post /api/v1/transfers', 'post /api/v1/withdrawals', 'post /api/v1/recharges', 'post /api/v1/exchanges'];
    for (const name of creations) {
      const operation = operations.find((op) => op.name === name)?.operation;
      expect(operation?.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key')?.required, name).toBe(true);
    }
    const portalHeaders = operations.filter(({ operation }) => operation.parameters?.some((p) => ['x-workspace-id', 'x-portal-access-code'].includes(p.name.toLowerCase())));
    expect(portalHeaders.map(({ name }) => name)).toEqual([]);
  });
});
