import { defineErrors } from '../../core/errors.js';

/** Failures of the double-entry ledger. */
export const ledgerErrors = defineErrors({
  'WALLET.INSUFFICIENT_FUNDS': {
    status: 422,
    message: {
      en: 'Insufficient funds',
      zh: '余额不足',
      'zh-Hant': '餘額不足',
      ja: '残高が不足しています',
      vi: 'Số dư không đủ',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    ledger: typeof ledgerErrors;
  }
}
