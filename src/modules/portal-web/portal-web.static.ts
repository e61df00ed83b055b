import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canonicalPath } from '../../http/request-path.js';
import { cacheControlOf, NO_STORE, setPortalWebHeaders } from './portal-web.headers.js';

export interface PortalWebStaticOptions {
  /** `PORTAL_WEB_DIR`: the build output (index.html, assets/). */
  dir: string;
}

/**
 * Paths the API owns (contract of issue 16): a miss there is the API's 404 envelope, never the app's page.
 * assets/ too: a missing asset must fail loudly, not load index.html as a script. Tested on the canonical
 * spelling, as the router and the ingress decide.
 */
const API_PATH = /^\/(web|\.well-known|__portal|docs|assets)(\/|$)|^\/(healthz|readyz|metrics|openapi\.json)$/;
/**
 * Dot segments, dotfiles, encoded dots or separators, escapes of escapes, backslashes: no route of the
 * app is spelled so, and a traversal attempt or a probe for /.env is.
 */
const SUSPICIOUS_TARGET = /(^|\/)\.|%2e|%2f|%5c|%25|\\/i;
/** A file name the router takes literally: no parameter, wildcard or escape syntax. */
const PLAIN_FILE = /^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/;

/** The build's files (relative, `/`-separated), without dotfiles or symlinks: only what Vite wrote is served. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => PLAIN_FILE.test(file) && !file.split('/').some((segment) => segment.startsWith('.')));
}

function readIndex(dir: string): Buffer | undefined {
  try {
    return readFileSync(join(dir, 'index.html'));
  } catch {
    return undefined;
  }
}

/** A navigation of the browser to a page of the app: the client-side router owns every path the API does not. */
function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  if (typeof accept !== 'string' || !accept.toLowerCase().includes('text/html')) return false;
  const target = request.url.split(/[?#]/, 1)[0]!;
  return !SUSPICIOUS_TARGET.test(target) && !API_PATH.test(canonicalPath(request.url));
}

const NOT_BUILT =
  'The portal web app is not built.\n\nRun `npm run build:web` (`npm start` builds it too), then restart the server.\n';

/**
 * Serves the built portal web app next to the API on the public port: each file the build holds at start
 * as its own route (a rebuild is served after a restart), index.html at `/` and, as the SPA fallback, for a
 * browser's navigation to any path the API does not own. The management port refuses these paths like
 * every non-management path (src/http/management-port.ts).
 */
async function portalWebStatic(app: FastifyInstance, options: PortalWebStaticOptions): Promise<void> {
  const index = readIndex(options.dir);
  if (!index) {
    app.log.warn({ dir: options.dir }, 'portal web app not found (no index.html in PORTAL_WEB_DIR): run `npm run build:web` and restart; `/` answers 503 until then');
  }

  const sendIndex = (reply: FastifyReply): FastifyReply => {
    if (!index) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_STORE).send(NOT_BUILT);
    setPortalWebHeaders(reply, NO_STORE);
    return reply.type('text/html; charset=utf-8').send(index);
  };

  // Hidden: the web app's, not the API's, so not in the OpenAPI document.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  // Last of the onRequest hooks, after the ingress (request id, locale) and the management port's gate.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 && isAppNavigation(request)) return sendIndex(reply);
  });
  if (!index) return;

  const files = listFiles(options.dir).filter((file) => file !== 'index.html');
  // Encapsulated: sendFile and the header hook belong to the files' routes alone.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: options.dir, serve: false, cacheControl: false, dotfiles: 'deny', index: false });
    scope.addHook('onSend', async (request, reply, payload) => {
      // A file that vanished since start falls through to the 404 envelope, which must stay no-store.
      if (reply.statusCode < 400) setPortalWebHeaders(reply, cacheControlOf(request.routeOptions.url?.slice(1) ?? ''));
      return payload;
    });
    for (const file of files) {
      scope.get(`/${file}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
    }
  });
}

/** Not encapsulated: the fallback hook must reach the root's 404 handler. */
export function portalWebStaticPlugin(options: PortalWebStaticOptions): FastifyPluginAsync {
  return fp(async (app) => portalWebStatic(app, options), { name: 'portal-web-static', fastify: '5.x' });
}
