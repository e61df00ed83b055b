import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createIdempotencyRepo } from '../idempotency/idempotency.repo.js';
import { createIdempotencyService } from '../idempotency/idempotency.service.js';
import { createLedgerRepo } from '../ledger/ledger.repo.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { createSecretBox } from '../../infra/secret-box.js';
import { createAccountsRepo } from '../accounts/accounts.repo.js';
import { createAccountService } from '../accounts/accounts.service.js';
import { createOperatorRepo } from '../operator/operator.repo.js';
import { operatorRoutes } from '../operator/operator.routes.js';
import { createOperatorService } from '../operator/operator.service.js';
import { createWorkspacesRepo } from '../workspaces/workspaces.repo.js';
import { createExchangesRepo } from './exchanges.repo.js';
import { exchangeRoutes } from './exchanges.routes.js';
import { createExchangeService } from './exchanges.service.js';
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
import { createWithdrawalService } from './withdrawals.service.js';

/**
 * Wires the money endpoints: the partner ones (wallets, transfers,
 * withdrawals and their channels, recharges, exchanges; secure-channel group
 * `money`) and the operator API under /web/v1/operator (group `operator`).
 * Needs the auth and workspace guards.
 */
export function moneyModule(deps: { config: Config; db: Db }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = deps;
    const ledger = createLedgerService({ db, ledger: createLedgerRepo() });
    const idempotency = createIdempotencyService({ db, repo: createIdempotencyRepo() });
    const wallets = createWalletsRepo();
    const workspaces = createWorkspacesRepo();
    const withdrawalsRepo = createWithdrawalsRepo();
    const rechargesRepo = createRechargesRepo();
    const exchangesRepo = createExchangesRepo();
    const withdrawals = createWithdrawalService({ db, withdrawals: withdrawalsRepo, ledger, secretBox: createSecretBox(deps.config.masterKey) });
    const recharges = createRechargeService({ db, recharges: rechargesRepo, ledger });
    const group = (plugin: FastifyPluginAsyncTypebox) => app.register(inSecureChannelGroup('money', plugin));
    await group(walletRoutes({ service: createWalletService({ db, wallets }) }));
    await group(transferRoutes({ service: createTransferService({ db, transfers: createTransfersRepo(), wallets, workspaces, ledger }), idempotency }));
    await group(withdrawalRoutes({ service: withdrawals, idempotency }));
    await group(rechargeRoutes({ service: recharges, idempotency }));
    await group(exchangeRoutes({ service: createExchangeService({ db, exchanges: exchangesRepo, ledger }), idempotency }));

    // The operator API moves the same records through the same services.
    const accounts = createAccountService({ db, accounts: createAccountsRepo() });
    const operator = createOperatorService({
      db,
      repo: createOperatorRepo(),
      ledger,
      recharges,
      rechargesRepo,
      withdrawals,
      withdrawalsRepo,
      wallets,
      exchanges: exchangesRepo,
      workspaces,
      accounts,
    });
    await app.register(inSecureChannelGroup('operator', operatorRoutes({ service: operator, idempotency })));
  };
}
