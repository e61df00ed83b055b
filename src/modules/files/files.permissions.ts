import { declarePermissions } from '../permissions/permissions.catalogue.js';

/** Permission groups of this module and the paths whose routes act inside a workspace (see permissions.catalogue.ts). */
export const FILE_PERMISSIONS = declarePermissions({
  groups: {
    files: {
      name: { en: 'Files', zh: '文件', 'zh-Hant': '檔案', ja: 'ファイル', vi: 'Tệp' },
      description: { en: 'Uploaded documents (payment proofs and others)', zh: '上传的文档（付款凭证等）', 'zh-Hant': '上傳的文件（付款憑證等）', ja: 'アップロードされた書類（支払証明など）', vi: 'Tài liệu đã tải lên (chứng từ thanh toán và các tài liệu khác)' },
      sortOrder: 140,
      apiKeys: true,
      actions: {
        read: {
          name: { en: 'View files', zh: '查看文件', 'zh-Hant': '檢視檔案', ja: 'ファイルを表示', vi: 'Xem tệp' },
          description: { en: 'Read file records and download files', zh: '查看文件记录并下载文件', 'zh-Hant': '檢視檔案紀錄並下載檔案', ja: 'ファイルの記録を表示し、ファイルをダウンロード', vi: 'Xem bản ghi tệp và tải tệp xuống' },
          sortOrder: 1,
        },
        upload: {
          name: { en: 'Upload files', zh: '上传文件', 'zh-Hant': '上傳檔案', ja: 'ファイルをアップロード', vi: 'Tải tệp lên' },
          description: { en: 'Upload files to the workspace', zh: '向工作区上传文件', 'zh-Hant': '將檔案上傳至工作區', ja: 'ワークスペースにファイルをアップロード', vi: 'Tải tệp lên không gian làm việc' },
          sortOrder: 2,
        },
      },
    },
  },
  workspacePaths: ['/web/v1/partner/files'],
});
