import { Type } from '@sinclair/typebox';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (`VALIDATION.INVALID_PARAMETER` and others)',
  401: 'Not authenticated (`ACCESS.TOKEN_MISSING`, `ACCESS.TOKEN_INVALID`, `ACCESS.TOKEN_EXPIRED`)',
  403: 'Refused (`ACCESS.PORTAL_MISMATCH`, `ACCESS.PERMISSION_DENIED`, …)',
  404: 'Not found (`RESOURCE.NOT_FOUND`)',
  409: 'Conflict (`RESOURCE.CONFLICT`, `IDEMPOTENCY.KEY_REUSED`)',
  413: 'Too large (`FILE.TOO_LARGE`, `VALIDATION.BODY_TOO_LARGE`)',
  415: 'Unsupported media type (`FILE.TYPE_NOT_ALLOWED`, `FILE.TYPE_MISMATCH`, `VALIDATION.UNSUPPORTED_MEDIA_TYPE`)',
  422: 'Business rule violated (`WALLET.INSUFFICIENT_FUNDS`, …)',
  429: 'Rate limited (`RATE_LIMIT.EXCEEDED`, see `Retry-After`)',
};

/** Documents the error envelope for the given statuses in a route's `response` map. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, Type.Ref('ErrorEnvelope', { description: DESCRIPTIONS[status] ?? 'Error' })]),
  );
}
