import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { isEmailAddress } from '../infra/email-address.js';

const BASE: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * Two validators: JSON bodies are checked as sent (a string is not a number,
 * `"5"` is not 5 — a wrong type is a 400), while query strings, path
 * parameters and headers, which are text by nature, are coerced.
 */
/**
 * ajv-formats, except `email`: that is the canonicalizer's rule (it accepts
 * full-width and IDN spellings it can fold, and refuses what it cannot), so a
 * schema never lets through an address the services would refuse, nor the reverse.
 */
function withFormats(ajv: Ajv): Ajv {
  return addFormats.default(ajv).addFormat('email', isEmailAddress);
}

export function installValidators(app: FastifyInstance): void {
  const body = withFormats(new Ajv({ ...BASE, coerceTypes: false }));
  const text = withFormats(new Ajv({ ...BASE, coerceTypes: 'array' }));
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
