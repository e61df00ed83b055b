/** How far a record went along its normal path, and where it left it (cancelled, rejected, expired…). */
export type StepState = 'done' | 'current' | 'ended' | 'upcoming';

export interface TimelineStep<S extends string> {
  status: S;
  state: StepState;
}

/**
 * The steps of `path` (the normal life of a record, last = success) as the record in `status` has lived them.
 * A status off the path is shown after the step it left from (`leftAfter`), marked `ended`; the steps it will
 * never reach are dropped. The last step of the path, once reached, is `done`.
 */
export function statusTimeline<S extends string>(path: readonly S[], status: S, leftAfter?: S): TimelineStep<S>[] {
  const at = path.indexOf(status);
  if (at >= 0) {
    return path.map((step, index) => ({
      status: step,
      state: index < at || (index === at && at === path.length - 1) ? 'done' : index === at ? 'current' : 'upcoming',
    }));
  }
  const reached = leftAfter === undefined ? 0 : path.indexOf(leftAfter) + 1;
  return [...path.slice(0, Math.max(1, reached)).map((step) => ({ status: step, state: 'done' as const })), { status, state: 'ended' }];
}

export const RECHARGE_PATH = ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW', 'COMPLETED'] as const;
export type RechargeStatus = (typeof RECHARGE_PATH)[number] | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

/** A recharge's steps; a proof on file means it got as far as PROOF_SUBMITTED before it ended. */
export function rechargeTimeline(status: RechargeStatus, hasProof: boolean): TimelineStep<RechargeStatus>[] {
  return statusTimeline<RechargeStatus>(RECHARGE_PATH, status, hasProof ? 'PROOF_SUBMITTED' : 'AWAITING_PAYMENT');
}

export const WITHDRAWAL_PATH = ['PENDING', 'PROCESSING', 'COMPLETED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_PATH)[number] | 'FAILED' | 'CANCELLED' | 'REJECTED' | 'RETURNED';

/** Where each end of a withdrawal leaves its path (docs/money.md, WITHDRAWAL_TRANSITIONS). */
const WITHDRAWAL_LEFT_AFTER: Partial<Record<WithdrawalStatus, WithdrawalStatus>> = {
  CANCELLED: 'PENDING',
  REJECTED: 'PENDING',
  FAILED: 'PROCESSING',
  RETURNED: 'COMPLETED',
};

export function withdrawalTimeline(status: WithdrawalStatus): TimelineStep<WithdrawalStatus>[] {
  return statusTimeline<WithdrawalStatus>(WITHDRAWAL_PATH, status, WITHDRAWAL_LEFT_AFTER[status]);
}
