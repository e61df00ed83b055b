import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SUCCESS_ENVELOPES } from './envelope.js';
import { addVary } from './vary.js';

/**
 * Data that does not change between requests, serialized once, with the entity tag of its bytes. `tail`
 * is the envelope's end with the data, already UTF-8: a string answer of this size (non-ASCII names make
 * it a two-byte string) was measured costing ~60 µs a request in `Buffer.byteLength` and the socket's
 * UTF-8 encoding, against a copy of the bytes (docs/performance.md, "The per-request tax, attributed").
 */
export interface FixedData {
  readonly tail: Buffer;
  readonly etag: string;
}

/** The 304 of a route answered by `sendFixedOk`, for its response schema (and so the OpenAPI document). */
export const NOT_MODIFIED = Type.Null({ description: 'Not Modified: the `If-None-Match` tag is the current one (the `ETag` of a 200); no body' });

const OK_HEAD = Buffer.from(`{"version":"${SUCCESS_ENVELOPES.ok.version}","timestamp":`);
const OK_MIDDLE = `,"success":true,"code":"${SUCCESS_ENVELOPES.ok.code}","message":"${SUCCESS_ENVELOPES.ok.message}","data":`;

export function fixData(data: unknown): FixedData {
  const json = JSON.stringify(data);
  return {
    tail: Buffer.from(`${OK_MIDDLE}${json}}`),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

/** True when `If-None-Match` names this tag (weak or strong, RFC 9110 13.1.2), or is `*`. */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Answers 200 with `data` in the partner success envelope, spliced from bytes instead of serialized
 * per request (only the timestamp is new), or 304 when the client holds this version already. The
 * answer depends on the locale headers, so caches keep one copy per language.
 */
export function sendFixedOk(request: FastifyRequest, reply: FastifyReply, data: FixedData, maxAgeSec: number): FastifyReply {
  reply.header('etag', data.etag).header('cache-control', `private, max-age=${maxAgeSec}`);
  addVary(reply, 'Accept-Language', 'X-Locale');
  if (notModified(request, data.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(bodyAt(data, Date.now()));
}

/** The last answer made of each fixed data, with its timestamp: the requests of one millisecond share its bytes. */
const latest = new WeakMap<FixedData, { at: number; body: Buffer }>();

/**
 * The envelope around `data` stamped `at`. Answers are never changed once sent, so the requests that arrive
 * in the same millisecond (several at a few thousand a second) send one buffer instead of copying ~30 KB each.
 */
function bodyAt(data: FixedData, at: number): Buffer {
  const last = latest.get(data);
  if (last?.at === at) return last.body;
  const timestamp = Buffer.from(String(at), 'latin1');
  const body = Buffer.concat([OK_HEAD, timestamp, data.tail], OK_HEAD.length + timestamp.length + data.tail.length);
  latest.set(data, { at, body });
  return body;
}
