/** Whole seconds left until `deadline` (ms since the epoch), rounded up so "0" means it has passed. */
export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
