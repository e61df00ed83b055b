import { defineErrors } from '../../core/errors.js';

/** Why an invitation cannot be sent, cancelled or answered. */
export const invitationErrors = defineErrors({
  'INVITATION.ALREADY_MEMBER': {
    status: 409,
    message: {
      en: 'The invitee is already a member of the workspace',
      zh: '受邀者已是该工作区的成员',
      'zh-Hant': '受邀者已是該工作區的成員',
      ja: '招待された人はすでにこのワークスペースのメンバーです',
      vi: 'Người được mời đã là thành viên của không gian làm việc',
    },
  },
  'INVITATION.ALREADY_PENDING': {
    status: 409,
    message: {
      en: 'A pending invitation for this address already exists',
      zh: '该地址已有待处理的邀请',
      'zh-Hant': '該地址已有待處理的邀請',
      ja: 'このアドレス宛ての保留中の招待がすでにあります',
      vi: 'Đã có một lời mời đang chờ cho địa chỉ này',
    },
  },
  'INVITATION.NOT_PENDING': {
    status: 409,
    message: {
      en: 'The invitation is no longer pending: it was accepted, declined or cancelled',
      zh: '该邀请已不再待处理：已被接受、拒绝或取消',
      'zh-Hant': '該邀請已不再待處理：已被接受、拒絕或取消',
      ja: 'この招待はすでに承諾、辞退、または取り消されています',
      vi: 'Lời mời không còn ở trạng thái chờ: đã được chấp nhận, bị từ chối hoặc bị hủy',
    },
  },
  'INVITATION.EXPIRED': {
    status: 409,
    message: {
      en: 'The invitation has expired',
      zh: '该邀请已过期',
      'zh-Hant': '該邀請已過期',
      ja: 'この招待は有効期限が切れています',
      vi: 'Lời mời đã hết hạn',
    },
  },
  'INVITATION.ROLE_DELETED': {
    status: 409,
    message: {
      en: 'The role of this invitation was deleted; ask for a new invitation',
      zh: '该邀请对应的角色已被删除，请索取新的邀请',
      'zh-Hant': '該邀請對應的角色已被刪除，請索取新的邀請',
      ja: 'この招待のロールは削除されました。新しい招待を依頼してください',
      vi: 'Vai trò của lời mời này đã bị xóa; hãy yêu cầu một lời mời mới',
    },
  },
  'INVITATION.WORKSPACE_INACTIVE': {
    status: 409,
    message: {
      en: 'The workspace of this invitation is not active',
      zh: '该邀请所属的工作区未处于启用状态',
      'zh-Hant': '該邀請所屬的工作區未處於啟用狀態',
      ja: 'この招待のワークスペースは有効ではありません',
      vi: 'Không gian làm việc của lời mời này không hoạt động',
    },
  },
  'INVITATION.SENDER_UNAUTHORIZED': {
    status: 409,
    message: {
      en: 'The person who sent this invitation can no longer grant it; ask for a new invitation',
      zh: '发出此邀请的人已无权再授予该邀请，请索取新的邀请',
      'zh-Hant': '發出此邀請的人已無權再授予該邀請，請索取新的邀請',
      ja: 'この招待の送信者には、もうこの招待を与える権限がありません。新しい招待を依頼してください',
      vi: 'Người gửi lời mời này không còn quyền cấp lời mời đó; hãy yêu cầu một lời mời mới',
    },
  },
  'INVITATION.LIMIT_REACHED': {
    status: 422,
    message: {
      en: 'The workspace already has the maximum number of pending invitations',
      zh: '该工作区待处理的邀请数量已达上限',
      'zh-Hant': '該工作區待處理的邀請數量已達上限',
      ja: 'このワークスペースの保留中の招待は上限数に達しています',
      vi: 'Không gian làm việc đã có số lượng lời mời đang chờ tối đa',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    invitations: typeof invitationErrors;
  }
}
