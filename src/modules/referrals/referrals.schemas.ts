import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, PageD } from '../../http/pagination.js';
import { Int32 } from '../../http/integers.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const CodeId = Type.String({ minLength: 1, maxLength: 64, description: 'Referral code bizId', examples: ['rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] });
const ExtraData = Type.String({ maxLength: 2000, description: 'Free text the workspace keeps with its code (campaign, note); may be empty' });

export const ReferralCode = Type.Object(
  {
    bizId: Type.String({ examples: ['rfc_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    code: Type.String({ description: 'What a new partner enters at registration', examples: ['K7Q2M9XA'] }),
    status: Type.String({ enum: ['ACTIVE', 'INACTIVE'], description: 'Only an ACTIVE code records referrals' }),
    extraData: Type.Union([Type.String(), Type.Null()]),
    createdBy: Type.String({ description: 'Account bizId' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'ReferralCode' },
);
export type ReferralCodeDto = Static<typeof ReferralCode>;

export const Referral = Type.Object(
  {
    bizId: Type.String({ examples: ['rfl_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    referralCode: Type.String(),
    referredAccountBizId: Type.String(),
    referredAccountName: Type.String(),
    referredEmail: Type.String({ description: 'Masked (`a***@example.com`): the referrer learns who joined, not the whole address' }),
    referredAt: Timestamp,
  },
  { title: 'Referral' },
);
export type ReferralDto = Static<typeof Referral>;

export const CreateReferralCodeBody = Type.Object(
  {
    code: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9]{4,32}$', maxLength: 32, description: 'A code of your choice (4–32 letters and digits, stored upper-case); omitted: one is generated' }),
    ),
    extraData: Type.Optional(ExtraData),
  },
  { additionalProperties: false, minProperties: 1, description: 'At least one field: `{}` is refused as the spec shows; send `{"extraData": ""}` for a generated code' },
);

export const ReferralCodeRefBody = Type.Object({ bizId: CodeId }, { additionalProperties: false });
export const UpdateReferralCodeBody = Type.Object({ bizId: CodeId, extraData: ExtraData }, { additionalProperties: false });

export const ReferralQueryBody = Type.Object(
  {
    page: Type.Optional(Int32({ minimum: 0, maximum: MAX_PAGE, description: 'Zero-based page, default 0' })),
    size: Type.Optional(Int32({ minimum: 1, description: `Page size, default ${DEFAULT_PAGE_SIZE}; above 100 capped at 100` })),
  },
  { additionalProperties: false },
);

export const ReferralCodeResponse = Envelope(ReferralCode);
export const MaybeReferralCodeResponse = Envelope(Type.Union([ReferralCode, Type.Null()]));
export const CountResponse = Envelope(Int32({ minimum: 0 }));
export const ReferralPageResponse = Envelope(PageD(Referral));
