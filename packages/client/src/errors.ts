import type { OperationErrorCodes, SelfErrorCode, ServerErrorCode } from './error-codes.js';

/**
 * Codes the client gives itself: `NETWORK` when no answer came (offline, DNS, refused connection, a
 * cross-origin call the browser blocked), `HTTP_<status>` for an answer without the server's envelope (a
 * proxy's error page).
 */
export type ClientErrorCode = 'NETWORK' | `HTTP_${number}`;

/** Every code a refused call can carry: the server's registry, the user-self 4-digit codes, the client's own. */
export type PortalErrorCode = ServerErrorCode | SelfErrorCode | ClientErrorCode;

/** `METHOD /path/template` of an operation of the API, as the typed calls name it. */
export type OperationKey = keyof OperationErrorCodes;

/** The codes one operation can answer (its OpenAPI `x-error-codes`) and the client's own. */
export type OperationErrorCode<K extends OperationKey> = OperationErrorCodes[K] | ClientErrorCode;

export interface PortalApiErrorInit<C extends PortalErrorCode> {
  status: number;
  code: C;
  message: string;
  requestId?: string | undefined;
  operation?: OperationKey | undefined;
  body?: unknown;
  retryAfter?: number | undefined;
  cause?: unknown;
}

/**
 * A refused or failed call: the HTTP status (0 when no answer came), the error code of the body
 * (`AUTH.INVALID_CREDENTIALS`, `4010`…, or the client's `NETWORK`), its localized message and the request id
 * (the server's `X-Request-Id`, to quote to support).
 */
export class PortalApiError<C extends PortalErrorCode = PortalErrorCode> extends Error {
  override readonly name = 'PortalApiError';
  readonly status: number;
  readonly code: C;
  readonly requestId: string | undefined;
  /** The operation of the typed call that failed (`POST /web/v1/partner/transfers`); undefined for untyped calls. */
  readonly operation: OperationKey | undefined;
  /** The parsed body (or its text when it was not JSON). */
  readonly body: unknown;
  /** `Retry-After` in seconds (429, 503), when the server sent one. */
  readonly retryAfter: number | undefined;

  constructor(init: PortalApiErrorInit<C>) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.operation = init.operation;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /** Reads a failed response (consumes its body). */
  static async fromResponse(response: Response, sentRequestId?: string, operation?: OperationKey): Promise<PortalApiError> {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a proxy's error page): keep the text
    }
    const fields = body && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : {};
    const retryAfter = Number(response.headers.get('retry-after'));
    return new PortalApiError({
      status: response.status,
      // The envelope's code is one of the registry's for the server this client was generated from.
      code: typeof fields.code === 'string' ? (fields.code as PortalErrorCode) : `HTTP_${response.status}`,
      message: typeof fields.message === 'string' ? fields.message : response.statusText || `HTTP ${response.status}`,
      requestId: response.headers.get('x-request-id') ?? sentRequestId,
      operation,
      body,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }

  /** No answer came: fetch itself failed (offline, DNS, connection refused or reset, blocked by CORS). */
  static network(cause: unknown, requestId: string, operation?: OperationKey): PortalApiError<'NETWORK'> {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new PortalApiError({ status: 0, code: 'NETWORK', message: `The server could not be reached (${reason})`, requestId, operation, cause });
  }
}

/** `error` is a PortalApiError (with `code`, when given: a typo in the code does not compile). */
export function isPortalApiError<C extends PortalErrorCode = PortalErrorCode>(error: unknown, code?: C): error is PortalApiError<C> {
  return error instanceof PortalApiError && (code === undefined || error.code === code);
}

/**
 * `error` came from a call of `operation`; its `code` is then narrowed to what that operation can answer:
 * `if (isOperationError(error, 'POST /web/v1/partner/transfers') && error.code === 'WALLET.INSUFFICIENT_FUNDS')`.
 */
export function isOperationError<K extends OperationKey>(error: unknown, operation: K): error is PortalApiError<OperationErrorCode<K>> {
  return error instanceof PortalApiError && error.operation === operation;
}
