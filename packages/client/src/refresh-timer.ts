import type { AuthSession } from './auth-state.js';
import type { Refresher } from './refresh.js';
import { refreshDueAt } from './session.js';

/** After a refresh failed for a passing reason, the next try (while the token still lives). */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Refreshes the session shortly before its access token expires, without waiting for a call to meet a 401.
 * The timer does not keep a Node process alive; a throttled or sleeping browser tab catches up on its next
 * call (which refreshes first when due) or its next 401. Answers the stop function.
 */
export function startRefreshTimer(state: AuthSession, refresher: Refresher, now: () => number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (at: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const session = state.session;
    if (!session || !Number.isFinite(at)) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (state.session !== session) return;
      refresher.refresh(session).catch(() => {
        // Refused: signed out (an event says so). Otherwise try again later, while the token lives.
        const retryAt = now() + RETRY_AFTER_FAILURE_MS;
        if (state.session === session && retryAt < session.expiresAt) schedule(retryAt);
      });
    }, Math.min(MAX_DELAY_MS, Math.max(0, at - now())));
    (timer as { unref?: () => void }).unref?.();
  };

  const reschedule = () => schedule(state.session ? refreshDueAt(state.session) : Number.NaN);
  const unsubscribe = state.on((event) => {
    if (event !== 'WORKSPACE_CHANGED') reschedule();
  });
  reschedule();
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
