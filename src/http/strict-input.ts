import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Duplex } from 'node:stream';
import { partnerError } from './envelope.js';
import { invalidParameter } from '../core/common.errors.js';
import { messageFor } from '../core/errors.js';
import { prepareAnswer } from './ingress.js';

/**
 * One rule for every string a client sends: text PostgreSQL can store. No NUL
 * (U+0000): text cannot hold it, so it reached the database and came back as
 * a 500 — before sign-in too. No lone UTF-16 surrogate (JSON can spell
 * `"\ud800"`, UTF-8 cannot): json refused it (a 500 on every audited write)
 * and a text column silently stored U+FFFD instead of what was sent. Checked
 * once, for every route, on the path parameters, the query string, the
 * headers and the body (after the secure channel decrypted it), keys included.
 */
const NUL = '\u0000';
/** In a `u` regex a surrogate pair is one code point: only lone surrogates match. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** Field names echoed in the refusal; anything else is shown as `*` (the caller's own text, but no need to reflect it). */
const SHOWN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function flawOf(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode (lone surrogate)';
  return undefined;
}

/**
 * Whether any string or key in `value` is unstorable: the walk every request takes (headers, query, body),
 * with no path built, so clean input — nearly all of it — costs a look at each string and nothing more.
 */
function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let current = pending.pop(); pending.length > 0 || current !== undefined; current = pending.pop()) {
    if (typeof current === 'string') {
      if (flawOf(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      const record = current as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (flawOf(key)) return true;
        pending.push(record[key]);
      }
    }
  }
  return false;
}

/**
 * Where in `value` (a parsed body, query, params or headers object) a string
 * or a key cannot be stored, as `body.details.accountHolder` or
 * `query.sort[1]`, and why; undefined when nowhere. Iterative: a deeply nested
 * body cannot overflow the stack.
 */
export function unstorableTextAt(value: unknown, root: string): { at: string; flaw: string } | undefined {
  if (!holdsUnstorableText(value)) return undefined;
  const pending: Array<[unknown, string]> = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, at] = next;
    if (typeof current === 'string') {
      const flaw = flawOf(current);
      if (flaw) return { at, flaw };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${at}[${index}]`]));
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyAt = `${at}.${SHOWN_KEY.test(key) ? key : '*'}`;
        const flaw = flawOf(key);
        if (flaw) return { at: `${keyAt} (a key)`, flaw };
        pending.push([item, keyAt]);
      }
    }
  }
  return undefined;
}

/** Throws 400 VALIDATION.INVALID_PARAMETER when `value` holds unstorable text anywhere; for input read outside the hook (multipart parts). */
export function refuseUnstorableText(value: unknown, root: string): void {
  const found = unstorableTextAt(value, root);
  if (found) throw invalidParameter(`${found.at} ${found.flaw}`);
}

async function strictInput(app: FastifyInstance): Promise<void> {
  // preValidation, registered after the secure-channel hook: an encrypted body is plaintext by now,
  // and nothing has looked at the input yet but the authentication of the caller.
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.params, 'path');
    refuseUnstorableText(request.query, 'query');
    refuseUnstorableText(request.headers, 'header');
    refuseUnstorableText(request.body, 'body');
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
 * `maxParamLength`). The CORS headers are added as on any answer, the portal's access code is still checked first, then
 * the answer is a 400 in our envelope — Fastify's own answer would echo the
 * target back.
 */
export function refuseRouterError(send: (request: FastifyRequest, reply: FastifyReply, error: unknown) => FastifyReply) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    prepareAnswer(request, reply);
    request.server.applyCors(request, reply);
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
