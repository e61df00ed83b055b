import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../core/errors.js';
import { Envelope, ok } from '../../http/envelope.js';
import { Int32 } from '../../http/integers.js';
import { MACHINE_MOUNT } from '../../http/route-mount.js';
import { ANY_MEMBER } from '../../http/workspace-guard.js';

const WhoAmI = Type.Object(
  {
    apiKeyId: Type.String({ description: 'bizId of the key that authenticated this request' }),
    name: Type.String(),
    workspaceId: Type.String({ description: 'bizId of the workspace the key acts in' }),
    mode: Type.String({ enum: ['LIVE', 'TEST'] }),
    scopes: Type.Array(Type.String(), { description: "The key's scopes its creator still holds: what it may do now" }),
    rateLimitPerSecond: Int32({ minimum: 1, maximum: 100_000, description: 'Requests per second the key may make' }),
  },
  { title: 'WhoAmI' },
);

/** The machine API's own routes (the money and file routes are the portal's, mounted at /api/v1). */
export function machineIdentityRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      `${MACHINE_MOUNT.prefix}/whoami`,
      {
        // Any working key may ask who it is: it names no resource and changes nothing.
        config: { apiKey: true, permission: ANY_MEMBER },
        schema: {
          operationId: 'whoami',
          tags: ['Machine API'],
          summary: 'The key that authenticated this request: its workspace and the scopes it holds now',
          response: { 200: Envelope(WhoAmI) },
        },
      },
      async (request) => {
        const key = request.apiKey;
        if (!key) throw new AppError('ACCESS.TOKEN_MISSING');
        return ok({
          apiKeyId: key.apiKeyId,
          name: key.name,
          workspaceId: key.workspaceId,
          mode: key.mode,
          scopes: [...key.scopes],
          rateLimitPerSecond: key.rateLimitPerSecond,
        });
      },
    );
  };
}
