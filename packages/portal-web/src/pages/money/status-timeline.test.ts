import { describe, expect, it } from 'vitest';
import { rechargeTimeline, withdrawalTimeline } from './status-timeline';

const states = (steps: { status: string; state: string }[]) => steps.map((step) => `${step.status}:${step.state}`);

describe('rechargeTimeline', () => {
  it('a new recharge waits for payment, the rest is ahead', () => {
    expect(states(rechargeTimeline('AWAITING_PAYMENT', false))).toEqual([
      'AWAITING_PAYMENT:current',
      'PROOF_SUBMITTED:upcoming',
      'UNDER_REVIEW:upcoming',
      'COMPLETED:upcoming',
    ]);
  });

  it('a completed recharge has every step done', () => {
    expect(states(rechargeTimeline('COMPLETED', true))).toEqual([
      'AWAITING_PAYMENT:done',
      'PROOF_SUBMITTED:done',
      'UNDER_REVIEW:done',
      'COMPLETED:done',
    ]);
  });

  it('a cancelled recharge with a proof ends after the proof; without one, after the start', () => {
    expect(states(rechargeTimeline('CANCELLED', true))).toEqual(['AWAITING_PAYMENT:done', 'PROOF_SUBMITTED:done', 'CANCELLED:ended']);
    expect(states(rechargeTimeline('EXPIRED', false))).toEqual(['AWAITING_PAYMENT:done', 'EXPIRED:ended']);
  });
});

describe('withdrawalTimeline', () => {
  it('follows pending → processing → completed', () => {
    expect(states(withdrawalTimeline('PROCESSING'))).toEqual(['PENDING:done', 'PROCESSING:current', 'COMPLETED:upcoming']);
  });

  it('places each end where it leaves the path', () => {
    expect(states(withdrawalTimeline('CANCELLED'))).toEqual(['PENDING:done', 'CANCELLED:ended']);
    expect(states(withdrawalTimeline('FAILED'))).toEqual(['PENDING:done', 'PROCESSING:done', 'FAILED:ended']);
    expect(states(withdrawalTimeline('RETURNED'))).toEqual(['PENDING:done', 'PROCESSING:done', 'COMPLETED:done', 'RETURNED:ended']);
  });
});
