import { useCallback, useRef } from 'react';

/**
 * `run(start)` starts `start` unless its previous start has not settled: a double click on "Create" sends one
 * request. The Idempotency-Key alone would still make it one recharge, but the second request races the first
 * and is answered 409 while the first is under way, a refusal the user would see.
 */
export function useSingleFlight(): (start: () => Promise<unknown>) => void {
  const busy = useRef(false);
  return useCallback((start) => {
    if (busy.current) return;
    busy.current = true;
    void start()
      // The mutation keeps its own error for the page to show.
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  }, []);
}
