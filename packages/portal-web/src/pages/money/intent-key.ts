/**
 * One Idempotency-Key per user intent: the same request sent again (a double click, a retry after a network
 * error) reuses the key, so the API answers it once; a different request, or any request after a success,
 * is a new intent with a new key.
 */
export interface IntentKeyState {
  fingerprint: string;
  key: string;
}

/** The key for sending `fingerprint` now, and the state to keep until the next send. */
export function intentKeyFor(previous: IntentKeyState | null, fingerprint: string, makeKey: () => string): IntentKeyState {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: makeKey() };
}

/** A fresh random key (128 bits, hex). */
export function randomIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
