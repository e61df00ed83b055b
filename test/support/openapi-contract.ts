import { readFileSync } from 'node:fs';
import { createConfig } from '@redocly/openapi-core';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './schema-arbitrary.js';

/**
 * The committed `openapi.json` read as a contract: its operations (with every
 * `$ref` resolved) and a check of an answer against what the operation
 * declares for the answer's status.
 */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface DeclaredResponse {
  /** Media type → schema (undefined schema: any content of that type). Empty: no body. */
  content: Record<string, JsonSchema | undefined>;
  /** Lower-cased header names the answer must carry. */
  requiredHeaders: string[];
  /** Error codes the answer may carry (`x-error-codes` of the response, else of the operation), when the document lists them. */
  errorCodes: Set<string> | undefined;
}

export interface Operation {
  operationId: string;
  method: string;
  /** Templated path, e.g. `/web/v1/partner/roles/{roleBizId}`. */
  path: string;
  parameters: Parameter[];
  body: { mediaType: string; schema: JsonSchema; required: boolean } | undefined;
  /** Status (or `4XX`, `default`) → declaration. */
  responses: Record<string, DeclaredResponse>;
  /** Names of the security schemes any alternative asks for (e.g. `bearer`, `portalAccessCode`). */
  security: Set<string>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, Record<string, unknown>>;
}

export function readOpenApi(file: string): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

function pointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`unresolvable $ref ${ref}`);
  }
  return node;
}

/** A copy of `node` with every local `$ref` replaced by what it points to (siblings of the `$ref` kept). */
function resolveRefs(node: unknown, document: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, document, seen));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') {
    if (seen.includes($ref)) throw new Error(`recursive $ref ${$ref} is not supported`);
    const target = resolveRefs(pointer(document, $ref), document, [...seen, $ref]) as Record<string, unknown>;
    return { ...target, ...(resolveRefs(rest, document, seen) as Record<string, unknown>) };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolveRefs(value, document, seen)]));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** An `x-error-codes` list of strings, if the object has one. */
function errorCodesOf(node: Record<string, unknown>): Set<string> | undefined {
  const list = node['x-error-codes'];
  return Array.isArray(list) && list.every((code) => typeof code === 'string') ? new Set(list as string[]) : undefined;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (resolveRefs(item.parameters ?? [], document) as Parameter[]) ?? [];
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const op = resolveRefs(raw, document) as Record<string, unknown>;
      const own = (op.parameters as Parameter[] | undefined) ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required === true,
        schema: p.schema ?? {},
      }));
      const requestBody = op.requestBody as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
      const [mediaType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const responses: Record<string, DeclaredResponse> = {};
      const operationCodes = errorCodesOf(op);
      for (const [status, declared] of Object.entries((op.responses as Record<string, Record<string, unknown>>) ?? {})) {
        const content = (declared.content as Record<string, { schema?: JsonSchema }> | undefined) ?? {};
        const headers = (declared.headers as Record<string, { required?: boolean }> | undefined) ?? {};
        responses[status] = {
          content: Object.fromEntries(Object.entries(content).map(([type, value]) => [type, value.schema])),
          requiredHeaders: Object.entries(headers)
            .filter(([, header]) => header.required === true)
            .map(([name]) => name.toLowerCase()),
          errorCodes: errorCodesOf(declared) ?? operationCodes,
        };
      }
      const security = new Set(((op.security as Array<Record<string, unknown>> | undefined) ?? []).flatMap((alternative) => Object.keys(alternative)));
      operations.push({
        operationId: (op.operationId as string | undefined) ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: mediaType && media ? { mediaType, schema: media.schema ?? {}, required: requestBody?.required === true } : undefined,
        responses,
        security,
      });
    }
  }
  return operations;
}

/** What came back, as the checker needs it. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

function declarationFor(op: Operation, status: number): DeclaredResponse | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaTypeOf(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** Checks answers against the document: undeclared statuses, media types, headers and bodies that break their schema. */
export function createAnswerChecker() {
  const ajv = addFormats.default(new Ajv({ strict: false, allErrors: true, validateSchema: false }));
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  /** Every way `answer` departs from what `op` declares (empty: it conforms). 5xx is always a problem. */
  return function problemsOf(op: Operation, answer: Answer): string[] {
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`server error ${answer.status}`);
    const declared = declarationFor(op, answer.status);
    if (!declared) {
      problems.push(`status ${answer.status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`);
      return problems;
    }
    for (const header of declared.requiredHeaders) {
      if (!answer.headers.has(header)) problems.push(`declared header ${header} is missing`);
    }
    const types = Object.keys(declared.content);
    if (types.length === 0) {
      if (answer.text !== '') problems.push(`a body came where none is declared: ${answer.text.slice(0, 200)}`);
      return problems;
    }
    const actual = mediaTypeOf(answer.headers);
    const type = types.find((candidate) => mediaMatches(candidate, actual));
    if (!type) {
      problems.push(`media type ${actual || '(none)'} is not declared for ${answer.status} (declared: ${types.join(', ')})`);
      return problems;
    }
    const schema = declared.content[type];
    if (!schema || !isJson(actual)) return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      problems.push('the body is not JSON');
      return problems;
    }
    const validate = validatorOf(schema);
    if (!validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
      problems.push(`body does not match the ${answer.status} schema: ${errors.join('; ')}`);
    }
    const code = (body as { code?: unknown } | null)?.code;
    if (answer.status >= 400 && declared.errorCodes && typeof code === 'string' && !declared.errorCodes.has(code)) {
      problems.push(`error code ${code} is not in the operation's x-error-codes`);
    }
    return problems;
  };
}

/**
 * The Redocly rules both committed documents (portal and machine API) are linted with: recommended, plus an
 * operationId, a summary and a 4xx response on every operation.
 */
export function redoclyConfig() {
  return createConfig({
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
}
