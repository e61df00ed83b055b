import { AuthSession, type AuthListener } from './auth-state.js';
import { createAuthStore } from './auth-store.js';
import type { CallOptions } from './call-options.js';
import { randomHex } from './encoding.js';
import { createEncryptionPolicy, type EncryptMode } from './encryption-policy.js';
import type { PortalApiError } from './errors.js';
import { createExecutor, type Execute } from './execute.js';
import { createLock } from './locks.js';
import { operationOf } from './operation-index.js';
import { createRefresher, notSignedIn, type RefreshRetry } from './refresh.js';
import { startRefreshTimer } from './refresh-timer.js';
import { SecureChannel } from './secure-channel.js';
import { sessionOf, type Session, type SessionTokens } from './session.js';
import { memoryStorage, type AuthStorage } from './storage.js';
import { createPortalApi, type PortalApi } from './typed-api.js';

export type Portal = 'partner' | 'operator';

export interface PortalClientOptions {
  /** Origin of the API, e.g. `https://portal.example.com` (paths start with /web/v1). */
  baseUrl: string;
  /** `X-PORTAL-ACCESS-CODE` of this front end. */
  portalAccessCode: string;
  /** `X-LOCALE` and `Accept-Language` (en, zh, zh-Hant, ja, vi): the language of error messages. */
  locale?: string | undefined;
  /**
   * `X-Client-Hash`: stable per device/browser; sign-in sessions are bound to it. By default a random one,
   * made once and kept in the storage.
   */
  clientHash?: string | undefined;
  /** Where the session, the selected workspace and the client hash live: `memoryStorage()` (default), `browserStorage('local' | 'session')`, or your own. */
  storage?: AuthStorage | undefined;
  /** Prefix of the storage keys and name of the cross-tab refresh lock (default `partner-portal`): one per API a page talks to. */
  storageKey?: string | undefined;
  /** fetch to use (default globalThis.fetch): a test double, a fetch with timeouts… */
  fetch?: typeof globalThis.fetch | undefined;
  /** Partner (default) or operator sign-in paths. */
  portal?: Portal | undefined;
  /** Which JSON bodies travel through the secure channel: `'auto'` (default: where the server requires it), `true` (all), `false` (none). */
  encrypt?: EncryptMode | undefined;
  /** Initial `X-Workspace-Id`; by default the one remembered in the storage. Change it with `selectWorkspace`. */
  workspaceId?: string | null | undefined;
  /** Called once per sign-out (a logout, a session the server refused, a sign-out in another tab): time to show the sign-in page. */
  onSignedOut?: ((error: PortalApiError | undefined) => void) | undefined;
  /** Refresh the session shortly before its access token expires (default true); a 401 refreshes either way. */
  autoRefresh?: boolean | undefined;
  /** How a refresh that failed for a network error, 5xx or 429 is retried. */
  refreshRetry?: RefreshRetry | undefined;
  /** Milliseconds since the epoch, by which sessions and tokens are timed (default Date.now; tests move it). */
  now?: (() => number) | undefined;
}

/** An untyped call: any path, the body as JSON (or FormData, Blob… as they are), and the per-call options. */
export interface RawCallOptions extends CallOptions {
  body?: unknown;
}

export interface PortalClient {
  /** Typed calls generated from openapi.json: `await portal.api.GET('/web/v1/partner/profile')`. A refused call throws PortalApiError. */
  readonly api: PortalApi;
  /** Untyped call: answers the envelope's `data`. Throws PortalApiError when refused. */
  call<T = unknown>(method: string, path: string, options?: RawCallOptions): Promise<T>;
  readonly portal: Portal;
  /** `/web/v1/partner/auth` or `/web/v1/operator/auth`. */
  readonly authBase: string;
  readonly secureChannel: SecureChannel;
  /** Resolves once the stored session and workspace are loaded (every call waits for it). */
  readonly ready: Promise<void>;
  /** The workspace every call acts in (`X-Workspace-Id`), or null. */
  readonly workspaceId: string | null;
  /** Calls act in `workspaceId` from now on (WORKSPACE_CHANGED); remembered in the storage. */
  selectWorkspace(workspaceId: string | null): Promise<void>;
  /** The current session, or null when signed out. */
  getSession(): Promise<Session | null>;
  /** Starts a session from tokens you hold (SIGNED_IN), or ends it locally with null (SIGNED_OUT). */
  setSession(tokens: SessionTokens | null): Promise<Session | null>;
  /** New tokens of the current session (a reauthentication): TOKEN_REFRESHED. */
  replaceTokens(tokens: SessionTokens): Promise<Session>;
  /** SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT, WORKSPACE_CHANGED: once per change, here or in another tab. Answers the unsubscribe. */
  onAuthStateChange(listener: AuthListener): () => void;
  /** Rotates the token pair now (one refresh however many ask, across tabs too). */
  refresh(): Promise<Session>;
  /** The X-Client-Hash calls carry: the session's, or this device's (the given one, else one kept in the storage). */
  clientHash(): Promise<string>;
  /** Stops the refresh timer and the cross-tab listening (a client you throw away: tests, a Node job, an unmounted root). */
  dispose(): void;
}

export function createPortalClient(options: PortalClientOptions): PortalClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const portal: Portal = options.portal ?? 'partner';
  const authBase = `/web/v1/${portal}/auth`;
  const storageKey = options.storageKey ?? 'partner-portal';
  const storage = options.storage ?? memoryStorage();
  const store = createAuthStore(storage, storageKey);
  const state = new AuthSession(store, options.workspaceId ?? null);

  let hash: Promise<string> | undefined;
  /** This device's hash: the given one, else the one kept in the storage, else a new random one kept there. */
  const deviceHash = (): Promise<string> => {
    hash ??= options.clientHash
      ? Promise.resolve(options.clientHash)
      : store.readClientHash().then(async (stored) => {
          if (stored) return stored;
          const made = randomHex(16);
          await store.writeClientHash(made);
          return made;
        });
    return hash;
  };

  /** Plaintext, unauthenticated calls of the channel's own endpoints. */
  const channel = new SecureChannel(
    async (method, path, call = {}) => rawCall(method, path, { ...call, encrypt: false, authenticate: false, workspaceId: null }, false),
    undefined,
    now,
  );
  const refresher = createRefresher({
    state,
    store,
    lock: createLock(`${storageKey}.refresh`, storage, storage.sharedAcrossTabs ?? false),
    now,
    retry: options.refreshRetry,
    exchange: (refreshToken) =>
      rawCall<SessionTokens>('POST', `${authBase}/token/refresh`, { body: { refreshToken }, authenticate: false, workspaceId: null }, false),
  });
  const execute: Execute = createExecutor({
    fetch: fetchImpl,
    portalAccessCode: options.portalAccessCode,
    locale: options.locale,
    clientHash: deviceHash,
    state,
    refresher,
    channel,
    encryption: createEncryptionPolicy(options.encrypt ?? 'auto', channel),
  });

  const stops: Array<() => void> = [];
  const ready = state.load(options.workspaceId === undefined).then(() => {
    stops.push(state.followOtherTabs());
    if (options.autoRefresh ?? true) stops.push(startRefreshTimer(state, refresher, now));
  });
  stops.push(
    state.on((event, change) => {
      if (event !== 'SIGNED_OUT') return;
      // A channel session may carry the previous user's secrets: the next one starts afresh.
      void channel.close();
      options.onSignedOut?.(change.error);
    }),
  );

  async function rawCall<T = unknown>(method: string, path: string, call: RawCallOptions = {}, refresh = true): Promise<T> {
    await ready;
    const { body, headers, ...rest } = call;
    const response = await execute({
      method: method.toUpperCase(),
      url: `${baseUrl}${path}`,
      operation: operationOf(method, path.split('?')[0]!),
      typedOperation: undefined,
      headers: new Headers(headers),
      body,
      options: rest,
      refresh,
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { data?: unknown }) : undefined;
    return (parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed) as T;
  }

  const typedExecute: Execute = async (spec) => {
    await ready;
    return execute(spec);
  };

  return {
    api: createPortalApi(baseUrl, typedExecute),
    call: rawCall,
    portal,
    authBase,
    secureChannel: channel,
    ready,
    get workspaceId() {
      return state.workspaceId;
    },
    async selectWorkspace(workspaceId) {
      await ready;
      await state.selectWorkspace(workspaceId);
    },
    async getSession() {
      await ready;
      return state.session;
    },
    async setSession(tokens) {
      await ready;
      if (!tokens) {
        await state.signOut();
        return null;
      }
      const session = sessionOf(tokens, await deviceHash(), now());
      await state.signIn(session);
      return session;
    },
    async replaceTokens(tokens) {
      await ready;
      const session = sessionOf(tokens, state.session?.clientHash ?? (await deviceHash()), now());
      await state.replaceTokens(session);
      return session;
    },
    onAuthStateChange: (listener) => state.on(listener),
    async refresh() {
      await ready;
      if (!state.session) throw notSignedIn();
      return refresher.refresh(state.session);
    },
    async clientHash() {
      await ready;
      return state.session?.clientHash ?? deviceHash();
    },
    dispose() {
      const stopAll = () => stops.splice(0).forEach((stop) => stop());
      void ready.then(stopAll, stopAll);
    },
  };
}
