import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import { ANY_MEMBER, type RequestOrigin, type WorkspaceContext } from './workspace-guard.js';

/**
 * The caller of a machine API route: an API key, acting for the account that
 * created it, in the key's workspace, with the key's scopes that its creator
 * still holds (a key never outranks its creator).
 */
export interface MachineCaller {
  apiKeyId: string;
  name: string;
  workspaceId: string;
  /** The key's creator: the account the key acts for (money records name it as their creator). */
  accountId: string;
  /** Effective scopes: the key's scopes the creator holds today. */
  scopes: ReadonlySet<string>;
  mode: 'LIVE' | 'TEST';
  /** Requests per second the key may make (its own limit within the operator's ceiling). */
  rateLimitPerSecond: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A machine API route (`/api/v1`): `Authorization: Bearer <API key secret>`,
     * no portal code, no access token, no X-Workspace-Id; `permission` names
     * the scope the key needs.
     */
    apiKey?: true;
  }
  interface FastifyRequest {
    /** Set by the API key guard on routes with `config.apiKey`; null elsewhere. */
    apiKey: MachineCaller | null;
  }
}

export interface ApiKeyGuardOptions {
  /**
   * The key a presented secret opens from this origin. Throws 401
   * ACCESS.TOKEN_INVALID for every key that cannot be used (one code: the
   * caller learns nothing of why), 403 ACCESS.IP_NOT_ALLOWED outside its allow-list.
   */
  authenticate(secret: string, origin: RequestOrigin): Promise<MachineCaller>;
  /** Counts the request against the key's rate limit; the RateLimit fields to send. Throws 429 RATE_LIMIT.EXCEEDED. */
  limit(caller: MachineCaller): Promise<Record<string, string>>;
  /** Records a use (last used, daily count); never delays the request. */
  used(caller: MachineCaller, clientIp: string): void;
}

/** Long enough for every secret we issue (57 characters) with room; anything longer is not read further. */
const BEARER = /^Bearer +(\S{1,200})$/;

function presentedSecret(request: FastifyRequest): string {
  const header = request.headers.authorization?.trim();
  if (header === undefined || header === '' || header === 'Bearer') throw new AppError('ACCESS.TOKEN_MISSING');
  const match = BEARER.exec(header);
  if (!match) throw new AppError('ACCESS.TOKEN_INVALID');
  return match[1]!;
}

/** The key seen as a workspace context: what `actorOf` and the services read. No membership: the key is not one. */
function workspaceContextOf(caller: MachineCaller): WorkspaceContext {
  return { workspaceId: caller.workspaceId, membershipId: '', roleId: '', isOwner: false, permissions: caller.scopes };
}

function assertScope(request: FastifyRequest, caller: MachineCaller): void {
  const permission = request.routeOptions.config.permission;
  // Declared by routes any working key may call (whoami): an explicit choice, never a forgotten scope.
  if (permission === ANY_MEMBER) return;
  if (permission === undefined) {
    // A machine route without a scope is a wiring mistake: fail closed.
    request.log.error({ route: request.routeOptions.url, permission }, 'machine API route without a permission');
    throw new AppError('ACCESS.PERMISSION_DENIED');
  }
  if (!caller.scopes.has(permission)) throw new AppError('ACCESS.PERMISSION_DENIED', `requires ${permission}`);
}

/**
 * Authenticates every route that declares `config.apiKey`, in onRequest (a
 * caller without a usable key learns nothing about the body it sent), then
 * counts it against the key's rate limit and checks the route's scope.
 */
async function apiKeyGuard(app: FastifyInstance, options: ApiKeyGuardOptions): Promise<void> {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.apiKey) return;
    const origin = { clientIp: request.clientIp || null, requestId: String(request.id) };
    const caller = await options.authenticate(presentedSecret(request), origin);
    reply.headers(await options.limit(caller));
    options.used(caller, request.clientIp);
    assertScope(request, caller);
    request.apiKey = caller;
    request.workspace = workspaceContextOf(caller);
  });
}

export const apiKeyGuardPlugin = fp(apiKeyGuard, { name: 'api-key-guard', fastify: '5.x', dependencies: ['ingress', 'workspace-guard'] });
