import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema.js';

const CONTEXT_NAME: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Turns ajv's first error into one line that names the field: `body.email is required`. */
export function describeValidation(
  errors: readonly FastifySchemaValidationError[],
  context: SchemaErrorDataVar | undefined,
): string {
  const first = errors[0];
  const root = CONTEXT_NAME[context ?? 'body'] ?? 'body';
  if (!first) return `${root} is invalid`;
  const path = first.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const at = path ? `${root}.${path}` : root;
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'required':
      return `${at === root ? root : at}.${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${at}.${String(params.additionalProperty)} is not allowed`;
    case 'type':
      return `${at} must be ${String(params.type)}`;
    default:
      return `${at} ${first.message ?? 'is invalid'}`;
  }
}
