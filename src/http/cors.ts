import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import '../core/common.errors.js';
import { prepareAnswer } from './ingress.js';
import { addVary } from './vary.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Puts the CORS answer headers on `reply` (`Vary: Origin`, and for a listed
     * origin `Access-Control-Allow-Origin` and the exposed headers). Runs first
     * on every request, so every answer carries them, refusals included; also
     * where the router refused a target before any hook ran.
     */
    applyCors(request: FastifyRequest, reply: FastifyReply): void;
  }
}

export interface CorsOptions {
  /** Exact origins (`CORS_ORIGINS`), as browsers send them in `Origin`. */
  origins: readonly string[];
}

/**
 * Every request header the spec names that a page sets itself. Not the ones
 * the browser or the edge writes (User-Agent, X-Forwarded-Proto,
 * CF-Connecting-IP, cf-ipcountry): a page cannot, or must not, set those.
 */
export const CORS_REQUEST_HEADERS = [
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Authorization',
  'X-PORTAL-ACCESS-CODE',
  'X-LOCALE',
  'X-Request-Id',
  'X-Client-Hash',
  'X-Workspace-Id',
  'X-Secure-Channel-Session-Id',
  'X-SC-Session-Id',
  'Idempotency-Key',
  'Cf-Ray',
] as const;

/**
 * Answer headers a page may read besides the CORS-safelisted ones: the id to
 * quote, how long to wait, the rate-limit fields this server sends
 * (draft-ietf-httpapi-ratelimit-headers: `RateLimit` and `RateLimit-Policy`),
 * whether an answer is a replay, and a download's file name.
 */
export const CORS_EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Idempotency-Replayed', 'Content-Disposition'] as const;

/** Chromium's ceiling (Firefox allows a day): one preflight per URL every two hours. */
export const PREFLIGHT_MAX_AGE_SEC = 7_200;

const ALLOW_HEADERS = CORS_REQUEST_HEADERS.join(', ');
const EXPOSE_HEADERS = CORS_EXPOSED_HEADERS.join(', ');

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;
}

/**
 * CORS for the front-end origins of `CORS_ORIGINS`. Registered before the
 * ingress: a preflight carries no access code (browsers send no custom
 * header with it) and is answered here, before the access-code check, the
 * load shedding, the rate limits and the secure channel. No credentials mode:
 * the API authenticates by bearer token and sets no cookie (docs/decisions.md).
 */
async function cors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const allowed = new Set(options.origins);
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') methods.add(method);
  });
  // Routes are fixed once the server is ready, before any request: the preflight's answer is built once.
  let allowMethods = '';
  app.addHook('onReady', async () => {
    allowMethods = [...methods].sort().join(', ');
  });
  const listedOrigin = (request: FastifyRequest): string | undefined => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && allowed.has(origin) ? origin : undefined;
  };

  const applyCors = (request: FastifyRequest, reply: FastifyReply): void => {
    if (allowed.size === 0) return;
    // Answers differ by Origin: a shared cache must not hand one origin's answer to another.
    addVary(reply, 'Origin');
    const origin = listedOrigin(request);
    if (origin === undefined) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSE_HEADERS);
  };
  app.decorate('applyCors', applyCors);

  app.addHook('onRequest', async (request, reply) => {
    applyCors(request, reply);
    if (!isPreflight(request)) return;
    prepareAnswer(request, reply);
    // An origin nobody listed gets no CORS header, so the browser refuses; the code tells whoever reads the network log why.
    if (listedOrigin(request) === undefined) throw new AppError('ACCESS.ORIGIN_NOT_ALLOWED');
    reply
      .code(204)
      .header('access-control-allow-methods', allowMethods)
      .header('access-control-allow-headers', ALLOW_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SEC));
    return reply.send();
  });
}

export const corsPlugin = fp(cors, { name: 'cors', fastify: '5.x', dependencies: ['error-handler'] });
