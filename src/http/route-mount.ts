import type { FastifyContextConfig } from 'fastify';
import type { PermissionCode } from './workspace-guard.js';

/**
 * Where a module's routes are served and how their caller is authenticated.
 * The money and file routes are declared once and mounted twice: on the
 * partner portal (`/web/v1/partner`, a signed-in member's access token and
 * X-Workspace-Id) and on the machine API (`/api/v1`, an API key whose
 * workspace is the workspace; docs/machine-api.md). Same handlers, services,
 * schemas, envelope and codes, so one client model serves both.
 */
export interface RouteMount {
  readonly kind: 'portal' | 'machine';
  /** Prepended to every path of the module: `/web/v1/partner` or `/api/v1`. */
  readonly prefix: string;
  /**
   * The access declaration of an operation that needs `permission`. `stepUp`: a
   * sensitive action, which on the portal needs a recent full sign-in; a key
   * has no sign-in to renew, its scopes and allow-list are what guard it.
   */
  access(permission: PermissionCode, options?: { stepUp?: boolean }): FastifyContextConfig;
}

export const PORTAL_MOUNT: RouteMount = Object.freeze({
  kind: 'portal',
  prefix: '/web/v1/partner',
  access: (permission: PermissionCode, options?: { stepUp?: boolean }): FastifyContextConfig => ({
    auth: true,
    workspace: 'required',
    permission,
    ...(options?.stepUp ? { stepUp: true as const } : {}),
  }),
});

export const MACHINE_MOUNT: RouteMount = Object.freeze({
  kind: 'machine',
  prefix: '/api/v1',
  access: (permission: PermissionCode): FastifyContextConfig => ({ apiKey: true, permission }),
});

/** The machine API's paths: what its OpenAPI document holds, and what ingress lets through without a portal code. */
export const MACHINE_PATH = /^\/api\/v1(\/|$)/;
