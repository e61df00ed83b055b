import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const INVITATION_PERMISSIONS = declarePermissions({
  groups: {
    invitations: {
      name: { en: 'Invitations', zh: '邀请', 'zh-Hant': '邀請', ja: '招待', vi: 'Lời mời' },
      description: { en: 'Invitations to join the workspace', zh: '加入工作区的邀请', 'zh-Hant': '加入工作區的邀請', ja: 'ワークスペースへの参加招待', vi: 'Lời mời tham gia không gian làm việc' },
      sortOrder: 50,
      actions: {
        read: {
          name: { en: 'View invitations', zh: '查看邀请', 'zh-Hant': '檢視邀請', ja: '招待を表示', vi: 'Xem lời mời' },
          description: { en: 'List pending and past invitations', zh: '列出待处理和过往的邀请', 'zh-Hant': '列出待處理和過往的邀請', ja: '保留中および過去の招待を一覧表示', vi: 'Liệt kê lời mời đang chờ và đã qua' },
          sortOrder: 1,
        },
        write: {
          name: { en: 'Send invitations', zh: '发送邀请', 'zh-Hant': '發送邀請', ja: '招待を送信', vi: 'Gửi lời mời' },
          description: { en: 'Invite people with a role and cancel invitations', zh: '以指定角色邀请成员并取消邀请', 'zh-Hant': '以指定角色邀請成員並取消邀請', ja: 'ロールを指定して招待し、招待を取り消す', vi: 'Mời người dùng với một vai trò và hủy lời mời' },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/invitations'],
});
