import { hash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { toIpRanges } from '../infra/ip-address.js';
import { resolveClientIp, resolvePeer, type ClientIpPolicy, type ForwardingHeader, type Peer } from './client-ip.js';
import { AppError } from '../core/errors.js';
import type { Locale } from '../core/locale.js';
import { resolveLocale } from './i18n.js';
import { routedPath } from './request-path.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Client IP (src/http/client-ip.ts): from a trusted proxy CF-Connecting-IP, else the hop chain of CLIENT_IP_HEADER; else the socket peer. */
    clientIp: string;
    /** `X-Client-Hash`, bounded; empty when absent. */
    clientHash: string;
    locale: Locale;
    /** `cf-ipcountry` (two letters) when sent, else undefined. */
    country: string | undefined;
    userAgent: string;
  }
  interface FastifyInstance {
    /**
     * Throws 403 ACCESS.PORTAL_MISMATCH unless the request carries the access code of the portal its
     * routed path belongs to. Runs first on every request; also where the router refused a target.
     */
    checkPortalAccess(request: FastifyRequest): void;
  }
}

export interface IngressOptions {
  portalAccessCodes: readonly string[];
  /** Codes accepted on /web/v1/operator paths; absent: those paths are refused. */
  operatorAccessCodes?: readonly string[];
  trustedProxies: readonly string[];
  /** The header trusted proxies write the hop chain in (`CLIENT_IP_HEADER`); X-Forwarded-For when absent. */
  clientIpHeader?: ForwardingHeader;
}

/** Paths that only the portal ingress may reach (spec 5.1); tested against the routed path, never the raw target. */
const PORTAL_PATH = /^\/web\/v1\/partner(\/|$)/;
/** The internal operator portal: its own access codes (OPERATOR_ACCESS_CODES). */
const OPERATOR_PATH = /^\/web\/v1\/operator(\/|$)/;
/**
 * The un-namespaced secure-channel bootstrap (spec 5.3): both portals' front ends encrypt their sign-in
 * bodies, so either portal's code opens a channel here; /web/v1/partner/secure-channel stays the partner's.
 */
const SHARED_CHANNEL_PATH = /^\/web\/v1\/secure-channel(\/|$)/;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const CLIENT_HASH = /^[\x21-\x7e]{1,256}$/;

/** A request id from the caller when it is sane, else a fresh one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** One-shot `hash`: a `createHash` object per request cost ~0.5 µs more, on every request. */
function digest(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

/** Compares against every accepted code without an early exit, so timing says nothing. */
function makePortalCodeCheck(codes: readonly string[]): (presented: string | undefined) => boolean {
  const accepted = codes.map(digest);
  return (presented) => {
    const candidate = digest(presented ?? '');
    let match = false;
    for (const code of accepted) match = timingSafeEqual(code, candidate) || match;
    return presented !== undefined && match;
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** What every answer needs, whatever refuses the request: the request id, no caching, no sniffing, the caller's locale. */
export function prepareAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  reply.header('cache-control', 'no-store');
  reply.header('x-content-type-options', 'nosniff');
  request.locale = resolveLocale(header(request, 'x-locale'), header(request, 'accept-language'));
}

async function ingress(app: FastifyInstance, options: IngressOptions): Promise<void> {
  const trusted = toIpRanges(options.trustedProxies);
  const clientIpPolicy: ClientIpPolicy = { trusted, header: options.clientIpHeader ?? 'x-forwarded-for' };
  const portalCodeOk = makePortalCodeCheck(options.portalAccessCodes);
  const operatorCodeOk = makePortalCodeCheck(options.operatorAccessCodes ?? []);
  // A keep-alive connection carries many requests from one peer: parse its address once.
  const peers = new WeakMap<Socket, Peer>();
  const peerOf = (socket: Socket): Peer => {
    let peer = peers.get(socket);
    if (!peer) {
      peer = resolvePeer(socket.remoteAddress ?? '', trusted);
      peers.set(socket, peer);
    }
    return peer;
  };

  const checkPortalAccess = (request: FastifyRequest): void => {
    // The router decodes %xx and ignores an absolute form's scheme and host: decide by the path it matched.
    const path = routedPath(request);
    const code = header(request, 'x-portal-access-code');
    const refused =
      (PORTAL_PATH.test(path) && !portalCodeOk(code)) ||
      (OPERATOR_PATH.test(path) && !operatorCodeOk(code)) ||
      (SHARED_CHANNEL_PATH.test(path) && !portalCodeOk(code) && !operatorCodeOk(code));
    if (refused) throw new AppError('ACCESS.PORTAL_MISMATCH');
  };
  app.decorate('checkPortalAccess', checkPortalAccess);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('clientHash', '');
  app.decorateRequest('locale', 'en');
  app.decorateRequest('country', undefined);
  app.decorateRequest('userAgent', '');

  app.addHook('onRequest', async (request, reply) => {
    prepareAnswer(request, reply);
    request.clientIp = resolveClientIp(peerOf(request.socket), request.raw, clientIpPolicy);
    const hash = header(request, 'x-client-hash');
    request.clientHash = hash && CLIENT_HASH.test(hash) ? hash : '';
    const country = header(request, 'cf-ipcountry')?.toUpperCase();
    request.country = country && /^[A-Z]{2}$/.test(country) ? country : undefined;
    request.userAgent = (header(request, 'user-agent') ?? '').slice(0, 512);

    checkPortalAccess(request);
  });
}

export const ingressPlugin = fp(ingress, { name: 'ingress', fastify: '5.x' });
