import type { Clock } from '../../src/infra/clock.js';

/** A clock a test moves forward instead of sleeping: real time plus every `advance` so far. */
export interface TestClock extends Clock {
  /** Moves the clock `ms` forward; it never goes back, as the system clock does not. */
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(ms) {
      if (!(ms >= 0)) throw new Error(`a test clock moves forward only (advance(${ms}))`);
      offsetMs += ms;
    },
  };
}
