/**
 * A call's `signal` cuts short what the call waits for — a shared refresh, a backoff — without cancelling
 * the shared work itself: other calls may be waiting for the same refresh. An aborted call rejects with
 * `signal.reason` (an `AbortError` DOMException unless the caller gave another reason), as fetch does.
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as unknown);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as unknown);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function throwIfAborted(signal: AbortSignal | null | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
