import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const MEMBER_PERMISSIONS = declarePermissions({
  groups: {
    members: {
      name: { en: 'Members', zh: '成员', 'zh-Hant': '成員', ja: 'メンバー', vi: 'Thành viên' },
      description: { en: 'People who belong to the workspace', zh: '属于该工作区的人员', 'zh-Hant': '屬於該工作區的人員', ja: 'ワークスペースに所属する人', vi: 'Những người thuộc không gian làm việc' },
      sortOrder: 20,
      actions: {
        read: {
          name: { en: 'View members', zh: '查看成员', 'zh-Hant': '檢視成員', ja: 'メンバーを表示', vi: 'Xem thành viên' },
          description: { en: 'List the members of the workspace and their roles', zh: '列出工作区成员及其角色', 'zh-Hant': '列出工作區成員及其角色', ja: 'ワークスペースのメンバーとそのロールを一覧表示', vi: 'Liệt kê thành viên của không gian làm việc và vai trò của họ' },
          sortOrder: 1,
        },
        remove: {
          name: { en: 'Remove members', zh: '移除成员', 'zh-Hant': '移除成員', ja: 'メンバーを削除', vi: 'Xóa thành viên' },
          description: { en: 'Remove a member from the workspace', zh: '将成员移出工作区', 'zh-Hant': '將成員移出工作區', ja: 'ワークスペースからメンバーを削除', vi: 'Xóa một thành viên khỏi không gian làm việc' },
          sortOrder: 2,
        },
        assign_role: {
          name: { en: 'Change member roles', zh: '更改成员角色', 'zh-Hant': '變更成員角色', ja: 'メンバーのロールを変更', vi: 'Thay đổi vai trò thành viên' },
          description: { en: "Change a member's role", zh: '更改某个成员的角色', 'zh-Hant': '變更某位成員的角色', ja: 'メンバーのロールを変更する', vi: 'Thay đổi vai trò của một thành viên' },
          sortOrder: 3,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/members'],
});
