import { declarePermissions } from '../permissions/permissions.catalogue.js';

/**
 * Permission groups of this module and the paths whose routes act inside a
 * workspace (see permissions.catalogue.ts). Only `workspaces/current` is
 * scoped: listing one's workspaces and creating one happen outside any.
 */
export const WORKSPACE_PERMISSIONS = declarePermissions({
  groups: {
    workspace: {
      name: { en: 'Workspace', zh: '工作区', 'zh-Hant': '工作區', ja: 'ワークスペース', vi: 'Không gian làm việc' },
      description: { en: 'Settings of the workspace itself', zh: '工作区本身的设置', 'zh-Hant': '工作區本身的設定', ja: 'ワークスペース自体の設定', vi: 'Cài đặt của chính không gian làm việc' },
      sortOrder: 10,
      actions: {
        update: {
          name: { en: 'Edit workspace settings', zh: '编辑工作区设置', 'zh-Hant': '編輯工作區設定', ja: 'ワークスペースの設定を編集', vi: 'Sửa cài đặt không gian làm việc' },
          description: { en: 'Rename the workspace and change its time zone', zh: '重命名工作区并更改其时区', 'zh-Hant': '重新命名工作區並變更其時區', ja: 'ワークスペースの名前とタイムゾーンを変更', vi: 'Đổi tên không gian làm việc và thay đổi múi giờ' },
          sortOrder: 1,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/workspaces/current'],
});
