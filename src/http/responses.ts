import { Type, type TSchema } from 'typebox';
import { statusOf, type ErrorCode } from '../core/errors.js';
import '../core/common.errors.js';

/** Schema keyword that carries a route's own error codes to the OpenAPI document (src/http/openapi.ts). */
export const ERROR_CODES_KEYWORD = 'x-error-codes';

/**
 * The failures a route's own rules produce (a service's 404, 409, 422…), for
 * its `response` map: each code's status comes from the registry, so a code
 * is declared once and its status cannot disagree. A routes file that names a
 * module's code imports that module's `<feature>.errors.ts`, so the code is
 * declared before this runs whatever the load order. The failures every route of
 * its kind shares (ingress, token, workspace, permission, secure channel, rate
 * limit, idempotency, 400/500/503) are derived from the route's `config` by the
 * OpenAPI document and need not be listed here.
 */
export function errorResponses(...codes: ErrorCode[]): Record<number, TSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      Type.Ref('ErrorEnvelope', { description: list.map((code) => `\`${code}\``).join(', '), [ERROR_CODES_KEYWORD]: list }),
    ]),
  );
}

/** The route-specific codes found in a route's response map (see `errorResponses`). */
export function routeErrorCodes(response: unknown): ErrorCode[] {
  if (!response || typeof response !== 'object') return [];
  return Object.values(response as Record<string, unknown>).flatMap((schema) => {
    const codes = (schema as Record<string, unknown> | undefined)?.[ERROR_CODES_KEYWORD];
    return Array.isArray(codes) ? (codes as ErrorCode[]) : [];
  });
}
