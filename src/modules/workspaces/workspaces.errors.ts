import { defineErrors } from '../../core/errors.js';

/** Failures of creating and changing workspaces. */
export const workspaceErrors = defineErrors({
  'WORKSPACE.LIMIT_REACHED': {
    status: 422,
    message: {
      en: 'You already own the maximum number of workspaces',
      zh: '您拥有的工作区数量已达上限',
      'zh-Hant': '您擁有的工作區數量已達上限',
      ja: '所有できるワークスペースの数が上限に達しています',
      vi: 'Bạn đã sở hữu số lượng không gian làm việc tối đa',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    workspace: typeof workspaceErrors;
  }
}
