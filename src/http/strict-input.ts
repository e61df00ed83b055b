import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Duplex } from 'node:stream';
import { partnerError } from './envelope.js';
import { invalidParameter } from './errors.js';
import { messageFor } from './i18n.js';

/**
 * One rule for every string a client sends: no NUL (U+0000). PostgreSQL text
 * cannot hold it, so without this rule a NUL reached the database and came
 * back as a 500 — before sign-in too. Checked once, for every route, on the
 * path parameters, the query string, the headers and the body (after the
 * secure channel decrypted it), keys included.
 */
const NUL = '\u0000';
/** Field names echoed in the refusal; anything else is shown as `*` (the caller's own text, but no need to reflect it). */
const SHOWN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Where in `value` (a parsed body, query, params or headers object) a string
 * or a key holds NUL, as `body.details.accountHolder` or `query.sort[1]`;
 * undefined when nowhere. Iterative: a deeply nested body cannot overflow the stack.
 */
export function nulAt(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, at] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return at;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${at}[${index}]`]));
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyAt = `${at}.${SHOWN_KEY.test(key) ? key : '*'}`;
        if (key.includes(NUL)) return keyAt;
        pending.push([item, keyAt]);
      }
    }
  }
  return undefined;
}

/** Throws 400 VALIDATION.INVALID_PARAMETER when `value` holds NUL anywhere; for input read outside the hook (multipart parts). */
export function refuseNul(value: unknown, root: string): void {
  const at = nulAt(value, root);
  if (at !== undefined) throw invalidParameter(`${at} must not contain a NUL character`);
}

async function strictInput(app: FastifyInstance): Promise<void> {
  // preValidation, registered after the secure-channel hook: an encrypted body is plaintext by now,
  // and nothing has looked at the input yet but the authentication of the caller.
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params, 'path');
    refuseNul(request.query, 'query');
    refuseNul(request.headers, 'header');
    refuseNul(request.body, 'body');
  });
}

export const strictInputPlugin = fp(strictInput, {
  name: 'strict-input',
  fastify: '5.x',
  dependencies: ['error-handler', 'secure-channel-hook'],
});

/**
 * Fastify `clientErrorHandler`: what a client gets when Node's HTTP parser
 * refuses its bytes (a NUL or other control character in a header value, a
 * malformed request line) — the 400 partner envelope instead of Fastify's own
 * body, then the connection ends (the parser cannot resynchronize). No route
 * was matched and no header parsed, so it is always the partner envelope in
 * English. A timeout or oversized headers keep their status, without a body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : undefined;
    if (status) {
      socket.write(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    } else {
      const body = JSON.stringify(partnerError('VALIDATION.INVALID_PARAMETER', messageFor('VALIDATION.INVALID_PARAMETER', 'en', 'malformed HTTP request')));
      socket.write(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
      );
    }
  }
  socket.destroy(error);
}

const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'the request target is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'a path parameter is too long',
};

/**
 * Fastify `frameworkErrors`: the router refused the target before any hook ran
 * (`%zz` or an escape that is not UTF-8; a path parameter over
 * `maxParamLength`). The portal's access code is still checked first, then
 * the answer is a 400 in our envelope — Fastify's own answer would echo the
 * target back.
 */
export function refuseRouterError(send: (request: FastifyRequest, reply: FastifyReply, error: unknown) => FastifyReply) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('x-request-id', request.id).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    const detail = error.code === undefined ? undefined : ROUTER_REFUSALS[error.code];
    try {
      request.server.checkPortalAccess(request);
    } catch (refusal) {
      send(request, reply, refusal);
      return;
    }
    send(request, reply, detail === undefined ? error : invalidParameter(detail));
  };
}
