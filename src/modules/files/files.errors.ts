import { defineErrors } from '../../core/errors.js';

/** Failures of an upload. */
export const fileErrors = defineErrors({
  'FILE.EMPTY': {
    status: 400,
    message: {
      en: 'The file is empty',
      zh: '文件内容为空',
      'zh-Hant': '檔案內容為空',
      ja: 'ファイルが空です',
      vi: 'Tệp không có nội dung',
    },
  },
  'FILE.TOO_LARGE': {
    status: 413,
    message: {
      en: 'The file is larger than the upload limit',
      zh: '文件超过上传大小限制',
      'zh-Hant': '檔案超過上傳大小限制',
      ja: 'ファイルがアップロードの上限サイズを超えています',
      vi: 'Tệp lớn hơn giới hạn tải lên',
    },
  },
  'FILE.TYPE_NOT_ALLOWED': {
    status: 415,
    message: {
      en: 'The file type is not allowed',
      zh: '不允许的文件类型',
      'zh-Hant': '不允許的檔案類型',
      ja: 'このファイル形式は許可されていません',
      vi: 'Loại tệp không được phép',
    },
  },
  'FILE.TYPE_MISMATCH': {
    status: 415,
    message: {
      en: 'The declared file type does not match the file content',
      zh: '声明的文件类型与文件内容不符',
      'zh-Hant': '宣告的檔案類型與檔案內容不符',
      ja: '申告されたファイル形式がファイルの内容と一致しません',
      vi: 'Loại tệp đã khai báo không khớp với nội dung tệp',
    },
  },
});

declare module '../../core/errors.js' {
  interface ErrorCatalogues {
    file: typeof fileErrors;
  }
}
