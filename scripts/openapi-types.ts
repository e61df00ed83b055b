import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export interface ClientFiles {
  /** packages/client/src/schema.d.ts: `paths`, `components`, `operations` types. */
  schema: string;
  /** packages/client/src/operations.ts: what the client needs to know at run time. */
  operations: string;
}

const HEADER = '// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.\n\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  in?: string;
  name?: string;
  required?: boolean;
}

/**
 * Headers the client sets on every call itself (packages/client/src/client.ts): optional in its types, so a
 * typed call need not repeat them, though the document marks some required.
 */
const CLIENT_SUPPLIED_HEADERS = new Set(['x-client-hash', 'x-workspace-id', 'x-request-id', 'x-secure-channel-session-id', 'x-sc-session-id', 'idempotency-key']);

function withClientSuppliedHeadersOptional(document: OpenAPI3): OpenAPI3 {
  const copy = structuredClone(document);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of METHODS) {
      for (const parameter of ((item as Record<string, { parameters?: Parameter[] } | undefined>)[method]?.parameters ?? [])) {
        if (parameter.in === 'header' && CLIENT_SUPPLIED_HEADERS.has(parameter.name?.toLowerCase() ?? '')) parameter.required = false;
      }
    }
  }
  return copy;
}

/** Types and run-time operation facts for packages/client, from the committed document's text. */
export async function generateClientFiles(documentText: string): Promise<ClientFiles> {
  const document = JSON.parse(documentText) as OpenAPI3;
  const ast = await openapiTS(withClientSuppliedHeadersOptional(document), { alphabetize: false });
  const schema = HEADER + astToString(ast);

  // Operations that take an Idempotency-Key (the money-creating POSTs): the client generates one for each call.
  const idempotent: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, { parameters?: Parameter[] } | undefined>)[method];
      const takesKey = operation?.parameters?.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key');
      if (takesKey) idempotent.push(`${method.toUpperCase()} ${path}`);
    }
  }
  idempotent.sort();
  const operations =
    HEADER +
    '/** `METHOD /path/template` of every operation that accepts an `Idempotency-Key` header. */\n' +
    `export const IDEMPOTENT_OPERATIONS: readonly string[] = ${JSON.stringify(idempotent, null, 2).replace(/"/g, "'")};\n`;
  return { schema, operations };
}
