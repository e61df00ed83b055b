import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const REFERRAL_PERMISSIONS = declarePermissions({
  groups: {
    referrals: {
      name: { en: 'Referrals', zh: '推荐', 'zh-Hant': '推薦', ja: '紹介', vi: 'Giới thiệu' },
      description: { en: 'Referral codes and the referrals they brought', zh: '推荐码及其带来的推荐', 'zh-Hant': '推薦碼及其帶來的推薦', ja: '紹介コードとそれによる紹介', vi: 'Mã giới thiệu và các lượt giới thiệu mang lại' },
      sortOrder: 60,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View referrals', zh: '查看推荐', 'zh-Hant': '檢視推薦', ja: '紹介を表示', vi: 'Xem giới thiệu' },
          description: { en: 'Read the referral code and the referrals', zh: '查看推荐码和推荐记录', 'zh-Hant': '檢視推薦碼和推薦紀錄', ja: '紹介コードと紹介を表示', vi: 'Xem mã giới thiệu và các lượt giới thiệu' },
          sortOrder: 1,
        },
        write: {
          name: { en: 'Manage referral codes', zh: '管理推荐码', 'zh-Hant': '管理推薦碼', ja: '紹介コードを管理', vi: 'Quản lý mã giới thiệu' },
          description: { en: 'Create, activate, deactivate and update the referral code', zh: '创建、启用、停用和更新推荐码', 'zh-Hant': '建立、啟用、停用和更新推薦碼', ja: '紹介コードの作成、有効化、無効化、更新', vi: 'Tạo, kích hoạt, vô hiệu hóa và cập nhật mã giới thiệu' },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/referral-codes', '/web/v1/partner/referrals'],
});
