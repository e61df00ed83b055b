import { AppError } from '../../core/errors.js';
import type { Scales } from '../ledger/currencies.service.js';
import { bpsFee } from './money.shared.js';

/**
 * The fee and limits a recharge channel and a withdrawal fee rule share
 * (columns fixed_fee, fee_bps, min_amount, max_amount): read from an
 * operator's input, shown in responses, and applied to an amount.
 */
export interface StoredFeeRule {
  fixed_fee: string;
  fee_bps: number;
  min_amount: string;
  max_amount: string | null;
}

/** An operator's input in the currency's major unit (`body.*` fields); no fixed fee means none. */
export interface FeeRuleAmountsInput {
  minAmount: string;
  maxAmount?: string;
  fixedFee?: string;
}

/** The input in minor units; AMOUNT.MAX_BELOW_MIN when the maximum is below the minimum. */
export function parseFeeRule(input: FeeRuleAmountsInput, currency: string, scales: Scales): { minAmount: bigint; maxAmount: bigint | null; fixedFee: bigint } {
  const minAmount = scales.parse(input.minAmount, currency, 'body.minAmount');
  const maxAmount = input.maxAmount === undefined ? null : scales.parse(input.maxAmount, currency, 'body.maxAmount');
  if (maxAmount !== null && maxAmount < minAmount) throw new AppError('AMOUNT.MAX_BELOW_MIN', 'body.maxAmount');
  const fixedFee = input.fixedFee === undefined ? 0n : scales.parse(input.fixedFee, currency, 'body.fixedFee', { allowZero: true });
  return { minAmount, maxAmount, fixedFee };
}

/** The stored rule as a response shows it: amounts in the major unit. */
export function formatFeeRule(rule: StoredFeeRule, currency: string, scales: Scales) {
  return {
    minAmount: scales.format(rule.min_amount, currency),
    maxAmount: rule.max_amount === null ? null : scales.format(rule.max_amount, currency),
    fixedFee: scales.format(rule.fixed_fee, currency),
    feeRateBps: rule.fee_bps,
  };
}

/** The fee of `amount` (fixed + percentage, rounded up); AMOUNT.BELOW_MINIMUM or ABOVE_MAXIMUM naming the bound outside the limits. */
export function feeWithinLimits(amount: bigint, rule: StoredFeeRule, currency: string, scales: Scales): bigint {
  if (amount < BigInt(rule.min_amount)) throw new AppError('AMOUNT.BELOW_MINIMUM', scales.format(rule.min_amount, currency));
  if (rule.max_amount !== null && amount > BigInt(rule.max_amount)) {
    throw new AppError('AMOUNT.ABOVE_MAXIMUM', scales.format(rule.max_amount, currency));
  }
  return BigInt(rule.fixed_fee) + bpsFee(amount, rule.fee_bps);
}
