import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { treatEmptyJsonAsNoBody } from '../../http/empty-json-body.js';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import { actorOf } from '../../http/workspace-guard.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { ANY_MEMBER } from '../../http/workspace-guard.js';
import {
  ChangeMemberRoleBody,
  MEMBER_SORT_COLUMNS,
  MemberPageResponse,
  MemberQuery,
  MemberResponse,
  NullResponse,
  RemoveMemberBody,
} from './members.schemas.js';
import type { MemberService } from './members.service.js';
import './members.errors.js';

const TAGS = ['Members'];

/**
 * Leaving a workspace (under `/workspaces`, beside the other workspace
 * calls), and the member endpoints the spec does not show: list and remove
 * under `/members`, and the role change the spec names under `/roles`.
 */
export function memberRoutes(deps: { service: MemberService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    // Leave takes no body: an empty JSON body counts as none.
    await app.register(async (bodiless) => {
      treatEmptyJsonAsNoBody(bodiless);
      bodiless.post(
        '/web/v1/partner/workspaces/current/leave',
        {
          config: { auth: true, workspace: 'required', permission: ANY_MEMBER },
          schema: {
            operationId: 'leaveWorkspace',
            tags: ['Workspaces'],
            summary: 'Leave the X-Workspace-Id workspace (the last owner cannot: 409 MEMBER.LAST_OWNER)',
            response: { 200: NullResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'MEMBER.LAST_OWNER') },
          },
        },
        async (request) => {
          await service.leave(actorOf(request));
          return ok(null);
        },
      );
    });

    app.get(
      '/web/v1/partner/members',
      {
        config: { auth: true, workspace: 'required', permission: 'members:read' },
        schema: {
          operationId: 'listMembers',
          tags: TAGS,
          summary: 'Members of the workspace with their roles (shape A)',
          querystring: MemberQuery,
          response: { 200: MemberPageResponse },
        },
      },
      async (request) => {
        const page = parsePageQuery(request.query, MEMBER_SORT_COLUMNS, { defaultSort: ['createdAt,asc'] });
        return ok(shapeA(await service.list(actorOf(request), page), page));
      },
    );

    app.post(
      '/web/v1/partner/members/remove',
      {
        config: { auth: true, workspace: 'required', permission: 'members:remove', stepUp: true },
        schema: {
          operationId: 'removeMember',
          tags: TAGS,
          summary: 'Remove a member (by memberBizId or userBizId); the last owner cannot be removed',
          body: RemoveMemberBody,
          response: { 200: NullResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'MEMBER.LAST_OWNER') },
        },
      },
      async (request) => {
        await service.remove(actorOf(request), request.body);
        return ok(null);
      },
    );

    app.post(
      '/web/v1/partner/roles/members/role/change',
      {
        config: { auth: true, workspace: 'required', permission: 'members:assign_role', stepUp: true },
        schema: {
          operationId: 'changeMemberRole',
          tags: TAGS,
          summary: "Give a member another role of this workspace; the last owner keeps the OWNER role",
          body: ChangeMemberRoleBody,
          response: { 200: MemberResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'MEMBER.LAST_OWNER') },
        },
      },
      async (request) => ok(await service.changeRole(actorOf(request), request.body)),
    );
  };
}
