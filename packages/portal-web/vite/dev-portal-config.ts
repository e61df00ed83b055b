import type { Plugin } from 'vite';

/**
 * The development values of /__portal/config.json (src/config.ts's dev access codes, Cloudflare's
 * always-pass Turnstile test key), served by the dev server only while the API it proxies does not
 * answer that path itself (an API built before the contract of issue 16).
 */
export const DEV_PORTAL_CONFIG = {
  portalAccessCode: 'dev-portal-access-code',
  operatorAccessCode: 'dev-operator-access-code',
  turnstileSiteKey: '1x00000000000000000000AA',
  devMailbox: false,
  languages: ['en', 'zh', 'zh-Hant', 'ja', 'vi'],
};

export function devPortalConfigFallback(apiUrl: string): Plugin {
  return {
    name: 'portal-web:dev-portal-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__portal/config.json', (_request, response, next) => {
        fetch(`${apiUrl}/__portal/config.json`)
          .then(async (answer) => {
            if (answer.status === 404) {
              response.setHeader('content-type', 'application/json');
              response.setHeader('cache-control', 'no-store');
              response.end(JSON.stringify(DEV_PORTAL_CONFIG));
              return;
            }
            response.statusCode = answer.status;
            response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
            response.setHeader('cache-control', 'no-store');
            response.end(await answer.text());
          })
          .catch(next);
      });
    },
  };
}
