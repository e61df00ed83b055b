import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';
import { Amount, AmountOut, BizId, CurrencyCode, TimeRangeQuery, Timestamp } from './money.shared.js';

export const EXCHANGE_SORT = { createdAt: 'created_at', sellAmount: 'sell_amount', buyAmount: 'buy_amount' } as const;
const Rate = Type.String({ description: 'Units of buyCurrency per unit of sellCurrency (decimal string)', examples: ['0.92'] });

export const ExchangeQuoteBody = Type.Object(
  {
    sellCurrency: CurrencyCode,
    buyCurrency: CurrencyCode,
    sellAmount: Type.Optional({ ...Amount, description: 'What leaves the sell wallet, fee included' }),
    buyAmount: Type.Optional({ ...Amount, description: 'What must reach the buy wallet' }),
  },
  { additionalProperties: false, description: 'Exactly one of sellAmount and buyAmount' },
);
export type ExchangeQuoteInput = Static<typeof ExchangeQuoteBody>;

export const ExchangeQuote = Type.Object(
  {
    quoteBizId: Type.String({ examples: ['exq_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    sellCurrency: CurrencyCode,
    buyCurrency: CurrencyCode,
    sellAmount: { ...AmountOut, description: 'Debited from the sell wallet (fee included)' },
    buyAmount: { ...AmountOut, description: 'Credited to the buy wallet' },
    fee: { ...AmountOut, description: 'In sellCurrency, part of sellAmount' },
    rate: Rate,
    expiresAt: Timestamp,
  },
  { title: 'ExchangeQuote' },
);
export type ExchangeQuoteDto = Static<typeof ExchangeQuote>;

export const CreateExchangeBody = Type.Object(
  { quoteBizId: BizId('An unused, unexpired quote of this workspace', 'exq_01JD3F0Q3W6Y8T4R2P9N5M7K1H') },
  { additionalProperties: false },
);

export const Exchange = Type.Object(
  {
    bizId: Type.String({ examples: ['exc_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    quoteBizId: Type.String(),
    sellWalletBizId: Type.String(),
    buyWalletBizId: Type.String(),
    sellCurrency: CurrencyCode,
    buyCurrency: CurrencyCode,
    sellAmount: AmountOut,
    buyAmount: AmountOut,
    fee: AmountOut,
    rate: Rate,
    status: Type.String({ enum: ['COMPLETED'], description: 'An exchange settles at once, all or nothing' }),
    journalBizId: Type.String(),
    createdAt: Timestamp,
  },
  { title: 'Exchange' },
);
export type ExchangeDto = Static<typeof Exchange>;

export const ExchangeParams = Type.Object({ bizId: BizId('Exchange bizId', 'exc_01JD3F0Q3W6Y8T4R2P9N5M7K1H') }, { additionalProperties: false });

export const ExchangeListQuery = Type.Object(
  { ...pageQueryFields(EXCHANGE_SORT), ...TimeRangeQuery, sellCurrency: Type.Optional(CurrencyCode), buyCurrency: Type.Optional(CurrencyCode) },
  { additionalProperties: false },
);

export const ExchangeQuoteResponse = Envelope(ExchangeQuote);
export const ExchangeResponse = Envelope(Exchange);
export const ExchangeListResponse = Envelope(PageA(Exchange));
