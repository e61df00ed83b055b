import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const AUDIT_PERMISSIONS = declarePermissions({
  groups: {
    audit: {
      name: { en: 'Audit trail', zh: '审计记录', 'zh-Hant': '稽核紀錄', ja: '監査証跡', vi: 'Nhật ký kiểm tra' },
      description: { en: 'The record of security-relevant changes', zh: '与安全相关的变更记录', 'zh-Hant': '與安全相關的變更紀錄', ja: 'セキュリティに関わる変更の記録', vi: 'Bản ghi các thay đổi liên quan đến bảo mật' },
      sortOrder: 70,
      actions: {
        read: {
          name: { en: 'View audit trail', zh: '查看审计记录', 'zh-Hant': '檢視稽核紀錄', ja: '監査証跡を表示', vi: 'Xem nhật ký kiểm tra' },
          description: { en: 'Read the audit events of the workspace', zh: '查看工作区的审计事件', 'zh-Hant': '檢視工作區的稽核事件', ja: 'ワークスペースの監査イベントを表示', vi: 'Xem các sự kiện kiểm tra của không gian làm việc' },
          sortOrder: 1,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/audit-events'],
});
