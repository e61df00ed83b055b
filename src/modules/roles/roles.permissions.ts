import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const ROLE_PERMISSIONS = declarePermissions({
  groups: {
    roles: {
      name: { en: 'Roles', zh: '角色', 'zh-Hant': '角色', ja: 'ロール', vi: 'Vai trò' },
      description: { en: 'Roles and the permissions they grant', zh: '角色及其授予的权限', 'zh-Hant': '角色及其授予的權限', ja: 'ロールとその権限', vi: 'Vai trò và các quyền mà vai trò cấp' },
      sortOrder: 30,
      actions: {
        read: {
          name: { en: 'View roles', zh: '查看角色', 'zh-Hant': '檢視角色', ja: 'ロールを表示', vi: 'Xem vai trò' },
          description: { en: 'List roles, their permissions and the permission tree', zh: '列出角色、其权限及权限树', 'zh-Hant': '列出角色、其權限及權限樹', ja: 'ロール、その権限、権限ツリーを一覧表示', vi: 'Liệt kê vai trò, quyền của chúng và cây quyền' },
          sortOrder: 1,
        },
        manage: {
          name: { en: 'Manage roles', zh: '管理角色', 'zh-Hant': '管理角色', ja: 'ロールを管理', vi: 'Quản lý vai trò' },
          description: { en: 'Create, rename, delete roles and set their permissions', zh: '创建、重命名、删除角色并设置其权限', 'zh-Hant': '建立、重新命名、刪除角色並設定其權限', ja: 'ロールの作成、名前変更、削除と権限の設定', vi: 'Tạo, đổi tên, xóa vai trò và đặt quyền cho vai trò' },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/roles'],
});
