import { describe, expect, it } from 'vitest';
import { lastDays } from './usage-days';

describe('lastDays', () => {
  it('lists every one of the last days, newest first, with zero for the days the API left out', () => {
    const days = [
      { date: '2026-11-29', requestCount: 7 },
      { date: '2026-11-26', requestCount: 3 },
    ];
    expect(lastDays(days, '2026-11-29', 4)).toEqual([
      { date: '2026-11-29', requestCount: 7 },
      { date: '2026-11-28', requestCount: 0 },
      { date: '2026-11-27', requestCount: 0 },
      { date: '2026-11-26', requestCount: 3 },
    ]);
  });

  it('crosses a month and a year end by UTC days, and ignores days older than the window', () => {
    const result = lastDays([{ date: '2025-12-30', requestCount: 5 }], '2026-01-01', 2);
    expect(result).toEqual([
      { date: '2026-01-01', requestCount: 0 },
      { date: '2025-12-31', requestCount: 0 },
    ]);
  });
});
