import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';

/** The caller's standing in the workspace of the request: built by the resolver the guard is given. */
export interface WorkspaceContext {
  workspaceId: string;
  membershipId: string;
  roleId: string;
  isOwner: boolean;
  /** The permission codes the role grants (every code for an owner). */
  permissions: ReadonlySet<string>;
}

/** Where a request came from, for the audit trail (services never read headers). */
export interface RequestOrigin {
  clientIp: string | null;
  requestId: string | null;
}

/** Who acts, and where: what services receive instead of a request. */
export interface Actor {
  accountId: string;
  workspace: WorkspaceContext;
  origin?: RequestOrigin;
  /** Set when an API key acts (the machine API) for `accountId`, its creator: the audit trail names it. */
  apiKeyId?: string;
}

/**
 * Declared by routes every member may call whatever their role (the current
 * workspace, leaving it, making it the default): an explicit choice, so the
 * route-table check can tell it from a forgotten permission.
 */
export const ANY_MEMBER = 'any-member' as const;

/**
 * Filled in by the composition root (src/permissions.ts) with `code`: the
 * union of every module's permission codes. A route naming a code no module
 * declares then does not compile, while this file imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by src/permissions.ts
export interface PermissionRegister {}
export type PermissionCode = PermissionRegister extends { code: infer C extends string } ? C : string;
export type RoutePermission = PermissionCode | typeof ANY_MEMBER;

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
    /** The workspace-scoped path prefixes the modules declared (for the route-table test). */
    workspacePaths: readonly string[];
  }
}

/** What the route table is checked against: the modules' declarations, assembled at the composition root. */
export interface RouteAccessRules {
  /** Path prefixes whose every route must declare `config.workspace` (a prefix covers itself and what lies below it). */
  workspacePaths: readonly string[];
  /** True for a permission code some module declares. */
  isPermission(code: string): boolean;
}

export interface WorkspaceGuardOptions extends RouteAccessRules {
  /**
   * The caller's standing in `workspaceId` (null: their default workspace), in
   * one query; undefined when they are no member or the workspace is not active.
   */
  resolve(accountId: string, workspaceId: string | null): Promise<WorkspaceContext | undefined>;
}

/** A bizId of a workspace: anything else cannot exist, so it is refused before a query. */
const WORKSPACE_ID = /^ws_[0-9A-HJKMNP-TV-Z]{26}$/;

/** The auth guard's decoration (src/http/auth-guard.ts), or the creator of the API key that calls (src/http/api-key-guard.ts). */
function accountIdOf(request: FastifyRequest): string | undefined {
  return request.auth?.accountId ?? request.apiKey?.accountId;
}

export function requireWorkspace(request: FastifyRequest): WorkspaceContext {
  if (!request.workspace) throw new AppError('GA2031');
  return request.workspace;
}

function assertPermitted(request: FastifyRequest, options: WorkspaceGuardOptions, context: WorkspaceContext, permission: string | undefined): void {
  if (permission === ANY_MEMBER) return;
  if (permission === undefined || !options.isPermission(permission)) {
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
    const context = await options.resolve(accountId, requested ?? null);
    // Without a header only the default workspace could serve, and there is none that is usable.
    if (!context) throw new AppError(requested === undefined ? 'GA2031' : 'ACCESS.WORKSPACE_DENIED');
    assertPermitted(request, options, context, permission);
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
 * authentication hook whichever hook type that uses. A route whose access
 * declaration is wrong (see `routeAccessProblems`) stops the application at
 * start: it would otherwise answer every caller, or none.
 */
async function workspaceGuard(app: FastifyInstance, options: WorkspaceGuardOptions): Promise<void> {
  const guard = makeGuard(options);
  const routes: RouteAccessEntry[] = [];
  app.decorateRequest('workspace', null);
  app.decorate('routeAccess', routes);
  app.decorate('workspacePaths', Object.freeze([...options.workspacePaths]));
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { auth?: unknown; workspace?: 'required' | 'optional'; permission?: string; stepUp?: true };
    const entries = [route.method].flat().map((method) => ({
      method,
      url: route.url,
      auth: config.auth === true,
      workspace: config.workspace,
      permission: config.permission,
      stepUp: config.stepUp === true,
    }));
    const problems = routeAccessProblems(entries, options);
    if (problems.length > 0) throw new Error(`route access declaration: ${problems.join('; ')}`);
    routes.push(...entries);
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
  const actor: Actor = { accountId: accountOf(request), workspace: requireWorkspace(request), origin: originOf(request) };
  if (request.apiKey) actor.apiKeyId = request.apiKey.apiKeyId;
  return actor;
}

/** Client IP and request id of a request, for the audit trail. */
export function originOf(request: FastifyRequest): RequestOrigin {
  return { clientIp: request.clientIp || null, requestId: request.id ? String(request.id) : null };
}

/** True when `url` is one of `paths` or lies below one. */
export function isWorkspacePath(url: string, paths: readonly string[]): boolean {
  return paths.some((path) => url === path || url.startsWith(`${path}/`));
}

/**
 * What is wrong with the access declarations of a route table: a workspace
 * route without a valid permission or without authentication, a route under a
 * workspace-scoped path without a workspace context. Empty when all is well.
 */
export function routeAccessProblems(routes: readonly RouteAccessEntry[], rules: RouteAccessRules): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    if (isWorkspacePath(route.url, rules.workspacePaths) && !route.workspace) problems.push(`${name}: workspace-scoped path without config.workspace`);
    if (!route.workspace) continue;
    if (!route.auth) problems.push(`${name}: config.workspace without config.auth`);
    if (route.permission !== ANY_MEMBER && !(route.permission !== undefined && rules.isPermission(route.permission))) {
      problems.push(`${name}: config.workspace without a catalogue permission (got ${String(route.permission)})`);
    }
  }
  return problems;
}
