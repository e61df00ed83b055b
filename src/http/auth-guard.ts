import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';

/**
 * Who is calling, as the guard decorates the request: what a route may know
 * of its caller. The auth module's session context has this shape; the guard
 * needs nothing else of it.
 */
export interface Caller {
  /** bizId of the signed-in account (`acc_…`), the token's `sub`. */
  accountId: string;
  /** Server-side session id (`ses_…`), the token's `sid`. */
  sessionId: string;
  portal: 'PARTNER' | 'OPERATOR';
}

/** What the guard reads of a verified access token; the verifier may return more, handed back on step-up. */
export interface TokenClaims {
  sub: string;
  sid: string;
}

/** The caller's IP allow-list (false → 403 ACCESS.IP_NOT_ALLOWED). */
export interface IpAllowList {
  isAllowed(accountId: string, clientIp: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `true`: a partner access token is required; `'operator'`: an operator
     * one. The auth guard answers 401 ACCESS.TOKEN_MISSING / TOKEN_INVALID /
     * TOKEN_EXPIRED before validation runs.
     */
    auth?: true | 'operator';
    /**
     * A sensitive action: the session's last full authentication (password +
     * second factor) must be within STEP_UP_MAX_AGE, else 403
     * AUTH.REAUTHENTICATION_REQUIRED (DESIGN.md §4).
     */
    stepUp?: true;
  }
  interface FastifyRequest {
    /** Set by the auth guard on routes with `config.auth`; null elsewhere. */
    auth: Caller | null;
  }
}

/** What the composition root hands the guard: the auth module's functions, seen through the types above. */
export interface AuthGuardOptions<Claims extends TokenClaims = TokenClaims> {
  /** Signature, algorithm, issuer, audience and time checks of the access token. */
  verify(token: string): Promise<Claims>;
  /** The live session the token names, or undefined when it ended (or never existed). */
  authenticate(sessionId: string, accountId: string, clientIp: string): Promise<Caller | undefined>;
  /** The account-security module's allow-list, built before the auth module and handed to it. */
  ipAllowList: IpAllowList;
  /** Routes marked `config.stepUp`: 403 AUTH.REAUTHENTICATION_REQUIRED unless the session authenticated fully within STEP_UP_MAX_AGE. */
  requireRecentAuth(claims: Claims, sessionId: string): Promise<void>;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '' || header.trim() === 'Bearer') throw new AppError('ACCESS.TOKEN_MISSING');
  const match = BEARER.exec(header.trim());
  if (!match) throw new AppError('ACCESS.TOKEN_INVALID');
  return match[1]!;
}

/**
 * Authenticates every route that declares `config.auth`, in onRequest: a
 * caller without a valid token learns nothing about the body it sent. The
 * session is checked too, so a token of an ended session stops working. A
 * sensitive route (`config.stepUp`) also needs a recent full authentication,
 * checked here as well, before the body is even read.
 */
async function authGuard(app: FastifyInstance, options: AuthGuardOptions): Promise<void> {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const { auth: mode, stepUp } = request.routeOptions.config;
    // A sensitive route without a token requirement is a wiring mistake: fail closed.
    if (!mode && stepUp) throw new AppError('ACCESS.TOKEN_MISSING');
    if (!mode) return;
    const claims = await options.verify(bearerToken(request));
    const context = await options.authenticate(claims.sid, claims.sub, request.clientIp);
    // A token of the other portal is as good as no token here.
    if (!context || context.portal !== (mode === 'operator' ? 'OPERATOR' : 'PARTNER')) throw new AppError('ACCESS.TOKEN_INVALID');
    if (!(await options.ipAllowList.isAllowed(context.accountId, request.clientIp))) throw new AppError('ACCESS.IP_NOT_ALLOWED');
    if (stepUp) await options.requireRecentAuth(claims, context.sessionId);
    request.auth = context;
  });
}

export const authGuardPlugin = fp(authGuard, { name: 'auth-guard', fastify: '5.x', dependencies: ['ingress'] });
