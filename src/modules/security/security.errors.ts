import { defineErrors } from '../../core/errors.js';

/** Refusals of the IP allow-list and of enrolling or removing an authenticator app. */
export const securityErrors = defineErrors({
  'IP_ALLOW_LIST.WOULD_LOCK_OUT': {
    status: 400,
    message: {
      en: 'Your current IP address is not in the allow-list, so this change would lock you out; add it first',
      zh: '您当前的 IP 地址不在允许列表中，此更改会将您锁定在外；请先添加该地址',
      'zh-Hant': '您目前的 IP 位址不在允許清單中，此變更會將您鎖在外面；請先加入該位址',
      ja: '現在の IP アドレスが許可リストに含まれていないため、この変更を行うとアクセスできなくなります。先にアドレスを追加してください',
      vi: 'Địa chỉ IP hiện tại của bạn không có trong danh sách cho phép nên thay đổi này sẽ khóa bạn ở ngoài; hãy thêm địa chỉ đó trước',
    },
  },
  'IP_ALLOW_LIST.EMPTY': {
    status: 400,
    message: {
      en: 'The allow-list is empty; save at least your current IP address before enabling it',
      zh: '允许列表为空；启用前请至少保存您当前的 IP 地址',
      'zh-Hant': '允許清單為空；啟用前請至少儲存您目前的 IP 位址',
      ja: '許可リストが空です。有効にする前に、少なくとも現在の IP アドレスを保存してください',
      vi: 'Danh sách cho phép đang trống; hãy lưu ít nhất địa chỉ IP hiện tại của bạn trước khi bật',
    },
  },
  'OTP.NO_PENDING_SETUP': {
    status: 404,
    message: {
      en: 'No authenticator setup is in progress (it lasts 10 minutes); start it again',
      zh: '没有进行中的身份验证器设置（有效期 10 分钟）；请重新开始设置',
      'zh-Hant': '沒有進行中的驗證器設定（有效期 10 分鐘）；請重新開始設定',
      ja: '進行中の認証アプリの設定がありません（有効期間は 10 分です）。もう一度設定を開始してください',
      vi: 'Không có quá trình thiết lập ứng dụng xác thực nào đang diễn ra (hiệu lực 10 phút); hãy bắt đầu lại',
    },
  },
  'OTP.NOT_ENABLED': {
    status: 404,
    message: {
      en: 'No authenticator app is enabled',
      zh: '尚未启用身份验证器应用',
      'zh-Hant': '尚未啟用驗證器應用程式',
      ja: '認証アプリが有効になっていません',
      vi: 'Chưa bật ứng dụng xác thực nào',
    },
  },
  'OTP.ALREADY_ENABLED': {
    status: 409,
    message: {
      en: 'An authenticator app is already enabled; remove it before setting up another',
      zh: '已启用身份验证器应用；请先移除后再设置新的',
      'zh-Hant': '已啟用驗證器應用程式；請先移除後再設定新的',
      ja: '認証アプリはすでに有効です。別のアプリを設定する前に削除してください',
      vi: 'Ứng dụng xác thực đã được bật; hãy gỡ bỏ trước khi thiết lập ứng dụng khác',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    security: typeof securityErrors;
  }
}
