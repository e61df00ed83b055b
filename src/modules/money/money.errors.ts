import { defineErrors } from '../../core/errors.js';

/** Failures of money orders and their quotes. */
export const moneyErrors = defineErrors({
  'ORDER.INVALID_STATE': {
    status: 409,
    message: {
      en: 'The order is not in a state that allows this action',
      zh: '订单当前状态不允许此操作',
      'zh-Hant': '訂單目前狀態不允許此操作',
      ja: '注文の現在の状態ではこの操作はできません',
      vi: 'Trạng thái hiện tại của lệnh không cho phép thao tác này',
    },
  },
  'QUOTE.ALREADY_USED': {
    status: 409,
    message: {
      en: 'The quote has already been used',
      zh: '报价已被使用',
      'zh-Hant': '報價已被使用',
      ja: 'この見積もりはすでに使用されています',
      vi: 'Báo giá đã được sử dụng',
    },
  },
  'QUOTE.EXPIRED': {
    status: 422,
    message: {
      en: 'The quote has expired; request a new one',
      zh: '报价已过期，请重新获取',
      'zh-Hant': '報價已過期，請重新取得',
      ja: '見積もりの有効期限が切れています。新しい見積もりを取得してください',
      vi: 'Báo giá đã hết hạn; hãy yêu cầu báo giá mới',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    money: typeof moneyErrors;
  }
}
