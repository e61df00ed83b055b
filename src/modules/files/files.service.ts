import { iso } from '../../http/instant.js';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { notFound } from '../../core/common.errors.js';
import { newId } from '../../infra/ids.js';
import type { Actor } from '../permissions/access.js';
import type { FileStore } from './file-store.js';
import type { FileRow, FilesRepo } from './files.repo.js';
import type { FileDto } from './files.schemas.js';

export interface FilesConfig {
  maxBytes: number;
  allowedTypes: readonly string[];
}

export interface Upload {
  /** The name the client sent (untrusted). */
  fileName: string;
  /** The part's Content-Type the client declared (untrusted; only compared with what the bytes are). */
  declaredType: string;
  bytes: Buffer;
}

const MAX_NAME = 255;
/** Declared types that say "unknown": no claim to contradict. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Spellings browsers and tools still send for the same type. */
const TYPE_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' };

/**
 * The file name as stored and offered back: the last path segment only, no
 * control or bidi-override characters, no quotes or backslashes, at most 255
 * characters; `file.<ext>` when nothing usable is left.
 */
export function safeFileName(raw: string, extension: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"\\]/g, '')
    .trim()
    .replace(/^\.+/, '');
  const name = [...cleaned].slice(0, MAX_NAME).join('');
  return name === '' ? `file.${extension}` : name;
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / 8187): every client gets a safe name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function toFileDto(row: FileRow): FileDto {
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    sha256: row.sha256,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
  };
}

export function createFilesService(deps: { db: Db; files: FilesRepo; store: FileStore; config: FilesConfig }) {
  const { db, files, store, config } = deps;
  const allowed = new Set(config.allowedTypes);

  /**
   * Stores the bytes and records their row so that a recorded file always
   * has its bytes. In the database: one transaction, the row first (the bytes
   * refer to it). Outside it: the bytes first, under a key no row points to
   * yet, then the row in its own statement, so no transaction (and no pooled
   * connection) is held open across a network upload; a crash in between
   * leaves an orphan object (docs/operations.md), and a row that cannot be
   * written has its bytes deleted.
   */
  async function save(storageKey: string, bytes: Buffer, contentType: string, record: (q: Queryable) => Promise<FileRow>): Promise<FileRow> {
    if (store.where === 'database') {
      return db.transaction(async (tx) => {
        const row = await record(tx);
        await store.put(storageKey, bytes, tx);
        return row;
      });
    }
    await store.put(storageKey, bytes, { contentType });
    try {
      return await record(db);
    } catch (error) {
      await store.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** The record and its bytes; 404 for another workspace's file; 500 (logged) when the store lost the bytes of a recorded file. */
  async function openInWorkspace(workspaceId: string, id: string): Promise<{ file: FileDto; stream: Readable }> {
    const row = await files.find(db, workspaceId, id);
    if (!row) throw notFound('file');
    const stream = await store.get(row.storage_key);
    if (!stream) throw new AppError('SYSTEM.INTERNAL_ERROR', 'file content missing from the store');
    return { file: toFileDto(row), stream };
  }

  return {
    config,

    /**
     * Checks what the bytes are (magic numbers, file-type), never what the
     * client says: unknown or not allowed → 415 FILE.TYPE_NOT_ALLOWED; a
     * declared type that contradicts the content → 415 FILE.TYPE_MISMATCH.
     * Then stores the bytes and records the row (`save`).
     */
    async upload(actor: Actor, upload: Upload): Promise<FileDto> {
      if (upload.bytes.length === 0) throw new AppError('FILE.EMPTY');
      if (upload.bytes.length > config.maxBytes) throw new AppError('FILE.TOO_LARGE', `the limit is ${config.maxBytes} bytes`);
      const sniffed = await fileTypeFromBuffer(upload.bytes);
      if (!sniffed || !allowed.has(sniffed.mime)) {
        throw new AppError('FILE.TYPE_NOT_ALLOWED', `allowed: ${[...allowed].join(', ')}`);
      }
      const declared = upload.declaredType.split(';', 1)[0]!.trim().toLowerCase();
      const normalized = TYPE_ALIASES[declared] ?? declared;
      if (!GENERIC_TYPES.has(normalized) && normalized !== sniffed.mime) {
        throw new AppError('FILE.TYPE_MISMATCH', `declared ${declared.slice(0, 100)}, content is ${sniffed.mime}`);
      }
      const workspaceId = actor.workspace.workspaceId;
      const id = newId('file');
      const storageKey = `${workspaceId}/${id}`;
      const row = await save(storageKey, upload.bytes, sniffed.mime, (q) =>
        files.insert(q, {
          id,
          workspaceId,
          fileName: safeFileName(upload.fileName, sniffed.ext),
          contentType: sniffed.mime,
          size: upload.bytes.length,
          sha256: createHash('sha256').update(upload.bytes).digest('hex'),
          storageKey,
          createdBy: actor.accountId,
        }),
      );
      return toFileDto(row);
    },

    async get(actor: Actor, id: string): Promise<FileDto> {
      const row = await files.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('file');
      return toFileDto(row);
    },

    /** Is this a file of the workspace? Other modules attach files by id (recharge proofs); inside their transaction, `q` is it. */
    async existsInWorkspace(workspaceId: string, id: string, q: Queryable = db): Promise<boolean> {
      return (await files.find(q, workspaceId, id)) !== undefined;
    },

    /** The record and its bytes of a file of the caller's workspace. */
    open(actor: Actor, id: string): Promise<{ file: FileDto; stream: Readable }> {
      return openInWorkspace(actor.workspace.workspaceId, id);
    },

    /** `open` for a caller outside the workspace that checked it may read the file (an operator reading a recharge's proof). */
    openInWorkspace,
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
