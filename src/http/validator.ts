import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { parseDateTime } from './instant.js';

const BASE: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * ajv-formats, with `date-time` read as a real instant: ajv-formats already
 * refuses 2024-02-30 and 24:00, but takes the leap second 23:59:60, which no
 * Date can hold (new Date() makes it Invalid Date, and a 500 downstream).
 */
function strict(ajv: Ajv): Ajv {
  addFormats.default(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => parseDateTime(text) !== undefined });
  return ajv;
}

/**
 * Two validators: JSON bodies are checked as sent (a string is not a number,
 * `"5"` is not 5 — a wrong type is a 400), while query strings, path
 * parameters and headers, which are text by nature, are coerced.
 */
export function installValidators(app: FastifyInstance): void {
  const body = strict(new Ajv({ ...BASE, coerceTypes: false }));
  const text = strict(new Ajv({ ...BASE, coerceTypes: 'array' }));
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
