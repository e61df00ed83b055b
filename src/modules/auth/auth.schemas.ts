import { Type } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { EnumObjectSchema } from '../../http/enums.js';
import { Int32 } from '../../http/integers.js';
import { ACCOUNT_STATUS } from '../accounts/accounts.enums.js';
import { MFA_METHOD } from './auth.enums.js';

const LoginSessionId = Type.String({ minLength: 1, maxLength: 64, description: 'The login session id of login/initiate' });
const mfaMethodCode = (description: string) => Type.Union([Type.Literal('EMAIL'), Type.Literal('OTP'), Type.Literal('BACKUP_CODE')], { description });
const MfaMethodCode = mfaMethodCode('EMAIL: the 6-digit code of login/mfa/send; OTP: the authenticator code; BACKUP_CODE: an unused backup code');

/** The login steps are bound to one client by this header (spec 4.1, 5.7); the ingress keeps only a sane value. */
export const ClientHashHeaders = Type.Object({
  'x-client-hash': Type.String({
    minLength: 1,
    maxLength: 256,
    pattern: '^[\\x21-\\x7e]{1,256}$',
    description: 'Client fingerprint: the same value on login/initiate, login/mfa/send and login/complete (else 400 `AUTH.CLIENT_MISMATCH`)',
  }),
});

export const InitiateBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, description: 'E-mail address of the account' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const LoginInitiateResult = Type.Object(
  {
    sessionId: Type.String({ description: 'Short-lived, single-purpose login session id for mfa/send and complete' }),
    mfaMethods: Type.Array(EnumObjectSchema(MFA_METHOD), { description: 'EMAIL always; OTP and BACKUP_CODE once enabled' }),
    expiresIn: Int32({ description: 'Seconds the login session lives' }),
    accountStatus: Type.Union([EnumObjectSchema(ACCOUNT_STATUS), Type.Null()]),
    pendingApproval: Type.Boolean({ description: 'True until an operator approves the account: complete then answers 403' }),
  },
  { title: 'LoginInitiateResult' },
);

export const MfaSendBody = Type.Object(
  { sessionId: LoginSessionId, mfaMethod: Type.Literal('EMAIL', { description: 'Only e-mailed codes are sent' }) },
  { additionalProperties: false },
);

export const MfaSendResult = Type.Object(
  {
    sent: Type.Boolean(),
    expiresIn: Int32({ description: 'Seconds the code stays valid' }),
    destination: Type.String({ description: 'The masked address the code went to', examples: ['a***@example.com'] }),
  },
  { title: 'MfaSendResult' },
);

export const CompleteBody = Type.Object(
  { sessionId: LoginSessionId, mfaMethod: MfaMethodCode, code: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

export const TokenResult = Type.Object(
  {
    accessToken: Type.String({ description: 'JWT (ES256) for `Authorization: Bearer`' }),
    refreshToken: Type.String({ description: 'Opaque, single use: token/refresh rotates it' }),
    expiresIn: Int32({ description: 'Seconds the access token lives' }),
  },
  { title: 'TokenResult' },
);

export const ReauthenticateBody = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 1024, description: 'The current password of the account' }),
    mfaMethod: mfaMethodCode(
      'EMAIL: the 6-digit code of reauthenticate/mfa/send; OTP: the authenticator code; BACKUP_CODE: an unused backup code that another session generated',
    ),
    code: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export const ReauthMfaSendBody = Type.Object(
  { mfaMethod: Type.Optional(Type.Literal('EMAIL', { description: 'Only e-mailed codes are sent; may be left out' })) },
  { additionalProperties: false },
);

export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false });

export const LogoutResult = Type.Object({ success: Type.Boolean(), terminatedSessions: Int32() }, { title: 'LogoutResult' });

export const InitiateResponse = Envelope(LoginInitiateResult);
export const MfaSendResponse = Envelope(MfaSendResult);
export const TokenResponse = Envelope(TokenResult);
export const LogoutResponse = Envelope(LogoutResult);
