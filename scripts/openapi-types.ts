import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { declaredErrorCodes, selfCodeOf } from '../src/core/errors.js';
import '../src/error-catalogue.js';
import { PRODUCTION_SECURE_CHANNEL_GROUPS } from '../src/http/secure-channel-groups.js';
import { errorCodesFile, operationsFile, type ServerRegistries } from './openapi-client-facts.js';

export interface ClientFiles {
  /** packages/client/src/schema.d.ts: `paths`, `components`, `operations` types. */
  schema: string;
  /** packages/client/src/operations.ts: what the client needs to know at run time. */
  operations: string;
  /** packages/client/src/error-codes.ts: the registry's codes and each operation's, as types. */
  errorCodes: string;
}

const HEADER = '// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.\n\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  in?: string;
  name?: string;
  required?: boolean;
}

/**
 * Headers the client sets on every call itself (packages/client/src/transport.ts): optional in its types, so a
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

/** The server's own lists, read from its source rather than copied, so the client cannot drift from them. */
function serverRegistries(): ServerRegistries {
  const errorCodes = declaredErrorCodes();
  const selfCodes = [...new Set(errorCodes.map(selfCodeOf))].sort();
  return { errorCodes, selfCodes, productionGroups: PRODUCTION_SECURE_CHANNEL_GROUPS };
}

/** `format: binary` (a file part, a download) is a Blob to a client, not the string JSON Schema calls it. */
const BLOB = ts.factory.createTypeReferenceNode('Blob');

const MACHINE_HEADER = '// Generated from openapi.machine.json by `npm run openapi:types` (openapi-typescript). Do not edit.\n\n';

/** packages/client/src/machine-schema.d.ts: the machine API's `paths`, as it states them (its Idempotency-Key stays required). */
export async function generateMachineSchema(documentText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentText) as OpenAPI3, {
    alphabetize: false,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return MACHINE_HEADER + astToString(ast);
}

/** Types and run-time operation facts for packages/client, from the committed document's text. */
export async function generateClientFiles(documentText: string): Promise<ClientFiles> {
  const document = JSON.parse(documentText) as OpenAPI3;
  const ast = await openapiTS(withClientSuppliedHeadersOptional(document), {
    alphabetize: false,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const registries = serverRegistries();
  return {
    schema: HEADER + astToString(ast),
    operations: HEADER + operationsFile(documentText, registries),
    errorCodes: HEADER + errorCodesFile(documentText, registries),
  };
}
