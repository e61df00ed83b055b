import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { EnumObjectSchema } from '../../http/enums.js';
import { LOCALES } from '../../core/locale.js';
import { ACCOUNT_PORTAL, ACCOUNT_STATUS } from '../accounts/accounts.enums.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

export const AccountProfile = Type.Object(
  {
    bizId: Type.String({ description: 'The account', examples: ['acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    institutionBizId: Type.String(),
    accountEmail: Type.String(),
    accountPhone: Type.String({ description: 'E.164 (`+819012345678`), or empty when none is set' }),
    accountName: Type.String(),
    accountRemark: Type.Union([Type.String(), Type.Null()]),
    accountPortal: EnumObjectSchema(ACCOUNT_PORTAL),
    accountStatus: EnumObjectSchema(ACCOUNT_STATUS),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    defaultLanguage: Type.String({ enum: [...LOCALES] }),
    defaultTimezone: Type.String({ description: 'IANA time zone' }),
    defaultCountry: Type.String({ description: 'ISO 3166-1 alpha-2, or empty when none is set' }),
  },
  { title: 'AccountProfile' },
);
export type AccountProfileDto = Static<typeof AccountProfile>;

export const UpdateProfileBody = Type.Object(
  {
    accountName: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Surrounding spaces are trimmed' })),
    accountPhone: Type.Optional(
      Type.String({
        maxLength: 32,
        description: 'International number with its country code (`+81 90-1234-5678`), stored in E.164; an empty string clears it',
        examples: ['+819012345678'],
      }),
    ),
    defaultLanguage: Type.Optional(Type.String({ enum: [...LOCALES], description: 'One of the supported locales' })),
    defaultTimezone: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone (see constants/timezones)', examples: ['Asia/Tokyo'] }),
    ),
    defaultCountry: Type.Optional(
      Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2 (see constants/countries)', examples: ['JP'] }),
    ),
  },
  { additionalProperties: false, minProperties: 1, description: 'At least one field; other account fields cannot be changed here' },
);
export type UpdateProfileInput = Static<typeof UpdateProfileBody>;

export const ProfileResponse = Envelope(AccountProfile);
