import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { createSecretBox } from '../../infra/secret-box.js';
import { createSecureChannelRepo } from './secure-channel.repo.js';
import { secureChannelRoutes } from './secure-channel.routes.js';
import { createSecureChannelService, type SecureChannelService } from './secure-channel.service.js';

export interface SecureChannelModuleDeps {
  config: Pick<Config, 'secureChannel' | 'masterKey'>;
  db: Db;
  clock: Clock;
  /** Make the first key at boot, in the background, so no request waits for key generation. */
  warmUp?: boolean;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

export interface SecureChannelModule {
  /** For the body-decryption hook, registered right after ingress. */
  service: SecureChannelService;
  /** The channel's bootstrap routes. */
  routes: FastifyPluginAsyncTypebox;
}

/** Wires the secure channel: repository → service → routes. */
export function createSecureChannelModule(deps: SecureChannelModuleDeps): SecureChannelModule {
  const { requiredGroups: _requiredGroups, ...config } = deps.config.secureChannel;
  const service = createSecureChannelService({
    db: deps.db,
    repo: createSecureChannelRepo(),
    box: createSecretBox(deps.config.masterKey),
    config,
    clock: deps.clock,
    log: deps.log,
  });
  const routes: FastifyPluginAsyncTypebox = async (app) => {
    if (deps.warmUp) {
      let warming: Promise<void> | undefined;
      app.addHook('onReady', async () => {
        warming = service.warmUp().catch((error: unknown) => app.log.error({ err: error }, 'secure channel key warm-up failed'));
      });
      // A shutdown right after start waits for the key being made instead of pulling the database from under it.
      app.addHook('onClose', async () => {
        await warming;
      });
    }
    await app.register(secureChannelRoutes({ service }));
  };
  return { service, routes };
}
