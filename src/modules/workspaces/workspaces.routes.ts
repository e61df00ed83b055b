import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { treatEmptyJsonAsNoBody } from '../../http/empty-json-body.js';
import { created, ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import { accountOf, actorOf, ANY_MEMBER, originOf } from '../../http/workspace-guard.js';
import {
  CreateWorkspaceBody,
  MembershipListResponse,
  MembershipResponse,
  UpdateWorkspaceBody,
  workspacePermissionsResponse,
  WorkspaceResponse,
} from './workspaces.schemas.js';
import type { WorkspaceService } from './workspaces.service.js';
import './workspaces.errors.js';

const BASE = '/web/v1/partner/workspaces';
const TAGS = ['Workspaces'];

export interface WorkspaceRouteDeps {
  service: WorkspaceService;
  /** Every permission code the catalogue declares: the closed set `current/permissions` answers from. */
  permissionCodes: readonly string[];
}

export function workspaceRoutes(deps: WorkspaceRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      `${BASE}/current`,
      {
        config: { auth: true, workspace: 'optional', permission: ANY_MEMBER },
        schema: {
          operationId: 'getCurrentWorkspace',
          tags: TAGS,
          summary: 'The workspace named by X-Workspace-Id, or the default workspace without it (400 GA2031 when there is none)',
          response: { 200: WorkspaceResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await deps.service.current(actorOf(request))),
    );

    app.get(
      `${BASE}/current/permissions`,
      {
        config: { auth: true, workspace: 'optional', permission: ANY_MEMBER },
        schema: {
          operationId: 'getCurrentWorkspacePermissions',
          tags: TAGS,
          summary: "The caller's effective permission codes in the workspace of workspaces/current (every code for an owner), for any member",
          response: { 200: workspacePermissionsResponse(deps.permissionCodes) },
        },
      },
      async (request) => ok(deps.service.permissions(actorOf(request))),
    );

    app.get(
      `${BASE}/mine`,
      {
        config: { auth: true },
        schema: {
          operationId: 'listMyWorkspaces',
          tags: TAGS,
          summary: "The caller's memberships, oldest first",
          response: { 200: MembershipListResponse },
        },
      },
      async (request) => ok(await deps.service.mine(accountOf(request))),
    );

    app.post(
      BASE,
      {
        config: { auth: true },
        schema: {
          operationId: 'createWorkspace',
          tags: TAGS,
          summary: "Create a LIVE workspace in the caller's institution; the caller becomes its owner",
          body: CreateWorkspaceBody,
          response: { 201: WorkspaceResponse, ...errorResponses('WORKSPACE.LIMIT_REACHED') },
        },
      },
      async (request, reply) => reply.code(201).send(created(await deps.service.create(accountOf(request), request.body, originOf(request)))),
    );

    app.post(
      `${BASE}/current/update`,
      {
        config: { auth: true, workspace: 'required', permission: 'workspace:update' },
        schema: {
          operationId: 'updateWorkspace',
          tags: TAGS,
          summary: 'Rename the workspace or change its time zone',
          body: UpdateWorkspaceBody,
          response: { 200: WorkspaceResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await deps.service.update(actorOf(request), request.body)),
    );

    // default takes no body: an empty JSON body counts as none (leave, in the members module, neither).
    await app.register(async (bodiless) => {
      treatEmptyJsonAsNoBody(bodiless);
      bodiless.post(
        `${BASE}/current/default`,
        {
          config: { auth: true, workspace: 'required', permission: ANY_MEMBER },
          schema: {
            operationId: 'setDefaultWorkspace',
            tags: TAGS,
            summary: "Make the X-Workspace-Id workspace the caller's default",
            response: { 200: MembershipResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
          },
        },
        async (request) => ok(await deps.service.makeDefault(actorOf(request))),
      );
    });
  };
}
