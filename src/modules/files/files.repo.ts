import type { Queryable } from '../../db/client.js';

export interface FileRow {
  id: string;
  workspace_id: string;
  file_name: string;
  content_type: string;
  size_bytes: bigint | string | number;
  sha256: string;
  storage_key: string;
  created_by: string;
  created_at: Date;
}

/** What `portal files import` needs of a file: where its bytes go, and what they must be. */
export interface FileToImport {
  id: string;
  storage_key: string;
  content_type: string;
  size_bytes: bigint | string | number;
  sha256: string;
}

const COLUMNS = 'id, workspace_id, file_name, content_type, size_bytes, sha256, storage_key, created_by, created_at';

export function createFilesRepo() {
  return {
    async insert(
      db: Queryable,
      f: { id: string; workspaceId: string; fileName: string; contentType: string; size: number; sha256: string; storageKey: string; createdBy: string },
    ): Promise<FileRow> {
      const rows = await db.query<FileRow>(
        `INSERT INTO files (id, workspace_id, file_name, content_type, size_bytes, sha256, storage_key, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [f.id, f.workspaceId, f.fileName, f.contentType, f.size, f.sha256, f.storageKey, f.createdBy],
      );
      return rows[0]!;
    },

    /** A file of this workspace only: another workspace's id reads as absent. */
    async find(db: Queryable, workspaceId: string, id: string): Promise<FileRow | undefined> {
      const rows = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE workspace_id = $1 AND id = $2`, [workspaceId, id]);
      return rows[0];
    },

    /** Every file of every workspace, `limit` at a time in id order after `afterId`. */
    async listAfter(db: Queryable, afterId: string, limit: number): Promise<FileToImport[]> {
      return db.query<FileToImport>('SELECT id, storage_key, content_type, size_bytes, sha256 FROM files WHERE id > $1 ORDER BY id LIMIT $2', [afterId, limit]);
    },
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;
