/** The money entries of the navbar (the shell shows them before any money page loads) in every language. */
export const moneyNavText = {
  en: {
    recharges: 'Recharges',
    withdrawals: 'Withdrawals',
    exchanges: 'Exchanges',
    transfers: 'Transfers',
  },
  zh: {
    recharges: '充值',
    withdrawals: '提现',
    exchanges: '兑换',
    transfers: '转账',
  },
  'zh-Hant': {
    recharges: '儲值',
    withdrawals: '提領',
    exchanges: '兌換',
    transfers: '轉帳',
  },
  ja: {
    recharges: '入金',
    withdrawals: '出金',
    exchanges: '両替',
    transfers: '振替',
  },
  vi: {
    recharges: 'Nạp tiền',
    withdrawals: 'Rút tiền',
    exchanges: 'Đổi tiền',
    transfers: 'Chuyển tiền',
  },
};
