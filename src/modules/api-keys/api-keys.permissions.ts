import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const API_KEY_PERMISSIONS = declarePermissions({
  groups: {
    api_keys: {
      name: { en: 'API keys', zh: 'API 密钥', 'zh-Hant': 'API 金鑰', ja: 'API キー', vi: 'Khóa API' },
      description: { en: 'Keys for the machine-facing API', zh: '供机器调用的 API 所用的密钥', 'zh-Hant': '供機器呼叫的 API 所用的金鑰', ja: 'マシン向け API 用のキー', vi: 'Khóa cho API dành cho máy' },
      sortOrder: 40,
      actions: {
        read: {
          name: { en: 'View API keys', zh: '查看 API 密钥', 'zh-Hant': '檢視 API 金鑰', ja: 'API キーを表示', vi: 'Xem khóa API' },
          description: { en: 'List API keys and read their details (never the secret)', zh: '列出 API 密钥并查看其详情（从不显示密钥本身）', 'zh-Hant': '列出 API 金鑰並檢視其詳細資料（從不顯示金鑰本身）', ja: 'API キーの一覧と詳細を表示（シークレットは表示しません）', vi: 'Liệt kê khóa API và xem chi tiết (không bao giờ hiện khóa bí mật)' },
          sortOrder: 1,
        },
        write: {
          name: { en: 'Manage API keys', zh: '管理 API 密钥', 'zh-Hant': '管理 API 金鑰', ja: 'API キーを管理', vi: 'Quản lý khóa API' },
          description: { en: 'Create, rotate, enable, disable and delete API keys', zh: '创建、轮换、启用、停用和删除 API 密钥', 'zh-Hant': '建立、輪替、啟用、停用和刪除 API 金鑰', ja: 'API キーの作成、ローテーション、有効化、無効化、削除', vi: 'Tạo, xoay vòng, bật, tắt và xóa khóa API' },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/api-keys'],
});
