import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorEnvelope, SelfErrorBody } from './envelope.js';

const PORTAL_PATH = /^\/web\/v1\/(partner|operator|secure-channel)(\/|$)/;

/**
 * What a caller must present, per route: the portal access code on every
 * portal path (ingress checks it first), a bearer token where the auth guard
 * runs; user-self paths take only the token; health and JWKS take nothing.
 */
function securityOf(url: string, auth: unknown): Array<Record<string, string[]>> {
  const portal = PORTAL_PATH.test(url);
  if (auth) return [portal ? { portalAccessCode: [], bearer: [] } : { bearer: [] }];
  return portal ? [{ portalAccessCode: [] }] : [];
}

/** OpenAPI 3.1, generated from the route schemas; served as JSON and as an interactive reference. */
async function openapi(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorEnvelope);
  app.addSchema(SelfErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner Portal API',
        version: '2.0.0',
        description:
          'Sign-in with MFA, secure channel, account security, workspaces and money. ' +
          'Every partner path needs `X-PORTAL-ACCESS-CODE`; failures answer the error envelope with a string `code`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          portalAccessCode: { type: 'apiKey', in: 'header', name: 'X-PORTAL-ACCESS-CODE' },
        },
      },
    },
    transform: ({ schema, url, route }) => ({ schema: { ...schema, security: securityOf(url, route.config?.auth) } as typeof schema, url }),
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Every asset is served from here: no third-party host (the validator badge, https: fonts or styles) is
    // needed, and upgrade-insecure-requests would break the page on the plain-HTTP dev server.
    transformStaticCSP: (header) =>
      header
        .replace(/ validator\.swagger\.io/g, '')
        .replace(/ https:/g, '')
        .replace(/\s*upgrade-insecure-requests;?/g, ''),
  });
  app.get('/web/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export const openapiPlugin = fp(openapi, { name: 'openapi', fastify: '5.x' });
