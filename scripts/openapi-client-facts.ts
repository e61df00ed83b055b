/**
 * What packages/client needs to know about each operation at run time (operations.ts) and the error codes it
 * can meet, as types (error-codes.ts), from the committed OpenAPI document and the server's own registries.
 * Everything is sorted, so the files change only when the API does.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  in?: string;
  name?: string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-error-codes'?: string[];
  'x-secure-channel-group'?: string;
}

export interface ServerRegistries {
  /** Every declared error code, by status then code (src/core/errors.ts declaredErrorCodes). */
  errorCodes: readonly string[];
  /** The 4-digit codes of user-self paths (selfCodeOf over the registry). */
  selfCodes: readonly string[];
  /** The secure-channel groups a production server enforces by default (src/http/secure-channel-groups.ts). */
  productionGroups: readonly string[];
}

type Entry = { key: string; operation: Operation };

function entriesOf(document: { paths?: Record<string, unknown> }): Entry[] {
  const out: Entry[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (operation) out.push({ key: `${method.toUpperCase()} ${path}`, operation });
    }
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (items: readonly string[]) => (items.length ? `[\n${items.map((item) => `  ${quote(item)}`).join(',\n')}\n]` : '[]');
const union = (items: readonly string[]) => (items.length ? items.map(quote).join(' | ') : 'never');

const takesIdempotencyKey = (operation: Operation) =>
  operation.parameters?.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key') ?? false;
const takesMultipart = (operation: Operation) => Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data');
/** A success answer with content, none of it JSON: a download. */
const answersBinary = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, response]) => status.startsWith('2') && response.content && !Object.keys(response.content).some((type) => type.endsWith('json')),
  );

/** packages/client/src/operations.ts */
export function operationsFile(documentText: string, registries: ServerRegistries): string {
  const entries = entriesOf(JSON.parse(documentText) as { paths?: Record<string, unknown> });
  const keys = (test: (operation: Operation) => boolean) => entries.filter((entry) => test(entry.operation)).map((entry) => entry.key);
  const groups = entries
    .filter((entry) => entry.operation['x-secure-channel-group'])
    .map((entry) => `  ${quote(entry.key)}: ${quote(entry.operation['x-secure-channel-group']!)}`);
  return [
    '/** `METHOD /path/template` of every operation that accepts an `Idempotency-Key` header. */',
    `export const IDEMPOTENT_OPERATIONS: readonly string[] = ${list(keys(takesIdempotencyKey))};`,
    '',
    '/** Operations whose body is multipart/form-data: an object body is sent as FormData. */',
    `export const MULTIPART_OPERATIONS: readonly string[] = ${list(keys(takesMultipart))};`,
    '',
    '/** Operations whose success answer is a file, not JSON: read as a Blob unless the call says otherwise. */',
    `export const BINARY_RESPONSE_OPERATIONS: readonly string[] = ${list(keys(answersBinary))};`,
    '',
    '/** The secure-channel group (`x-secure-channel-group`) of every operation whose JSON body may travel encrypted. */',
    `export const SECURE_CHANNEL_OPERATION_GROUPS: Readonly<Record<string, string>> = {\n${groups.join(',\n')}\n};`,
    '',
    '/**',
    ' * The groups a production server enforces unless configured otherwise (src/http/secure-channel-groups.ts):',
    ' * what the client encrypts by default when the server does not advertise its own.',
    ' */',
    `export const DEFAULT_REQUIRED_GROUPS: readonly string[] = ${list(registries.productionGroups)};`,
    '',
  ].join('\n');
}

/** packages/client/src/error-codes.ts; refuses a document naming a code the registry does not declare. */
export function errorCodesFile(documentText: string, registries: ServerRegistries): string {
  const known = new Set([...registries.errorCodes, ...registries.selfCodes]);
  const lines: string[] = [];
  for (const { key, operation } of entriesOf(JSON.parse(documentText) as { paths?: Record<string, unknown> })) {
    const codes = operation['x-error-codes'];
    if (!codes) continue;
    const unknown = codes.filter((code) => !known.has(code));
    if (unknown.length) throw new Error(`${key}: x-error-codes names codes the registry does not declare: ${unknown.join(', ')}`);
    lines.push(`  ${quote(key)}: ${union([...codes].sort())};`);
  }
  return [
    "/** Every code the server's registry declares (src/core/errors.ts), by status then code. */",
    `export type ServerErrorCode =\n  | ${registries.errorCodes.map(quote).join('\n  | ')};`,
    '',
    '/** The 4-digit codes of user-self paths (`/web/v1/users/self/…`). */',
    `export type SelfErrorCode = ${union(registries.selfCodes)};`,
    '',
    '/** The codes each operation can answer (OpenAPI `x-error-codes`), by `METHOD /path/template`. */',
    'export interface OperationErrorCodes {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
