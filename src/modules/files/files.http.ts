import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { FileDto } from './files.schemas.js';
import { contentDisposition } from './files.service.js';

/**
 * A stored file as a download: its sniffed type and size, an attachment with a safe name, never sniffed,
 * cached or rendered as a page by the browser (the bytes are a partner's upload).
 */
export function sendFile(reply: FastifyReply, file: FileDto, stream: Readable) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stream);
}
