import { defineErrors } from '../../core/errors.js';

/** Failures of member management a client tells apart. */
export const memberErrors = defineErrors({
  'MEMBER.LAST_OWNER': {
    status: 409,
    message: {
      en: 'The last owner cannot leave, be removed or be given another role; make another member an owner first',
      zh: '最后一位所有者不能退出、被移除或被改为其他角色，请先将另一位成员设为所有者',
      'zh-Hant': '最後一位擁有者不能退出、被移除或被改為其他角色，請先將另一位成員設為擁有者',
      ja: '最後のオーナーは退出、削除、別のロールへの変更ができません。先に別のメンバーをオーナーにしてください',
      vi: 'Chủ sở hữu cuối cùng không thể rời đi, bị xóa hoặc bị đổi sang vai trò khác; hãy chỉ định một thành viên khác làm chủ sở hữu trước',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    members: typeof memberErrors;
  }
}
