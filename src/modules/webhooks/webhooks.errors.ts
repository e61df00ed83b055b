import { defineErrors } from '../../core/errors.js';

/** Failures of webhook management a client tells apart. */
export const webhookErrors = defineErrors({
  'WEBHOOK.LIMIT_REACHED': {
    status: 422,
    message: {
      en: 'The workspace already has the maximum number of webhook endpoints',
      zh: '该工作区的 Webhook 端点数量已达上限',
      'zh-Hant': '該工作區的 Webhook 端點數量已達上限',
      ja: 'このワークスペースの Webhook エンドポイントは上限数に達しています',
      vi: 'Không gian làm việc đã có số lượng điểm cuối webhook tối đa',
    },
  },
  'WEBHOOK.ENDPOINT_DISABLED': {
    status: 409,
    message: {
      en: 'The webhook endpoint is disabled; enable it first',
      zh: '该 Webhook 端点已停用，请先启用',
      'zh-Hant': '該 Webhook 端點已停用，請先啟用',
      ja: 'この Webhook エンドポイントは無効です。先に有効にしてください',
      vi: 'Điểm cuối webhook đang bị tắt; hãy bật nó trước',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    webhooks: typeof webhookErrors;
  }
}
