import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { DataKeySpec } from '../data-keys/data-keys.module.js';
import { createApiKeysRepo } from './api-keys.repo.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { createSecretHasher, deriveApiKeyPepper } from './api-keys.secrets.js';
import { createApiKeyService, type ApiKeyService, type ApiKeyServiceDeps } from './api-keys.service.js';

/**
 * The pepper is a data key (src/modules/data-keys/): stored sealed, so a MASTER_KEY rotation keeps
 * every key's hash valid. It starts as the HKDF subkey of MASTER_KEY it was before it was stored.
 */
export const API_KEY_PEPPER: DataKeySpec = { name: 'api-key-pepper', initial: deriveApiKeyPepper };

export interface ApiKeysModuleDeps {
  /** The pepper of secret hashes: the API_KEY_PEPPER data key. */
  pepper: Buffer;
  db: Db;
  workspaces: ApiKeyServiceDeps['workspaces'];
  /** Which permission groups a key may carry (`apiKeys: true` in a module's declaration). */
  catalogue: ApiKeyServiceDeps['catalogue'];
  events?: ApiKeyServiceDeps['events'];
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
    events: deps.events,
    hashSecret: createSecretHasher(deps.pepper),
  });
  return { routes: inSecureChannelGroup('workspaces', apiKeyRoutes({ service })), service };
}
