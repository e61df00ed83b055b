import { describe, expect, it } from 'vitest';
import { secondsUntil } from './countdown';

describe('secondsUntil', () => {
  it('rounds a partial second up, so the button stays disabled until the wait is really over', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 9_999)).toBe(1);
  });

  it('is zero once the deadline has passed, or when nothing runs', () => {
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
    expect(secondsUntil(null, 12_000)).toBe(0);
  });
});
