import { fromBase64 } from './encoding.js';

/** A signed-in session as the client holds it. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives from its issue. */
  expiresIn: number;
  /** When the access token expires, milliseconds since the epoch by the client's clock. */
  expiresAt: number;
  /** The X-Client-Hash the session is bound to: every call of the session carries it. */
  clientHash: string;
}

/** What a sign-in, refresh or reauthentication answers, or what a caller restores. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives; read from the token's `exp` and `iat` when absent. */
  expiresIn?: number | undefined;
}

interface AccessClaims {
  sid?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/** The access token's claims, unverified: the client only schedules by them, the server verifies. */
function claimsOf(accessToken: string): AccessClaims {
  const payload = accessToken.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(fromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as AccessClaims) : {};
  } catch {
    return {};
  }
}

/** The server session (`sid`) a token belongs to: a new one means another sign-in, not a refresh. */
export function serverSessionOf(session: Session): string | undefined {
  const sid = claimsOf(session.accessToken).sid;
  return typeof sid === 'string' ? sid : undefined;
}

/**
 * The session of freshly received tokens. With `expiresIn` the expiry is timed by the client's own clock from
 * now (a skewed clock does not matter); without it by the token's `exp` (restored tokens).
 */
export function sessionOf(tokens: SessionTokens, clientHash: string, now: number): Session {
  let { expiresIn } = tokens;
  let expiresAt: number;
  if (expiresIn !== undefined) {
    expiresAt = now + expiresIn * 1000;
  } else {
    const { exp, iat } = claimsOf(tokens.accessToken);
    const valid = typeof exp === 'number' && Number.isFinite(exp);
    expiresAt = valid ? exp * 1000 : Number.POSITIVE_INFINITY;
    expiresIn = valid && typeof iat === 'number' ? Math.max(0, exp - iat) : 0;
  }
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresIn, expiresAt, clientHash };
}

/**
 * When to refresh: a minute before expiry, or the last quarter of a short life, so a call never races the
 * token's end (a 401 stays the fallback when a timer was throttled or the machine slept).
 */
export function refreshDueAt(session: Session): number {
  return session.expiresAt - Math.min(60_000, session.expiresIn * 250);
}
