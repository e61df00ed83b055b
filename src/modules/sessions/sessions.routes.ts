import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, selfOk } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { parseLenientInstant } from '../../http/instant.js';
import { orderByTerms, PageQuery, parsePageQuery, shapeA, shapeB } from '../../http/pagination.js';
import { errorResponses } from '../../http/responses.js';
import { authOf } from '../auth/auth-context.js';
import type { AccountSessionsService } from './account-sessions.service.js';
import {
  PartnerHistoryResponse,
  SelfConfigResponse,
  SelfHistoryQuery,
  SelfHistoryResponse,
  SessionConfigBody,
  SessionConfigResponse,
  SessionsResponse,
  TerminateBody,
  TerminatedResponse,
} from './sessions.schemas.js';
import '../auth/auth.errors.js';
import './sessions.errors.js';

const BASE = '/web/v1/partner/security/sessions';
const SELF_BASE = '/web/v1/users/self/security/sessions';
const HISTORY_SORT = { loginTime: 'attempted_at', clientIp: 'client_ip', loginResult: 'success' } as const;

function instant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  // Read field by field: new Date() would roll 2024-02-30 over to March 1.
  const at = parseLenientInstant(value);
  if (!at) throw new AppError('VALIDATION.INVALID_PARAMETER', `query.${name} must be an ISO 8601 date-time`);
  return at;
}

/** `security/sessions*` (partner) and the user-self config and history that replace the older calls. */
export function sessionsRoutes(service: AccountSessionsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['Security'];
    app.get(
      BASE,
      { config: { auth: true }, schema: { operationId: 'securitySessions', tags, summary: 'Live sessions of the caller', response: { 200: SessionsResponse } } },
      async (request) => ok(await service.list(authOf(request))),
    );

    app.post(
      `${BASE}/terminate`,
      {
        config: { auth: true },
        schema: { operationId: 'securitySessionTerminate', tags, summary: 'End another session of the caller', body: TerminateBody, response: { 200: TerminatedResponse, ...errorResponses('SESSION.CANNOT_TERMINATE_CURRENT', 'RESOURCE.NOT_FOUND') } },
      },
      async (request) => ok({ success: true, terminatedSessions: await service.terminate(authOf(request), request.body.sessionId) }),
    );

    app.post(
      `${BASE}/terminate-all`,
      { config: { auth: true, stepUp: true }, schema: { operationId: 'securitySessionsTerminateAll', tags, summary: 'End every session but the current one', response: { 200: TerminatedResponse } } },
      async (request) => ok({ success: true, terminatedSessions: await service.terminateOthers(authOf(request)) }),
    );

    app.get(
      `${BASE}/config`,
      { config: { auth: true }, schema: { operationId: 'securitySessionConfig', tags, summary: 'Session settings of the caller', response: { 200: SessionConfigResponse, ...errorResponses('AUTH.SESSION_NOT_FOUND') } } },
      async (request) => ok(await service.config(authOf(request).accountId)),
    );

    app.post(
      `${BASE}/config`,
      {
        config: { auth: true, stepUp: true },
        schema: { operationId: 'securitySessionConfigUpdate', tags, summary: 'Set maxConcurrentSessions', body: SessionConfigBody, response: { 200: SessionConfigResponse, ...errorResponses('AUTH.SESSION_NOT_FOUND') } },
      },
      async (request) => ok(await service.setMaxSessions(authOf(request).accountId, request.body.maxConcurrentSessions)),
    );

    app.get(
      `${BASE}/history`,
      {
        config: { auth: true },
        schema: { operationId: 'securitySessionHistory', tags, summary: 'Login history, most recent first (shape A)', querystring: PageQuery(HISTORY_SORT), response: { 200: PartnerHistoryResponse } },
      },
      async (request) => {
        const page = parsePageQuery(request.query, HISTORY_SORT, { defaultSort: ['loginTime,desc'] });
        return ok(shapeA(await service.partnerHistory(authOf(request).accountId, { ...page, orderBy: orderByTerms(page.sort, 'id').join(', ') }), page));
      },
    );

    const selfTags = ['User self'];
    app.get(
      `${SELF_BASE}/config`,
      { config: { auth: true }, schema: { operationId: 'selfSessionConfig', tags: selfTags, summary: 'Session settings (replaces the older security config call)', response: { 200: SelfConfigResponse, ...errorResponses('AUTH.SESSION_NOT_FOUND') } } },
      async (request) => selfOk(await service.config(authOf(request).accountId)),
    );

    app.get(
      `${SELF_BASE}/history`,
      {
        config: { auth: true },
        schema: { operationId: 'selfSessionHistory', tags: selfTags, summary: 'Login history, most recent first (shape B)', querystring: SelfHistoryQuery, response: { 200: SelfHistoryResponse } },
      },
      async (request) => {
        const page = parsePageQuery({ page: request.query.page, size: request.query.size });
        const from = instant(request.query.startTime, 'startTime');
        const to = instant(request.query.endTime, 'endTime');
        if (from && to && from > to) throw new AppError('VALIDATION.INVALID_PARAMETER', 'query.startTime must not be after query.endTime');
        return selfOk(shapeB(await service.selfHistory(authOf(request).accountId, { ...page, from, to }), page));
      },
    );
  };
}
