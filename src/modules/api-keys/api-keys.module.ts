import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createApiKeysRepo } from './api-keys.repo.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { createSecretHasher, deriveApiKeyPepper } from './api-keys.secrets.js';
import { createApiKeyService, type ApiKeyService, type ApiKeyServiceDeps } from './api-keys.service.js';

export interface ApiKeysModuleDeps {
  config: Pick<Config, 'masterKey'>;
  db: Db;
  workspaces: ApiKeyServiceDeps['workspaces'];
  /** Which permission groups a key may carry (`apiKeys: true` in a module's declaration). */
  catalogue: ApiKeyServiceDeps['catalogue'];
}

export interface ApiKeysModule {
  /** Key management. Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
  /** Also verifies presented secrets (the machine-facing API). */
  service: ApiKeyService;
}

/** API keys (the tables this module owns): repository → service → routes. */
export function createApiKeysModule(deps: ApiKeysModuleDeps): ApiKeysModule {
  const service = createApiKeyService({
    db: deps.db,
    apiKeys: createApiKeysRepo(),
    workspaces: deps.workspaces,
    catalogue: deps.catalogue,
    hashSecret: createSecretHasher(deriveApiKeyPepper(deps.config.masterKey)),
  });
  return { routes: inSecureChannelGroup('workspaces', apiKeyRoutes({ service })), service };
}
