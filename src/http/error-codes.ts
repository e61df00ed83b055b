/**
 * The closed registry of error codes: the spec's table plus DESIGN.md's
 * additions. The HTTP status is looked up from the code, never chosen at the
 * throw site, so one code always means one status.
 */
export const ERROR_STATUS = {
  'VALIDATION.INVALID_PARAMETER': 400,
  'VALIDATION.BODY_TOO_LARGE': 413,
  'VALIDATION.UNSUPPORTED_MEDIA_TYPE': 415,
  'SECURE_CHANNEL.INVALID_PAYLOAD': 400,
  'SECURE_CHANNEL.KEY_NOT_FOUND': 400,
  'SECURE_CHANNEL.SESSION_NOT_FOUND': 400,
  'SECURE_CHANNEL.DECRYPT_FAILED': 400,
  'SECURE_CHANNEL.REPLAY': 400,
  'SECURE_CHANNEL.REQUIRED': 400,
  GA2031: 400,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.MFA_CODE_INVALID': 400,
  'AUTH.CLIENT_MISMATCH': 400,
  'AUTH.ACCOUNT_PENDING_APPROVAL': 403,
  'AUTH.SESSION_NOT_FOUND': 404,
  'AUTH.PASSWORD_POLICY_VIOLATION': 400,
  'AUTH.PASSWORD_INCORRECT': 400,
  'AUTH.PASSWORD_TOKEN_INVALID': 400,
  'AUTH.VERIFICATION_CODE_INVALID': 400,
  'AUTH.REGISTRATION_NOT_FOUND': 404,
  'AUTH.REGISTRATION_NOT_VERIFIED': 400,
  'AUTH.REAUTHENTICATION_REQUIRED': 403,
  'ACCESS.TOKEN_MISSING': 401,
  'ACCESS.TOKEN_INVALID': 401,
  'ACCESS.TOKEN_EXPIRED': 401,
  'ACCESS.PORTAL_MISMATCH': 403,
  'ACCESS.PERMISSION_DENIED': 403,
  'ACCESS.WORKSPACE_DENIED': 403,
  'ACCESS.IP_NOT_ALLOWED': 403,
  'RESOURCE.NOT_FOUND': 404,
  'RESOURCE.CONFLICT': 409,
  'IDEMPOTENCY.KEY_REUSED': 409,
  'IDEMPOTENCY.REQUEST_IN_PROGRESS': 409,
  'ORDER.INVALID_STATE': 409,
  'QUOTE.ALREADY_USED': 409,
  'QUOTE.EXPIRED': 422,
  'BUSINESS.RULE_VIOLATION': 422,
  'WALLET.INSUFFICIENT_FUNDS': 422,
  'FILE.TOO_LARGE': 413,
  'FILE.TYPE_NOT_ALLOWED': 415,
  'FILE.TYPE_MISMATCH': 415,
  'RATE_LIMIT.EXCEEDED': 429,
  'SYSTEM.INTERNAL_ERROR': 500,
  'SYSTEM.UNAVAILABLE': 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/**
 * User-self endpoints speak 4-digit codes (DESIGN.md): the partner code is
 * folded into its family by HTTP status.
 */
export function selfCodeOf(code: ErrorCode): string {
  const status = statusOf(code);
  if (status === 401) return '4010';
  if (status === 403) return '4030';
  if (status === 404) return '4040';
  if (status === 409) return '4090';
  if (status === 422) return '4220';
  if (status === 429) return '4290';
  if (status >= 500) return '5000';
  return '4000';
}
