import { abortable, throwIfAborted } from './abort.js';
import type { AuthSession } from './auth-state.js';
import { wireBody, type WireBody } from './body.js';
import type { CallOptions } from './call-options.js';
import { randomHex } from './encoding.js';
import type { EncryptionPolicy } from './encryption-policy.js';
import { PortalApiError, type OperationKey } from './errors.js';
import { factsOf } from './operation-index.js';
import { refusesSession, type Refresher } from './refresh.js';
import type { SecureChannel } from './secure-channel.js';
import type { Session } from './session.js';
import { send } from './transport.js';

/** One call as the client makes it, typed or not. */
export interface CallSpec {
  method: string;
  url: string;
  /** `METHOD /path/template`, when known: what the client knows about the operation comes from it. */
  operation: string | undefined;
  /** Set for typed calls: their errors name it. */
  typedOperation: OperationKey | undefined;
  headers: Headers;
  body: unknown;
  options: CallOptions;
  /** Refresh and retry after a 401 (not for the refresh call itself, nor the channel's own calls). */
  refresh: boolean;
}

export interface ExecutorDeps {
  fetch: typeof globalThis.fetch;
  portalAccessCode: string;
  locale: string | undefined;
  clientHash(): Promise<string>;
  state: AuthSession;
  refresher: Refresher;
  channel: SecureChannel;
  encryption: EncryptionPolicy;
}

const REFRESHABLE = new Set(['ACCESS.TOKEN_EXPIRED', 'ACCESS.TOKEN_INVALID', '4010']);

const payloadOf = (body: WireBody) => (body.kind === 'json' ? body.text : body.kind === 'binary' ? body.value : undefined);

/**
 * Sends calls: the token (refreshed first when due), the workspace, an Idempotency-Key where the operation
 * takes one, the secure channel where it is needed; after a 401 one shared refresh and one retry, after a
 * forgotten channel session one new session and one retry. Nothing is retried once the call is aborted.
 */
export function createExecutor(deps: ExecutorDeps) {
  /** The original 401 when the session was refused (the refusal is its cause); any other refresh failure as it is. */
  async function recoverFrom(error: PortalApiError, used: Session, signal: AbortSignal | null | undefined): Promise<void> {
    try {
      await deps.refresher.recover(used, signal);
    } catch (refreshError) {
      throwIfAborted(signal);
      if (refusesSession(refreshError)) {
        throw new PortalApiError({ ...error, message: error.message, cause: refreshError });
      }
      throw refreshError;
    }
  }

  return async function execute(spec: CallSpec): Promise<Response> {
    const facts = factsOf(spec.operation);
    const body = wireBody(spec.body, facts.multipart);
    const { encrypt, idempotencyKey, workspaceId, authenticate = true, headers: _headers, ...init } = spec.options;
    const signal = init.signal;
    const path = new URL(spec.url).pathname;
    const headers = new Headers(spec.headers);
    if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
    else if (facts.idempotent && !headers.has('idempotency-key')) headers.set('idempotency-key', randomHex(16));
    if (facts.binaryResponse && !headers.has('accept')) headers.set('accept', '*/*');
    if (body.kind === 'json') headers.set('content-type', 'application/json');
    const encrypted = await abortable(deps.encryption(body, encrypt, facts.secureChannelGroup), signal);

    let refreshed = false;
    let reopened = false;
    for (;;) {
      throwIfAborted(signal);
      const session = authenticate ? await deps.refresher.sessionForCall(signal) : null;
      const requestId = randomHex(16);
      const outgoing = new Headers(headers);
      let payload = payloadOf(body);
      let channelSession: string | undefined;
      if (encrypted && body.kind === 'json') {
        const sealed = await abortable(deps.channel.encrypt(spec.method, path, requestId, body.text), signal);
        payload = sealed.body;
        channelSession = sealed.sessionId;
        outgoing.set('x-secure-channel-session-id', channelSession);
      }
      const response = await send(deps.fetch, {
        method: spec.method,
        url: spec.url,
        headers: outgoing,
        body: payload,
        init,
        requestId,
        portalAccessCode: deps.portalAccessCode,
        clientHash: session?.clientHash ?? (await deps.clientHash()),
        locale: deps.locale,
        workspaceId: workspaceId === undefined ? deps.state.workspaceId : workspaceId,
        accessToken: session?.accessToken,
        operation: spec.typedOperation,
      });
      if (response.ok) return response;
      const error = await PortalApiError.fromResponse(response, requestId, spec.typedOperation);
      if (channelSession && !reopened && error.code === 'SECURE_CHANNEL.SESSION_NOT_FOUND') {
        // Expired or closed on the server before our clock said so: one new session, one retry.
        deps.channel.invalidate(channelSession);
        reopened = true;
        continue;
      }
      const replayable = body.kind !== 'binary' || body.replayable;
      if (session && spec.refresh && !refreshed && replayable && error.status === 401 && REFRESHABLE.has(error.code)) {
        refreshed = true;
        await recoverFrom(error, session, signal);
        continue;
      }
      throw error;
    }
  };
}

export type Execute = ReturnType<typeof createExecutor>;
