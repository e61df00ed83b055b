import { defineErrors } from '../../core/errors.js';

/**
 * Failures of money orders, their quotes and amounts: each reason a client
 * branches on (a limit, a disabled channel or currency, a missing rate) has
 * its own code; the detail only adds the figure (a limit, a currency pair).
 */
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
  'AMOUNT.BELOW_MINIMUM': {
    status: 422,
    message: {
      en: 'The amount is below the minimum allowed',
      zh: '金额低于允许的最低限额',
      'zh-Hant': '金額低於允許的最低限額',
      ja: '金額が下限を下回っています',
      vi: 'Số tiền thấp hơn mức tối thiểu cho phép',
    },
  },
  'AMOUNT.ABOVE_MAXIMUM': {
    status: 422,
    message: {
      en: 'The amount is above the maximum allowed',
      zh: '金额超过允许的最高限额',
      'zh-Hant': '金額超過允許的最高限額',
      ja: '金額が上限を超えています',
      vi: 'Số tiền vượt quá mức tối đa cho phép',
    },
  },
  'AMOUNT.TOO_SMALL': {
    status: 422,
    message: {
      en: 'The amount is too small: nothing would remain after the fee and rounding',
      zh: '金额过小，扣除手续费并舍入后将没有剩余',
      'zh-Hant': '金額過小，扣除手續費並捨入後將沒有剩餘',
      ja: '金額が少なすぎます。手数料と端数処理の後に何も残りません',
      vi: 'Số tiền quá nhỏ: sau khi trừ phí và làm tròn sẽ không còn lại gì',
    },
  },

  'EXCHANGE.SAME_CURRENCY': {
    status: 400,
    message: {
      en: 'The currency sold and the currency bought must differ',
      zh: '卖出币种与买入币种不能相同',
      'zh-Hant': '賣出幣別與買入幣別不能相同',
      ja: '売却する通貨と購入する通貨は異なる必要があります',
      vi: 'Loại tiền bán và loại tiền mua phải khác nhau',
    },
  },
  'EXCHANGE.RATE_UNAVAILABLE': {
    status: 422,
    message: {
      en: 'No exchange rate is available for this currency pair',
      zh: '该币种对暂无可用汇率',
      'zh-Hant': '該幣別組合目前沒有可用匯率',
      ja: 'この通貨ペアの為替レートは利用できません',
      vi: 'Không có tỷ giá cho cặp tiền tệ này',
    },
  },
  'RECHARGE.CHANNEL_UNAVAILABLE': {
    status: 404,
    message: {
      en: 'The recharge channel of this quote is no longer available',
      zh: '此报价的充值渠道已不可用',
      'zh-Hant': '此報價的儲值管道已無法使用',
      ja: 'この見積もりの入金方法は現在利用できません',
      vi: 'Kênh nạp tiền của báo giá này không còn khả dụng',
    },
  },
  'RECHARGE.PROOF_FILE_NOT_FOUND': {
    status: 404,
    message: {
      en: 'The payment proof file was not found in this workspace',
      zh: '在此工作区中找不到付款凭证文件',
      'zh-Hant': '在此工作區中找不到付款憑證檔案',
      ja: 'このワークスペースに支払い証明ファイルが見つかりません',
      vi: 'Không tìm thấy tệp chứng từ thanh toán trong không gian làm việc này',
    },
  },
  'TRANSFER.SAME_WORKSPACE': {
    status: 422,
    message: {
      en: 'A transfer must go to another workspace',
      zh: '转账必须转入其他工作区',
      'zh-Hant': '轉帳必須轉入其他工作區',
      ja: '振替先は別のワークスペースである必要があります',
      vi: 'Chuyển khoản phải đến một không gian làm việc khác',
    },
  },
  'WALLET.CURRENCY_MISMATCH': {
    status: 422,
    message: {
      en: 'The wallet holds a different currency than the one requested',
      zh: '钱包币种与请求的币种不一致',
      'zh-Hant': '錢包幣別與請求的幣別不一致',
      ja: 'ウォレットの通貨が指定された通貨と異なります',
      vi: 'Ví chứa loại tiền tệ khác với loại được yêu cầu',
    },
  },
  'WITHDRAWAL.CHANNEL_DISABLED': {
    status: 422,
    message: {
      en: 'The withdrawal channel is disabled',
      zh: '该提现渠道已停用',
      'zh-Hant': '該提領管道已停用',
      ja: 'この出金先は無効になっています',
      vi: 'Kênh rút tiền đã bị vô hiệu hóa',
    },
  },
  'AMOUNT.MAX_BELOW_MIN': {
    status: 400,
    message: {
      en: 'The maximum amount must not be below the minimum amount',
      zh: '最高金额不能低于最低金额',
      'zh-Hant': '最高金額不得低於最低金額',
      ja: '上限金額は下限金額以上にしてください',
      vi: 'Số tiền tối đa không được nhỏ hơn số tiền tối thiểu',
    },
  },
  'FX_RATE.SAME_CURRENCY': {
    status: 400,
    message: {
      en: 'The sell and buy currencies of a rate must differ',
      zh: '汇率的卖出币种与买入币种不能相同',
      'zh-Hant': '匯率的賣出幣別與買入幣別不得相同',
      ja: '為替レートの売却通貨と購入通貨には異なる通貨を指定してください',
      vi: 'Đồng tiền bán và đồng tiền mua của tỷ giá phải khác nhau',
    },
  },
  'RECHARGE_CHANNEL.CURRENCY_IMMUTABLE': {
    status: 400,
    message: {
      en: 'The currency of a recharge channel cannot be changed',
      zh: '充值渠道的币种不可更改',
      'zh-Hant': '儲值管道的幣別不可變更',
      ja: 'チャージチャネルの通貨は変更できません',
      vi: 'Không thể thay đổi loại tiền tệ của kênh nạp tiền',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    money: typeof moneyErrors;
  }
}
