import { randomBytes } from 'node:crypto';

/**
 * What locates a refresh token's session without a read: the session, its
 * account (the access token's `sub`) and the session's auth time in
 * microseconds since the epoch (exact, as PostgreSQL stores it).
 */
export interface RefreshLocator {
  sessionId: string;
  accountId: string;
  authTimeUs: string;
}

const PREFIX = 'prt_';
/** Our ids are `<type>_<ULID>`; anything else in a locator is no token of ours. */
const ID = /^[a-z]{1,8}_[0-9A-Za-z]{1,40}$/;
const MICROS = /^[0-9]{1,17}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * `prt_<session>.<account>.<auth µs>.<256 random bits, base64url>`. Only the
 * SHA-256 of the whole string is stored, so the locator is trusted only once
 * a statement matched the stored hash AND the session row it names (see
 * sessions.repo `rotate`); the secret alone makes the token unguessable.
 * `prt_` stays first so scanners still find leaked tokens.
 */
export function newRefreshToken(locator: RefreshLocator): string {
  return `${PREFIX}${locator.sessionId}.${locator.accountId}.${locator.authTimeUs}.${randomBytes(32).toString('base64url')}`;
}

/**
 * The locator a token claims, or undefined for a token without one: issued
 * before locators (`prt_` + secret; they still refresh, by a read of their
 * session) or not ours at all.
 */
export function claimedLocator(token: string): RefreshLocator | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  const parts = token.slice(PREFIX.length).split('.');
  if (parts.length !== 4) return undefined;
  const [sessionId, accountId, authTimeUs, secret] = parts as [string, string, string, string];
  if (!ID.test(sessionId) || !ID.test(accountId) || !MICROS.test(authTimeUs) || !SECRET.test(secret)) return undefined;
  return { sessionId, accountId, authTimeUs };
}

/** The auth time a locator carries, as the Date the access token's `auth_time` is taken from. */
export const authTimeOf = (locator: RefreshLocator): Date => new Date(Math.floor(Number(locator.authTimeUs) / 1000));
