/**
 * The time the app decides by. Injected from the composition root, so a test
 * moves it forward instead of sleeping; in production it is the system clock.
 *
 * Where the database decides an expiry, the repository is given this clock's
 * instant as a parameter instead of PostgreSQL's now() only when a test must
 * move time across that check and the app's clock is as good a judge:
 * instances' clocks are NTP-synced (milliseconds apart), and every such
 * window is seconds or longer.
 */
export interface Clock {
  /** Milliseconds since the epoch. A property, so `clock.now` can be handed on as a function. */
  readonly now: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The clock's current instant as a Date (for SQL parameters and DTOs). */
export const instantOf = (clock: Clock): Date => new Date(clock.now());
