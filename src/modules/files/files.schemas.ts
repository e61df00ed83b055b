import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { Int32 } from '../../http/integers.js';

export const FileRecord = Type.Object(
  {
    bizId: Type.String({ examples: ['fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    fileName: Type.String({ description: 'The uploaded name, reduced to a safe file name (no path, no control characters)', examples: ['receipt.pdf'] }),
    contentType: Type.String({ description: 'Sniffed from the content, never taken from the upload header', examples: ['application/pdf'] }),
    size: Int32({ minimum: 1, description: 'Bytes', examples: [48213] }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the content, lowercase hex' }),
    createdAt: Type.String({ format: 'date-time', description: 'ISO 8601 UTC' }),
    createdBy: Type.String({ description: 'Account bizId of the uploader', examples: ['acc_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
  },
  { title: 'File' },
);
export type FileDto = Static<typeof FileRecord>;

export const FileParams = Type.Object(
  { bizId: Type.String({ minLength: 1, maxLength: 64, description: 'File bizId', examples: ['fil_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }) },
  { additionalProperties: false },
);

export const FileResponse = Envelope(FileRecord);
