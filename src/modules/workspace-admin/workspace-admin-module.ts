import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createApiKeysRepo } from '../api-keys/api-keys.repo.js';
import { apiKeyRoutes } from '../api-keys/api-keys.routes.js';
import { createSecretHasher, deriveApiKeyPepper } from '../api-keys/api-keys.secrets.js';
import { createApiKeyService, type ApiKeyService } from '../api-keys/api-keys.service.js';
import { createWorkspacesRepo } from '../workspaces/workspaces.repo.js';

export interface WorkspaceAdminDeps {
  config: Pick<Config, 'masterKey'>;
  db: Db;
}

/** The API key service on its own (the machine-facing API verifies keys with it). */
export function createApiKeys(deps: WorkspaceAdminDeps): ApiKeyService {
  return createApiKeyService({
    db: deps.db,
    apiKeys: createApiKeysRepo(),
    workspaces: createWorkspacesRepo(),
    hashSecret: createSecretHasher(deriveApiKeyPepper(deps.config.masterKey)),
  });
}

/**
 * Workspace administration: API keys, invitations, referral codes and
 * referrals, the audit trail. Needs the auth and workspace guards.
 * Secure-channel group `workspaces`, like the rest of workspace management.
 */
export function workspaceAdminModule(deps: WorkspaceAdminDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const group = (plugin: FastifyPluginAsyncTypebox) => app.register(inSecureChannelGroup('workspaces', plugin));
    await group(apiKeyRoutes({ service: createApiKeys(deps) }));
  };
}
