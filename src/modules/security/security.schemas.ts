import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from '../../http/envelope.js';
import { EnumObjectSchema } from '../../http/enums.js';
import { MAX_IP_ALLOW_LIST_ENTRIES } from './ip-allow-list.rules.js';
import { Int32 } from '../../http/integers.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

export const IpAllowList = Type.Object(
  {
    enabled: Type.Boolean({ description: 'While true, requests and logins of this account from other addresses get 403 ACCESS.IP_NOT_ALLOWED' }),
    entries: Type.Array(Type.String(), { description: 'Normalized addresses and CIDR ranges, in the order saved', examples: [['203.0.113.7', '2001:db8::/32']] }),
  },
  { title: 'IpAllowList' },
);

export const ReplaceIpAllowListBody = Type.Object(
  {
    ips: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      maxItems: MAX_IP_ALLOW_LIST_ENTRIES,
      description: `IPv4 or IPv6 addresses and CIDR ranges (at most ${MAX_IP_ALLOW_LIST_ENTRIES}); replaces the whole list`,
      examples: [['203.0.113.7', '198.51.100.0/24', '2001:db8::/32']],
    }),
  },
  { additionalProperties: false },
);

export const MfaMethodEntry = Type.Object(
  {
    mfaMethod: EnumObjectSchema('mfaMethod'),
    isEnabled: Type.Boolean(),
    isPrimary: Type.Boolean({ description: 'The method a login offers first: OTP once enabled, else EMAIL' }),
    verifiedAt: Type.Union([Timestamp, Type.Null()], {
      description: 'OTP: when the authenticator was proven; BACKUP_CODE: when the current set was generated; EMAIL: null',
    }),
  },
  { title: 'MfaMethodEntry' },
);
export type MfaMethodEntryDto = Static<typeof MfaMethodEntry>;

export const OtpSetup = Type.Object(
  {
    secret: Type.String({ description: 'Base32 seed, for manual entry into the authenticator app' }),
    otpauthUri: Type.String({ description: '`otpauth://totp/…` URI (Key URI Format)' }),
    qrCode: Type.String({ description: 'The URI as a QR code: `data:image/png;base64,…`' }),
    algorithm: Type.Literal('SHA1'),
    digits: Type.Literal(6),
    period: Type.Literal(30, { description: 'Seconds per code' }),
    expiresAt: Type.String({ format: 'date-time', description: 'otp/verify must follow before this time' }),
  },
  { title: 'OtpSetup' },
);
export type OtpSetupDto = Static<typeof OtpSetup>;

export const OtpVerifyBody = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, description: 'The 6-digit code the authenticator shows now', examples: ['123456'] }) },
  { additionalProperties: false },
);

export const OtpRevokeBody = Type.Object(
  {
    code: Type.String({
      minLength: 6,
      maxLength: 16,
      description: 'Proof: the 6-digit code the authenticator shows now, or an unused backup code (which is then used up)',
      examples: ['123456', 'K7M2Q-9XD4P'],
    }),
  },
  { additionalProperties: false },
);

export const BackupCodeSummary = Type.Object(
  {
    remainingCount: Int32({ description: 'Unused codes of the current set' }),
    totalGenerated: Int32({ description: 'Codes in the current set (0 before the first generation)' }),
  },
  { title: 'BackupCodeSummary' },
);
export type BackupCodeSummaryDto = Static<typeof BackupCodeSummary>;

export const BackupCodesGenerated = Type.Object(
  {
    codes: Type.Array(Type.String({ examples: ['K7M2Q-9XD4P'] }), { description: 'Shown this once; each works once' }),
    remainingCount: Int32(),
    totalGenerated: Int32(),
    generatedAt: Timestamp,
  },
  { title: 'BackupCodesGenerated' },
);
export type BackupCodesGeneratedDto = Static<typeof BackupCodesGenerated>;

export const IpAllowListResponse = Envelope(IpAllowList);
export const MfaMethodsResponse = Envelope(Type.Array(MfaMethodEntry));
export const OtpSetupResponse = Envelope(OtpSetup);
export const BackupCodeSummaryResponse = Envelope(BackupCodeSummary);
export const BackupCodesGeneratedResponse = Envelope(BackupCodesGenerated);
