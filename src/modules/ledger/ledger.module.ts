import type { Db } from '../../db/client.js';
import { createCurrenciesRepo } from './currencies.repo.js';
import { createCurrencyService } from './currencies.service.js';
import { createLedgerRepo } from './ledger.repo.js';
import { createLedgerService, type LedgerBatching } from './ledger.service.js';

/**
 * The ledger (docs/money.md): the double-entry engine and the currencies it
 * counts in. No routes; the money and operator modules call these services.
 * One instance per process, so every caller shares one currency-scale cache.
 */
export function ledgerModule(deps: { db: Db; batching?: LedgerBatching }) {
  return {
    ledger: createLedgerService({ db: deps.db, ledger: createLedgerRepo(), batching: deps.batching }),
    currencies: createCurrencyService({ db: deps.db, currencies: createCurrenciesRepo() }),
  };
}

