/**
 * A refused call: the HTTP status, the error code of the body (`AUTH.INVALID_CREDENTIALS`, `4010`…), its
 * localized message and the request id (the server's `X-Request-Id`, to quote to support).
 */
export class PortalApiError extends Error {
  override readonly name = 'PortalApiError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  /** The parsed body (or its text when it was not JSON). */
  readonly body: unknown;
  /** `Retry-After` in seconds on 429, when the server sent one. */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; code: string; message: string; requestId?: string; body?: unknown; retryAfter?: number; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /** Reads a failed response (consumes its body). */
  static async fromResponse(response: Response, sentRequestId?: string): Promise<PortalApiError> {
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
      code: typeof fields.code === 'string' ? fields.code : `HTTP_${response.status}`,
      message: typeof fields.message === 'string' ? fields.message : response.statusText || `HTTP ${response.status}`,
      requestId: response.headers.get('x-request-id') ?? sentRequestId,
      body,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
}

export function isPortalApiError(error: unknown, code?: string): error is PortalApiError {
  return error instanceof PortalApiError && (code === undefined || error.code === code);
}
