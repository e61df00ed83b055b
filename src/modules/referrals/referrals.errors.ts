import { defineErrors } from '../../core/errors.js';

/** Why a referral code cannot be created. */
export const referralErrors = defineErrors({
  'REFERRAL_CODE.ALREADY_EXISTS': {
    status: 409,
    message: {
      en: 'The workspace already has a referral code',
      zh: '该工作区已有推荐码',
      'zh-Hant': '該工作區已有推薦碼',
      ja: 'このワークスペースにはすでに紹介コードがあります',
      vi: 'Không gian làm việc đã có mã giới thiệu',
    },
  },
  'REFERRAL_CODE.TAKEN': {
    status: 409,
    message: {
      en: 'This referral code is taken; choose another',
      zh: '该推荐码已被占用，请换一个',
      'zh-Hant': '該推薦碼已被佔用，請換一個',
      ja: 'この紹介コードはすでに使われています。別のコードを選んでください',
      vi: 'Mã giới thiệu này đã được dùng; hãy chọn mã khác',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    referrals: typeof referralErrors;
  }
}
