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
  'WALLET.CURRENCY_NOT_ENABLED': {
    status: 400,
    message: {
      en: 'A wallet can only be opened in an enabled currency',
      zh: '只能以已启用的币种开立钱包',
      'zh-Hant': '只能以已啟用的幣別開立錢包',
      ja: 'ウォレットは有効な通貨でのみ開設できます',
      vi: 'Chỉ có thể mở ví bằng loại tiền tệ đang được kích hoạt',
    },
  },
  'PENDING_TRANSFER.ALREADY_RESOLVED': {
    status: 409,
    message: {
      en: 'The pending transfer has already been posted, voided or expired',
      zh: '该待处理转账已入账、作废或过期',
      'zh-Hant': '該待處理轉帳已入帳、作廢或逾期',
      ja: 'この保留中の振替はすでに計上、取消、または失効しています',
      vi: 'Khoản chuyển đang chờ đã được ghi sổ, hủy bỏ hoặc hết hạn',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    ledger: typeof ledgerErrors;
  }
}
