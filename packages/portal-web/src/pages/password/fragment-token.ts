/**
 * Reset and first-password mails link to `…/reset-password#token=…`: a URL fragment, which browsers never
 * send to a server. The page reads it once, then drops it from the address bar (history.replaceState) so it
 * lingers neither there nor in the history entry.
 */

/** The `token` of a fragment (`#token=abc`), or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/** The address without its fragment: what replaceState leaves in the address bar. */
export function withoutFragment(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

/** Removes the fragment from the address bar, keeping the history entry's state (the router's). Idempotent. */
export function clearFragment(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'state' | 'replaceState'>): void {
  if (location.hash === '') return;
  history.replaceState(history.state, '', withoutFragment(location));
}
