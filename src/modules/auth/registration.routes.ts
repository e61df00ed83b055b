import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { CaptchaVerifier } from '../../infra/captcha.js';
import type { RegistrationService } from './registration.service.js';
import { CompleteBody, CompleteResponse, StartBody, StartResponse, VerifyBody, VerifyResponse } from './registration.schemas.js';
import '../accounts/accounts.errors.js';
import './auth.errors.js';

const BASE = '/web/v1/partner/auth/register';

export interface RegistrationRouteDeps {
  service: RegistrationService;
  captcha: CaptchaVerifier;
}

/** Multi-stage registration: start (e-mail + Turnstile) → verify (mailed code) → complete (account, pending approval). */
export function registrationRoutes(deps: RegistrationRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      `${BASE}/start`,
      {
        config: { rateLimit: 'register' },
        schema: {
          operationId: 'registerStart',
          tags: ['Registration'],
          summary: 'Open a registration and mail a 6-digit code (the same answer whether or not the address has an account)',
          body: StartBody,
          response: { 200: StartResponse },
        },
      },
      async (request, reply) => {
        await reply.limit('register', { ip: request.clientIp, email: request.body.email });
        await deps.captcha.verify(request.body.turnstileToken, request.clientIp);
        return ok(await deps.service.start(request.body.email));
      },
    );

    app.post(
      `${BASE}/verify`,
      {
        config: { rateLimit: 'register-verify' },
        schema: {
          operationId: 'registerVerify',
          tags: ['Registration'],
          summary: 'Prove ownership of the address with the mailed code (5 attempts)',
          body: VerifyBody,
          response: { 200: VerifyResponse, ...errorResponses('AUTH.VERIFICATION_CODE_INVALID', 'AUTH.REGISTRATION_NOT_FOUND') },
        },
      },
      async (request, reply) => {
        await reply.limit('register-verify', { ip: request.clientIp });
        return ok(await deps.service.verify(request.body.registrationId, request.body.code));
      },
    );

    app.post(
      `${BASE}/complete`,
      {
        config: { rateLimit: 'register-complete' },
        schema: {
          operationId: 'registerComplete',
          tags: ['Registration'],
          summary: 'Create the institution, the account (pending approval) and its LIVE workspace',
          body: CompleteBody,
          response: { 201: CompleteResponse, ...errorResponses('AUTH.REGISTRATION_NOT_VERIFIED', 'AUTH.PASSWORD_POLICY_VIOLATION', 'AUTH.REGISTRATION_NOT_FOUND', 'ACCOUNT.EMAIL_TAKEN') },
        },
      },
      async (request, reply) => {
        await reply.limit('register-complete', { ip: request.clientIp });
        const result = await deps.service.complete(request.body);
        return reply.code(201).send(created(result));
      },
    );
  };
}
