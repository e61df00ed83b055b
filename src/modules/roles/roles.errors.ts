import { defineErrors } from '../../core/errors.js';

/** Failures of role management a client tells apart. */
export const roleErrors = defineErrors({
  'ROLE.NAME_TAKEN': {
    status: 409,
    message: {
      en: 'A role with this name already exists in the workspace',
      zh: '该工作区已存在同名角色',
      'zh-Hant': '該工作區已存在同名角色',
      ja: 'この名前のロールはワークスペースにすでに存在します',
      vi: 'Không gian làm việc đã có vai trò mang tên này',
    },
  },
  'ROLE.IN_USE': {
    status: 409,
    message: {
      en: 'The role is still assigned to members; give them another role first',
      zh: '该角色仍分配给成员，请先为他们更换角色',
      'zh-Hant': '該角色仍指派給成員，請先為他們更換角色',
      ja: 'このロールはまだメンバーに割り当てられています。先にそのメンバーに別のロールを割り当ててください',
      vi: 'Vai trò vẫn đang được gán cho thành viên; hãy đổi vai trò khác cho họ trước',
    },
  },
  'ROLE.OWNER_IMMUTABLE': {
    status: 422,
    message: {
      en: 'The OWNER role cannot be edited or deleted',
      zh: '所有者（OWNER）角色不能编辑或删除',
      'zh-Hant': '擁有者（OWNER）角色不能編輯或刪除',
      ja: 'オーナー（OWNER）ロールは編集も削除もできません',
      vi: 'Không thể chỉnh sửa hoặc xóa vai trò chủ sở hữu (OWNER)',
    },
  },
  'ROLE.LIMIT_REACHED': {
    status: 422,
    message: {
      en: 'The workspace already has the maximum number of roles',
      zh: '该工作区的角色数量已达上限',
      'zh-Hant': '該工作區的角色數量已達上限',
      ja: 'このワークスペースのロールは上限数に達しています',
      vi: 'Không gian làm việc đã có số lượng vai trò tối đa',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    roles: typeof roleErrors;
  }
}
