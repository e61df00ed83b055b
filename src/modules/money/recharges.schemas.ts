import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';
import { Amount, AmountOut, BizId, CurrencyCode, NullableTimestamp, TimeRangeQuery, Timestamp } from './money.shared.js';
import { Int32 } from '../../http/integers.js';

export const RECHARGE_STATUSES = ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW', 'COMPLETED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export const RECHARGE_METHODS = ['BANK_TRANSFER', 'CRYPTO', 'CARD'] as const;
export const RECHARGE_SORT = { createdAt: 'r.created_at', amount: 'r.amount' } as const;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const RechargeChannel = Type.Object(
  {
    bizId: Type.String({ examples: ['rch_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    currency: CurrencyCode,
    method: Type.String({ enum: [...RECHARGE_METHODS] }),
    name: Type.String(),
    minAmount: AmountOut,
    maxAmount: Nullable(AmountOut),
    fixedFee: AmountOut,
    feeRateBps: Int32({ minimum: 0, maximum: 10000, description: 'Percentage fee in basis points (100 = 1 %), on top of fixedFee, rounded up' }),
    instructions: Type.String({ description: 'How to pay: account details, address, reference to quote' }),
    enabled: Type.Boolean(),
  },
  { title: 'RechargeChannel' },
);
export type RechargeChannelDto = Static<typeof RechargeChannel>;

export const QuoteBody = Type.Object(
  { channelBizId: BizId('Recharge channel', 'rch_01JD3F0Q3W6Y8T4R2P9N5M7K1H'), amount: { ...Amount, description: 'What the partner pays in' } },
  { additionalProperties: false },
);

export const RechargeQuote = Type.Object(
  {
    quoteBizId: Type.String({ examples: ['rcq_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    channelBizId: Type.String(),
    currency: CurrencyCode,
    amount: AmountOut,
    fee: AmountOut,
    creditedAmount: { ...AmountOut, description: 'amount − fee: what the wallet receives' },
    expiresAt: Timestamp,
  },
  { title: 'RechargeQuote' },
);
export type RechargeQuoteDto = Static<typeof RechargeQuote>;

export const CreateRechargeBody = Type.Object(
  {
    quoteBizId: Type.Optional(BizId('A quote of this workspace, unused and unexpired (single use)', 'rcq_01JD3F0Q3W6Y8T4R2P9N5M7K1H')),
    channelBizId: Type.Optional(BizId('Without a quote: the channel…', 'rch_01JD3F0Q3W6Y8T4R2P9N5M7K1H')),
    amount: Type.Optional({ ...Amount, description: '…and the amount' }),
  },
  { additionalProperties: false, description: 'Either quoteBizId, or channelBizId + amount' },
);
export type CreateRechargeInput = Static<typeof CreateRechargeBody>;

export const Recharge = Type.Object(
  {
    bizId: Type.String({ examples: ['rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    walletBizId: Type.String(),
    channelBizId: Type.String(),
    channelName: Type.String(),
    method: Type.String({ enum: [...RECHARGE_METHODS] }),
    quoteBizId: Nullable(Type.String()),
    currency: CurrencyCode,
    amount: AmountOut,
    fee: AmountOut,
    creditedAmount: AmountOut,
    status: Type.String({ enum: [...RECHARGE_STATUSES] }),
    statusReason: Nullable(Type.String()),
    paymentReference: Type.String({ description: 'Quote it with the payment so operators can match it' }),
    paymentInstructions: Type.String(),
    proofFileBizId: Nullable(Type.String()),
    expiresAt: { ...Timestamp, description: 'End of the payment window; an unpaid recharge expires then' },
    createdAt: Timestamp,
    updatedAt: Timestamp,
    completedAt: NullableTimestamp,
  },
  { title: 'Recharge' },
);
export type RechargeDto = Static<typeof Recharge>;

export const RechargeParams = Type.Object({ bizId: BizId('Recharge bizId', 'rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H') }, { additionalProperties: false });
export const CancelRechargeBody = Type.Object({ cancelReason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export const RechargeProofBody = Type.Object(
  { fileBizId: BizId('A file uploaded to this workspace (POST /files/upload)', 'fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H') },
  { additionalProperties: false },
);
export const ChannelsQuery = Type.Object({ currency: Type.Optional(CurrencyCode) }, { additionalProperties: false });

export const RechargeListQuery = Type.Object(
  {
    ...pageQueryFields(RECHARGE_SORT),
    ...TimeRangeQuery,
    status: Type.Optional(Type.String({ enum: [...RECHARGE_STATUSES] })),
    currency: Type.Optional(CurrencyCode),
  },
  { additionalProperties: false },
);

export const RechargeChannelListResponse = Envelope(Type.Array(RechargeChannel));
export const RechargeChannelResponse = Envelope(RechargeChannel);
export const RechargeQuoteResponse = Envelope(RechargeQuote);
export const RechargeResponse = Envelope(Recharge);
export const RechargeListResponse = Envelope(PageA(Recharge));
