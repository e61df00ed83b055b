import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { LOCALES } from '../../core/locale.js';

const PortalConfigResponse = Type.Object({
  portalAccessCode: Type.String(),
  operatorAccessCode: Type.String(),
  turnstileSiteKey: Type.String(),
  devMailbox: Type.Boolean(),
  languages: Type.Array(Type.String()),
});

export type PortalConfig = Static<typeof PortalConfigResponse>;

/** What the web app needs before it creates its SDK client, from the configuration this server runs with. */
export function portalConfigOf(settings: {
  portalAccessCodes: readonly string[];
  operatorAccessCodes: readonly string[];
  turnstileSiteKey: string;
  devMailbox: boolean;
}): PortalConfig {
  return {
    // The first code is the current one; the others are accepted while clients move off them.
    portalAccessCode: settings.portalAccessCodes[0] ?? '',
    operatorAccessCode: settings.operatorAccessCodes[0] ?? '',
    turnstileSiteKey: settings.turnstileSiteKey,
    devMailbox: settings.devMailbox,
    languages: [...LOCALES],
  };
}

/**
 * `GET /__portal/config.json`, read once by the web app at start. The web app's, not the API's: hidden
 * from the OpenAPI document. No-store like every answer (the ingress sets it): a rotated code reaches
 * the next page load.
 */
export function portalConfigRoutes(config: PortalConfig): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/__portal/config.json', { schema: { hide: true, response: { 200: PortalConfigResponse } } }, async () => config);
  };
}
