import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';
import { Amount, AmountOut, BizId, CurrencyCode, TimeRangeQuery, Timestamp } from './money.shared.js';

export const TRANSFER_SORT = { createdAt: 'created_at', amount: 'amount' } as const;

export const Transfer = Type.Object(
  {
    bizId: Type.String({ examples: ['trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    direction: Type.String({ enum: ['OUTGOING', 'INCOMING'], description: 'Seen from the calling workspace' }),
    fromWorkspaceBizId: Type.String(),
    fromWalletBizId: Type.String(),
    toWorkspaceBizId: Type.String(),
    toWalletBizId: Type.String(),
    currency: CurrencyCode,
    amount: AmountOut,
    fee: AmountOut,
    status: Type.String({ enum: ['COMPLETED'], description: 'Transfers settle at once: a created transfer is COMPLETED' }),
    remark: Type.String(),
    journalBizId: Type.Union([Type.String(), Type.Null()]),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Transfer' },
);
export type TransferDto = Static<typeof Transfer>;

const recipient = {
  toWalletBizId: Type.Optional(BizId("Recipient: another workspace's wallet (its currency must equal `currency` when both are sent)", 'wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H')),
  toWorkspaceBizId: Type.Optional(
    BizId("Recipient: another workspace; its wallet in `currency` receives (created on first use)", 'ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H'),
  ),
  currency: Type.Optional({ ...CurrencyCode, description: 'Required with toWorkspaceBizId; optional with toWalletBizId' }),
  amount: Amount,
};

export const CreateTransferBody = Type.Object(
  { ...recipient, remark: Type.Optional(Type.String({ maxLength: 200, description: 'Free text shown to both sides' })) },
  { additionalProperties: false, description: 'Exactly one of toWalletBizId and toWorkspaceBizId' },
);
export type CreateTransferInput = Static<typeof CreateTransferBody>;

export const TransferQuoteBody = Type.Object(recipient, { additionalProperties: false });

export const TransferQuote = Type.Object(
  {
    toWorkspaceBizId: Type.String(),
    toWalletBizId: Type.Union([Type.String(), Type.Null()], { description: 'Null when the recipient has no wallet in the currency yet' }),
    currency: CurrencyCode,
    amount: AmountOut,
    fee: AmountOut,
    totalDebit: { ...AmountOut, description: 'amount + fee: what leaves the wallet' },
    available: { ...AmountOut, description: "The sending wallet's available amount now" },
    sufficientFunds: Type.Boolean(),
  },
  { title: 'TransferQuote' },
);

export const TransferParams = Type.Object({ transferBizId: BizId('Transfer bizId', 'trf_01JD3F0Q3W6Y8T4R2P9N5M7K1H') }, { additionalProperties: false });

export const TransferListQuery = Type.Object(
  {
    ...pageQueryFields(TRANSFER_SORT),
    ...TimeRangeQuery,
    direction: Type.Optional(Type.String({ enum: ['OUTGOING', 'INCOMING'], description: 'Default: both' })),
    currency: Type.Optional(CurrencyCode),
  },
  { additionalProperties: false },
);

export const TransferResponse = Envelope(Transfer);
export const TransferListResponse = Envelope(PageA(Transfer));
export const TransferCompletedResponse = Envelope(Type.Boolean({ description: 'True once the ledger holds the settled transfer' }));
export const TransferQuoteResponse = Envelope(TransferQuote);
