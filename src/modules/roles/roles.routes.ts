import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import { actorOf } from '../../http/workspace-guard.js';
import {
  CreateRoleBody,
  DeleteRoleBody,
  PermissionCodesResponse,
  PermissionTreeResponse,
  RoleListResponse,
  RoleParams,
  RoleResponse,
  SetRolePermissionsBody,
  UpdateRoleBody,
} from './roles.schemas.js';
import type { RoleService } from './roles.service.js';
import './roles.errors.js';

const BASE = '/web/v1/partner/roles';
const TAGS = ['Roles'];
const READ = { auth: true, workspace: 'required', permission: 'roles:read' } as const;
const MANAGE = { auth: true, workspace: 'required', permission: 'roles:manage' } as const;

export function roleRoutes(deps: { service: RoleService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    app.get(
      BASE,
      {
        config: READ,
        schema: {
          operationId: 'listRoles',
          tags: TAGS,
          summary: 'Roles of the workspace, OWNER first',
          response: { 200: RoleListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request))),
    );

    // Registered before `/:roleBizId` only for readability: the router prefers static segments anyway.
    app.get(
      `${BASE}/permissions/tree`,
      {
        config: READ,
        schema: {
          operationId: 'getPermissionTree',
          tags: TAGS,
          summary: 'Every permission: groups with their actions, in display order',
          description: 'Names and descriptions come in the language of `X-LOCALE` / `Accept-Language` (en, zh, zh-Hant, ja, vi; else en); codes and ids never change with it.',
          response: { 200: PermissionTreeResponse },
        },
      },
      async (request) => ok(await service.tree(request.locale)),
    );

    app.get(
      `${BASE}/:roleBizId`,
      {
        config: READ,
        schema: {
          operationId: 'getRole',
          tags: TAGS,
          summary: 'One role of the workspace',
          params: RoleParams,
          response: { 200: RoleResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.roleBizId)),
    );

    app.get(
      `${BASE}/:roleBizId/permissions`,
      {
        config: READ,
        schema: {
          operationId: 'getRolePermissions',
          tags: TAGS,
          summary: 'Permission codes the role grants',
          params: RoleParams,
          response: { 200: PermissionCodesResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.permissionsOf(actorOf(request), request.params.roleBizId)),
    );

    app.post(
      BASE,
      {
        config: { ...MANAGE, stepUp: true },
        schema: {
          operationId: 'createRole',
          tags: TAGS,
          summary: 'Create a CUSTOM role without permissions',
          body: CreateRoleBody,
          response: { 201: RoleResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'ROLE.NAME_TAKEN', 'ROLE.LIMIT_REACHED') },
        },
      },
      async (request, reply) => reply.code(201).send(created(await service.create(actorOf(request), request.body))),
    );

    app.post(
      `${BASE}/update`,
      {
        config: { ...MANAGE, stepUp: true },
        schema: {
          operationId: 'updateRole',
          tags: TAGS,
          summary: 'Rename a CUSTOM role or change its description',
          body: UpdateRoleBody,
          response: { 200: RoleResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'ROLE.NAME_TAKEN', 'ROLE.OWNER_IMMUTABLE') },
        },
      },
      async (request) => ok(await service.update(actorOf(request), request.body)),
    );

    app.post(
      `${BASE}/permissions`,
      {
        config: { ...MANAGE, stepUp: true },
        schema: {
          operationId: 'setRolePermissions',
          tags: TAGS,
          summary: 'Replace the permissions of a CUSTOM role (unknown codes: 400 naming them)',
          body: SetRolePermissionsBody,
          response: { 200: RoleResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'ROLE.OWNER_IMMUTABLE') },
        },
      },
      async (request) => ok(await service.setPermissions(actorOf(request), request.body)),
    );

    app.post(
      `${BASE}/delete`,
      {
        config: { ...MANAGE, stepUp: true },
        schema: {
          operationId: 'deleteRole',
          tags: TAGS,
          summary: 'Delete a CUSTOM role nobody holds: HTTP 204 without a body',
          body: DeleteRoleBody,
          response: { 204: Type.Null({ description: 'Deleted; no body' }), ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'ROLE.IN_USE', 'ROLE.OWNER_IMMUTABLE') },
        },
      },
      async (request, reply) => {
        await service.delete(actorOf(request), request.body.roleId);
        return reply.code(204).send(null);
      },
    );
  };
}
