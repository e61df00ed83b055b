import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';
import { JOURNAL_KINDS, PHASES } from '../ledger/ledger.model.js';
import { AmountOut, BizId, CurrencyCode, TimeRangeQuery, Timestamp } from './money.shared.js';
import { Int32 } from '../../http/integers.js';

const WalletId = BizId('Wallet bizId', 'wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H');

const balanceFields = {
  balance: { ...AmountOut, description: 'Posted balance: credits − debits settled' },
  available: { ...AmountOut, description: 'What can be spent now: balance − frozen' },
  frozen: { ...AmountOut, description: 'Reserved by pending withdrawals' },
  pending: { ...AmountOut, description: 'Incoming, not yet settled (recharges under review)' },
};

export const Wallet = Type.Object(
  {
    bizId: Type.String({ examples: ['wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    currency: CurrencyCode,
    scale: Int32({ minimum: 0, maximum: 18, description: 'Decimals of the currency' }),
    status: Type.String({ enum: ['ACTIVE'], description: 'Wallets are always ACTIVE; a disabled currency gets no new wallets' }),
    ...balanceFields,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Wallet' },
);
export type WalletDto = Static<typeof Wallet>;

export const WalletBalance = Type.Object(
  { walletBizId: Type.String(), currency: CurrencyCode, ...balanceFields, asOf: Timestamp },
  { title: 'WalletBalance' },
);
export type WalletBalanceDto = Static<typeof WalletBalance>;

export const WalletFlow = Type.Object(
  {
    bizId: Type.String({ description: 'Ledger transfer id', examples: ['ltr_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    journalBizId: Type.String(),
    type: Type.String({ enum: [...JOURNAL_KINDS], description: 'What caused the movement' }),
    phase: Type.String({ enum: [...PHASES], description: 'SINGLE settled; PENDING reserved; POST settles, VOID/EXPIRE release a PENDING' }),
    direction: Type.String({ enum: ['CREDIT', 'DEBIT'], description: 'CREDIT: money in; DEBIT: money out' }),
    amount: AmountOut,
    currency: CurrencyCode,
    balanceAfter: { ...AmountOut, description: 'Posted balance after this entry' },
    availableAfter: { ...AmountOut, description: 'Available amount after this entry' },
    referenceType: Type.String({ description: 'The business record: transfer, withdrawal, recharge, exchange, adjustment' }),
    referenceBizId: Type.String(),
    description: Type.String(),
    createdAt: Timestamp,
  },
  { title: 'WalletFlow' },
);
export type WalletFlowDto = Static<typeof WalletFlow>;

export const WalletParams = Type.Object({ walletBizId: WalletId }, { additionalProperties: false });

export const FlowsQuery = Type.Object(
  {
    ...pageQueryFields(),
    ...TimeRangeQuery,
    type: Type.Optional(Type.String({ enum: [...JOURNAL_KINDS], description: 'Only entries of this kind' })),
  },
  { additionalProperties: false },
);

export const WalletListResponse = Envelope(Type.Array(Wallet));
export const WalletResponse = Envelope(Wallet);
export const WalletBalanceResponse = Envelope(WalletBalance);
export const WalletFlowsResponse = Envelope(PageA(WalletFlow));
