import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fileStoreFor, type FileStore } from './file-store.js';
import { createFilesRepo } from './files.repo.js';
import { fileRoutes } from './files.routes.js';
import { createFilesService } from './files.service.js';

/**
 * Files (docs/money.md "Files"): upload, metadata and download, scoped to the
 * workspace. Bytes go to `store` (default: DATA_DIR/files on disk, memory for
 * `DATA_DIR=memory://`). Needs the auth and workspace guards.
 */
export function filesModule(deps: { config: Config; db: Db; store?: FileStore }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const service = createFilesService({
      db: deps.db,
      files: createFilesRepo(),
      store: deps.store ?? fileStoreFor(deps.config.db.dataDir),
      config: deps.config.files,
    });
    await app.register(fileRoutes({ service }));
  };
}
