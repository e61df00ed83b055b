import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import { portalConfigOf, portalConfigRoutes } from './portal-config.routes.js';
import { portalWebStaticPlugin } from './portal-web.static.js';

export interface PortalWebModule {
  /** `/__portal/config.json`: what the web app reads before it creates its SDK client. */
  routes: FastifyPluginAsyncTypebox;
  /** The built app at `/`, its files, and the SPA fallback: registered last, it answers only what no route took. */
  app: FastifyPluginAsync;
}

/** The portal web app (packages/portal-web) as the API process serves it: contract of issue 16. */
export function createPortalWebModule(deps: {
  config: Pick<Config, 'portalWeb' | 'ingress' | 'captcha'>;
  /** Whether the mail module serves the development mailbox: the app then links to it. */
  devMailbox: boolean;
}): PortalWebModule {
  const { config } = deps;
  const settings = portalConfigOf({
    portalAccessCodes: config.ingress.portalAccessCodes,
    operatorAccessCodes: config.ingress.operatorAccessCodes,
    turnstileSiteKey: config.captcha.turnstileSiteKey,
    devMailbox: deps.devMailbox,
  });
  return {
    routes: portalConfigRoutes(settings),
    app: portalWebStaticPlugin({ dir: config.portalWeb.dir }),
  };
}
