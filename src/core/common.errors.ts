import { AppError, defineErrors } from './errors.js';

/** Codes the HTTP plumbing and the adapters raise for every module: validation, access, generic resource outcomes, rate limits and faults. */
export const commonErrors = defineErrors({
  'VALIDATION.INVALID_PARAMETER': {
    status: 400,
    message: {
      en: 'Invalid parameter',
      zh: '参数无效',
      'zh-Hant': '參數無效',
      ja: 'パラメータが無効です',
      vi: 'Tham số không hợp lệ',
    },
  },
  'VALIDATION.BODY_TOO_LARGE': {
    status: 413,
    message: {
      en: 'Request body is too large',
      zh: '请求体过大',
      'zh-Hant': '請求內容過大',
      ja: 'リクエスト本文が大きすぎます',
      vi: 'Nội dung yêu cầu quá lớn',
    },
  },
  'VALIDATION.UNSUPPORTED_MEDIA_TYPE': {
    status: 415,
    message: {
      en: 'Unsupported content type; send application/json',
      zh: '不支持的内容类型，请使用 application/json',
      'zh-Hant': '不支援的內容類型，請使用 application/json',
      ja: 'サポートされていないコンテンツタイプです。application/json を送信してください',
      vi: 'Kiểu nội dung không được hỗ trợ; hãy gửi application/json',
    },
  },
  'SECURE_CHANNEL.REQUIRED': {
    status: 400,
    message: {
      en: 'This endpoint requires an encrypted body',
      zh: '此接口要求加密的请求体',
      'zh-Hant': '此介面要求加密的請求內容',
      ja: 'このエンドポイントには暗号化された本文が必要です',
      vi: 'Điểm cuối này yêu cầu nội dung được mã hóa',
    },
  },
  GA2031: {
    status: 400,
    message: {
      en: 'GA2031',
      zh: 'GA2031',
      'zh-Hant': 'GA2031',
      ja: 'GA2031',
      vi: 'GA2031',
    },
  },
  'ACCESS.TOKEN_MISSING': {
    status: 401,
    message: {
      en: 'Access token is missing',
      zh: '缺少访问令牌',
      'zh-Hant': '缺少存取權杖',
      ja: 'アクセストークンがありません',
      vi: 'Thiếu mã truy cập',
    },
  },
  'ACCESS.TOKEN_INVALID': {
    status: 401,
    message: {
      en: 'Access token is invalid',
      zh: '访问令牌无效',
      'zh-Hant': '存取權杖無效',
      ja: 'アクセストークンが無効です',
      vi: 'Mã truy cập không hợp lệ',
    },
  },
  'ACCESS.TOKEN_EXPIRED': {
    status: 401,
    message: {
      en: 'Access token has expired',
      zh: '访问令牌已过期',
      'zh-Hant': '存取權杖已過期',
      ja: 'アクセストークンの有効期限が切れています',
      vi: 'Mã truy cập đã hết hạn',
    },
  },
  'ACCESS.PORTAL_MISMATCH': {
    status: 403,
    message: {
      en: 'Request did not come through the portal',
      zh: '请求未经过门户入口',
      'zh-Hant': '請求未經過入口網站',
      ja: 'リクエストがポータル経由ではありません',
      vi: 'Yêu cầu không đến từ cổng thông tin',
    },
  },
  'ACCESS.ORIGIN_NOT_ALLOWED': {
    status: 403,
    message: {
      en: 'This origin may not call the API from a browser (not in CORS_ORIGINS)',
      zh: '此来源不允许从浏览器调用接口（不在 CORS_ORIGINS 中）',
      'zh-Hant': '此來源不允許從瀏覽器呼叫介面（不在 CORS_ORIGINS 中）',
      ja: 'このオリジンはブラウザーから API を呼び出せません（CORS_ORIGINS にありません）',
      vi: 'Nguồn gốc này không được gọi API từ trình duyệt (không có trong CORS_ORIGINS)',
    },
  },
  'ACCESS.PERMISSION_DENIED': {
    status: 403,
    message: {
      en: 'Permission denied',
      zh: '没有权限',
      'zh-Hant': '沒有權限',
      ja: '権限がありません',
      vi: 'Không có quyền',
    },
  },
  'ACCESS.WORKSPACE_DENIED': {
    status: 403,
    message: {
      en: 'Not a member of this workspace',
      zh: '不是该工作区的成员',
      'zh-Hant': '不是該工作區的成員',
      ja: 'このワークスペースのメンバーではありません',
      vi: 'Không phải thành viên của không gian làm việc này',
    },
  },
  'ACCESS.IP_NOT_ALLOWED': {
    status: 403,
    message: {
      en: 'Access from this IP address is not allowed',
      zh: '不允许从此 IP 地址访问',
      'zh-Hant': '不允許從此 IP 位址存取',
      ja: 'この IP アドレスからのアクセスは許可されていません',
      vi: 'Không cho phép truy cập từ địa chỉ IP này',
    },
  },
  'RESOURCE.NOT_FOUND': {
    status: 404,
    message: {
      en: 'Resource not found',
      zh: '资源不存在',
      'zh-Hant': '資源不存在',
      ja: 'リソースが見つかりません',
      vi: 'Không tìm thấy tài nguyên',
    },
  },
  'RESOURCE.CONFLICT': {
    status: 409,
    message: {
      en: 'Resource conflict',
      zh: '资源冲突',
      'zh-Hant': '資源衝突',
      ja: 'リソースが競合しています',
      vi: 'Xung đột tài nguyên',
    },
  },
  'BUSINESS.RULE_VIOLATION': {
    status: 422,
    message: {
      en: 'The request breaks a business rule',
      zh: '请求违反业务规则',
      'zh-Hant': '請求違反業務規則',
      ja: 'リクエストが業務ルールに違反しています',
      vi: 'Yêu cầu vi phạm quy tắc nghiệp vụ',
    },
  },
  'RATE_LIMIT.EXCEEDED': {
    status: 429,
    message: {
      en: 'Too many requests; try again later',
      zh: '请求过于频繁，请稍后再试',
      'zh-Hant': '請求過於頻繁，請稍後再試',
      ja: 'リクエストが多すぎます。しばらくしてから再試行してください',
      vi: 'Quá nhiều yêu cầu; vui lòng thử lại sau',
    },
  },
  'SYSTEM.INTERNAL_ERROR': {
    status: 500,
    message: {
      en: 'Internal server error',
      zh: '服务器内部错误',
      'zh-Hant': '伺服器內部錯誤',
      ja: 'サーバー内部エラー',
      vi: 'Lỗi máy chủ nội bộ',
    },
  },
  'SYSTEM.UNAVAILABLE': {
    status: 503,
    message: {
      en: 'Service temporarily unavailable',
      zh: '服务暂时不可用',
      'zh-Hant': '服務暫時無法使用',
      ja: 'サービスは一時的に利用できません',
      vi: 'Dịch vụ tạm thời không khả dụng',
    },
  },
});

declare module './errors.js' {
  interface ErrorCatalogues {
    common: typeof commonErrors;
  }
}

export const invalidParameter = (detail: string): AppError => new AppError('VALIDATION.INVALID_PARAMETER', detail);
export const notFound = (detail?: string): AppError => new AppError('RESOURCE.NOT_FOUND', detail);
export const conflict = (detail?: string): AppError => new AppError('RESOURCE.CONFLICT', detail);
