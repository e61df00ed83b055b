import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import { actorOf, originOf } from '../../http/workspace-guard.js';
import { authOf } from '../auth/auth-context.js';
import {
  AcceptedResponse,
  CreateInvitationBody,
  DeclineInvitationBody,
  InvitationListResponse,
  InvitationQuery,
  InvitationRefBody,
  InvitationResponse,
} from './invitations.schemas.js';
import type { InvitationService } from './invitations.service.js';
import './invitations.errors.js';

const TAGS = ['Invitations'];

/** The workspace side: who is invited, invite, cancel. */
export function invitationRoutes(deps: { service: InvitationService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    app.get(
      '/web/v1/partner/invitations',
      {
        config: { auth: true, workspace: 'required', permission: 'invitations:read' },
        schema: {
          operationId: 'listInvitations',
          tags: TAGS,
          summary: "The workspace's invitations, newest first (at most 500)",
          querystring: InvitationQuery,
          response: { 200: InvitationListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request), request.query.status)),
    );

    app.post(
      '/web/v1/partner/invitations',
      {
        config: { auth: true, workspace: 'required', permission: 'invitations:write', stepUp: true },
        schema: {
          operationId: 'createInvitation',
          tags: TAGS,
          summary: 'Invite an e-mail address with a role; the invitation is mailed and expires after 7 days',
          body: CreateInvitationBody,
          response: {
            201: InvitationResponse,
            ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'INVITATION.ALREADY_MEMBER', 'INVITATION.ALREADY_PENDING', 'INVITATION.LIMIT_REACHED'),
          },
        },
      },
      async (request, reply) => reply.code(201).send(created(await service.invite(actorOf(request), request.body))),
    );

    app.post(
      '/web/v1/partner/invitations/cancel',
      {
        config: { auth: true, workspace: 'required', permission: 'invitations:write' },
        schema: {
          operationId: 'cancelInvitation',
          tags: TAGS,
          summary: 'Cancel a pending invitation',
          body: InvitationRefBody,
          response: { 200: InvitationResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'INVITATION.NOT_PENDING', 'INVITATION.EXPIRED') },
        },
      },
      async (request) => ok(await service.cancel(actorOf(request), request.body.invitationBizId)),
    );
  };
}

/** The invitee side, under the caller's profile: no workspace context. */
export function profileInvitationRoutes(deps: { service: InvitationService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    app.get(
      '/web/v1/partner/profile/invitations',
      {
        config: { auth: true },
        schema: {
          operationId: 'listMyInvitations',
          tags: TAGS,
          summary: "Pending invitations addressed to the caller's e-mail address",
          response: { 200: InvitationListResponse },
        },
      },
      async (request) => ok(await service.mine(authOf(request).accountId)),
    );

    app.post(
      '/web/v1/partner/profile/invitations/accept',
      {
        config: { auth: true },
        schema: {
          operationId: 'acceptInvitation',
          tags: TAGS,
          summary: 'Accept an invitation: the caller joins the workspace with its role (answers the membership)',
          body: InvitationRefBody,
          response: {
            200: AcceptedResponse,
            ...errorResponses(
              'RESOURCE.NOT_FOUND',
              'INVITATION.NOT_PENDING',
              'INVITATION.EXPIRED',
              'INVITATION.ROLE_DELETED',
              'INVITATION.WORKSPACE_INACTIVE',
              'INVITATION.SENDER_UNAUTHORIZED',
              'INVITATION.ALREADY_MEMBER',
            ),
          },
        },
      },
      async (request) => ok(await service.accept(authOf(request).accountId, request.body.invitationBizId, originOf(request))),
    );

    app.post(
      '/web/v1/partner/profile/invitations/decline',
      {
        config: { auth: true },
        schema: {
          operationId: 'declineInvitation',
          tags: TAGS,
          summary: 'Decline an invitation, with a reason the workspace sees',
          body: DeclineInvitationBody,
          response: { 200: InvitationResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'INVITATION.NOT_PENDING', 'INVITATION.EXPIRED') },
        },
      },
      async (request) => ok(await service.decline(authOf(request).accountId, request.body.invitationBizId, request.body.reason, originOf(request))),
    );
  };
}
