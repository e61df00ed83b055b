import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const WEBHOOK_PERMISSIONS = declarePermissions({
  groups: {
    webhooks: {
      name: { en: 'Webhooks', zh: 'Webhook', 'zh-Hant': 'Webhook', ja: 'Webhook', vi: 'Webhook' },
      description: {
        en: 'Endpoints that receive signed event notifications',
        zh: '接收已签名事件通知的端点',
        'zh-Hant': '接收已簽署事件通知的端點',
        ja: '署名付きのイベント通知を受け取るエンドポイント',
        vi: 'Các điểm cuối nhận thông báo sự kiện có chữ ký',
      },
      sortOrder: 45,
      actions: {
        read: {
          name: { en: 'View webhooks', zh: '查看 Webhook', 'zh-Hant': '檢視 Webhook', ja: 'Webhook を表示', vi: 'Xem webhook' },
          description: {
            en: 'List webhook endpoints and their deliveries (never a secret)',
            zh: '列出 Webhook 端点及其投递记录（从不显示密钥）',
            'zh-Hant': '列出 Webhook 端點及其投遞紀錄（從不顯示密鑰）',
            ja: 'Webhook エンドポイントと配信履歴を表示（シークレットは表示しません）',
            vi: 'Liệt kê các điểm cuối webhook và lượt gửi của chúng (không bao giờ hiện khóa bí mật)',
          },
          sortOrder: 1,
        },
        manage: {
          name: { en: 'Manage webhooks', zh: '管理 Webhook', 'zh-Hant': '管理 Webhook', ja: 'Webhook を管理', vi: 'Quản lý webhook' },
          description: {
            en: 'Create, change, enable, disable and delete endpoints, rotate their secrets, send tests and redeliver',
            zh: '创建、修改、启用、停用和删除端点，轮换密钥，发送测试并重新投递',
            'zh-Hant': '建立、修改、啟用、停用和刪除端點，輪替密鑰，傳送測試並重新投遞',
            ja: 'エンドポイントの作成、変更、有効化、無効化、削除、シークレットのローテーション、テスト送信、再配信',
            vi: 'Tạo, sửa, bật, tắt và xóa điểm cuối, xoay vòng khóa bí mật, gửi thử và gửi lại',
          },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/webhooks'],
});
