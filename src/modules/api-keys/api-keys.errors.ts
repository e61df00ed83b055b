import { defineErrors } from '../../core/errors.js';

/** Failures of API key management a client tells apart. */
export const apiKeyErrors = defineErrors({
  'API_KEY.LIMIT_REACHED': {
    status: 422,
    message: {
      en: 'The workspace already has the maximum number of API keys',
      zh: '该工作区的 API 密钥数量已达上限',
      'zh-Hant': '該工作區的 API 金鑰數量已達上限',
      ja: 'このワークスペースの API キーは上限数に達しています',
      vi: 'Không gian làm việc đã có số lượng khóa API tối đa',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    apiKeys: typeof apiKeyErrors;
  }
}
