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
  'CURRENCY.DISABLED': {
    status: 400,
    message: {
      en: 'The currency is currently disabled',
      zh: '该币种当前已停用',
      'zh-Hant': '該幣別目前已停用',
      ja: 'この通貨は現在利用できません',
      vi: 'Loại tiền tệ này hiện đang bị vô hiệu hóa',
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
  'CURRENCY.ALREADY_EXISTS': {
    status: 409,
    message: {
      en: 'The currency already exists',
      zh: '该币种已存在',
      'zh-Hant': '該幣別已存在',
      ja: 'この通貨はすでに存在します',
      vi: 'Loại tiền tệ này đã tồn tại',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    ledger: typeof ledgerErrors;
  }
}
