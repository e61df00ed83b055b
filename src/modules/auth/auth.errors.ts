import { defineErrors } from '../../core/errors.js';

/** Failures of sign-in, passwords, registration and step-up re-authentication. */
export const authErrors = defineErrors({
  'AUTH.INVALID_CREDENTIALS': {
    status: 401,
    message: {
      en: 'Invalid email or password',
      zh: '邮箱或密码错误',
      'zh-Hant': '電子郵件或密碼錯誤',
      ja: 'メールアドレスまたはパスワードが正しくありません',
      vi: 'Email hoặc mật khẩu không đúng',
    },
  },
  'AUTH.MFA_CODE_INVALID': {
    status: 400,
    message: {
      en: 'Verification code is invalid or expired',
      zh: '验证码无效或已过期',
      'zh-Hant': '驗證碼無效或已過期',
      ja: '確認コードが無効か期限切れです',
      vi: 'Mã xác minh không hợp lệ hoặc đã hết hạn',
    },
  },
  'AUTH.CLIENT_MISMATCH': {
    status: 400,
    message: {
      en: 'Client does not match the one that started this flow',
      zh: '客户端与发起流程的客户端不一致',
      'zh-Hant': '用戶端與發起流程的用戶端不一致',
      ja: 'クライアントがこのフローを開始したものと一致しません',
      vi: 'Máy khách không khớp với máy khách đã bắt đầu quy trình',
    },
  },
  'AUTH.ACCOUNT_PENDING_APPROVAL': {
    status: 403,
    message: {
      en: 'Account is pending approval',
      zh: '账户等待审核',
      'zh-Hant': '帳戶等待審核',
      ja: 'アカウントは承認待ちです',
      vi: 'Tài khoản đang chờ phê duyệt',
    },
  },
  'AUTH.SESSION_NOT_FOUND': {
    status: 404,
    message: {
      en: 'Session not found',
      zh: '会话不存在',
      'zh-Hant': '工作階段不存在',
      ja: 'セッションが見つかりません',
      vi: 'Không tìm thấy phiên',
    },
  },
  'AUTH.PASSWORD_POLICY_VIOLATION': {
    status: 400,
    message: {
      en: 'The password does not meet the password policy',
      zh: '密码不符合密码策略',
      'zh-Hant': '密碼不符合密碼政策',
      ja: 'パスワードがパスワードポリシーを満たしていません',
      vi: 'Mật khẩu không đáp ứng chính sách mật khẩu',
    },
  },
  'AUTH.PASSWORD_INCORRECT': {
    status: 400,
    message: {
      en: 'The current password is incorrect',
      zh: '当前密码不正确',
      'zh-Hant': '目前密碼不正確',
      ja: '現在のパスワードが正しくありません',
      vi: 'Mật khẩu hiện tại không đúng',
    },
  },
  'AUTH.PASSWORD_TOKEN_INVALID': {
    status: 400,
    message: {
      en: 'The password token is invalid, expired or already used',
      zh: '密码令牌无效、已过期或已使用',
      'zh-Hant': '密碼權杖無效、已過期或已使用',
      ja: 'パスワードトークンが無効、期限切れ、または使用済みです',
      vi: 'Mã thông báo mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng',
    },
  },
  'AUTH.VERIFICATION_CODE_INVALID': {
    status: 400,
    message: {
      en: 'The verification code is invalid or expired',
      zh: '验证码无效或已过期',
      'zh-Hant': '驗證碼無效或已過期',
      ja: '確認コードが無効または期限切れです',
      vi: 'Mã xác minh không hợp lệ hoặc đã hết hạn',
    },
  },
  'AUTH.REGISTRATION_NOT_FOUND': {
    status: 404,
    message: {
      en: 'Registration not found or expired',
      zh: '注册会话不存在或已过期',
      'zh-Hant': '註冊工作階段不存在或已過期',
      ja: '登録が見つからないか、期限切れです',
      vi: 'Không tìm thấy phiên đăng ký hoặc đã hết hạn',
    },
  },
  'AUTH.REGISTRATION_NOT_VERIFIED': {
    status: 400,
    message: {
      en: 'The e-mail address of this registration is not verified yet',
      zh: '该注册的电子邮件地址尚未验证',
      'zh-Hant': '此註冊的電子郵件地址尚未驗證',
      ja: 'この登録のメールアドレスはまだ確認されていません',
      vi: 'Địa chỉ e-mail của lượt đăng ký này chưa được xác minh',
    },
  },
  'AUTH.REAUTHENTICATION_REQUIRED': {
    status: 403,
    message: {
      en: 'Confirm your password and second factor again to continue',
      zh: '请再次验证密码和第二因素后继续',
      'zh-Hant': '請再次驗證密碼和第二因素後繼續',
      ja: '続行するには、パスワードと第2要素で再度認証してください',
      vi: 'Vui lòng xác thực lại mật khẩu và yếu tố thứ hai để tiếp tục',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    auth: typeof authErrors;
  }
}

/** What a route marked `config.stepUp` refuses a session with that has not authenticated recently. */
export const STEP_UP_ERRORS = ['AUTH.REAUTHENTICATION_REQUIRED'] as const;
