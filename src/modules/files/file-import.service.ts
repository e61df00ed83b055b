import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Queryable } from '../../db/client.js';
import type { FileContentsRepo } from './file-contents.repo.js';
import type { FileStore } from './file-store.js';

export interface FileImportReport {
  imported: number;
  /** Ids of files whose bytes the source does not have (another host's DATA_DIR, or lost). */
  missing: string[];
  /** Ids of files whose bytes in the source differ in size or SHA-256 from the row: never imported. */
  mismatched: string[];
}

const BATCH = 100;

/**
 * `portal files import`: moves the bytes of files recorded while they were
 * kept on disk into the database store (README, "Moving from disk to
 * PostgreSQL"). Only files without content are read, each checked against
 * its row; a key that gained content meanwhile is left alone, so running it
 * again, or on every host at once, is safe.
 */
export function createFileImportService(deps: { db: Queryable; contents: FileContentsRepo; source: FileStore }) {
  const { db, contents, source } = deps;
  return {
    async importMissing(): Promise<FileImportReport> {
      const report: FileImportReport = { imported: 0, missing: [], mismatched: [] };
      let after = '';
      for (;;) {
        const batch = await contents.listWithoutContent(db, after, BATCH);
        if (batch.length === 0) return report;
        for (const file of batch) {
          after = file.id;
          const stream = await source.get(file.storage_key);
          if (!stream) {
            report.missing.push(file.id);
            continue;
          }
          const bytes = await buffer(stream);
          if (bytes.length !== Number(file.size_bytes) || createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
            report.mismatched.push(file.id);
            continue;
          }
          if (await contents.insertIfAbsent(db, file.storage_key, bytes)) report.imported++;
        }
      }
    },
  };
}

export type FileImportService = ReturnType<typeof createFileImportService>;
