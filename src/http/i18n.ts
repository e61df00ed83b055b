import type { ErrorCode } from './error-codes.js';

export const LOCALES = ['en', 'zh', 'zh-Hant', 'ja', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Picks the locale from `X-LOCALE` first, then `Accept-Language` (in q order),
 * falling back to English. Traditional-script Chinese (zh-TW, zh-HK, zh-MO,
 * zh-Hant-*) maps to zh-Hant; every other Chinese tag to zh.
 */
export function resolveLocale(xLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  const direct = xLocale ? matchTag(xLocale.trim()) : undefined;
  if (direct) return direct;
  for (const tag of rankedTags(acceptLanguage)) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return 'en';
}

function rankedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function matchTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (lower.startsWith('zh')) {
    return /^zh-(hant|tw|hk|mo)\b/.test(lower) ? 'zh-Hant' : 'zh';
  }
  const primary = lower.split('-')[0];
  if (primary === 'en' || primary === 'ja' || primary === 'vi') return primary;
  return undefined;
}

type Catalogue = Record<Locale, string>;

const MESSAGES: Record<ErrorCode, Catalogue> = {
  'VALIDATION.INVALID_PARAMETER': {
    en: 'Invalid parameter',
    zh: '参数无效',
    'zh-Hant': '參數無效',
    ja: 'パラメータが無効です',
    vi: 'Tham số không hợp lệ',
  },
  'VALIDATION.BODY_TOO_LARGE': {
    en: 'Request body is too large',
    zh: '请求体过大',
    'zh-Hant': '請求內容過大',
    ja: 'リクエスト本文が大きすぎます',
    vi: 'Nội dung yêu cầu quá lớn',
  },
  'VALIDATION.UNSUPPORTED_MEDIA_TYPE': {
    en: 'Unsupported content type; send application/json',
    zh: '不支持的内容类型，请使用 application/json',
    'zh-Hant': '不支援的內容類型，請使用 application/json',
    ja: 'サポートされていないコンテンツタイプです。application/json を送信してください',
    vi: 'Kiểu nội dung không được hỗ trợ; hãy gửi application/json',
  },
  'SECURE_CHANNEL.INVALID_PAYLOAD': {
    en: 'Invalid secure channel payload',
    zh: '安全通道数据无效',
    'zh-Hant': '安全通道資料無效',
    ja: 'セキュアチャネルのペイロードが無効です',
    vi: 'Dữ liệu kênh bảo mật không hợp lệ',
  },
  'SECURE_CHANNEL.KEY_NOT_FOUND': {
    en: 'Secure channel key not found or expired',
    zh: '安全通道密钥不存在或已过期',
    'zh-Hant': '安全通道金鑰不存在或已過期',
    ja: 'セキュアチャネルの鍵が見つからないか期限切れです',
    vi: 'Không tìm thấy khóa kênh bảo mật hoặc khóa đã hết hạn',
  },
  'SECURE_CHANNEL.SESSION_NOT_FOUND': {
    en: 'Secure channel session not found or expired',
    zh: '安全通道会话不存在或已过期',
    'zh-Hant': '安全通道工作階段不存在或已過期',
    ja: 'セキュアチャネルのセッションが見つからないか期限切れです',
    vi: 'Không tìm thấy phiên kênh bảo mật hoặc phiên đã hết hạn',
  },
  'SECURE_CHANNEL.DECRYPT_FAILED': {
    en: 'Encrypted body could not be decrypted',
    zh: '加密内容无法解密',
    'zh-Hant': '加密內容無法解密',
    ja: '暗号化された本文を復号できません',
    vi: 'Không thể giải mã nội dung đã mã hóa',
  },
  'SECURE_CHANNEL.REPLAY': {
    en: 'Encrypted request was already used',
    zh: '加密请求已被使用',
    'zh-Hant': '加密請求已被使用',
    ja: '暗号化されたリクエストはすでに使用されています',
    vi: 'Yêu cầu mã hóa đã được sử dụng',
  },
  'SECURE_CHANNEL.REQUIRED': {
    en: 'This endpoint requires an encrypted body',
    zh: '此接口要求加密的请求体',
    'zh-Hant': '此介面要求加密的請求內容',
    ja: 'このエンドポイントには暗号化された本文が必要です',
    vi: 'Điểm cuối này yêu cầu nội dung được mã hóa',
  },
  GA2031: { en: 'GA2031', zh: 'GA2031', 'zh-Hant': 'GA2031', ja: 'GA2031', vi: 'GA2031' },
  'AUTH.INVALID_CREDENTIALS': {
    en: 'Invalid email or password',
    zh: '邮箱或密码错误',
    'zh-Hant': '電子郵件或密碼錯誤',
    ja: 'メールアドレスまたはパスワードが正しくありません',
    vi: 'Email hoặc mật khẩu không đúng',
  },
  'AUTH.MFA_CODE_INVALID': {
    en: 'Verification code is invalid or expired',
    zh: '验证码无效或已过期',
    'zh-Hant': '驗證碼無效或已過期',
    ja: '確認コードが無効か期限切れです',
    vi: 'Mã xác minh không hợp lệ hoặc đã hết hạn',
  },
  'AUTH.CLIENT_MISMATCH': {
    en: 'Client does not match the one that started this flow',
    zh: '客户端与发起流程的客户端不一致',
    'zh-Hant': '用戶端與發起流程的用戶端不一致',
    ja: 'クライアントがこのフローを開始したものと一致しません',
    vi: 'Máy khách không khớp với máy khách đã bắt đầu quy trình',
  },
  'AUTH.ACCOUNT_PENDING_APPROVAL': {
    en: 'Account is pending approval',
    zh: '账户等待审核',
    'zh-Hant': '帳戶等待審核',
    ja: 'アカウントは承認待ちです',
    vi: 'Tài khoản đang chờ phê duyệt',
  },
  'AUTH.SESSION_NOT_FOUND': {
    en: 'Session not found',
    zh: '会话不存在',
    'zh-Hant': '工作階段不存在',
    ja: 'セッションが見つかりません',
    vi: 'Không tìm thấy phiên',
  },
  'AUTH.PASSWORD_POLICY_VIOLATION': {
    en: 'The password does not meet the password policy',
    zh: '密码不符合密码策略',
    'zh-Hant': '密碼不符合密碼政策',
    ja: 'パスワードがパスワードポリシーを満たしていません',
    vi: 'Mật khẩu không đáp ứng chính sách mật khẩu',
  },
  'AUTH.PASSWORD_INCORRECT': {
    en: 'The current password is incorrect',
    zh: '当前密码不正确',
    'zh-Hant': '目前密碼不正確',
    ja: '現在のパスワードが正しくありません',
    vi: 'Mật khẩu hiện tại không đúng',
  },
  'AUTH.REAUTHENTICATION_REQUIRED': {
    en: 'Confirm your password and second factor again to continue',
    zh: '请再次验证密码和第二因素后继续',
    'zh-Hant': '請再次驗證密碼和第二因素後繼續',
    ja: '続行するには、パスワードと第2要素で再度認証してください',
    vi: 'Vui lòng xác thực lại mật khẩu và yếu tố thứ hai để tiếp tục',
  },
  'AUTH.PASSWORD_TOKEN_INVALID': {
    en: 'The password token is invalid, expired or already used',
    zh: '密码令牌无效、已过期或已使用',
    'zh-Hant': '密碼權杖無效、已過期或已使用',
    ja: 'パスワードトークンが無効、期限切れ、または使用済みです',
    vi: 'Mã thông báo mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng',
  },
  'AUTH.VERIFICATION_CODE_INVALID': {
    en: 'The verification code is invalid or expired',
    zh: '验证码无效或已过期',
    'zh-Hant': '驗證碼無效或已過期',
    ja: '確認コードが無効または期限切れです',
    vi: 'Mã xác minh không hợp lệ hoặc đã hết hạn',
  },
  'AUTH.REGISTRATION_NOT_FOUND': {
    en: 'Registration not found or expired',
    zh: '注册会话不存在或已过期',
    'zh-Hant': '註冊工作階段不存在或已過期',
    ja: '登録が見つからないか、期限切れです',
    vi: 'Không tìm thấy phiên đăng ký hoặc đã hết hạn',
  },
  'AUTH.REGISTRATION_NOT_VERIFIED': {
    en: 'The e-mail address of this registration is not verified yet',
    zh: '该注册的电子邮件地址尚未验证',
    'zh-Hant': '此註冊的電子郵件地址尚未驗證',
    ja: 'この登録のメールアドレスはまだ確認されていません',
    vi: 'Địa chỉ e-mail của lượt đăng ký này chưa được xác minh',
  },
  'ACCESS.TOKEN_MISSING': {
    en: 'Access token is missing',
    zh: '缺少访问令牌',
    'zh-Hant': '缺少存取權杖',
    ja: 'アクセストークンがありません',
    vi: 'Thiếu mã truy cập',
  },
  'ACCESS.TOKEN_INVALID': {
    en: 'Access token is invalid',
    zh: '访问令牌无效',
    'zh-Hant': '存取權杖無效',
    ja: 'アクセストークンが無効です',
    vi: 'Mã truy cập không hợp lệ',
  },
  'ACCESS.TOKEN_EXPIRED': {
    en: 'Access token has expired',
    zh: '访问令牌已过期',
    'zh-Hant': '存取權杖已過期',
    ja: 'アクセストークンの有効期限が切れています',
    vi: 'Mã truy cập đã hết hạn',
  },
  'ACCESS.PORTAL_MISMATCH': {
    en: 'Request did not come through the portal',
    zh: '请求未经过门户入口',
    'zh-Hant': '請求未經過入口網站',
    ja: 'リクエストがポータル経由ではありません',
    vi: 'Yêu cầu không đến từ cổng thông tin',
  },
  'ACCESS.PERMISSION_DENIED': {
    en: 'Permission denied',
    zh: '没有权限',
    'zh-Hant': '沒有權限',
    ja: '権限がありません',
    vi: 'Không có quyền',
  },
  'ACCESS.WORKSPACE_DENIED': {
    en: 'Not a member of this workspace',
    zh: '不是该工作区的成员',
    'zh-Hant': '不是該工作區的成員',
    ja: 'このワークスペースのメンバーではありません',
    vi: 'Không phải thành viên của không gian làm việc này',
  },
  'ACCESS.IP_NOT_ALLOWED': {
    en: 'Access from this IP address is not allowed',
    zh: '不允许从此 IP 地址访问',
    'zh-Hant': '不允許從此 IP 位址存取',
    ja: 'この IP アドレスからのアクセスは許可されていません',
    vi: 'Không cho phép truy cập từ địa chỉ IP này',
  },
  'RESOURCE.NOT_FOUND': {
    en: 'Resource not found',
    zh: '资源不存在',
    'zh-Hant': '資源不存在',
    ja: 'リソースが見つかりません',
    vi: 'Không tìm thấy tài nguyên',
  },
  'RESOURCE.CONFLICT': {
    en: 'Resource conflict',
    zh: '资源冲突',
    'zh-Hant': '資源衝突',
    ja: 'リソースが競合しています',
    vi: 'Xung đột tài nguyên',
  },
  'IDEMPOTENCY.KEY_REUSED': {
    en: 'Idempotency key was used with a different request',
    zh: '幂等键已用于不同的请求',
    'zh-Hant': '冪等鍵已用於不同的請求',
    ja: '冪等キーが別のリクエストで使用されています',
    vi: 'Khóa idempotency đã được dùng cho một yêu cầu khác',
  },
  'IDEMPOTENCY.REQUEST_IN_PROGRESS': {
    en: 'A request with this idempotency key is still in progress; retry later',
    zh: '使用此幂等键的请求仍在处理中，请稍后重试',
    'zh-Hant': '使用此冪等鍵的請求仍在處理中，請稍後重試',
    ja: 'この冪等キーのリクエストはまだ処理中です。後で再試行してください',
    vi: 'Yêu cầu với khóa idempotency này vẫn đang được xử lý; hãy thử lại sau',
  },
  'ORDER.INVALID_STATE': {
    en: 'The order is not in a state that allows this action',
    zh: '订单当前状态不允许此操作',
    'zh-Hant': '訂單目前狀態不允許此操作',
    ja: '注文の現在の状態ではこの操作はできません',
    vi: 'Trạng thái hiện tại của lệnh không cho phép thao tác này',
  },
  'QUOTE.ALREADY_USED': {
    en: 'The quote has already been used',
    zh: '报价已被使用',
    'zh-Hant': '報價已被使用',
    ja: 'この見積もりはすでに使用されています',
    vi: 'Báo giá đã được sử dụng',
  },
  'QUOTE.EXPIRED': {
    en: 'The quote has expired; request a new one',
    zh: '报价已过期，请重新获取',
    'zh-Hant': '報價已過期，請重新取得',
    ja: '見積もりの有効期限が切れています。新しい見積もりを取得してください',
    vi: 'Báo giá đã hết hạn; hãy yêu cầu báo giá mới',
  },
  'BUSINESS.RULE_VIOLATION': {
    en: 'The request breaks a business rule',
    zh: '请求违反业务规则',
    'zh-Hant': '請求違反業務規則',
    ja: 'リクエストが業務ルールに違反しています',
    vi: 'Yêu cầu vi phạm quy tắc nghiệp vụ',
  },
  'WALLET.INSUFFICIENT_FUNDS': {
    en: 'Insufficient funds',
    zh: '余额不足',
    'zh-Hant': '餘額不足',
    ja: '残高が不足しています',
    vi: 'Số dư không đủ',
  },
  'FILE.TOO_LARGE': {
    en: 'The file is larger than the upload limit',
    zh: '文件超过上传大小限制',
    'zh-Hant': '檔案超過上傳大小限制',
    ja: 'ファイルがアップロードの上限サイズを超えています',
    vi: 'Tệp lớn hơn giới hạn tải lên',
  },
  'FILE.TYPE_NOT_ALLOWED': {
    en: 'The file type is not allowed',
    zh: '不允许的文件类型',
    'zh-Hant': '不允許的檔案類型',
    ja: 'このファイル形式は許可されていません',
    vi: 'Loại tệp không được phép',
  },
  'FILE.TYPE_MISMATCH': {
    en: 'The declared file type does not match the file content',
    zh: '声明的文件类型与文件内容不符',
    'zh-Hant': '宣告的檔案類型與檔案內容不符',
    ja: '申告されたファイル形式がファイルの内容と一致しません',
    vi: 'Loại tệp đã khai báo không khớp với nội dung tệp',
  },
  'RATE_LIMIT.EXCEEDED': {
    en: 'Too many requests; try again later',
    zh: '请求过于频繁，请稍后再试',
    'zh-Hant': '請求過於頻繁，請稍後再試',
    ja: 'リクエストが多すぎます。しばらくしてから再試行してください',
    vi: 'Quá nhiều yêu cầu; vui lòng thử lại sau',
  },
  'SYSTEM.INTERNAL_ERROR': {
    en: 'Internal server error',
    zh: '服务器内部错误',
    'zh-Hant': '伺服器內部錯誤',
    ja: 'サーバー内部エラー',
    vi: 'Lỗi máy chủ nội bộ',
  },
  'SYSTEM.UNAVAILABLE': {
    en: 'Service temporarily unavailable',
    zh: '服务暂时不可用',
    'zh-Hant': '服務暫時無法使用',
    ja: 'サービスは一時的に利用できません',
    vi: 'Dịch vụ tạm thời không khả dụng',
  },
};

/** The localized message of a code, with an optional detail (field names stay untranslated). */
export function messageFor(code: ErrorCode, locale: Locale, detail?: string): string {
  const base = MESSAGES[code][locale];
  return detail ? `${base}: ${detail}` : base;
}
