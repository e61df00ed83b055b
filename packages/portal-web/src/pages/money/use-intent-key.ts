import { useCallback, useRef } from 'react';
import { intentKeyFor, randomIntentKey, type IntentKeyState } from './intent-key';

/**
 * `keyFor(body)` gives the Idempotency-Key of sending `body` (the same key while the body is unchanged);
 * `settle()` after a success makes the next send a new intent.
 */
export function useIntentKey(): { keyFor: (body: unknown) => string; settle: () => void } {
  const state = useRef<IntentKeyState | null>(null);
  const keyFor = useCallback((body: unknown) => {
    state.current = intentKeyFor(state.current, JSON.stringify(body), randomIntentKey);
    return state.current.key;
  }, []);
  const settle = useCallback(() => {
    state.current = null;
  }, []);
  return { keyFor, settle };
}
