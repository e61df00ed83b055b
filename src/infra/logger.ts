import pino, { type DestinationStream, type Logger } from 'pino';

const CENSOR = '[redacted]';
/** Keys whose value is blanked at the top of a log line's object. */
const SECRET_KEYS: ReadonlySet<string> = new Set(['password', 'token', 'secret']);
/** Keys whose value is blanked one level down, under any top-level key (`body.password`, `session.accessToken`). */
const NESTED_SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'code',
  'token',
  'accessToken',
  'refreshToken',
  'turnstileToken',
  'secret',
  'encryptedKey',
  'privateKey',
]);
/** Request headers blanked wherever a line carries `req.headers`. Request logs carry no headers by default. */
const SECRET_HEADERS = ['authorization', 'x-portal-access-code', 'cookie'] as const;

/**
 * What pino's `redact` option with the paths `password`, `*.password`, `*.code`, … did, as one pass over
 * the line's object: a top-level secret key is blanked, a secret key one level down is blanked in a copy
 * of its parent (the caller's object is never changed), and `req.headers` loses its credentials. pino's
 * `redact` with leading-wildcard paths ran its wildcard redactor on every top-level value of every line
 * and on every child logger's bindings — ~5 µs to make Fastify's per-request child and ~17 µs for the
 * two request lines at `info` (docs/performance.md, "The per-request tax, attributed"); this costs a
 * key lookup per key. Errors go through `serializeError`, which blanks their secret keys (`code`) itself.
 */
export function redactLine(line: Record<string, unknown>): Record<string, unknown> {
  let out = line;
  for (const key in line) {
    const value = line[key];
    const replacement = SECRET_KEYS.has(key) ? CENSOR : redactedChild(key, value);
    if (replacement === value) continue;
    if (out === line) out = { ...line };
    out[key] = replacement;
  }
  return out;
}

/** Keys whose values a serializer writes (Fastify's request and reply, errors): it decides what appears, and writes no secret. */
const SERIALIZED_KEYS: ReadonlySet<string> = new Set(['req', 'res', 'err']);

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with its secret keys blanked (a copy), or `value` itself when it holds none. A Fastify request or
 * reply is left to its serializer: a copy would lose the getters (method, url) the serializer reads.
 */
function redactedChild(key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || ArrayBuffer.isView(value) || value instanceof Error) return value;
  if (SERIALIZED_KEYS.has(key) && !isPlainObject(value)) return value;
  const out = withoutSecrets(value as Record<string, unknown>);
  return key === 'req' ? withoutSecretHeaders(out) : out;
}

function withoutSecrets(record: Record<string, unknown>): Record<string, unknown> {
  let out = record;
  for (const name of Object.keys(record)) {
    if (!NESTED_SECRET_KEYS.has(name)) continue;
    if (out === record) out = { ...record };
    out[name] = CENSOR;
  }
  return out;
}

function withoutSecretHeaders(req: Record<string, unknown>): Record<string, unknown> {
  const headers = req.headers;
  if (typeof headers !== 'object' || headers === null) return req;
  const present = SECRET_HEADERS.filter((name) => (headers as Record<string, unknown>)[name] !== undefined);
  if (present.length === 0) return req;
  return { ...req, headers: { ...headers, ...Object.fromEntries(present.map((name) => [name, CENSOR])) } };
}

/** SQLSTATEs (`23505`), registry codes (`SYSTEM.UNAVAILABLE`) and errnos (`ECONNRESET`): never a secret. */
const SAFE_ERROR_CODE = /^([0-9A-Z]{5}|[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*)$/;

/**
 * An error's `code` is blanked like any nested `code` (it could be a 6-digit MFA code); what makes a
 * 500 diagnosable survives as `errorCode` when it has the shape of an error code.
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && SAFE_ERROR_CODE.test(code)) serialized.errorCode = code;
  return withoutSecrets(serialized);
}

/** `fields` adds to every line, e.g. the trace and span ids of the active span while tracing (src/infra/tracing.ts). */
export function createLogger(level: string, destination?: DestinationStream, fields?: () => Record<string, string>): Logger {
  return pino(
    {
      level,
      ...(fields && { mixin: fields }),
      formatters: { log: redactLine },
      serializers: { err: serializeError },
      base: { service: 'partner-portal-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
