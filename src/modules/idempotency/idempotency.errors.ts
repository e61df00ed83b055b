import { defineErrors } from '../../core/errors.js';

/** Failures of an `Idempotency-Key` replay. */
export const idempotencyErrors = defineErrors({
  'IDEMPOTENCY.KEY_REUSED': {
    status: 409,
    message: {
      en: 'Idempotency key was used with a different request',
      zh: '幂等键已用于不同的请求',
      'zh-Hant': '冪等鍵已用於不同的請求',
      ja: '冪等キーが別のリクエストで使用されています',
      vi: 'Khóa idempotency đã được dùng cho một yêu cầu khác',
    },
  },
  'IDEMPOTENCY.REQUEST_IN_PROGRESS': {
    status: 409,
    message: {
      en: 'A request with this idempotency key is still in progress; retry later',
      zh: '使用此幂等键的请求仍在处理中，请稍后重试',
      'zh-Hant': '使用此冪等鍵的請求仍在處理中，請稍後重試',
      ja: 'この冪等キーのリクエストはまだ処理中です。後で再試行してください',
      vi: 'Yêu cầu với khóa idempotency này vẫn đang được xử lý; hãy thử lại sau',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    idempotency: typeof idempotencyErrors;
  }
}

/** What a route taking an `Idempotency-Key` answers a reused or concurrent key with. */
export const IDEMPOTENCY_KEY_ERRORS = ['IDEMPOTENCY.KEY_REUSED', 'IDEMPOTENCY.REQUEST_IN_PROGRESS'] as const;
