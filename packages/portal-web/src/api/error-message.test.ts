import { PortalApiError, type PortalErrorCode } from '@partner-portal/client';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en';
import { describeError, type TranslateError } from './error-message';

/** English through the real strings, so a test reads what the user reads. */
const t: TranslateError = (key, values = {}) => {
  const text = (en.errors as Record<string, string>)[key.slice('errors.'.length)]!;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

function refusal(code: PortalErrorCode, status: number, message: string, extra: Partial<{ retryAfter: number; requestId: string }> = {}) {
  return new PortalApiError({ code, status, message, ...extra });
}

describe('describeError', () => {
  it('explains a wrong password in our words, for the whole form', () => {
    const described = describeError(refusal('AUTH.INVALID_CREDENTIALS', 401, 'Invalid credentials'), t, ['email', 'password']);
    expect(described).toEqual({ message: 'The e-mail or the password is wrong.', fields: {} });
  });

  it('puts a wrong code next to the code field', () => {
    const described = describeError(refusal('AUTH.MFA_CODE_INVALID', 400, 'MFA code invalid'), t, ['code']);
    expect(described).toEqual({ message: '', fields: { code: 'This code is wrong or has expired.' } });
  });

  it('says how long to wait when the API says it', () => {
    expect(describeError(refusal('RATE_LIMIT.EXCEEDED', 429, 'Too many', { retryAfter: 42 }), t).message).toBe('Too many attempts. Try again in 42 s.');
    expect(describeError(refusal('RATE_LIMIT.EXCEEDED', 429, 'Too many'), t).message).toBe('Too many attempts. Wait a little and try again.');
  });

  it('sends a validation refusal to the field it names, when the form shows that field', () => {
    const error = refusal('VALIDATION.INVALID_PARAMETER', 400, 'Invalid parameter: body.defaultTimezone is not a known IANA time zone');
    expect(describeError(error, t, ['defaultTimezone'])).toEqual({ message: '', fields: { defaultTimezone: 'This value is not valid.' } });
    expect(describeError(error, t, ['accountName'])).toEqual({ message: 'Some values are not valid. Check the form.', fields: {} });
  });

  it("shows a service rule at the field it names, when the form asks for it: the ceiling in our words, a refused URL in the API's", () => {
    const ceiling = "Invalid parameter: rateLimitPerSecond must not exceed this server's ceiling of 100";
    const fields = ['name', 'rateLimitPerSecond'];
    expect(describeError(refusal('VALIDATION.INVALID_PARAMETER', 400, ceiling), t, fields, ['rateLimitPerSecond'])).toEqual({
      message: '',
      fields: { rateLimitPerSecond: 'At most 100 requests per second on this server.' },
    });
    const url = 'Invalid parameter: url: 10.0.0.1 is not a public address';
    expect(describeError(refusal('VALIDATION.INVALID_PARAMETER', 400, url), t, ['url', 'events'], ['url'])).toEqual({
      message: '',
      fields: { url: '10.0.0.1 is not a public address' },
    });
    // Elsewhere a rule's detail stays the API's, untranslated: the form's own words for the whole form instead.
    expect(describeError(refusal('VALIDATION.INVALID_PARAMETER', 400, 'Invalid parameter: name must not be blank'), t, fields, ['rateLimitPerSecond'])).toEqual({
      message: 'Some values are not valid. Check the form.',
      fields: {},
    });
  });

  it('shows the API message, already in the user language, for a refusal it has no words of its own for', () => {
    expect(describeError(refusal('WALLET.INSUFFICIENT_FUNDS', 422, 'Insufficient funds'), t).message).toBe('Insufficient funds');
  });

  it('never shows a raw code or a server failure: the request id to quote instead', () => {
    const failure = describeError(refusal('SYSTEM.INTERNAL_ERROR', 500, 'SYSTEM.INTERNAL_ERROR', { requestId: 'req-1' }), t).message;
    expect(failure).toBe('Something went wrong. Try again; if it keeps happening, contact support and quote req-1.');
    expect(describeError(refusal('HTTP_502', 502, 'Bad Gateway'), t).message).toBe('Something went wrong. Try again.');
    expect(describeError(new TypeError('x is undefined'), t).message).toBe('Something went wrong. Try again.');
  });

  it('explains an unreachable server', () => {
    expect(describeError(refusal('NETWORK', 0, 'The server could not be reached (fetch failed)'), t).message).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('puts a password-policy refusal next to the field the API names, in our words with the length it counts', () => {
    const error = refusal('AUTH.PASSWORD_POLICY_VIOLATION', 400, 'The password does not meet the password policy: newPassword: TOO_SHORT (at least 12 characters)');
    expect(describeError(error, t, ['newPassword'])).toEqual({ message: '', fields: { newPassword: 'Too short: use at least 12 characters.' } });
    expect(describeError(error, t, ['password']).message).toBe('Too short: use at least 12 characters.');
  });

  it('explains a refused Turnstile token next to the widget, and a wrong registration code next to its field', () => {
    const turnstile = refusal('VALIDATION.INVALID_PARAMETER', 400, 'Invalid parameter: body.turnstileToken was not accepted');
    expect(describeError(turnstile, t, ['email', 'turnstileToken']).fields.turnstileToken).toMatch(/security check was not accepted/);
    expect(describeError(refusal('AUTH.VERIFICATION_CODE_INVALID', 400, 'x'), t, ['code'])).toEqual({ message: '', fields: { code: 'This code is wrong or has expired.' } });
  });
});
