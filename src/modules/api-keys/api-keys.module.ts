import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ApiKeyGuardOptions } from '../../http/api-key-guard.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { Clock } from '../../infra/clock.js';
import type { DataKeySpec } from '../data-keys/data-keys.module.js';
import { machineIdentityRoutes } from './api-keys.machine.routes.js';
import { createApiKeysRepo } from './api-keys.repo.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { createSecretHasher, deriveApiKeyPepper } from './api-keys.secrets.js';
import { createApiKeyService, type ApiKeyService, type ApiKeyServiceDeps } from './api-keys.service.js';
import { createUsageRecorder, type UsageRecorder } from './api-keys.usage.js';
import { createApiKeyVerifier } from './api-keys.verifier.js';

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
  config: Pick<Config, 'machineApi'>;
  clock: Clock;
  log: (fields: Record<string, unknown>, message: string) => void;
  events?: ApiKeyServiceDeps['events'];
}

export interface ApiKeysModule {
  /** Key management. Needs the auth and workspace guards; secure-channel group `workspaces`. */
  routes: FastifyPluginAsyncTypebox;
  /** The machine API's own routes (`/api/v1/whoami`); need the API key guard. */
  machineRoutes: FastifyPluginAsyncTypebox;
  /** What the API key guard (src/http/api-key-guard.ts) is given, but the rate limit, which the app's limiter counts. */
  guard: Pick<ApiKeyGuardOptions, 'authenticate' | 'used'>;
  /** Per-key usage counts: start with the server, stop (and write what is left) on close. */
  usage: Pick<UsageRecorder, 'start' | 'stop' | 'flush'>;
  service: ApiKeyService;
}

/** API keys (the tables this module owns): repository → service → routes, and the machine API's authentication. */
export function createApiKeysModule(deps: ApiKeysModuleDeps): ApiKeysModule {
  const { db, clock } = deps;
  const repo = createApiKeysRepo();
  const hashSecret = createSecretHasher(deps.pepper);
  const { rateLimitCeiling, keyCacheMs } = deps.config.machineApi;
  const verifier = createApiKeyVerifier({ db, apiKeys: repo, hashSecret, clock, cacheMs: keyCacheMs, rateLimitCeiling, log: deps.log });
  const usage = createUsageRecorder({ db, apiKeys: repo, clock, log: deps.log });
  const service = createApiKeyService({
    db,
    apiKeys: repo,
    workspaces: deps.workspaces,
    catalogue: deps.catalogue,
    hashSecret,
    rateLimitCeiling,
    clock,
    onKeyChanged: verifier.forget,
    events: deps.events,
  });
  return {
    routes: inSecureChannelGroup('workspaces', apiKeyRoutes({ service })),
    machineRoutes: machineIdentityRoutes(),
    guard: { authenticate: verifier.authenticate, used: (caller, clientIp) => usage.used(caller.apiKeyId, clientIp) },
    usage,
    service,
  };
}
