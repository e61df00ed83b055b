import { Ajv, type Options } from 'ajv';
import type { DataValidationCxt, ErrorObject } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { plainDecimal } from '../infra/decimal.js';
import { isEmailAddress } from '../infra/email-address.js';
import { parseDateTime } from './instant.js';

const BASE: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * ajv-formats, with `date-time` read as a real instant: ajv-formats already
 * refuses 2024-02-30 and 24:00, but takes the leap second 23:59:60, which no
 * Date can hold (new Date() makes it Invalid Date, and a 500 downstream).
 */
function strict(ajv: Ajv): Ajv {
  addFormats.default(ajv);
  // `email` is the canonicalizer's rule (it accepts full-width and IDN spellings it can fold, and
  // refuses what it cannot), so a schema never lets through an address the services would refuse.
  ajv.addFormat('email', isEmailAddress);
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => parseDateTime(text) !== undefined });
  addDecimalKeyword(ajv);
  return ajv;
}

/**
 * Schema keyword `x-decimal: true`, on a field typed `["string", "number"]`:
 * a JSON number is replaced, in the request, by its shortest decimal string
 * (0.1 → "0.1", 1e-7 → "0.0000001"), so the string keywords of the same
 * schema (pattern, maxLength) judge it and the handler, the idempotency
 * fingerprint and the audit trail only ever see the string. It runs before
 * them (keywords of every type run before the string ones) and `modifying`
 * makes ajv re-read the value it replaced.
 */
export const DECIMAL_KEYWORD = 'x-decimal';

const NOT_A_DECIMAL: Array<Partial<ErrorObject>> = [{ keyword: DECIMAL_KEYWORD, message: 'must be a finite number or a decimal string', params: {} }];

function addDecimalKeyword(ajv: Ajv): void {
  // ajv clears `errors` before each call and reads it after a failure.
  const toDecimal: ((enabled: boolean, data: unknown, schema: unknown, context?: DataValidationCxt) => boolean) & { errors?: Array<Partial<ErrorObject>> } = (
    enabled,
    data,
    _schema,
    context,
  ) => {
    if (!enabled || typeof data !== 'number') return true;
    const text = plainDecimal(data);
    // Infinity (1e400 parses to it); and an amount is never a whole body, so there is always a parent.
    if (text === undefined || context === undefined) {
      toDecimal.errors = NOT_A_DECIMAL;
      return false;
    }
    (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = text;
    return true;
  };
  ajv.addKeyword({ keyword: DECIMAL_KEYWORD, schemaType: 'boolean', modifying: true, errors: true, validate: toDecimal });
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
