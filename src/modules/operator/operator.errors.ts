import { defineErrors } from '../../core/errors.js';

/** Failures of the operator API's own rules on reference data (currencies, recharge channels, FX rates, fee rules). */
export const operatorErrors = defineErrors({
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
    operator: typeof operatorErrors;
  }
}
