import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { noBodyAsEmptyObject, treatEmptyJsonAsNoBody } from '../../http/empty-json-body.js';
import { ok } from '../../http/envelope.js';
import { enumObject } from '../../http/enums.js';
import { AppError } from '../../core/errors.js';
import { errorResponses } from '../../http/responses.js';
import { ACCOUNT_STATUS } from '../accounts/accounts.enums.js';
import { MFA_METHOD } from './auth.enums.js';
import { authOf, type ClientFacts, type Portal } from './auth-context.js';
import {
  ClientHashHeaders,
  CompleteBody,
  InitiateBody,
  InitiateResponse,
  LogoutResponse,
  MfaSendBody,
  MfaSendResponse,
  ReauthenticateBody,
  ReauthMfaSendBody,
  RefreshBody,
  TokenResponse,
} from './auth.schemas.js';
import type { LoginService } from './login.service.js';
import type { CallerFacts, ReauthenticationService } from './reauthentication.service.js';
import type { SessionsService } from './sessions.service.js';
import './auth.errors.js';

export interface AuthRouteDeps {
  login: LoginService;
  sessions: SessionsService;
  reauthentication: ReauthenticationService;
  portal: Portal;
}

/** What the request says about the client; the hash is what binds the login steps together. */
function clientOf(request: FastifyRequest): ClientFacts {
  if (!request.clientHash) throw new AppError('VALIDATION.INVALID_PARAMETER', 'X-Client-Hash header is required');
  return { clientHash: request.clientHash, clientIp: request.clientIp, userAgent: request.userAgent, country: request.country };
}

function callerOf(request: FastifyRequest): CallerFacts {
  return { clientIp: request.clientIp, userAgent: request.userAgent, country: request.country };
}

/** Login (initiate → mfa/send → complete), refresh, reauthentication and logout, for one portal. */
export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncTypebox {
  const base = deps.portal === 'PARTNER' ? '/web/v1/partner/auth' : '/web/v1/operator/auth';
  const tag = deps.portal === 'PARTNER' ? 'Auth' : 'Operator auth';
  const op = (name: string) => (deps.portal === 'PARTNER' ? name : `operator${name[0]!.toUpperCase()}${name.slice(1)}`);

  return async (app) => {
    app.post(
      `${base}/login/initiate`,
      {
        config: { rateLimit: 'login' },
        schema: {
          operationId: op('loginInitiate'),
          tags: [tag],
          summary: 'Check e-mail and password; opens a login session and lists the MFA methods on offer',
          headers: ClientHashHeaders,
          body: InitiateBody,
          response: { 200: InitiateResponse, ...errorResponses('AUTH.INVALID_CREDENTIALS', 'ACCESS.IP_NOT_ALLOWED') },
        },
      },
      async (request, reply) => {
        const client = clientOf(request);
        const result = await deps.login.initiate(request.body.email, request.body.password, client, (keys) => reply.limit('login', keys));
        return ok({
          ...result,
          mfaMethods: result.mfaMethods.map((method) => enumObject(MFA_METHOD, method)),
          accountStatus: enumObject(ACCOUNT_STATUS, result.accountStatus),
        });
      },
    );

    app.post(
      `${base}/login/mfa/send`,
      {
        config: { rateLimit: 'mfa-send' },
        schema: {
          operationId: op('loginMfaSend'),
          tags: [tag],
          summary: 'E-mail a 6-digit code for the login session (resend is throttled)',
          headers: ClientHashHeaders,
          body: MfaSendBody,
          response: { 200: MfaSendResponse, ...errorResponses('AUTH.CLIENT_MISMATCH', 'AUTH.SESSION_NOT_FOUND') },
        },
      },
      async (request, reply) => {
        const client = clientOf(request);
        await reply.limit('mfa-send', { ip: request.clientIp, session: request.body.sessionId });
        return ok(await deps.login.sendEmailCode(request.body.sessionId, client.clientHash));
      },
    );

    app.post(
      `${base}/login/complete`,
      {
        config: { rateLimit: 'mfa-complete' },
        schema: {
          operationId: op('loginComplete'),
          tags: [tag],
          summary: 'Prove the second factor; issues the token pair of a new session',
          headers: ClientHashHeaders,
          body: CompleteBody,
          response: { 200: TokenResponse, ...errorResponses('AUTH.MFA_CODE_INVALID', 'AUTH.CLIENT_MISMATCH', 'AUTH.ACCOUNT_PENDING_APPROVAL', 'AUTH.SESSION_NOT_FOUND') },
        },
      },
      async (request, reply) => {
        const { sessionId, mfaMethod, code } = request.body;
        return ok(await deps.login.complete(sessionId, mfaMethod, code, clientOf(request), (keys) => reply.limit('mfa-complete', keys)));
      },
    );

    app.post(
      `${base}/token/refresh`,
      {
        config: { rateLimit: 'refresh' },
        schema: {
          operationId: op('tokenRefresh'),
          tags: [tag],
          summary: 'Rotate the refresh token: a new pair; presenting a rotated-out token ends the session',
          body: RefreshBody,
          response: { 200: TokenResponse, ...errorResponses('AUTH.SESSION_NOT_FOUND') },
        },
      },
      async (request, reply) => {
        await reply.limit('refresh', { ip: request.clientIp });
        return ok(await deps.sessions.refresh(request.body.refreshToken, { portal: deps.portal, clientIp: request.clientIp }));
      },
    );

    const signedIn = deps.portal === 'PARTNER' ? true : 'operator';

    app.post(
      `${base}/reauthenticate`,
      {
        config: { auth: signedIn, rateLimit: 'login' },
        schema: {
          operationId: op('reauthenticate'),
          tags: [tag],
          summary:
            'Step-up: prove password and second factor again; renews the session\'s auth time for sensitive actions and rotates its tokens (the old refresh token stops working). Locked out like login',
          body: ReauthenticateBody,
          response: { 200: TokenResponse, ...errorResponses('AUTH.PASSWORD_INCORRECT', 'AUTH.MFA_CODE_INVALID', 'AUTH.SESSION_NOT_FOUND') },
        },
      },
      async (request, reply) =>
        ok(await deps.reauthentication.reauthenticate(authOf(request), request.body, callerOf(request), (keys) => reply.limit('login', keys))),
    );

    // Its body is optional: `{}`, `{"mfaMethod":"EMAIL"}` or none.
    await app.register(async (optional) => {
      treatEmptyJsonAsNoBody(optional);
      optional.post(
        `${base}/reauthenticate/mfa/send`,
        {
          config: { auth: signedIn, rateLimit: 'mfa-send' },
          preValidation: noBodyAsEmptyObject,
          schema: {
            operationId: op('reauthenticateMfaSend'),
            tags: [tag],
            summary: 'E-mail a 6-digit code for reauthenticate with mfaMethod EMAIL (resend is throttled)',
            body: ReauthMfaSendBody,
            response: { 200: MfaSendResponse },
          },
        },
        async (request, reply) => {
          const auth = authOf(request);
          await reply.limit('mfa-send', { ip: request.clientIp, session: auth.sessionId });
          return ok(await deps.reauthentication.sendEmailCode(auth));
        },
      );
    });

    app.post(
      `${base}/logout`,
      {
        config: { auth: signedIn },
        schema: {
          operationId: op('logout'),
          tags: [tag],
          summary: 'End the current session',
          response: { 200: LogoutResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const ended = await deps.sessions.endOne(auth.accountId, auth.sessionId, 'LOGOUT');
        return ok({ success: true, terminatedSessions: ended ? 1 : 0 });
      },
    );
  };
}
