import fc from 'fast-check';

/**
 * JSON Schema → fast-check arbitraries, for the schema-driven fuzz test.
 * Covers what our route schemas use (TypeBox output: object, string with
 * length/pattern/format/enum, integer/number bounds, boolean, null, array,
 * anyOf, const). Three kinds of values:
 *
 * - `validArbitrary`: values the schema accepts (a `hint` may substitute
 *   realistic values for a named field: real ids, currencies, passwords);
 * - `violationArbitrary`: values the schema refuses, with what was broken
 *   (wrong type, missing or extra property, bounds, pattern, enum, format);
 * - `hostileArbitrary`: values whose strings carry hostile content (NUL,
 *   odd Unicode, impossible dates, huge text) wherever a string may stand.
 *
 * Text parameters (path, query, header) are strings on the wire: the
 * `text*` variants render values the way a client sends them.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

export interface ArbitraryOptions {
  /**
   * Realistic values for a field or parameter named `name` (undefined: the
   * schema alone decides). Mixed with schema-made values, hints first.
   */
  hint?: (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;
}

/** A value the schema refuses (or that carries hostile content) and where/how. */
export interface Mutant {
  value: unknown;
  what: string;
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const;
type JsonType = (typeof JSON_TYPES)[number];

/** Longest string made for an unbounded field: long enough to mean something, short enough to stay fast. */
const FREE_TEXT_MAX = 40;

// ---------------------------------------------------------------------------
// Schema reading

function types(schema: JsonSchema): JsonType[] {
  const declared = schema.type;
  if (typeof declared === 'string') return [declared as JsonType];
  if (Array.isArray(declared)) return declared as JsonType[];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function branches(schema: JsonSchema): JsonSchema[] | undefined {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(list) && list.length > 0 ? list : undefined;
}

function num(schema: JsonSchema, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === 'number' ? value : undefined;
}

/** Every JSON type some branch of the schema admits (undefined: any type). */
function admittedTypes(schema: JsonSchema): Set<JsonType> | undefined {
  const list = branches(schema);
  if (list) {
    const all = new Set<JsonType>();
    for (const branch of list) {
      const admitted = admittedTypes(branch);
      if (!admitted) return undefined;
      for (const type of admitted) all.add(type);
    }
    return all;
  }
  if (schema.const !== undefined || Array.isArray(schema.enum)) {
    const values = schema.const !== undefined ? [schema.const] : (schema.enum as unknown[]);
    return new Set(values.map(jsonTypeOf));
  }
  const declared = types(schema);
  if (declared.length === 0) return undefined;
  const set = new Set(declared);
  if (set.has('number')) set.add('integer');
  return set;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function properties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
}

function requiredOf(schema: JsonSchema): string[] {
  return (schema.required as string[] | undefined) ?? [];
}

function patternOf(schema: JsonSchema): RegExp | undefined {
  return typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
}

// ---------------------------------------------------------------------------
// Valid values

const withinLength = (min: number, max: number) => (text: string) => {
  const length = [...text].length;
  return length >= min && length <= max;
};

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema, 'minLength') ?? 0;
  const maxLength = num(schema, 'maxLength') ?? Math.max(minLength, FREE_TEXT_MAX);
  const pattern = patternOf(schema);
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(withinLength(minLength, maxLength));
    case 'uuid':
      return fc.uuid();
  }
  if (pattern) {
    // Generated from the pattern, then cut to the length bounds (patterns like `\S` say nothing of length).
    return fc.stringMatching(pattern, { size: 'small' }).filter(withinLength(minLength, maxLength));
  }
  const shortMax = Math.min(maxLength, minLength + FREE_TEXT_MAX);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: shortMax }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: shortMax }).filter(withinLength(minLength, maxLength)) },
    // The longest value allowed: the bound itself must be accepted and stored.
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema, 'exclusiveMinimum');
  const exclusiveMax = num(schema, 'exclusiveMaximum');
  if (integer) {
    const min = num(schema, 'minimum') ?? (exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -(2 ** 31));
    const max = num(schema, 'maximum') ?? (exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : 2 ** 31 - 1);
    const bounded = Math.min(max, Math.max(min, 0) + 100);
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min, max: Math.max(min, bounded) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.constantFrom(min, max) },
    );
  }
  const min = num(schema, 'minimum') ?? exclusiveMin ?? -1e9;
  const max = num(schema, 'maximum') ?? exclusiveMax ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter((value) => (exclusiveMin === undefined || value > exclusiveMin) && (exclusiveMax === undefined || value < exclusiveMax));
}

function validObject(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const props = properties(schema);
  const required = requiredOf(schema).filter((key) => key in props);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, propertySchema] of Object.entries(props)) model[key] = validArbitrary(propertySchema, options, key);
  const record = fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
  const additional = schema.additionalProperties;
  if (Object.keys(props).length === 0 && additional && typeof additional === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validArbitrary(additional as JsonSchema, options), { maxKeys: 4 });
  }
  const minProperties = num(schema, 'minProperties') ?? 0;
  return minProperties > 0 ? record.filter((value) => Object.keys(value).length >= minProperties) : record;
}

function validArray(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown[]> {
  const items = (schema.items as JsonSchema | undefined) ?? {};
  const minLength = num(schema, 'minItems') ?? 0;
  const maxLength = Math.min(num(schema, 'maxItems') ?? minLength + 5, minLength + 5);
  const item = validArbitrary(items, options, name);
  return schema.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(item, { minLength, maxLength });
}

function validOfType(type: JsonType, schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'object':
      return validObject(schema, options);
    case 'array':
      return validArray(schema, options, name);
  }
}

/** Values that `schema` accepts; `name` is the field or parameter they are for (for hints). */
export function validArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}, name = ''): fc.Arbitrary<unknown> {
  const generic = schemaValid(schema, options, name);
  const hinted = name ? options.hint?.(name, schema) : undefined;
  return hinted ? fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: generic }) : generic;
}

function schemaValid(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const list = branches(schema);
  if (list) return fc.oneof(...list.map((branch) => validArbitrary(branch, options, name)));
  const declared = types(schema);
  if (declared.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...declared.map((type) => validOfType(type, schema, options, name)));
}

// ---------------------------------------------------------------------------
// Hostile strings

/** Impossible or odd date-times: a date type must refuse them, never roll them over. */
const BAD_DATES = [
  '2024-02-30T00:00:00Z',
  '2023-02-29T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-04-31T12:00:00Z',
  '2024-01-01T24:00:01Z',
  '2024-01-01T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '2024-01-01',
  '1e10',
  'yesterday',
];

const ODD_UNICODE = [
  'a\u0000b',
  '\u0000',
  'trailing\u0000',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  '\ufeffbom',
  'İstanbul',
  '\u212a', // Kelvin sign
  'straße',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301',
  '😀👩‍👩‍👧',
  '\ud800',
  '\udfff lone',
  '\uffff\ufffe',
  'line\u2028sep',
  '\u0001\u001f\u007f',
  'tab\there\r\nCRLF',
  '   ',
  '',
  '%00',
  '../../etc/passwd',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\\u0000',
];

/** Strings a hostile client sends where any string may stand. */
export function hostileString(base?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const arbitraries: Array<fc.WeightedArbitrary<string>> = [
    { weight: 4, arbitrary: fc.constantFrom(...ODD_UNICODE) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_DATES) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), '9'.repeat(400), '\u0000'.repeat(64)) },
  ];
  // A valid value with one hostile character inside: gets past a pattern-less guard, then meets the database.
  if (base) arbitraries.push({ weight: 3, arbitrary: fc.tuple(base, fc.constantFrom('\u0000', '\ud800', '\u202e', '\u0000\u0000')).map(([text, bad]) => `${text}${bad}`) });
  return fc.oneof(...arbitraries);
}

// ---------------------------------------------------------------------------
// Mutants: values with one thing broken

/** A value of each JSON type, for "wrong type" mutants. */
const SAMPLE_OF_TYPE: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.constantFrom('1', 'true', 'null', 'x'),
  number: fc.constantFrom(1.5, -0.5, 1e308, -1e-7),
  integer: fc.constantFrom(0, 1, -1, 2 ** 53 + 2, 10 ** 20),
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.constantFrom({}, { a: 1 }, { __proto__x: null }),
  array: fc.constantFrom([], [1], ['a', null]),
};

type LeafMutator = (schema: JsonSchema, options: ArbitraryOptions, name: string) => Array<fc.Arbitrary<Mutant>>;

const mutant = (what: string) => (value: unknown): Mutant => ({ value, what });

function wrongTypes(schema: JsonSchema): Array<fc.Arbitrary<Mutant>> {
  const admitted = admittedTypes(schema);
  if (!admitted) return [];
  const wrong = JSON_TYPES.filter((type) => !admitted.has(type) && !(type === 'integer' && admitted.has('number')));
  return wrong.map((type) => SAMPLE_OF_TYPE[type].map(mutant(`wrong type (${type})`)));
}

function stringViolations(schema: JsonSchema): Array<fc.Arbitrary<Mutant>> {
  const out: Array<fc.Arbitrary<Mutant>> = [];
  const minLength = num(schema, 'minLength');
  const maxLength = num(schema, 'maxLength');
  if (minLength !== undefined && minLength > 0) out.push(fc.constant('y'.repeat(minLength - 1)).map(mutant(`shorter than minLength ${minLength}`)));
  if (maxLength !== undefined) out.push(fc.constantFrom('y'.repeat(maxLength + 1), 'y'.repeat(Math.max(maxLength * 20, 10_000))).map(mutant(`longer than maxLength ${maxLength}`)));
  const pattern = patternOf(schema);
  if (pattern) {
    out.push(
      fc
        .oneof(fc.constantFrom(' ', 'not matching!', '-1', '1e5', '0x10', '٣', 'Ａ'), fc.string({ maxLength: 12 }))
        .filter((text) => !pattern.test(text))
        .map(mutant(`not matching ${schema.pattern as string}`)),
    );
  }
  if (Array.isArray(schema.enum)) {
    const values = (schema.enum as unknown[]).filter((value): value is string => typeof value === 'string');
    const near = values.flatMap((value) => [value.toLowerCase(), ` ${value}`, `${value}\u0000`]).filter((value) => !values.includes(value));
    out.push(fc.constantFrom('NOT_AN_ENUM_VALUE', ...near).map(mutant('not in enum')));
  }
  if (schema.format === 'date-time') out.push(fc.constantFrom(...BAD_DATES).map(mutant('impossible date-time')));
  if (schema.format === 'email') out.push(fc.constantFrom('no-at-sign', 'a@', '@example.com', 'a@@example.com', 'a b@example.com', 'a@example..com').map(mutant('not an e-mail')));
  return out;
}

function numberViolations(schema: JsonSchema, integer: boolean): Array<fc.Arbitrary<Mutant>> {
  const out: Array<fc.Arbitrary<Mutant>> = [];
  const minimum = num(schema, 'minimum') ?? num(schema, 'exclusiveMinimum');
  const maximum = num(schema, 'maximum') ?? num(schema, 'exclusiveMaximum');
  if (minimum !== undefined) out.push(fc.constantFrom(minimum - 1, -1e308, -(2 ** 63)).map(mutant(`below minimum ${minimum}`)));
  if (maximum !== undefined) out.push(fc.constantFrom(maximum + 1, 1e308, 2 ** 63, 2 ** 53 + 1).map(mutant(`above maximum ${maximum}`)));
  if (integer) out.push(fc.constantFrom(0.5, 1.000001, (minimum ?? 0) + 0.5).map(mutant('not an integer')));
  return out;
}

function violationLeaves(schema: JsonSchema): Array<fc.Arbitrary<Mutant>> {
  const out = wrongTypes(schema);
  if (schema.const !== undefined) out.push(fc.constant(`${String(schema.const)}-other`).map(mutant('not the constant')));
  for (const type of types(schema)) {
    if (type === 'string') out.push(...stringViolations(schema));
    if (type === 'integer' || type === 'number') out.push(...numberViolations(schema, type === 'integer'));
  }
  return out;
}

const violations: LeafMutator = (schema) => violationLeaves(schema);

const hostile: LeafMutator = (schema, options, name) => {
  const admitted = admittedTypes(schema);
  if (admitted && !admitted.has('string')) return [];
  const base = admitted?.has('string') && !branches(schema) ? (validArbitrary(schema, options, name) as fc.Arbitrary<string>) : undefined;
  return [hostileString(base).map(mutant('hostile string'))];
};

/**
 * Mutants of a whole value: one place in it is broken by `leaf`, everything
 * else stays valid. Objects also lose a required property or gain an unknown
 * one (structural breaks) when `structural` is set.
 */
function mutants(schema: JsonSchema, options: ArbitraryOptions, leaf: LeafMutator, structural: boolean, name: string, depth: number): Array<fc.Arbitrary<Mutant>> {
  const out = [...leaf(schema, options, name)];
  if (depth > 4) return out;
  const list = branches(schema);
  if (list) {
    // Inside one branch: the value may then match no branch at all.
    for (const branch of list) out.push(...mutants(branch, options, leaf, structural, name, depth + 1));
    return out;
  }
  const declared = types(schema);
  if (declared.includes('object')) out.push(...objectMutants(schema, options, leaf, structural, depth));
  if (declared.includes('array')) out.push(...arrayMutants(schema, options, leaf, structural, name, depth));
  return out;
}

function objectMutants(schema: JsonSchema, options: ArbitraryOptions, leaf: LeafMutator, structural: boolean, depth: number): Array<fc.Arbitrary<Mutant>> {
  const out: Array<fc.Arbitrary<Mutant>> = [];
  const props = properties(schema);
  const whole = validObject(schema, options);
  if (structural) {
    for (const key of requiredOf(schema)) {
      out.push(whole.map((value) => {
        const { [key]: _dropped, ...rest } = value;
        return { value: rest, what: `missing required ${key}` };
      }));
    }
    // Unknown properties: refused where additionalProperties is false, ignored elsewhere; neither may break the server.
    out.push(
      fc.tuple(whole, fc.constantFrom('unexpected', '__proto__', 'constructor', 'x'.repeat(300), ''), fc.jsonValue({ maxDepth: 1 })).map(([value, key, extra]) => ({
        value: JSON.parse(`{${[...Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(key)}:${JSON.stringify(extra ?? null)}`].join(',')}}`) as unknown,
        what: `extra property ${JSON.stringify(key.slice(0, 20))}`,
      })),
    );
    if ((num(schema, 'minProperties') ?? 0) > 0) out.push(fc.constant({}).map(mutant('fewer properties than minProperties')));
  }
  for (const [key, propertySchema] of Object.entries(props)) {
    const inner = mutants(propertySchema, options, leaf, structural, key, depth + 1);
    if (inner.length === 0) continue;
    out.push(fc.tuple(whole, fc.oneof(...inner)).map(([value, broken]) => ({ value: { ...value, [key]: broken.value }, what: `${key}: ${broken.what}` })));
  }
  return out;
}

function arrayMutants(schema: JsonSchema, options: ArbitraryOptions, leaf: LeafMutator, structural: boolean, name: string, depth: number): Array<fc.Arbitrary<Mutant>> {
  const out: Array<fc.Arbitrary<Mutant>> = [];
  const items = (schema.items as JsonSchema | undefined) ?? {};
  const itemValid = validArbitrary(items, options, name);
  const minItems = num(schema, 'minItems');
  const maxItems = num(schema, 'maxItems');
  if (structural) {
    if (minItems !== undefined && minItems > 0) out.push(fc.array(itemValid, { minLength: minItems - 1, maxLength: minItems - 1 }).map(mutant(`fewer than minItems ${minItems}`)));
    if (maxItems !== undefined) out.push(fc.array(itemValid, { minLength: maxItems + 1, maxLength: maxItems + 3 }).map(mutant(`more than maxItems ${maxItems}`)));
  }
  const inner = mutants(items, options, leaf, structural, name, depth + 1);
  if (inner.length > 0) {
    out.push(
      fc.tuple(fc.array(itemValid, { maxLength: 2 }), fc.oneof(...inner)).map(([rest, broken]) => ({ value: [...rest, broken.value], what: `item: ${broken.what}` })),
    );
  }
  return out;
}

/** Values the schema refuses, each with what was broken; undefined when the schema accepts anything. */
export function violationArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}, name = ''): fc.Arbitrary<Mutant> | undefined {
  const list = mutants(schema, options, violations, true, name, 0);
  return list.length > 0 ? fc.oneof(...list) : undefined;
}

/** Otherwise valid values with a hostile string in one place; undefined when no string can stand anywhere. */
export function hostileArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}, name = ''): fc.Arbitrary<Mutant> | undefined {
  const list = mutants(schema, options, hostile, false, name, 0);
  return list.length > 0 ? fc.oneof(...list) : undefined;
}

// ---------------------------------------------------------------------------
// Text parameters (path, query, header)

/** How a value travels in a query string, path segment or header: text (arrays as repeated values). */
export function asText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(asText);
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** Text that a text parameter of this schema refuses: the same violations, rendered as text, plus unparsable numbers. */
export function textViolationArbitrary(schema: JsonSchema): fc.Arbitrary<Mutant> | undefined {
  const list: Array<fc.Arbitrary<Mutant>> = [];
  for (const type of types(schema)) {
    if (type === 'integer' || type === 'number') {
      list.push(fc.constantFrom('abc', '', ' ', '1.5', '1e400', '99999999999999999999999', '-', '0x10', 'NaN', 'Infinity', '١').map(mutant(`not a ${type}`)));
      list.push(...numberViolations(schema, type === 'integer'));
    }
    if (type === 'boolean') list.push(fc.constantFrom('yes', '2', '').map(mutant('not a boolean')));
    if (type === 'string') list.push(...stringViolations(schema));
    if (type === 'array') {
      const maxItems = num(schema, 'maxItems');
      const items = (schema.items as JsonSchema | undefined) ?? {};
      if (maxItems !== undefined) list.push(fc.constant(Array.from({ length: maxItems + 1 }, (_, i) => `v${i}`)).map(mutant(`more than maxItems ${maxItems}`)));
      const inner = textViolationArbitrary(items);
      if (inner) list.push(inner.map((broken) => ({ value: [broken.value], what: `item: ${broken.what}` })));
    }
  }
  return list.length > 0 ? fc.oneof(...list) : undefined;
}
