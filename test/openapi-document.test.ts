import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, serializeOpenApiDocument } from '../scripts/openapi-document.js';
import { generateClientFiles } from '../scripts/openapi-types.js';

/**
 * The committed openapi.json (and the client types generated from it) must be what the code produces now,
 * and must pass the lint. On failure: `npm run openapi`, review the diff, commit it.
 */
const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, { description?: string; content?: unknown }>;
}

/** Operations with no failure to document: public, no input, no guard. Each with its reason. */
const NO_ERROR_RESPONSES: Record<string, string> = {
  'get /.well-known/jwks.json': 'public key set: no portal code, no input, nothing to refuse',
};

let committed: string;
let document: { paths: Record<string, Record<string, Operation>> };

function operations(): Array<{ name: string; operation: Operation }> {
  const out: Array<{ name: string; operation: Operation }> = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) out.push({ name: `${method} ${path}${operation.operationId ? ` (${operation.operationId})` : ''}`, operation });
    }
  }
  return out;
}

/** `method path (operationId)` of a JSON pointer into the document, for lint messages. */
function operationAt(pointer: string): string {
  const match = /^#\/paths\/([^/]+)\/([a-z]+)/.exec(pointer);
  if (!match) return pointer || 'document';
  const path = decodeURIComponent(match[1]!).replace(/~1/g, '/').replace(/~0/g, '~');
  const operation = document.paths[path]?.[match[2]!];
  return `${match[2]} ${path}${operation?.operationId ? ` (${operation.operationId})` : ''}`;
}

beforeAll(() => {
  committed = read('openapi.json');
  document = JSON.parse(committed) as typeof document;
});

describe('committed OpenAPI document', () => {
  it('is what the route schemas generate (run `npm run openapi` after changing routes)', async () => {
    const generated = serializeOpenApiDocument(await generateOpenApiDocument());
    if (generated !== committed) {
      const was = committed.split('\n');
      const now = generated.split('\n');
      let line = 0;
      while (line < was.length && was[line] === now[line]) line++;
      const around = (lines: string[]) => lines.slice(Math.max(0, line - 3), line + 4).join('\n');
      expect.fail(
        `openapi.json is stale: run \`npm run openapi\` and commit the result. First difference at line ${line + 1}:\n` +
          `committed:\n${around(was)}\ngenerated:\n${around(now)}`,
      );
    }
  }, 120_000);

  it('has client types generated from it (run `npm run openapi:types`)', async () => {
    const files = await generateClientFiles(committed);
    expect(read('packages/client/src/schema.d.ts') === files.schema, 'packages/client/src/schema.d.ts is stale').toBe(true);
    expect(read('packages/client/src/operations.ts')).toBe(files.operations);
  }, 60_000);

  it('passes the Redocly lint (recommended rules, operationId, 4xx responses)', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        'operation-operationId': 'error',
        'operation-operationId-unique': 'error',
        'operation-summary': 'error',
        'operation-4xx-response': 'error',
        // Not applicable (yet): the served document names no server (the portal sits behind whatever host
        // serves it) and no license. `security` comes from each route's `config.auth` (src/http/openapi.ts).
        'no-empty-servers': 'off',
        'info-license': 'off',
        // Shared schemas (ErrorEnvelope…) are registered globally; some are used only by some deployments.
        'no-unused-components': 'off',
      },
    });
    const problems = await lintFromString({ source: committed, absoluteRef: 'openapi.json', config });
    const exempt = new Set(Object.keys(NO_ERROR_RESPONSES).map((name) => name.split(' ')[1]!));
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .filter((problem) => !(problem.ruleId === 'operation-4xx-response' && [...exempt].some((path) => problem.location[0]?.pointer?.includes(path.replace(/\//g, '~1')))))
      .map((problem) => `${operationAt(problem.location[0]?.pointer ?? '')}: ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? '?'})`);
    expect(errors).toEqual([]);
  });

  it('gives every operation an operationId and tags', () => {
    const violations = operations()
      .filter(({ operation }) => !operation.operationId || !operation.tags?.length)
      .map(({ name, operation }) => `${name}: ${operation.operationId ? '' : 'no operationId '}${operation.tags?.length ? '' : 'no tags'}`);
    expect(violations).toEqual([]);
  });

  it('documents error responses with the error envelope and the codes they carry', () => {
    const violations: string[] = [];
    for (const { name, operation } of operations()) {
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => /^[45]/.test(status));
      if (errors.length === 0 && !NO_ERROR_RESPONSES[name.replace(/ \(.*\)$/, '')]) violations.push(`${name}: no error response documented`);
      for (const [status, response] of errors) {
        if (!/`[A-Z0-9_]+(\.[A-Z0-9_]+)*`/.test(response.description ?? '')) violations.push(`${name}: ${status} names no error code`);
        if (!JSON.stringify(response.content ?? {}).includes('Error')) violations.push(`${name}: ${status} has no error body schema`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('gives every money amount an example', () => {
    const violations = new Set<string>();
    const amountName = /(amount|balance|fee)s?$/i;
    const hasExample = (schema: Record<string, unknown>): boolean => {
      if (schema.examples !== undefined || schema.example !== undefined) return true;
      const branches = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
      if (!branches) return schema.type !== 'string';
      return branches.every((branch) => branch.type === 'null' || hasExample(branch));
    };
    const walk = (node: unknown, operation: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item) => walk(item, operation));
      const schema = node as Record<string, unknown>;
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (amountName.test(field) && !hasExample(property)) violations.add(`${operation}: ${field} has no example`);
      }
      for (const value of Object.values(schema)) walk(value, operation);
    };
    for (const { name, operation } of operations()) walk(operation, name);
    expect([...violations]).toEqual([]);
  });
});
