import { defineErrors } from '../../core/errors.js';

/** Failures of the secure channel: a session request or an encrypted body it cannot open. */
export const secureChannelErrors = defineErrors({
  'SECURE_CHANNEL.INVALID_PAYLOAD': {
    status: 400,
    message: {
      en: 'Invalid secure channel payload',
      zh: '安全通道数据无效',
      'zh-Hant': '安全通道資料無效',
      ja: 'セキュアチャネルのペイロードが無効です',
      vi: 'Dữ liệu kênh bảo mật không hợp lệ',
    },
  },
  'SECURE_CHANNEL.KEY_NOT_FOUND': {
    status: 400,
    message: {
      en: 'Secure channel key not found or expired',
      zh: '安全通道密钥不存在或已过期',
      'zh-Hant': '安全通道金鑰不存在或已過期',
      ja: 'セキュアチャネルの鍵が見つからないか期限切れです',
      vi: 'Không tìm thấy khóa kênh bảo mật hoặc khóa đã hết hạn',
    },
  },
  'SECURE_CHANNEL.SESSION_NOT_FOUND': {
    status: 400,
    message: {
      en: 'Secure channel session not found or expired',
      zh: '安全通道会话不存在或已过期',
      'zh-Hant': '安全通道工作階段不存在或已過期',
      ja: 'セキュアチャネルのセッションが見つからないか期限切れです',
      vi: 'Không tìm thấy phiên kênh bảo mật hoặc phiên đã hết hạn',
    },
  },
  'SECURE_CHANNEL.DECRYPT_FAILED': {
    status: 400,
    message: {
      en: 'Encrypted body could not be decrypted',
      zh: '加密内容无法解密',
      'zh-Hant': '加密內容無法解密',
      ja: '暗号化された本文を復号できません',
      vi: 'Không thể giải mã nội dung đã mã hóa',
    },
  },
  'SECURE_CHANNEL.REPLAY': {
    status: 400,
    message: {
      en: 'Encrypted request was already used',
      zh: '加密请求已被使用',
      'zh-Hant': '加密請求已被使用',
      ja: '暗号化されたリクエストはすでに使用されています',
      vi: 'Yêu cầu mã hóa đã được sử dụng',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    secureChannel: typeof secureChannelErrors;
  }
}

/** What any body sent with a session header can fail with (the hook decrypts it before validation). */
export const ENCRYPTED_BODY_ERRORS = ['SECURE_CHANNEL.SESSION_NOT_FOUND', 'SECURE_CHANNEL.DECRYPT_FAILED', 'SECURE_CHANNEL.REPLAY'] as const;
