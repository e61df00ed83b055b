import { Type } from 'typebox';
import { EmailAddressField } from '../../http/email-field.js';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';
import { JOURNAL_KINDS } from '../ledger/ledger.model.js';
import { Amount, AmountOut, BizId, CurrencyCode, TimeRangeQuery, Timestamp } from '../money/money.shared.js';
import { RECHARGE_METHODS, RECHARGE_SORT, RECHARGE_STATUSES, Recharge, RechargeChannel } from '../money/recharges.schemas.js';
import { Wallet, WalletFlow } from '../money/wallets.schemas.js';
import { WITHDRAWAL_SORT, WITHDRAWAL_STATUSES, Withdrawal } from '../money/withdrawals.schemas.js';
import { Int32 } from '../../http/integers.js';


const Reason = Type.String({ minLength: 1, maxLength: 500, description: 'Why: kept in the operator audit log' });
const WorkspaceId = BizId('Workspace bizId', 'ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H');
export const RATE_PATTERN = '^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$';

export const IdParams = Type.Object({ bizId: BizId('Record bizId', 'rcg_01JD3F0Q3W6Y8T4R2P9N5M7K1H') }, { additionalProperties: false });
export const CodeParams = Type.Object({ code: CurrencyCode }, { additionalProperties: false });
export const WalletParams = Type.Object({ walletBizId: BizId('Wallet bizId', 'wal_01JD3F0Q3W6Y8T4R2P9N5M7K1H') }, { additionalProperties: false });
export const WorkspaceParams = Type.Object({ workspaceBizId: WorkspaceId }, { additionalProperties: false });

export const RechargeActionBody = Type.Object({ reason: Type.Optional(Reason) }, { additionalProperties: false });
export const WithdrawalActionBody = Type.Object(
  {
    reason: Type.Optional(Reason),
    externalReference: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Bank or chain reference of the payout' })),
  },
  { additionalProperties: false },
);

const workspaceFilter = { workspaceBizId: Type.Optional(WorkspaceId) };
export const OperatorRechargeQuery = Type.Object(
  { ...pageQueryFields(RECHARGE_SORT), ...TimeRangeQuery, ...workspaceFilter, status: Type.Optional(Type.String({ enum: [...RECHARGE_STATUSES] })), currency: Type.Optional(CurrencyCode) },
  { additionalProperties: false },
);
export const OperatorWithdrawalQuery = Type.Object(
  { ...pageQueryFields(WITHDRAWAL_SORT), ...TimeRangeQuery, ...workspaceFilter, status: Type.Optional(Type.String({ enum: [...WITHDRAWAL_STATUSES] })), currency: Type.Optional(CurrencyCode) },
  { additionalProperties: false },
);
export const FlowsQuery = Type.Object(
  { ...pageQueryFields(), ...TimeRangeQuery, type: Type.Optional(Type.String({ enum: [...JOURNAL_KINDS] })) },
  { additionalProperties: false },
);

export const AdjustBody = Type.Object(
  {
    workspaceBizId: WorkspaceId,
    currency: CurrencyCode,
    direction: Type.String({ enum: ['CREDIT', 'DEBIT'], description: 'CREDIT adds to the wallet, DEBIT takes from it (never below zero)' }),
    amount: Amount,
    reason: Reason,
  },
  { additionalProperties: false },
);
export const Adjustment = Type.Object(
  {
    bizId: Type.String({ examples: ['adj_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    walletBizId: Type.String(),
    currency: CurrencyCode,
    direction: Type.String({ enum: ['CREDIT', 'DEBIT'] }),
    amount: AmountOut,
    reason: Type.String(),
    journalBizId: Type.String(),
    operatorBizId: Type.String(),
    createdAt: Timestamp,
  },
  { title: 'WalletAdjustment' },
);

export const Currency = Type.Object(
  { code: CurrencyCode, scale: Int32({ minimum: 0, maximum: 18 }), name: Type.String(), enabled: Type.Boolean() },
  { title: 'Currency' },
);
export const CreateCurrencyBody = Type.Object(
  {
    code: CurrencyCode,
    scale: Int32({ minimum: 0, maximum: 18, description: 'Minor-unit digits; immutable once created' }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export const UpdateCurrencyBody = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const ChannelBody = Type.Object(
  {
    currency: CurrencyCode,
    method: Type.String({ enum: [...RECHARGE_METHODS] }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    minAmount: Amount,
    maxAmount: Type.Optional(Amount),
    fixedFee: Type.Optional({ ...Amount, pattern: '^(0|[1-9][0-9]{0,29})(\\.[0-9]{1,18})?$' }),
    feeRateBps: Type.Optional(Int32({ minimum: 0, maximum: 5000 })),
    instructions: Type.Optional(Type.String({ maxLength: 2000 })),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, description: 'Every field of the channel; an update replaces them all (the currency cannot change)' },
);

export const FxRate = Type.Object(
  {
    sellCurrency: CurrencyCode,
    buyCurrency: CurrencyCode,
    rate: Type.String({ description: 'Units of buyCurrency per unit of sellCurrency' }),
    feeRateBps: Int32(),
    enabled: Type.Boolean(),
    updatedAt: Timestamp,
  },
  { title: 'FxRate' },
);
export const FxRateBody = Type.Object(
  {
    sellCurrency: CurrencyCode,
    buyCurrency: CurrencyCode,
    rate: Type.String({ pattern: RATE_PATTERN, maxLength: 40, description: 'Decimal string > 0, up to 18 decimals' }),
    feeRateBps: Type.Optional(Int32({ minimum: 0, maximum: 5000 })),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const FeeRule = Type.Object(
  { currency: CurrencyCode, fixedFee: AmountOut, feeRateBps: Int32(), minAmount: AmountOut, maxAmount: Type.Union([AmountOut, Type.Null()]) },
  { title: 'WithdrawalFeeRule' },
);
export const FeeRuleBody = Type.Object(
  {
    currency: CurrencyCode,
    fixedFee: { ...Amount, pattern: '^(0|[1-9][0-9]{0,29})(\\.[0-9]{1,18})?$' },
    feeRateBps: Int32({ minimum: 0, maximum: 5000 }),
    minAmount: Amount,
    maxAmount: Type.Optional(Amount),
  },
  { additionalProperties: false },
);

export const ApproveAccountBody = Type.Object({ email: EmailAddressField('Address of the account to approve') }, { additionalProperties: false });

export const PendingAccountsQuery = Type.Object({ ...pageQueryFields() }, { additionalProperties: false });
export const PendingAccount = Type.Object(
  {
    accountBizId: BizId('Account bizId', 'acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H'),
    accountEmail: Type.String({ format: 'email', description: 'Sign-in address (canonical form); approve with it' }),
    accountName: Type.String({ description: 'Name given at registration' }),
    institutionBizId: BizId('Institution bizId', 'ins_01JD3F0Q3W6Y8T4R2P9N5M7K1H'),
    institutionName: Type.String({ description: 'The institution the account registered for' }),
    createdAt: { ...Timestamp, description: 'When the account registered' },
  },
  { title: 'PendingAccount' },
);

export const AuditEntry = Type.Object(
  {
    bizId: Type.String(),
    operatorBizId: Type.String(),
    action: Type.String(),
    targetType: Type.String(),
    targetBizId: Type.String(),
    workspaceBizId: Type.Union([Type.String(), Type.Null()]),
    before: Type.Unknown(),
    after: Type.Unknown(),
    reason: Type.Union([Type.String(), Type.Null()]),
    requestId: Type.Union([Type.String(), Type.Null()]),
    createdAt: Timestamp,
  },
  { title: 'OperatorAuditEntry' },
);
export const AuditQuery = Type.Object(
  { ...pageQueryFields(), ...workspaceFilter, targetType: Type.Optional(Type.String({ maxLength: 64 })), targetBizId: Type.Optional(Type.String({ maxLength: 128 })) },
  { additionalProperties: false },
);

export const Invariants = Type.Object(
  {
    ok: Type.Boolean(),
    unbalancedCurrencies: Type.Array(Type.Object({ currency: Type.String(), posted: Type.String(), pending: Type.String() })),
    counterMismatches: Type.Array(Type.String(), { description: 'Account ids whose counters differ from their entries' }),
    resolutionMismatches: Type.Array(Type.String()),
    entryMismatches: Type.Array(Type.String(), {
      description: "Transfer ids whose stored entry number or balance/available after it differ from a recount of the account's entries",
    }),
  },
  { title: 'LedgerInvariants' },
);

export const RechargeResponse = Envelope(Recharge);
export const RechargePage = Envelope(PageA(Recharge));
export const WithdrawalResponse = Envelope(Withdrawal);
export const WithdrawalPage = Envelope(PageA(Withdrawal));
export const DestinationResponse = Envelope(Type.Record(Type.String(), Type.String(), { description: 'The destination in clear (reading it is audited)' }));
export const AdjustmentResponse = Envelope(Adjustment);
export const WalletsResponse = Envelope(Type.Array(Wallet));
export const FlowsResponse = Envelope(PageA(WalletFlow));
export const InvariantsResponse = Envelope(Invariants);
export const CurrencyResponse = Envelope(Currency);
export const CurrencyListResponse = Envelope(Type.Array(Currency));
export const ChannelResponse = Envelope(RechargeChannel);
export const ChannelListResponse = Envelope(Type.Array(RechargeChannel));
export const FxRateResponse = Envelope(FxRate);
export const FxRateListResponse = Envelope(Type.Array(FxRate));
export const FeeRuleResponse = Envelope(FeeRule);
export const AuditPage = Envelope(PageA(AuditEntry));
export const ExpiredResponse = Envelope(Type.Object({ expired: Int32({ minimum: 0 }) }));
export const PendingAccountPage = Envelope(PageA(PendingAccount));
export const ApprovedResponse = Envelope(Type.Object({ approved: Type.Boolean() }));
