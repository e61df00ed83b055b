import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidParameter } from './errors.js';

/** In a `u` regex, a surrogate pair is one code point: only lone surrogates match. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Where in `value` (a parsed JSON body) the first string or key that is not
 * well-formed UTF-16 sits, e.g. `body.tags[1]`; undefined when all are.
 * Iterative: a deeply nested body must not overflow the stack.
 */
export function malformedTextAt(value: unknown, root = 'body'): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return path;
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) pending.push([node[i], `${path}[${i}]`]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node).reverse()) {
        if (LONE_SURROGATE.test(key)) return `${path} (a key)`;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * JSON can spell a lone surrogate (`"\ud800"`), which no UTF-8 text can hold:
 * PostgreSQL refuses it inside json (a 500 on every audited write) and a text
 * column would silently store U+FFFD instead. Refused as the client's error,
 * after the secure channel has decrypted the body and before validation.
 */
async function wellFormedText(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const at = malformedTextAt(request.body);
    if (at) throw invalidParameter(`${at} is not well-formed Unicode (lone surrogate)`);
  });
}

export const wellFormedTextPlugin = fp(wellFormedText, { name: 'well-formed-text', fastify: '5.x' });
