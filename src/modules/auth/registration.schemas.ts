import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { EmailField, NewPasswordField, TurnstileTokenField } from './password.schemas.js';
import { Int32 } from '../../http/integers.js';

const RegistrationIdField = Type.String({
  pattern: '^reg_[0-9A-HJKMNP-TV-Z]{26}$',
  maxLength: 30,
  description: 'Registration id returned by register/start',
  examples: ['reg_01JD3Q8ZK5V4W2X9Y7B6N5M4C3'],
});
/** At least one visible character; the column bounds the length. */
const NameField = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const StartBody = Type.Object({ email: EmailField, turnstileToken: TurnstileTokenField }, { additionalProperties: false });
export type StartBody = Static<typeof StartBody>;

export const VerifyBody = Type.Object(
  { registrationId: RegistrationIdField, code: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, description: 'The 6-digit code from the mail' }) },
  { additionalProperties: false },
);
export type VerifyBody = Static<typeof VerifyBody>;

export const CompleteBody = Type.Object(
  {
    registrationId: RegistrationIdField,
    accountName: NameField(100, 'Name of the person registering'),
    institutionName: NameField(200, 'Name of the partner institution'),
    password: Type.Optional({ ...NewPasswordField, description: 'Password now; omit it to set one later with password/init' }),
    referralCode: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'Referral code the partner was given, if any' }),
    ),
  },
  { additionalProperties: false },
);
export type CompleteBody = Static<typeof CompleteBody>;

export const StartData = Type.Object({
  registrationId: Type.String({ description: 'Identifies this registration in the next steps' }),
  expiresIn: Int32({ description: 'Seconds the mailed code stays valid' }),
});
export const VerifyData = Type.Object({
  registrationId: Type.String(),
  verified: Type.Boolean(),
  expiresIn: Int32({ description: 'Seconds left to complete the registration' }),
});
export const CompleteData = Type.Object({
  accountBizId: Type.String(),
  pendingApproval: Type.Boolean({ description: 'Always true: an operator approves new partners before they can sign in' }),
  passwordRequired: Type.Boolean({ description: 'True when no password was given: call password/init with passwordInitToken' }),
  passwordInitToken: Type.Optional(Type.String({ description: 'Single-use token for password/init (24 h); only when passwordRequired' })),
});

export const StartResponse = Envelope(StartData);
export const VerifyResponse = Envelope(VerifyData);
export const CompleteResponse = Envelope(CompleteData);
