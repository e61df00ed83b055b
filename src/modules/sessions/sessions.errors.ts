import { defineErrors } from '../../core/errors.js';

/** Refusals of an account managing its own sessions. */
export const sessionErrors = defineErrors({
  'SESSION.CANNOT_TERMINATE_CURRENT': {
    status: 400,
    message: {
      en: 'The current session cannot be terminated here; sign out instead',
      zh: '无法在此终止当前会话；请改为退出登录',
      'zh-Hant': '無法在此終止目前的工作階段；請改為登出',
      ja: '現在のセッションはここでは終了できません。代わりにログアウトしてください',
      vi: 'Không thể kết thúc phiên hiện tại tại đây; hãy đăng xuất',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    sessions: typeof sessionErrors;
  }
}
