import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const BASE: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * Two validators: JSON bodies are checked as sent (a string is not a number,
 * `"5"` is not 5 — a wrong type is a 400), while query strings, path
 * parameters and headers, which are text by nature, are coerced.
 */
export function installValidators(app: FastifyInstance): void {
  const body = addFormats.default(new Ajv({ ...BASE, coerceTypes: false }));
  const text = addFormats.default(new Ajv({ ...BASE, coerceTypes: 'array' }));
  const known = new Set<string>();
  // Shared schemas (app.addSchema at the root) may be added after this runs: sync them at compile time.
  const syncSharedSchemas = () => {
    for (const [id, schema] of Object.entries(app.getSchemas())) {
      if (known.has(id)) continue;
      known.add(id);
      body.addSchema(schema as object);
      text.addSchema(schema as object);
    }
  };
  app.setValidatorCompiler(({ schema, httpPart }) => {
    syncSharedSchemas();
    return (httpPart === 'body' ? body : text).compile(schema);
  });
}
