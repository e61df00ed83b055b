import { Type, type Static } from 'typebox';
import { EmailAddressField } from '../../http/email-field.js';
import { Envelope } from '../../http/envelope.js';
import { PASSWORD_INPUT_MAX_LENGTH } from './password-policy.js';
import { Int32 } from '../../http/integers.js';

export const EmailField = EmailAddressField('E-mail address of the account');
export const TurnstileTokenField = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'Cloudflare Turnstile response token from the widget',
});
/** The policy (not the schema) names length problems, so the bound here is only a size guard. */
export const NewPasswordField = Type.String({
  minLength: 1,
  maxLength: PASSWORD_INPUT_MAX_LENGTH,
  description: 'New password: 12 to 128 characters by default, any characters, not a common password, not containing the e-mail',
});
const SecretTokenField = (description: string) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', minLength: 43, maxLength: 43, description });

export const ForgotBody = Type.Object(
  { email: EmailField, turnstileToken: TurnstileTokenField },
  { additionalProperties: false },
);
export type ForgotBody = Static<typeof ForgotBody>;

export const ResetBody = Type.Object(
  { token: SecretTokenField('Reset token from the mail (256-bit, base64url)'), newPassword: NewPasswordField },
  { additionalProperties: false },
);
export type ResetBody = Static<typeof ResetBody>;

export const ChangeBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_INPUT_MAX_LENGTH, description: 'The password in use now' }),
    newPassword: NewPasswordField,
  },
  { additionalProperties: false },
);
export type ChangeBody = Static<typeof ChangeBody>;

export const InitBody = Type.Object(
  {
    token: SecretTokenField('Password-init token: `passwordInitToken` of register/complete, or the one in an invitation mail'),
    password: { ...NewPasswordField, description: 'First password of the account (same policy as newPassword)' },
  },
  { additionalProperties: false },
);
export type InitBody = Static<typeof InitBody>;

export const ForgotData = Type.Object({
  success: Type.Boolean({ description: 'Always true: the answer does not tell whether the address has an account' }),
  message: Type.String({ examples: ['If the address is registered, a reset link has been sent.'] }),
});
export const PasswordSetData = Type.Object({ success: Type.Boolean() });
export const PasswordChangeData = Type.Object({
  success: Type.Boolean(),
  terminatedSessions: Int32({ minimum: 0, description: 'Other sessions of the account that were ended' }),
});

export const ForgotResponse = Envelope(ForgotData);
export const PasswordSetResponse = Envelope(PasswordSetData);
export const PasswordChangeResponse = Envelope(PasswordChangeData);
