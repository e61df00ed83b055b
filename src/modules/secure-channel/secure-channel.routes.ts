import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { SecureChannelGroup } from '../../http/secure-channel-groups.js';
import { secureChannelSessionId } from '../../http/secure-channel-hook.js';
import { CloseResponse, OpenSessionBody, PublicKeyResponse, SessionHeaders, SessionResponse } from './secure-channel.schemas.js';
import type { SecureChannelService } from './secure-channel.service.js';
import './secure-channel.errors.js';

/** Both path families serve the same channel (DESIGN.md); operation ids must differ for OpenAPI. */
const FAMILIES = [
  { base: '/web/v1/secure-channel', op: 'secureChannel' },
  { base: '/web/v1/partner/secure-channel', op: 'partnerSecureChannel' },
] as const;

export interface SecureChannelRouteDeps {
  service: Pick<SecureChannelService, 'currentPublicKey' | 'openSession' | 'closeSession'>;
  /** The groups this server enforces, advertised with the public key so a client knows what to encrypt before its first refusal. */
  requiredGroups: readonly SecureChannelGroup[];
}

/**
 * Public (no JWT) bootstrap of the secure channel. These routes are exempt
 * from body decryption: their body and session header mean something else.
 */
export function secureChannelRoutes(deps: SecureChannelRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Close takes no body, yet clients often send `Content-Type: application/json` on every call:
    // here (and only here, by encapsulation) an empty JSON body means "no body", not a 400.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') done(null, undefined);
      else void parseJson(request, body as string, done);
    });

    for (const { base, op } of FAMILIES) {
      app.get(
        `${base}/public-key`,
        {
          config: { secureChannelExempt: true },
          schema: {
            operationId: `${op}PublicKey`,
            tags: ['Secure channel'],
            summary: 'The RSA public key to wrap a session key with (rotated; the previous key works until its expiresAt)',
            response: { 200: PublicKeyResponse },
          },
        },
        async () => ok({ ...(await deps.service.currentPublicKey()), requiredGroups: [...deps.requiredGroups] }),
      );

      app.post(
        `${base}/session`,
        {
          config: { secureChannelExempt: true, rateLimit: 'sc-open' },
          schema: {
            operationId: `${op}OpenSession`,
            tags: ['Secure channel'],
            summary: 'Open a short-lived session from an RSA-OAEP-wrapped AES-256 key',
            body: OpenSessionBody,
            response: { 201: SessionResponse, ...errorResponses('SECURE_CHANNEL.INVALID_PAYLOAD', 'SECURE_CHANNEL.KEY_NOT_FOUND') },
          },
        },
        async (request, reply) => {
          // Each open costs an RSA decryption: bounded per client before any of that work.
          await reply.limit('sc-open', { ip: request.clientIp });
          return reply.code(201).send(created(await deps.service.openSession(request.body.keyId, request.body.encryptedKey)));
        },
      );

      app.post(
        `${base}/session/close`,
        {
          config: { secureChannelExempt: true },
          schema: {
            operationId: `${op}CloseSession`,
            tags: ['Secure channel'],
            summary: 'End the session named by the header; idempotent, and a success that closes nothing without one',
            headers: SessionHeaders,
            response: { 200: CloseResponse },
          },
        },
        async (request) => ok(await deps.service.closeSession(secureChannelSessionId(request))),
      );
    }
  };
}
