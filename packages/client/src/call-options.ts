/**
 * The fetch options a call forwards as they are: `signal`, `cache`, `credentials`, `keepalive`, `mode`,
 * `priority`, `redirect`, `referrer`, `referrerPolicy`, `integrity` (each may be undefined, for callers under
 * `exactOptionalPropertyTypes` passing one through).
 */
export type RequestOptions = { [K in keyof Omit<RequestInit, 'body' | 'headers' | 'method' | 'window'>]?: RequestInit[K] | undefined };

/**
 * Per-call options, beside `params`/`body` in a typed call:
 * `portal.api.POST('/web/v1/partner/transfers', { body, idempotencyKey: 'k1', signal })`.
 */
export interface CallOptions extends RequestOptions {
  /** Encrypt this call's JSON body through the secure channel (true), or send it plaintext (false). Default: the client's `encrypt`. */
  encrypt?: boolean | undefined;
  /** Idempotency-Key of a money-creating POST; generated for each call when absent (and kept across the client's own retries). */
  idempotencyKey?: string | undefined;
  /** `X-Workspace-Id` of this call; null sends none. Default: the selected workspace. */
  workspaceId?: string | null | undefined;
  /** Send the access token (default true). */
  authenticate?: boolean | undefined;
  /** Extra request headers (the client's own — portal code, request id, client hash, token — are set over them). */
  headers?: RequestInit['headers'] | undefined;
}
