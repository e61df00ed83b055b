import { PortalApiError, type PortalErrorCode } from '@partner-portal/client';
import type { TranslationKey } from '../i18n/resources';

type ErrorKey = Extract<TranslationKey, `errors.${string}`>;
/** `t` narrowed to the error messages: a misspelt key does not compile. */
export type TranslateError = (key: ErrorKey, values?: Record<string, string | number>) => string;

/** What a form shows: one message for the whole form, and the fields the API named, each with its message. */
export interface ErrorDescription {
  message: string;
  fields: Record<string, string>;
}

/** API codes we explain in our own words (the rest carry the API's message, already in the user's language). */
const MESSAGE_OF: Partial<Record<PortalErrorCode, ErrorKey>> = {
  NETWORK: 'errors.network',
  'SYSTEM.UNAVAILABLE': 'errors.unavailable',
  'VALIDATION.INVALID_PARAMETER': 'errors.invalidRequest',
  'AUTH.INVALID_CREDENTIALS': 'errors.invalidCredentials',
  'AUTH.MFA_CODE_INVALID': 'errors.mfaCodeInvalid',
  'AUTH.SESSION_NOT_FOUND': 'errors.loginSessionExpired',
  'AUTH.CLIENT_MISMATCH': 'errors.clientMismatch',
  'AUTH.ACCOUNT_PENDING_APPROVAL': 'errors.pendingApproval',
  'AUTH.REAUTHENTICATION_REQUIRED': 'errors.reauthenticationRequired',
  'AUTH.PASSWORD_INCORRECT': 'errors.passwordIncorrect',
  'ACCESS.IP_NOT_ALLOWED': 'errors.ipNotAllowed',
  'ACCESS.PERMISSION_DENIED': 'errors.permissionDenied',
  'ACCESS.WORKSPACE_DENIED': 'errors.workspaceDenied',
  GA2031: 'errors.noWorkspace',
  'ACCESS.TOKEN_MISSING': 'errors.signedOut',
  'ACCESS.TOKEN_EXPIRED': 'errors.signedOut',
  'ACCESS.TOKEN_INVALID': 'errors.signedOut',
  '4010': 'errors.signedOut',
  'RESOURCE.NOT_FOUND': 'errors.notFound',
  'RESOURCE.CONFLICT': 'errors.conflict',
  'MEMBER.LAST_OWNER': 'errors.lastOwner',
  'WORKSPACE.LIMIT_REACHED': 'errors.workspaceLimit',
  'AUTH.PASSWORD_POLICY_VIOLATION': 'errors.passwordPolicy',
  'AUTH.PASSWORD_TOKEN_INVALID': 'errors.passwordTokenInvalid',
  'AUTH.VERIFICATION_CODE_INVALID': 'errors.verificationCodeInvalid',
  'AUTH.REGISTRATION_NOT_FOUND': 'errors.registrationNotFound',
  'AUTH.REGISTRATION_NOT_VERIFIED': 'errors.registrationNotVerified',
  'ACCOUNT.EMAIL_TAKEN': 'errors.emailTaken',
};

/** Codes that are about one field of the form, whatever the API's detail says. */
const FIELD_OF: Partial<Record<PortalErrorCode, string>> = {
  'AUTH.MFA_CODE_INVALID': 'code',
  'AUTH.PASSWORD_INCORRECT': 'password',
  'ACCOUNT.EMAIL_TAKEN': 'email',
  'AUTH.VERIFICATION_CODE_INVALID': 'code',
};

/** The policy's rules (src/modules/auth/password-policy.ts), each in our words. */
const PASSWORD_RULE_MESSAGE = {
  TOO_SHORT: 'errors.passwordTooShort',
  TOO_LONG: 'errors.passwordTooLong',
  CONTAINS_EMAIL: 'errors.passwordContainsEmail',
  COMMON: 'errors.passwordCommon',
  SAME_AS_CURRENT: 'errors.passwordSameAsCurrent',
} as const satisfies Record<string, ErrorKey>;

/**
 * The field and the rule a password refusal names: `…: newPassword: TOO_SHORT (at least 12 characters)`;
 * the message says the rule in the user's language, with the length the server counts.
 */
function passwordPolicyProblem(message: string, t: TranslateError): { field: string; message: string } | undefined {
  const match = /(\w+): (TOO_SHORT|TOO_LONG|CONTAINS_EMAIL|COMMON|SAME_AS_CURRENT)(?: \(at (?:least|most) (\d+))?/.exec(message);
  if (!match) return undefined;
  const [, field = '', rule = '', count = ''] = match;
  const key = PASSWORD_RULE_MESSAGE[rule as keyof typeof PASSWORD_RULE_MESSAGE];
  return { field, message: t(key, { min: count, max: count }) };
}

/** The field a validation refusal names: `…: body.email is required` (src/http/validation-message.ts). */
function fieldNamedIn(message: string): string | undefined {
  return /\b(?:body|query|path)\.([A-Za-z][A-Za-z0-9_]*)/.exec(message)?.[1];
}

/**
 * Service rules whose detail carries what only the server knows, said in our words with that figure: the
 * rate-limit ceiling (`…: rateLimitPerSecond must not exceed this server's ceiling of 100`).
 */
const RULE_MESSAGE: ReadonlyArray<{ field: string; pattern: RegExp; key: ErrorKey }> = [
  { field: 'rateLimitPerSecond', pattern: /rateLimitPerSecond must not exceed this server's ceiling of (\d+)/, key: 'errors.rateLimitCeiling' },
];

/** The field and message of a refusal by one of RULE_MESSAGE's rules, in the user's language. */
function ruleProblem(message: string, t: TranslateError): { field: string; message: string } | undefined {
  for (const rule of RULE_MESSAGE) {
    const figure = rule.pattern.exec(message)?.[1];
    if (figure !== undefined) return { field: rule.field, message: t(rule.key, { max: figure }) };
  }
  return undefined;
}

/**
 * The field a service's rule names as the subject of its detail (`Invalid parameter: url: …`,
 * `Invalid parameter: rateLimitPerSecond must not exceed …`), when it is one of `ruleFields`.
 */
function ruleRefusal(message: string, ruleFields: readonly string[]): { field: string; message: string } | undefined {
  const match = /^[^:]*: ([A-Za-z][A-Za-z0-9_]*)[: ]\s*(.*)$/s.exec(message);
  const [, field = '', reason = ''] = match ?? [];
  // The reason alone: the field it stands under already names what it is about, and the generic prefix says nothing.
  return ruleFields.includes(field) ? { field, message: reason } : undefined;
}

/**
 * The translated message of anything a call threw, and per-field messages for the fields the API named
 * (`formFields`: the names the form uses; a field it does not show goes to the form's message instead).
 * `ruleFields`: fields whose service rule says what only the server knows (the rate-limit ceiling, why a webhook
 * URL is refused); a refusal naming one shows at it in the API's own words, as the other fields' would not.
 * Raw codes and stack traces never reach the user.
 */
export function describeError(error: unknown, t: TranslateError, formFields: readonly string[] = [], ruleFields: readonly string[] = []): ErrorDescription {
  if (!(error instanceof PortalApiError)) return { message: t('errors.unexpectedNoId'), fields: {} };
  const message = messageOf(error, t);
  if (error.code === 'AUTH.PASSWORD_POLICY_VIOLATION') {
    const problem = passwordPolicyProblem(error.message, t);
    if (problem && formFields.includes(problem.field)) return { message: '', fields: { [problem.field]: problem.message } };
    return { message: problem?.message ?? message, fields: {} };
  }
  const field = FIELD_OF[error.code] ?? (error.code === 'VALIDATION.INVALID_PARAMETER' ? fieldNamedIn(error.message) : undefined);
  if (field && formFields.includes(field)) {
    const fieldMessage =
      error.code !== 'VALIDATION.INVALID_PARAMETER' ? message : field === 'turnstileToken' ? t('errors.turnstileRefused') : t('errors.invalidValue');
    return { message: '', fields: { [field]: fieldMessage } };
  }
  if (error.code !== 'VALIDATION.INVALID_PARAMETER') return { message, fields: {} };
  const known = ruleProblem(error.message, t);
  if (known && ruleFields.includes(known.field)) return { message: '', fields: { [known.field]: known.message } };
  const refused = ruleRefusal(error.message, ruleFields);
  if (refused) return { message: '', fields: { [refused.field]: refused.message } };
  return { message, fields: {} };
}

function messageOf(error: PortalApiError, t: TranslateError): string {
  if (error.code === 'RATE_LIMIT.EXCEEDED') {
    return error.retryAfter ? t('errors.rateLimited', { seconds: error.retryAfter }) : t('errors.rateLimitedNoWait');
  }
  const key = MESSAGE_OF[error.code];
  if (key) return t(key);
  // An answer without the API's envelope (a proxy's page) or a server failure: nothing the user can act on but the request id.
  if (error.code.startsWith('HTTP_') || error.status >= 500) {
    return error.requestId ? t('errors.unexpected', { requestId: error.requestId }) : t('errors.unexpectedNoId');
  }
  // Any other refusal: the API's own message, in the language the client asked for.
  return error.message;
}
