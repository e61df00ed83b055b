import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths pino blanks in every log line. Request logs carry no headers or
 * bodies by default; this catches anything a handler logs on purpose.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-portal-access-code"]',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.oldPassword',
  '*.code',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.turnstileToken',
  '*.secret',
  '*.encryptedKey',
  '*.privateKey',
  'password',
  'token',
  'secret',
];

/** SQLSTATEs (`23505`), registry codes (`SYSTEM.UNAVAILABLE`) and errnos (`ECONNRESET`): never a secret. */
const SAFE_ERROR_CODE = /^([0-9A-Z]{5}|[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*)$/;

/**
 * `*.code` redaction also blanks `err.code`, which is what makes a 500
 * diagnosable: errors keep a copy as `errorCode` when it has the shape of
 * an error code (a 6-digit MFA code has not).
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && SAFE_ERROR_CODE.test(code)) serialized.errorCode = code;
  return serialized;
}

/** `fields` adds to every line, e.g. the trace and span ids of the active span while tracing (src/infra/tracing.ts). */
export function createLogger(level: string, destination?: DestinationStream, fields?: () => Record<string, string>): Logger {
  return pino(
    {
      level,
      ...(fields && { mixin: fields }),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      base: { service: 'partner-portal-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
