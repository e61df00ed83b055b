/**
 * Where to go after signing in: the `next` the guard remembered, only when it is a path of this app
 * (`/wallets?page=2`), never another origin (`//evil.example`, `https://…`) — an open redirect otherwise.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** The sign-in path that brings the user back to `here` afterwards. */
export function signInPathFor(signInPath: string, here: string): string {
  return here === '/' ? signInPath : `${signInPath}?next=${encodeURIComponent(here)}`;
}
