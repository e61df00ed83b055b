import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';
import { Amount, AmountOut, BizId, CurrencyCode, NullableTimestamp, TimeRangeQuery, Timestamp } from './money.shared.js';

export const WITHDRAWAL_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REJECTED', 'RETURNED'] as const;
export const WITHDRAWAL_SORT = { createdAt: 'w.created_at', amount: 'w.amount' } as const;
export const CHANNEL_TYPES = ['BANK_ACCOUNT', 'CRYPTO_ADDRESS'] as const;

const text = (max: number, description: string) => Type.String({ minLength: 1, maxLength: max, description });

export const BankDetails = Type.Object(
  {
    accountHolder: text(100, 'Name on the account'),
    accountNumber: Type.String({ minLength: 4, maxLength: 64, pattern: '^[A-Za-z0-9 -]+$', description: 'Account number or IBAN' }),
    bankName: text(100, 'Bank'),
    swiftCode: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{8}([A-Z0-9]{3})?$', maxLength: 11, description: 'BIC / SWIFT' })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2, description: 'ISO 3166-1 alpha-2' })),
  },
  { additionalProperties: false, title: 'BankAccountDetails' },
);

export const CryptoDetails = Type.Object(
  {
    network: Type.String({ pattern: '^[A-Z0-9_]{2,20}$', maxLength: 20, description: 'e.g. TRON, ETHEREUM' }),
    address: Type.String({ minLength: 10, maxLength: 128, pattern: '^[A-Za-z0-9:]+$' }),
    memo: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false, title: 'CryptoAddressDetails' },
);

export const CreateChannelBody = Type.Object(
  {
    channelType: Type.String({ enum: [...CHANNEL_TYPES] }),
    currency: CurrencyCode,
    label: text(100, 'Name shown in lists'),
    details: Type.Union([BankDetails, CryptoDetails], { description: 'BankAccountDetails for BANK_ACCOUNT, CryptoAddressDetails for CRYPTO_ADDRESS' }),
  },
  { additionalProperties: false },
);
export type CreateChannelInput = Static<typeof CreateChannelBody>;

export const WithdrawalChannel = Type.Object(
  {
    bizId: Type.String({ examples: ['wch_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    channelType: Type.String({ enum: [...CHANNEL_TYPES] }),
    currency: CurrencyCode,
    label: Type.String(),
    maskedDetails: Type.Record(Type.String(), Type.String(), {
      description: 'Destination details with account numbers and addresses masked; the full details are stored encrypted and never returned',
    }),
    status: Type.String({ enum: ['ACTIVE', 'DISABLED'] }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'WithdrawalChannel' },
);
export type WithdrawalChannelDto = Static<typeof WithdrawalChannel>;

export const CreateWithdrawalBody = Type.Object(
  {
    channelBizId: BizId('Withdrawal channel of this workspace; its currency is the withdrawal currency', 'wch_01JD3F0Q3W6Y8T4R2P9N5M7K1H'),
    amount: { ...Amount, description: 'Amount paid out; the fee is frozen on top of it' },
    remark: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CreateWithdrawalInput = Static<typeof CreateWithdrawalBody>;

/** What a withdrawal would cost before it is requested: the same channel and amount as the creation. */
export const WithdrawalQuoteBody = Type.Object(
  {
    channelBizId: CreateWithdrawalBody.properties.channelBizId,
    amount: CreateWithdrawalBody.properties.amount,
  },
  { additionalProperties: false },
);
export type WithdrawalQuoteInput = Static<typeof WithdrawalQuoteBody>;

export const WithdrawalQuote = Type.Object(
  {
    channelBizId: Type.String(),
    currency: CurrencyCode,
    amount: AmountOut,
    fee: { ...AmountOut, description: "The fee rule of the currency applied to the amount (zero without a rule)" },
    totalDebit: { ...AmountOut, description: 'amount + fee: what the creation would freeze' },
    available: { ...AmountOut, description: "The wallet's available amount now" },
    sufficientFunds: Type.Boolean(),
  },
  { title: 'WithdrawalQuote' },
);
export type WithdrawalQuoteDto = Static<typeof WithdrawalQuote>;

export const Withdrawal = Type.Object(
  {
    bizId: Type.String({ examples: ['wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    walletBizId: Type.String(),
    channelBizId: Type.String(),
    channelLabel: Type.String(),
    channelType: Type.String({ enum: [...CHANNEL_TYPES] }),
    currency: CurrencyCode,
    amount: AmountOut,
    fee: AmountOut,
    totalDebit: { ...AmountOut, description: 'amount + fee: frozen at creation, debited on completion' },
    status: Type.String({ enum: [...WITHDRAWAL_STATUSES] }),
    statusReason: Type.Union([Type.String(), Type.Null()]),
    remark: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    completedAt: NullableTimestamp,
  },
  { title: 'Withdrawal' },
);
export type WithdrawalDto = Static<typeof Withdrawal>;

export const WithdrawalParams = Type.Object({ bizId: BizId('Withdrawal bizId', 'wd_01JD3F0Q3W6Y8T4R2P9N5M7K1H') }, { additionalProperties: false });

export const WithdrawalListQuery = Type.Object(
  {
    ...pageQueryFields(WITHDRAWAL_SORT),
    ...TimeRangeQuery,
    status: Type.Optional(Type.String({ enum: [...WITHDRAWAL_STATUSES] })),
    currency: Type.Optional(CurrencyCode),
  },
  { additionalProperties: false },
);

export const ChannelResponse = Envelope(WithdrawalChannel);
export const ChannelListResponse = Envelope(Type.Array(WithdrawalChannel));
export const WithdrawalResponse = Envelope(Withdrawal);
export const WithdrawalQuoteResponse = Envelope(WithdrawalQuote);
export const WithdrawalListResponse = Envelope(PageA(Withdrawal));
