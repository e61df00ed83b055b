import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { contextOf, type Actor, type RequestOrigin, type WorkspaceContext } from '../modules/permissions/access.js';
import { ANY_MEMBER, isPermissionCode, type RoutePermission } from '../modules/permissions/permissions.catalogue.js';
import type { AccessRow } from '../modules/permissions/permissions.repo.js';
import { AppError } from './errors.js';

export type { WorkspaceContext };

export interface RouteAccessEntry {
  method: string;
  url: string;
  auth: boolean;
  workspace: 'required' | 'optional' | undefined;
  permission: string | undefined;
  /** Marked sensitive (`config.stepUp`): needs a recent full authentication. */
  stepUp?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: X-Workspace-Id must name a workspace of the caller; `optional`: falls back to the default one. */
    workspace?: 'required' | 'optional';
    /** The permission the route needs in that workspace (`ANY_MEMBER`: membership suffices). */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Set on routes with `config.workspace`; null elsewhere. */
    workspace: WorkspaceContext | null;
  }
  interface FastifyInstance {
    /** Every route registered after the guard, with its access declaration (for the route-table test). */
    routeAccess: readonly RouteAccessEntry[];
  }
}

export interface WorkspaceGuardOptions {
  /** Membership + role + permission codes of `accountId` in `workspaceId` (null: the default workspace), one query. */
  findAccess: (accountId: string, workspaceId: string | null) => Promise<AccessRow | undefined>;
}

/** Paths whose every route must declare a workspace context (spec 4.1 plus the members and audit paths). */
export const WORKSPACE_SCOPED_PATH =
  /^\/web\/v1\/partner\/(api-keys|roles|invitations|referral-codes|referrals|wallets|recharges|withdrawals|withdrawal-channels|exchanges|transfers|files|members|audit-events)(\/|$)|^\/web\/v1\/partner\/workspaces\/current(\/|$)/;

/** A bizId of a workspace: anything else cannot exist, so it is refused before a query. */
const WORKSPACE_ID = /^ws_[0-9A-HJKMNP-TV-Z]{26}$/;

/** The auth guard's decoration, read structurally so this file does not depend on its module. */
function accountIdOf(request: FastifyRequest): string | undefined {
  return (request as FastifyRequest & { auth?: { accountId?: string } }).auth?.accountId;
}

export function requireWorkspace(request: FastifyRequest): WorkspaceContext {
  if (!request.workspace) throw new AppError('GA2031');
  return request.workspace;
}

function assertPermitted(request: FastifyRequest, context: WorkspaceContext, permission: string | undefined): void {
  if (permission === ANY_MEMBER) return;
  if (permission === undefined || !isPermissionCode(permission)) {
    // A workspace route without a valid declaration is a programming error: fail closed, owners included.
    request.log.error({ route: request.routeOptions.url, permission }, 'workspace route without a valid permission');
    throw new AppError('ACCESS.PERMISSION_DENIED');
  }
  if (!context.isOwner && !context.permissions.has(permission)) throw new AppError('ACCESS.PERMISSION_DENIED', `requires ${permission}`);
}

function headerWorkspaceId(request: FastifyRequest): string | undefined {
  const value = request.headers['x-workspace-id'];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function makeGuard(options: WorkspaceGuardOptions): preHandlerAsyncHookHandler {
  return async function workspaceGuard(request) {
    const { workspace: mode, permission } = request.routeOptions.config;
    const accountId = accountIdOf(request);
    if (!accountId) throw new AppError('ACCESS.TOKEN_MISSING');
    const requested = headerWorkspaceId(request);
    if (requested === undefined && mode === 'required') throw new AppError('GA2031');
    // Unknown, malformed and foreign workspace ids answer alike: existence is not the caller's business.
    if (requested !== undefined && !WORKSPACE_ID.test(requested)) throw new AppError('ACCESS.WORKSPACE_DENIED');
    const row = await options.findAccess(accountId, requested ?? null);
    // Without a header only the default workspace could serve, and there is none that is usable.
    if (!row || row.workspace_status !== 'ACTIVE') throw new AppError(requested === undefined ? 'GA2031' : 'ACCESS.WORKSPACE_DENIED');
    const context = contextOf(row);
    assertPermitted(request, context, permission);
    request.workspace = context;
  };
}

/**
 * Documents X-Workspace-Id on every workspace route. Never `required` in the
 * schema: a missing header must answer GA2031 from the guard, not a validation error.
 */
function declareWorkspaceHeader(route: RouteOptions, mode: 'required' | 'optional'): void {
  const description =
    mode === 'required'
      ? 'Required: bizId of the workspace the request acts in (the caller must be a member); missing → 400 GA2031'
      : "Optional: bizId of the workspace; without it the caller's default workspace";
  const schema = (route.schema ??= {}) as { headers?: { type?: string; properties?: Record<string, unknown> } };
  // A copy: header schemas are shared between routes (IdempotencyHeaders), and a route outside any workspace must not gain the header.
  schema.headers = { type: 'object', ...schema.headers, properties: { ...schema.headers?.properties, 'x-workspace-id': { type: 'string', description } } };
}

function appendPreHandler(route: RouteOptions, hook: preHandlerAsyncHookHandler): void {
  const existing = route.preHandler;
  route.preHandler = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Workspace context and permission guard. Register after the auth guard: its
 * hook is appended to the route's own preHandlers, so it runs after every
 * authentication hook whichever hook type that uses.
 */
async function workspaceGuard(app: FastifyInstance, options: WorkspaceGuardOptions): Promise<void> {
  const guard = makeGuard(options);
  const routes: RouteAccessEntry[] = [];
  app.decorateRequest('workspace', null);
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { auth?: unknown; workspace?: 'required' | 'optional'; permission?: string; stepUp?: true };
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, auth: config.auth === true, workspace: config.workspace, permission: config.permission, stepUp: config.stepUp === true });
    }
    if (config.workspace) {
      declareWorkspaceHeader(route, config.workspace);
      appendPreHandler(route, guard);
    }
  });
}

export const workspaceGuardPlugin = fp(workspaceGuard, { name: 'workspace-guard', fastify: '5.x' });

/** The signed-in account of an authenticated route. */
export function accountOf(request: FastifyRequest): string {
  const accountId = accountIdOf(request);
  if (!accountId) throw new AppError('ACCESS.TOKEN_MISSING');
  return accountId;
}

/** Who acts and in which workspace, for a route with `config.workspace`. */
export function actorOf(request: FastifyRequest): Actor {
  return { accountId: accountOf(request), workspace: requireWorkspace(request), origin: originOf(request) };
}

/** Client IP and request id of a request, for the audit trail. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const clientIp = (request as FastifyRequest & { clientIp?: string }).clientIp;
  return { clientIp: clientIp ? clientIp : null, requestId: request.id ? String(request.id) : null };
}

/**
 * What is wrong with the access declarations of a route table: a workspace
 * route without a valid permission or without authentication, a route under a
 * workspace-scoped path without a workspace context. Empty when all is well.
 */
export function routeAccessProblems(routes: readonly RouteAccessEntry[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    if (WORKSPACE_SCOPED_PATH.test(route.url) && !route.workspace) problems.push(`${name}: workspace-scoped path without config.workspace`);
    if (!route.workspace) continue;
    if (!route.auth) problems.push(`${name}: config.workspace without config.auth`);
    if (route.permission !== ANY_MEMBER && !(route.permission !== undefined && isPermissionCode(route.permission))) {
      problems.push(`${name}: config.workspace without a catalogue permission (got ${String(route.permission)})`);
    }
  }
  return problems;
}
