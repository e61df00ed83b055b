import type { FetchBody } from './body.js';
import type { RequestOptions } from './call-options.js';
import { PortalApiError, type OperationKey } from './errors.js';

/** One HTTP exchange with every header the portal expects (spec 4.1). */
export interface Exchange {
  method: string;
  url: string;
  /** The call's own headers; the portal's are set over them. */
  headers: Headers;
  body: FetchBody | undefined;
  init: RequestOptions;
  requestId: string;
  portalAccessCode: string;
  clientHash: string;
  locale: string | undefined;
  workspaceId: string | null;
  accessToken: string | undefined;
  /** For the error of a typed call. */
  operation: OperationKey | undefined;
}

function portalHeaders(exchange: Exchange): Headers {
  const headers = new Headers(exchange.headers);
  headers.set('x-request-id', exchange.requestId);
  headers.set('x-portal-access-code', exchange.portalAccessCode);
  headers.set('x-client-hash', exchange.clientHash);
  if (exchange.locale) {
    headers.set('x-locale', exchange.locale);
    headers.set('accept-language', exchange.locale);
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (exchange.workspaceId && !headers.has('x-workspace-id')) headers.set('x-workspace-id', exchange.workspaceId);
  if (exchange.accessToken && !headers.has('authorization')) headers.set('authorization', `Bearer ${exchange.accessToken}`);
  return headers;
}

/** The options the caller set: an option given as undefined is left to fetch's default. */
const definedOnly = (init: RequestOptions): RequestInit =>
  Object.fromEntries(Object.entries(init).filter(([, value]) => value !== undefined)) as RequestInit;

/**
 * Sends it. No answer is a PortalApiError `NETWORK`; an aborted call rejects with the signal's reason, as
 * fetch does. Any answer, refusals included, is returned.
 */
export async function send(fetchImpl: typeof globalThis.fetch, exchange: Exchange): Promise<Response> {
  const { init, body } = exchange;
  // A stream body must say it is sent while the answer may already arrive (fetch's half duplex).
  const duplex = typeof ReadableStream !== 'undefined' && body instanceof ReadableStream ? { duplex: 'half' as const } : {};
  try {
    return await fetchImpl(exchange.url, { ...definedOnly(init), ...duplex, method: exchange.method, headers: portalHeaders(exchange), body: body ?? null });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw PortalApiError.network(error, exchange.requestId, exchange.operation);
  }
}
