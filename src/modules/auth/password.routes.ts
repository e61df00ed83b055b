import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { errorResponses } from '../../http/responses.js';
import type { CaptchaVerifier } from '../../infra/captcha.js';
import { FORGOT_MESSAGE, type PasswordService } from './password.service.js';
import {
  ChangeBody,
  ForgotBody,
  ForgotResponse,
  InitBody,
  PasswordChangeResponse,
  PasswordSetResponse,
  ResetBody,
} from './password.schemas.js';
import './auth.errors.js';

const BASE = '/web/v1/partner/auth/password';

/** The auth guard's decoration, read structurally; a route marked `auth` never runs without it. */
function signedIn(request: FastifyRequest): { accountId: string; sessionId: string } {
  const auth = (request as FastifyRequest & { auth?: { accountId: string; sessionId: string } }).auth;
  if (!auth) throw new AppError('ACCESS.TOKEN_MISSING');
  return auth;
}

export interface PasswordRouteDeps {
  service: PasswordService;
  captcha: CaptchaVerifier;
}

/**
 * Forgot / reset / change / init. Every route counts against its rate limit
 * before any hashing, and tokens travel only in bodies.
 */
export function passwordRoutes(deps: PasswordRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      `${BASE}/forgot`,
      {
        config: { rateLimit: 'forgot' },
        schema: {
          operationId: 'passwordForgot',
          tags: ['Auth'],
          summary: 'Mail a single-use reset token; the answer is the same whether or not the address has an account',
          body: ForgotBody,
          response: { 200: ForgotResponse },
        },
      },
      async (request, reply) => {
        await reply.limit('forgot', { ip: request.clientIp, email: request.body.email });
        await deps.captcha.verify(request.body.turnstileToken, request.clientIp);
        await deps.service.forgot(request.body.email);
        return ok({ success: true, message: FORGOT_MESSAGE });
      },
    );

    app.post(
      `${BASE}/reset`,
      {
        config: { rateLimit: 'reset' },
        schema: {
          operationId: 'passwordReset',
          tags: ['Auth'],
          summary: 'Set a new password with a reset token; ends every session and clears the login lock',
          body: ResetBody,
          response: { 200: PasswordSetResponse, ...errorResponses('AUTH.PASSWORD_TOKEN_INVALID', 'AUTH.PASSWORD_POLICY_VIOLATION') },
        },
      },
      async (request, reply) => {
        await reply.limit('reset', { ip: request.clientIp });
        await deps.service.reset(request.body.token, request.body.newPassword);
        return ok({ success: true });
      },
    );

    app.post(
      `${BASE}/init`,
      {
        config: { rateLimit: 'password-init' },
        schema: {
          operationId: 'passwordInit',
          tags: ['Auth'],
          summary: 'Set the first password of an account created without one (registration, invitation)',
          body: InitBody,
          response: { 200: PasswordSetResponse, ...errorResponses('AUTH.PASSWORD_TOKEN_INVALID', 'AUTH.PASSWORD_POLICY_VIOLATION') },
        },
      },
      async (request, reply) => {
        await reply.limit('password-init', { ip: request.clientIp });
        await deps.service.init(request.body.token, request.body.password);
        return ok({ success: true });
      },
    );

    app.post(
      `${BASE}/change`,
      {
        // The auth guard (src/http/auth-guard.ts) authenticates routes that opt in this way.
        config: { auth: true, stepUp: true, rateLimit: 'password-change' },
        schema: {
          operationId: 'passwordChange',
          tags: ['Auth'],
          summary: 'Change the password (current one required); ends the account’s other sessions, keeps this one',
          body: ChangeBody,
          security: [{ bearer: [] }],
          response: { 200: PasswordChangeResponse, ...errorResponses('AUTH.PASSWORD_INCORRECT', 'AUTH.PASSWORD_POLICY_VIOLATION') },
        },
      },
      async (request, reply) => {
        const auth = signedIn(request);
        await reply.limit('password-change', { account: auth.accountId });
        const result = await deps.service.change({ accountId: auth.accountId, sessionId: auth.sessionId, ...request.body });
        return ok({ success: true, ...result });
      },
    );
  };
}
