import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { MACHINE_MOUNT, PORTAL_MOUNT, type RouteMount } from '../../http/route-mount.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { Clock } from '../../infra/clock.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, type SecretBox } from '../../infra/secret-box.js';
import type { Events } from '../events/events.module.js';
import type { FilesService } from '../files/files.service.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { CurrencyService } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { createAdjustmentsRepo } from './adjustments.repo.js';
import { createAdjustmentService } from './adjustments.service.js';
import { createExchangesRepo } from './exchanges.repo.js';
import { exchangeRoutes } from './exchanges.routes.js';
import { createExchangeService } from './exchanges.service.js';
import type { WorkspaceDirectory } from './money.shared.js';
import { createRechargesRepo } from './recharges.repo.js';
import { rechargeRoutes } from './recharges.routes.js';
import { createRechargeService } from './recharges.service.js';
import { createTransfersRepo } from './transfers.repo.js';
import { transferRoutes } from './transfers.routes.js';
import { createTransferService } from './transfers.service.js';
import { createWalletsRepo } from './wallets.repo.js';
import { walletRoutes } from './wallets.routes.js';
import { createWalletService } from './wallets.service.js';
import { createWithdrawalsRepo } from './withdrawals.repo.js';
import { withdrawalRoutes } from './withdrawals.routes.js';
import { channelAad, createWithdrawalService } from './withdrawals.service.js';

export interface MoneyModuleDeps {
  config: Pick<Config, 'masterKey' | 'previousMasterKeys'>;
  db: Db;
  ledger: LedgerService;
  currencies: CurrencyService;
  idempotency: IdempotencyService;
  /** Recharge payment proofs are files of the workspace. */
  files: Pick<FilesService, 'existsInWorkspace'>;
  workspaces: WorkspaceDirectory;
  clock: Clock;
  /** Every money change is reported here, in its transaction (webhooks). */
  events: Events;
}

/**
 * Money: wallets, transfers, withdrawals and their channels, recharges,
 * exchanges (secure-channel group `money`; the routes need the auth and
 * workspace guards; `machineRoutes`, the same at /api/v1, the API key guard), and the services the operator API drives the same
 * records through. Every table of migration 0007 but `idempotency_keys` and
 * `operator_audit_log` is written here and nowhere else.
 */
export function moneyModule(deps: MoneyModuleDeps) {
  const { db, ledger, currencies, idempotency, workspaces, events } = deps;
  const walletsRepo = createWalletsRepo();
  const wallets = createWalletService({ db, wallets: walletsRepo, ledger, currencies, workspaces });
  const transfers = createTransferService({ db, transfers: createTransfersRepo(), wallets: walletsRepo, workspaces, ledger, currencies, events });
  const withdrawals = createWithdrawalService({ db, withdrawals: createWithdrawalsRepo(), ledger, currencies, secretBox: createSecretBox(deps.config), events });
  const recharges = createRechargeService({ db, recharges: createRechargesRepo(), ledger, currencies, files: deps.files, clock: deps.clock, events });
  const exchanges = createExchangeService({ db, exchanges: createExchangesRepo(), ledger, currencies, clock: deps.clock, events });
  const adjustments = createAdjustmentService({ adjustments: createAdjustmentsRepo(), ledger, currencies, workspaces });

  /** The same routes on either mount: on the portal their bodies may travel through the secure channel, a key's never do. */
  const mounted = (mount: RouteMount): FastifyPluginAsyncTypebox => async (app) => {
    const group = (plugin: FastifyPluginAsyncTypebox) => app.register(mount.kind === 'portal' ? inSecureChannelGroup('money', plugin) : plugin);
    await group(walletRoutes({ service: wallets, mount }));
    await group(transferRoutes({ service: transfers, idempotency, mount }));
    await group(withdrawalRoutes({ service: withdrawals, idempotency, mount }));
    await group(rechargeRoutes({ service: recharges, idempotency, mount }));
    await group(exchangeRoutes({ service: exchanges, idempotency, mount }));
  };
  return { routes: mounted(PORTAL_MOUNT), machineRoutes: mounted(MACHINE_MOUNT), services: { wallets, withdrawals, recharges, exchanges, adjustments } };
}

/** For `portal keys reencrypt`: the withdrawal channels' details. */
export function moneySealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  return [sealedColumn({ ...deps, store: createWithdrawalsRepo().sealedDetails, context: channelAad })];
}
