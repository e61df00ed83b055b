import { join } from 'node:path';
import { ConfigError, type Config } from '../../config.js';
import type { Db, Queryable } from '../../db/client.js';
import { MACHINE_MOUNT, PORTAL_MOUNT } from '../../http/route-mount.js';
import { createFileContentsRepo } from './file-contents.repo.js';
import { createFileImportService, databaseImportTarget, externalImportTarget, type FileImportReport } from './file-import.service.js';
import { createDatabaseFileStore, createDiskFileStore, createMemoryFileStore, type FileStore } from './file-store.js';
import { createFilesRepo } from './files.repo.js';
import { fileRoutes } from './files.routes.js';
import { createFilesService } from './files.service.js';
import { createS3FileStore } from './s3-file-store.js';

/** FILE_STORE's store: the database, a bucket, or DATA_DIR/files on disk (memory for `DATA_DIR=memory://`). Close it with the app. */
export function fileStoreFor(config: Config, db: Queryable): FileStore {
  if (config.files.s3) return createS3FileStore(config.files.s3);
  if (config.files.store === 'postgres') return createDatabaseFileStore({ db, contents: createFileContentsRepo() });
  const dataDir = config.db.dataDir;
  return dataDir.startsWith('memory://') ? createMemoryFileStore() : createDiskFileStore(join(dataDir, 'files'));
}

/**
 * At start, before the database is opened (and migrated): FILE_STORE's
 * bucket, if it names one, must exist and answer, or the start stops with a
 * FileStoreUnavailableError naming FILE_STORE, rather than an instance that
 * answers 500 to every upload. One HeadBucket on a client of its own.
 */
export async function checkFileStore(config: Config): Promise<void> {
  if (!config.files.s3) return;
  const store = createS3FileStore(config.files.s3);
  try {
    await store.check?.();
  } finally {
    await store.close?.();
  }
}

/**
 * Files (docs/money.md "Files"): upload, metadata and download, scoped to the
 * workspace. Bytes go to FILE_STORE's store (fileStoreFor); `close` releases
 * its connections. The routes need the auth and workspace guards; the service
 * answers other modules (recharge proofs).
 */
export function filesModule(deps: { config: Config; db: Db }) {
  const store = fileStoreFor(deps.config, deps.db);
  const service = createFilesService({ db: deps.db, files: createFilesRepo(), store, config: deps.config.files });
  return {
    routes: fileRoutes({ service, mount: PORTAL_MOUNT }),
    machineRoutes: fileRoutes({ service, mount: MACHINE_MOUNT }),
    service,
    close: async () => store.close?.(),
  };
}

/** Where `portal files import` reads: a DATA_DIR/files directory, or the database's `file_contents` (to move to a bucket). */
export type ImportSource = { directory: string } | 'database';

/**
 * `portal files import`: copies the bytes of recorded files from `from` into
 * the bucket with FILE_STORE=s3://…, else into the database (as before there
 * was a bucket: the upgrade from disk runs it while FILE_STORE=disk).
 */
export async function importFiles(deps: { config: Pick<Config, 'files'>; db: Db; from: ImportSource }): Promise<FileImportReport> {
  const { config, db, from } = deps;
  const bucket = config.files.s3 && createS3FileStore(config.files.s3);
  if (from === 'database' && !bucket) throw new ConfigError('FILE_STORE', 'must be s3://… to import from the database (its bytes are there already)');
  try {
    await bucket?.check?.();
    const target = bucket
      ? externalImportTarget({ db, files: createFilesRepo(), store: bucket })
      : databaseImportTarget({ db, contents: createFileContentsRepo() });
    const source = from === 'database' ? createDatabaseFileStore({ db, contents: createFileContentsRepo() }) : createDiskFileStore(from.directory);
    return await createFileImportService({ source, target }).importMissing();
  } finally {
    await bucket?.close?.();
  }
}
