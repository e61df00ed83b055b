import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { SECURE_CHANNEL_GROUPS } from '../../http/secure-channel-groups.js';
import type { Clock } from '../../infra/clock.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, type SecretBox } from '../../infra/secret-box.js';
import { createSecureChannelRepo } from './secure-channel.repo.js';
import { secureChannelRoutes } from './secure-channel.routes.js';
import { createSecureChannelService, sealContext, type SecureChannelService } from './secure-channel.service.js';

export interface SecureChannelModuleDeps {
  config: Pick<Config, 'secureChannel' | 'masterKey' | 'previousMasterKeys'>;
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
  const { requiredGroups, ...config } = deps.config.secureChannel;
  const service = createSecureChannelService({
    db: deps.db,
    repo: createSecureChannelRepo(),
    box: createSecretBox(deps.config),
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
    // In declaration order, whatever order SECURE_CHANNEL_REQUIRED named them in.
    await app.register(secureChannelRoutes({ service, requiredGroups: SECURE_CHANNEL_GROUPS.filter((group) => requiredGroups.includes(group)) }));
  };
  return { service, routes };
}

/** For `portal keys reencrypt`: the RSA private keys and the sessions' AES keys. */
export function secureChannelSealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  const repo = createSecureChannelRepo();
  return [
    sealedColumn({ ...deps, store: repo.privateKeys, context: sealContext.privateKey }),
    sealedColumn({ ...deps, store: repo.sessionKeys, context: sealContext.sessionKey }),
  ];
}
