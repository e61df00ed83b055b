import { abortable, sleep } from './abort.js';
import type { AuthSession } from './auth-state.js';
import type { AuthStore } from './auth-store.js';
import { PortalApiError, type OperationErrorCode } from './errors.js';
import type { Lock } from './locks.js';
import { refreshDueAt, serverSessionOf, sessionOf, type Session, type SessionTokens } from './session.js';

/** How a refresh that failed for a passing reason (network, 5xx, 429) is tried again. */
export interface RefreshRetry {
  /** Tries in all, the first included (default 4). */
  attempts?: number;
  /** Wait before the second try, doubled before each next one (default 500 ms). */
  baseDelayMs?: number;
  /** A longer wait — a `Retry-After` beyond it — ends the tries (default 10 s). */
  maxDelayMs?: number;
}

export interface RefresherDeps {
  state: AuthSession;
  store: AuthStore;
  /** The lock the tabs and clients sharing the storage spend their refresh token under. */
  lock: Lock;
  /** POST …/auth/token/refresh. */
  exchange(refreshToken: string): Promise<SessionTokens>;
  now(): number;
  retry?: RefreshRetry | undefined;
}

type RefreshCode = OperationErrorCode<'POST /web/v1/partner/auth/token/refresh'>;

/**
 * Answers of the refresh call that end the session: the refresh token is unknown, rotated out or ended
 * (`AUTH.SESSION_NOT_FOUND`; a reuse also ends the server session), or malformed. Any 401 too. Everything
 * else — no answer, 5xx, 429, a secure-channel refusal — leaves the tokens as they are.
 */
const SESSION_REFUSALS: readonly RefreshCode[] = ['AUTH.SESSION_NOT_FOUND', 'VALIDATION.INVALID_PARAMETER'];

export function refusesSession(error: unknown): error is PortalApiError {
  return error instanceof PortalApiError && (error.status === 401 || (SESSION_REFUSALS as readonly string[]).includes(error.code));
}

/** A failure worth trying again: no answer, the server or a proxy failing, or a rate limit. */
export function isPassing(error: unknown): error is PortalApiError {
  return error instanceof PortalApiError && (error.code === 'NETWORK' || error.status >= 500 || error.status === 429 || error.status === 408);
}

/** What a call needing the session meets when there is none (the server's own answer to a call without a token). */
export const notSignedIn = () => new PortalApiError({ status: 401, code: 'ACCESS.TOKEN_MISSING', message: 'Not signed in' });

async function withBackoff<T>(work: () => Promise<T>, retry: RefreshRetry = {}): Promise<T> {
  const { attempts = 4, baseDelayMs = 500, maxDelayMs = 10_000 } = retry;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isPassing(error) || attempt >= attempts) throw error;
      const wait = Math.max(baseDelayMs * 2 ** (attempt - 1), (error.retryAfter ?? 0) * 1000);
      if (wait > maxDelayMs) throw error;
      await sleep(wait);
    }
  }
}

/**
 * Token refresh: one flight for any number of callers in this client, and under a lock across the tabs and
 * clients sharing the storage. The server rotates refresh tokens and treats a rotated-out token presented
 * again as theft (it ends the session), so a refresh token is spent only after re-reading the storage under
 * the lock: a tab that finds it already rotated takes the stored successor instead of spending it again.
 * (A tab whose copy of localStorage lags spends it a second time; the server's grace window answers that
 * with the same pair.)
 */
export function createRefresher(deps: RefresherDeps) {
  const { state, store } = deps;
  let flight: { refreshToken: string; promise: Promise<Session> } | null = null;

  async function rotate(spent: Session): Promise<Session> {
    const stored = await store.readSession();
    if (stored?.refreshToken !== spent.refreshToken) {
      // Rotated (or ended) by another tab or client while this one waited for the lock.
      state.adopt(stored);
      if (!stored) throw notSignedIn();
      return stored;
    }
    let tokens: SessionTokens;
    try {
      tokens = await withBackoff(() => deps.exchange(spent.refreshToken), deps.retry);
    } catch (error) {
      if (refusesSession(error)) await state.signOut(error, spent);
      throw error;
    }
    const next = sessionOf(tokens, spent.clientHash, deps.now());
    const current = state.session;
    if (current?.refreshToken !== spent.refreshToken) {
      // Another tab spent the same token first: localStorage reaches other tabs eventually, not by the time they
      // hold the lock, so this tab may read the old token under it. The server answers such a replay within its
      // grace window with the same new pair, which the other tab's write has brought here by now: keep that one.
      if (current && serverSessionOf(current) === serverSessionOf(next)) return current;
      // Logged out (or signed in anew) while the refresh was under way: the new pair is not ours to keep.
      throw notSignedIn();
    }
    await state.replaceTokens(next);
    return next;
  }

  /** Rotates `spent` (the current session) once, however many callers ask. */
  function refresh(spent: Session): Promise<Session> {
    if (flight?.refreshToken === spent.refreshToken) return flight.promise;
    const promise = deps.lock(() => rotate(spent)).finally(() => {
      if (flight?.promise === promise) flight = null;
    });
    flight = { refreshToken: spent.refreshToken, promise };
    return promise;
  }

  return {
    refresh,

    /**
     * The session a call goes out with, refreshed first when its token is near its end. A refresh that fails
     * for a passing reason still lets the call go with the current token while that one is valid; one the
     * server refused signed out, and the call goes without a token (a public call still works, any other is
     * answered 401 ACCESS.TOKEN_MISSING, as for anyone signed out).
     */
    async sessionForCall(signal: AbortSignal | null | undefined): Promise<Session | null> {
      const session = state.session;
      if (!session || deps.now() < refreshDueAt(session)) return session;
      try {
        return await abortable(refresh(session), signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        if (refusesSession(error)) return state.session;
        if (deps.now() >= session.expiresAt) throw error;
        return state.session;
      }
    },

    /** After a 401 for `used`: the session to retry with (one refresh for any number of callers). */
    recover(used: Session, signal: AbortSignal | null | undefined): Promise<Session> {
      const current = state.session;
      // Refreshed since this call left (here or in another tab): retry with the new token.
      if (current && current.accessToken !== used.accessToken) return Promise.resolve(current);
      if (!current) return Promise.reject(notSignedIn());
      return abortable(refresh(current), signal);
    },
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
