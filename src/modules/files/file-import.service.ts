import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Queryable } from '../../db/client.js';
import type { FileContentsRepo } from './file-contents.repo.js';
import type { ExternalFileStore, FileStore } from './file-store.js';
import type { FilesRepo, FileToImport } from './files.repo.js';

export interface FileImportReport {
  imported: number;
  /** Ids of files whose bytes the source does not have (another host's DATA_DIR, or lost). */
  missing: string[];
  /** Ids of files whose bytes in the source differ in size or SHA-256 from the row: never imported. */
  mismatched: string[];
}

/** The store `portal files import` fills: the configured one. */
export interface ImportTarget {
  /** Files whose bytes the target may lack, `limit` at a time in id order after `afterId`. */
  candidates(afterId: string, limit: number): Promise<FileToImport[]>;
  /** Does the target hold this file's bytes already? */
  has(file: FileToImport): Promise<boolean>;
  /** Writes bytes already checked against the row; false when the key gained content meanwhile. */
  write(file: FileToImport, bytes: Buffer): Promise<boolean>;
}

/** Into `file_contents`: the candidates are exactly the files without content, and a key that gained some meanwhile is left alone. */
export function databaseImportTarget(deps: { db: Queryable; contents: FileContentsRepo }): ImportTarget {
  const { db, contents } = deps;
  return {
    candidates: (afterId, limit) => contents.listWithoutContent(db, afterId, limit),
    has: async () => false,
    write: (file, bytes) => contents.insertIfAbsent(db, file.storage_key, bytes),
  };
}

/** Into a store outside the database (a bucket): every file is a candidate, and the store is asked whether it has it. */
export function externalImportTarget(deps: { db: Queryable; files: FilesRepo; store: ExternalFileStore }): ImportTarget {
  const { db, files, store } = deps;
  return {
    candidates: (afterId, limit) => files.listAfter(db, afterId, limit),
    has: (file) => store.has(file.storage_key),
    async write(file, bytes) {
      // Two hosts racing on one key write the same checked bytes: the object ends as it would have anyway.
      await store.put(file.storage_key, bytes, { contentType: file.content_type });
      return true;
    },
  };
}

const BATCH = 100;

/**
 * `portal files import`: copies the bytes of files recorded while they were
 * kept on disk into the configured store (README, "Uploaded files"). Only
 * files the target lacks are read, each checked against its row, so running
 * it again, or on every host at once, is safe.
 */
export function createFileImportService(deps: { source: Pick<FileStore, 'get'>; target: ImportTarget }) {
  const { source, target } = deps;
  return {
    async importMissing(): Promise<FileImportReport> {
      const report: FileImportReport = { imported: 0, missing: [], mismatched: [] };
      let after = '';
      for (;;) {
        const batch = await target.candidates(after, BATCH);
        if (batch.length === 0) return report;
        for (const file of batch) {
          after = file.id;
          if (await target.has(file)) continue;
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
          if (await target.write(file, bytes)) report.imported++;
        }
      }
    },
  };
}

export type FileImportService = ReturnType<typeof createFileImportService>;
