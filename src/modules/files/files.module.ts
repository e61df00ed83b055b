import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createFileContentsRepo } from './file-contents.repo.js';
import { createFileImportService } from './file-import.service.js';
import { createDiskFileStore, fileStoreFor, type FileStore } from './file-store.js';
import { createFilesRepo } from './files.repo.js';
import { fileRoutes } from './files.routes.js';
import { createFilesService } from './files.service.js';

/**
 * Files (docs/money.md "Files"): upload, metadata and download, scoped to the
 * workspace. Bytes go to `store` (default: FILE_STORE's — the database, or
 * DATA_DIR/files on disk, memory for `DATA_DIR=memory://`). The routes need
 * the auth and workspace guards; the service answers other modules (recharge proofs).
 */
export function filesModule(deps: { config: Config; db: Db; store?: FileStore }) {
  const service = createFilesService({
    db: deps.db,
    files: createFilesRepo(),
    store: deps.store ?? fileStoreFor(deps.config.files.store, { dataDir: deps.config.db.dataDir, db: deps.db, contents: createFileContentsRepo() }),
    config: deps.config.files,
  });
  return { routes: fileRoutes({ service }), service };
}

/** `portal files import`: bytes kept on disk under `from` (a DATA_DIR/files) into the database store. */
export function fileImport(deps: { db: Db; from: string }) {
  return createFileImportService({ db: deps.db, contents: createFileContentsRepo(), source: createDiskFileStore(deps.from) });
}
