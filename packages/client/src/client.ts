import createClient, { type Client } from 'openapi-fetch';
import { randomHex } from './encoding.js';
import { PortalApiError } from './errors.js';
import { IDEMPOTENT_OPERATIONS } from './operations.js';
import type { paths } from './schema.js';
import { SecureChannel } from './secure-channel.js';
import { MemoryTokenStore, type TokenStore, type Tokens } from './token-store.js';

export type Portal = 'partner' | 'operator';

export interface PortalClientOptions {
  /** Origin of the API, e.g. `https://portal.example.com` (paths start with /web/v1). */
  baseUrl: string;
  /** `X-PORTAL-ACCESS-CODE` of this front end. */
  portalAccessCode: string;
  /** `X-LOCALE` and `Accept-Language` (en, zh, zh-Hant, ja, vi): the language of error messages. */
  locale?: string;
  /**
   * `X-Client-Hash`: stable per device/browser; the sign-in session is bound to it. By default the one saved
   * with the tokens, else a random one made once per client (a browser app should persist its own).
   */
  clientHash?: string;
  /** Where tokens live; memory by default. */
  tokenStore?: TokenStore;
  /** fetch to use (default globalThis.fetch): a test double, a fetch with timeouts… */
  fetch?: typeof globalThis.fetch;
  /** Partner (default) or operator sign-in paths. */
  portal?: Portal;
  /**
   * Bodies that always travel through the secure channel: `true` for every body, or path prefixes
   * (`['/web/v1/partner/auth']` covers login, MFA, refresh, passwords…). A call's own `encrypt` wins.
   */
  encrypt?: boolean | readonly string[];
  /** Initial `X-Workspace-Id`; change it with `selectWorkspace`. */
  workspaceId?: string | null;
  /** Called once when a refresh fails and the tokens were cleared: time to show the sign-in page. */
  onSignedOut?: (error: PortalApiError) => void;
  /** Milliseconds since the epoch, by which the secure channel renews its sessions (default Date.now; tests move it). */
  now?: () => number;
}

/**
 * Per-call options, passed beside `body`/`params` in a typed call:
 * `portal.api.POST('/web/v1/partner/transfers', { body, encrypt: true, idempotencyKey: 'k1' })`.
 */
export interface CallOptions {
  /** Encrypt this call's body through the secure channel (or force plaintext with false). */
  encrypt?: boolean;
  /** Idempotency-Key of a money-creating POST; generated for each call when absent. */
  idempotencyKey?: string;
  /** `X-Workspace-Id` of this call; null sends none. Default: the selected workspace. */
  workspaceId?: string | null;
  /** Send the access token (default true). */
  authenticate?: boolean;
}

export interface RawCall extends CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Do not refresh on 401 (the refresh call itself). */
  noRefresh?: boolean;
}

export interface PortalClient {
  /** Typed calls generated from openapi.json (openapi-fetch). A refused call throws PortalApiError. */
  readonly api: Client<paths>;
  /** Untyped call: answers the envelope's `data`. Throws PortalApiError when refused. */
  call<T = unknown>(method: string, path: string, options?: RawCall): Promise<T>;
  readonly portal: Portal;
  /** `/web/v1/partner/auth` or `/web/v1/operator/auth`. */
  readonly authBase: string;
  readonly secureChannel: SecureChannel;
  readonly tokenStore: TokenStore;
  /** The workspace every call acts in (`X-Workspace-Id`), or null. */
  readonly workspaceId: string | null;
  selectWorkspace(workspaceId: string | null): void;
  clientHash(): Promise<string>;
  /** Stores tokens with the client hash they are bound to. */
  setTokens(tokens: Omit<Tokens, 'clientHash'> | null): Promise<void>;
  /** Rotates the token pair now (single flight: concurrent callers share one refresh call). */
  refresh(): Promise<Tokens>;
}

const REFRESHABLE = new Set(['ACCESS.TOKEN_EXPIRED', 'ACCESS.TOKEN_INVALID', '4010']);
/** Per-call options ride on the Request object openapi-fetch builds (it copies unknown init keys onto it). */
const SCHEMA_PATH = '__portalSchemaPath';

interface Outgoing {
  method: string;
  url: string;
  headers: Headers;
  body: string | undefined;
  encrypt: boolean;
  authenticate: boolean;
  workspaceId: string | null | undefined;
  refresh: boolean;
}

export function createPortalClient(options: PortalClientOptions): PortalClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const store = options.tokenStore ?? new MemoryTokenStore();
  const portal: Portal = options.portal ?? 'partner';
  const authBase = `/web/v1/${portal}/auth`;
  let workspaceId: string | null = options.workspaceId ?? null;
  let hash: Promise<string> | undefined;

  const clientHash = (): Promise<string> => {
    hash ??= options.clientHash
      ? Promise.resolve(options.clientHash)
      : Promise.resolve(store.get()).then((tokens) => tokens?.clientHash ?? randomHex(16));
    return hash;
  };

  const encryptByDefault = (path: string): boolean => {
    const rule = options.encrypt;
    if (rule === true) return true;
    if (!rule) return false;
    return rule.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  };

  /** Plaintext, unauthenticated calls of the channel's own endpoints. */
  const channel = new SecureChannel(
    async (method, path, call = {}) => rawCall(method, path, { ...call, encrypt: false, authenticate: false, noRefresh: true, workspaceId: null }),
    undefined,
    options.now,
  );

  let refreshing: Promise<Tokens> | null = null;

  const doRefresh = async (current: Tokens): Promise<Tokens> => {
    try {
      const data = await rawCall<{ accessToken: string; refreshToken: string; expiresIn: number }>('POST', `${authBase}/token/refresh`, {
        body: { refreshToken: current.refreshToken },
        authenticate: false,
        noRefresh: true,
        workspaceId: null,
      });
      const tokens: Tokens = { ...data, clientHash: await clientHash() };
      await store.set(tokens);
      return tokens;
    } catch (error) {
      await store.set(null);
      throw error;
    }
  };

  const refresh = async (): Promise<Tokens> => {
    if (refreshing) return refreshing;
    const current = await store.get();
    if (refreshing) return refreshing;
    if (!current) throw new PortalApiError({ status: 401, code: 'ACCESS.TOKEN_MISSING', message: 'Not signed in' });
    const flight = doRefresh(current).finally(() => {
      if (refreshing === flight) refreshing = null;
    });
    refreshing = flight;
    return flight;
  };

  /** After a 401 for `usedAccessToken`: the tokens to retry with (one refresh for any number of callers). */
  const tokensAfter401 = async (usedAccessToken: string): Promise<Tokens> => {
    if (refreshing) return refreshing;
    const current = await store.get();
    // Someone refreshed since this request left: retry with the new token, no second refresh.
    if (current && current.accessToken !== usedAccessToken) return current;
    return refresh();
  };

  const send = async (out: Outgoing): Promise<Response> => {
    const path = new URL(out.url).pathname;
    let refreshed = false;
    let reopened = false;
    for (;;) {
      const headers = new Headers(out.headers);
      const requestId = randomHex(16);
      headers.set('x-request-id', requestId);
      headers.set('x-portal-access-code', options.portalAccessCode);
      headers.set('x-client-hash', await clientHash());
      if (options.locale) {
        headers.set('x-locale', options.locale);
        headers.set('accept-language', options.locale);
      }
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      const workspace = out.workspaceId === undefined ? workspaceId : out.workspaceId;
      if (workspace && !headers.has('x-workspace-id')) headers.set('x-workspace-id', workspace);
      let usedToken: string | undefined;
      if (out.authenticate && !headers.has('authorization')) {
        const tokens = await store.get();
        if (tokens) {
          usedToken = tokens.accessToken;
          headers.set('authorization', `Bearer ${tokens.accessToken}`);
        }
      }
      let body = out.body;
      let sessionId: string | undefined;
      if (out.encrypt && body !== undefined) {
        const sealed = await channel.encrypt(out.method, path, requestId, body);
        body = sealed.body;
        sessionId = sealed.sessionId;
        headers.set('x-secure-channel-session-id', sessionId);
        headers.set('content-type', 'application/json');
      }
      const response = await fetchImpl(out.url, { method: out.method, headers, body });
      if (response.ok) return response;
      const error = await PortalApiError.fromResponse(response, requestId);
      if (sessionId && !reopened && error.code === 'SECURE_CHANNEL.SESSION_NOT_FOUND') {
        // Expired or closed on the server before our clock said so: one new session, one retry.
        channel.invalidate(sessionId);
        reopened = true;
        continue;
      }
      if (usedToken && out.refresh && !refreshed && error.status === 401 && REFRESHABLE.has(error.code)) {
        refreshed = true;
        try {
          await tokensAfter401(usedToken);
        } catch (refreshError) {
          options.onSignedOut?.(error);
          throw new PortalApiError({ ...error, message: error.message, requestId: error.requestId, cause: refreshError });
        }
        continue;
      }
      throw error;
    }
  };

  async function rawCall<T = unknown>(method: string, path: string, call: RawCall = {}): Promise<T> {
    const headers = new Headers(call.headers);
    let body: string | undefined;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers.set('content-type', 'application/json');
    }
    if (call.idempotencyKey) headers.set('idempotency-key', call.idempotencyKey);
    const response = await send({
      method: method.toUpperCase(),
      url: `${baseUrl}${path}`,
      headers,
      body,
      encrypt: call.encrypt ?? encryptByDefault(path),
      authenticate: call.authenticate ?? true,
      workspaceId: call.workspaceId,
      refresh: !call.noRefresh,
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { data?: unknown }) : undefined;
    return (parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed) as T;
  }

  const api = createClient<paths>({
    baseUrl,
    fetch: async (request: Request) => {
      const call = request as Request & CallOptions & { [SCHEMA_PATH]?: string };
      const method = request.method.toUpperCase();
      const headers = new Headers(request.headers);
      const idempotent = IDEMPOTENT_OPERATIONS.includes(`${method} ${call[SCHEMA_PATH] ?? ''}`);
      if (call.idempotencyKey) headers.set('idempotency-key', call.idempotencyKey);
      else if (idempotent && !headers.has('idempotency-key')) headers.set('idempotency-key', randomHex(16));
      const body = request.body ? await request.text() : undefined;
      const path = new URL(request.url).pathname;
      return send({
        method,
        url: request.url,
        headers,
        body,
        encrypt: call.encrypt ?? encryptByDefault(path),
        authenticate: call.authenticate ?? true,
        workspaceId: call.workspaceId,
        refresh: true,
      });
    },
  });
  api.use({
    onRequest({ request, schemaPath }) {
      (request as Request & { [SCHEMA_PATH]?: string })[SCHEMA_PATH] = schemaPath;
    },
  });

  return {
    api,
    call: rawCall,
    portal,
    authBase,
    secureChannel: channel,
    tokenStore: store,
    get workspaceId() {
      return workspaceId;
    },
    selectWorkspace(id) {
      workspaceId = id;
    },
    clientHash,
    async setTokens(tokens) {
      await store.set(tokens ? { ...tokens, clientHash: await clientHash() } : null);
    },
    refresh,
  };
}

/** The envelope's `data` of a typed call: `const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'))`. */
export async function dataOf<R extends { data?: unknown }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']> extends { data: infer D } ? D : never> {
  const result = await call;
  const envelope = result.data as { data?: unknown } | undefined;
  return envelope?.data as NonNullable<R['data']> extends { data: infer D } ? D : never;
}
