import { defineErrors } from '../../core/errors.js';

/** Failures of creating a partner account. */
export const accountErrors = defineErrors({
  'ACCOUNT.EMAIL_TAKEN': {
    status: 409,
    message: {
      en: 'An account with this e-mail address already exists',
      zh: '该电子邮件地址已注册账户',
      'zh-Hant': '此電子郵件地址已註冊帳戶',
      ja: 'このメールアドレスのアカウントはすでに存在します',
      vi: 'Đã có tài khoản sử dụng địa chỉ e-mail này',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    account: typeof accountErrors;
  }
}
