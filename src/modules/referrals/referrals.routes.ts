import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { parsePageQuery, shapeD } from '../../http/pagination.js';
import { errorResponses } from '../../http/responses.js';
import { actorOf } from '../../http/workspace-guard.js';
import {
  CountResponse,
  CreateReferralCodeBody,
  MaybeReferralCodeResponse,
  ReferralCodeRefBody,
  ReferralCodeResponse,
  ReferralPageResponse,
  ReferralQueryBody,
  UpdateReferralCodeBody,
} from './referrals.schemas.js';
import type { ReferralService } from './referrals.service.js';
import './referrals.errors.js';

const TAGS = ['Referrals'];
const READ = { auth: true, workspace: 'required', permission: 'referrals:read' } as const;
const WRITE = { auth: true, workspace: 'required', permission: 'referrals:write' } as const;
const CODES = '/web/v1/partner/referral-codes';

export function referralRoutes(deps: { service: ReferralService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    app.get(
      `${CODES}/mine`,
      {
        config: READ,
        schema: {
          operationId: 'getMyReferralCode',
          tags: TAGS,
          summary: "The workspace's referral code, or null when it has none",
          response: { 200: MaybeReferralCodeResponse },
        },
      },
      async (request) => ok(await service.mine(actorOf(request))),
    );

    app.post(
      CODES,
      {
        config: WRITE,
        schema: {
          operationId: 'createReferralCode',
          tags: TAGS,
          summary: 'Create the workspace\'s referral code (one per workspace): a chosen `code`, or generated',
          body: CreateReferralCodeBody,
          response: { 201: ReferralCodeResponse, ...errorResponses('REFERRAL_CODE.ALREADY_EXISTS', 'REFERRAL_CODE.TAKEN') },
        },
      },
      async (request, reply) => reply.code(201).send(created(await service.create(actorOf(request), request.body))),
    );

    app.post(
      `${CODES}/activate`,
      {
        config: WRITE,
        schema: {
          operationId: 'activateReferralCode',
          tags: TAGS,
          summary: 'Make the code ACTIVE: registrations with it are recorded as referrals',
          body: ReferralCodeRefBody,
          response: { 200: ReferralCodeResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.activate(actorOf(request), request.body.bizId)),
    );

    app.post(
      `${CODES}/deactivate`,
      {
        config: WRITE,
        schema: {
          operationId: 'deactivateReferralCode',
          tags: TAGS,
          summary: 'Make the code INACTIVE: it no longer records referrals',
          body: ReferralCodeRefBody,
          response: { 200: ReferralCodeResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.deactivate(actorOf(request), request.body.bizId)),
    );

    app.post(
      `${CODES}/update`,
      {
        config: WRITE,
        schema: {
          operationId: 'updateReferralCode',
          tags: TAGS,
          summary: 'Replace the extraData of the code',
          body: UpdateReferralCodeBody,
          response: { 200: ReferralCodeResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.update(actorOf(request), request.body)),
    );

    app.get(
      '/web/v1/partner/referrals/mine/count',
      {
        config: READ,
        schema: {
          operationId: 'countMyReferrals',
          tags: TAGS,
          summary: 'How many accounts registered with the workspace\'s code',
          response: { 200: CountResponse },
        },
      },
      async (request) => ok(await service.count(actorOf(request))),
    );

    app.post(
      '/web/v1/partner/referrals/mine/query',
      {
        config: READ,
        schema: {
          operationId: 'queryMyReferrals',
          tags: TAGS,
          summary: 'The referrals, newest first (shape D: items, total, page, size)',
          body: ReferralQueryBody,
          response: { 200: ReferralPageResponse },
        },
      },
      async (request) => {
        const page = parsePageQuery(request.body, {}, { in: 'body' });
        return ok(shapeD(await service.query(actorOf(request), page), page));
      },
    );
  };
}
