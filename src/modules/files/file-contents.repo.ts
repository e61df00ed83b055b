import type { Queryable } from '../../db/client.js';
import type { FileToImport } from './files.repo.js';

/** pg gives a Buffer, PGlite a Uint8Array: one type out. */
function buffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * SQL of `file_contents` (migration 0014): the bytes of a file kept in the
 * database, under the file's storage key. Reads go by slices so a download
 * never holds a whole file (nor pg's hex text of it, twice its size) in memory.
 */
export function createFileContentsRepo() {
  return {
    /** The Buffer is sent as a binary parameter: no hex or escape text of it is built. */
    async insert(q: Queryable, storageKey: string, content: Buffer): Promise<void> {
      await q.query('INSERT INTO file_contents (storage_key, content) VALUES ($1, $2)', [storageKey, content]);
    },

    /** The size and the first `length` bytes in one round trip (a file no larger than that is read whole); undefined when nothing is stored. */
    async head(q: Queryable, storageKey: string, length: number): Promise<{ size: number; chunk: Buffer } | undefined> {
      const rows = await q.query<{ size: number; chunk: Uint8Array }>(
        'SELECT octet_length(content) AS size, substring(content FROM 1 FOR $2) AS chunk FROM file_contents WHERE storage_key = $1',
        [storageKey, length],
      );
      const row = rows[0];
      return row && { size: Number(row.size), chunk: buffer(row.chunk) };
    },

    /** `length` bytes from `offset` (0-based); with STORAGE EXTERNAL only the TOAST chunks of the slice are read. */
    async slice(q: Queryable, storageKey: string, offset: number, length: number): Promise<Buffer | undefined> {
      const rows = await q.query<{ chunk: Uint8Array }>(
        'SELECT substring(content FROM $2 FOR $3) AS chunk FROM file_contents WHERE storage_key = $1',
        [storageKey, offset + 1, length],
      );
      return rows[0] && buffer(rows[0].chunk);
    },

    /** Like insert, but a key that already has content is left as it is: false then. */
    async insertIfAbsent(q: Queryable, storageKey: string, content: Buffer): Promise<boolean> {
      const rows = await q.query(
        'INSERT INTO file_contents (storage_key, content) VALUES ($1, $2) ON CONFLICT (storage_key) DO NOTHING RETURNING storage_key',
        [storageKey, content],
      );
      return rows.length === 1;
    },

    /** Files recorded without content here (their bytes were kept on disk), `limit` at a time in id order after `afterId`. */
    async listWithoutContent(q: Queryable, afterId: string, limit: number): Promise<FileToImport[]> {
      return q.query<FileToImport>(
        `SELECT f.id, f.storage_key, f.content_type, f.size_bytes, f.sha256 FROM files f
         WHERE f.id > $1 AND NOT EXISTS (SELECT 1 FROM file_contents c WHERE c.storage_key = f.storage_key)
         ORDER BY f.id LIMIT $2`,
        [afterId, limit],
      );
    },

    async delete(q: Queryable, storageKey: string): Promise<void> {
      await q.query('DELETE FROM file_contents WHERE storage_key = $1', [storageKey]);
    },
  };
}

export type FileContentsRepo = ReturnType<typeof createFileContentsRepo>;
