import type { FastifyRequest } from 'fastify';

/** Bounded, so a target percent-encoded many times over costs a few passes, not a loop. */
const MAX_DECODE_PASSES = 4;
/** `scheme://authority` of an absolute-form target (RFC 9112 §3.2.2): the router ignores it, so do we. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** Every run of %xx escapes as the UTF-8 it spells; bytes that are not UTF-8 become U+FFFD instead of failing the whole path. */
function decodeEscapes(text: string): string {
  return text.replace(ESCAPE_RUN, (run) => Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'));
}

function decodeFully(path: string): string {
  let decoded = path;
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass += 1) {
    const next = decodeEscapes(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * The path of a request target in one canonical spelling: absolute form
 * reduced to its path, query and fragment cut, percent-escapes decoded (also
 * `%2F` and escapes of escapes), `;` parameters, empty and `.` segments
 * dropped, `..` resolved, lower case. Two targets that differ only in
 * spelling get the same answer; it is for deciding, never for routing.
 */
export function canonicalPath(target: string): string {
  const path = target.replace(ABSOLUTE_FORM, '').split(/[?#]/, 1)[0]!;
  const segments: string[] = [];
  for (const raw of decodeFully(path).split('/')) {
    const segment = raw.split(';', 1)[0]!;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.toLowerCase());
  }
  return `/${segments.join('/')}`;
}

/**
 * The path a request is for, as the router decided it: the matched route's
 * own path, or — when no route matched — the canonical spelling of the
 * target. Anything that decides by path (which portal, which error envelope)
 * asks this, never `request.url`: the raw target may be percent-encoded or in
 * absolute form while the router still matched the plain route.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? canonicalPath(request.url);
}
