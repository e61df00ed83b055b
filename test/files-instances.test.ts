import { describe, expect, it } from 'vitest';
import { createFileContentsRepo } from '../src/modules/files/file-contents.repo.js';
import { createDatabaseFileStore, type DatabaseFileStore } from '../src/modules/files/file-store.js';
import { createFilesRepo } from '../src/modules/files/files.repo.js';
import { createFilesService } from '../src/modules/files/files.service.js';
import { actorOf, bigPdf, itImportsFilesFromDisk, itServesFilesAcrossInstances, twoInstances } from './support/file-instances.js';
import { png, uploadFile } from './support/files.js';

/**
 * Uploads kept in the database (FILE_STORE=postgres, the default with
 * DATABASE_URL) are seen by every instance. Set explicitly so the PGlite run
 * proves the same store: there the peer shares the in-process database, on
 * PostgreSQL it has its own pool. (files-s3.test.ts: the same for a bucket.)
 */
const instances = twoInstances(() => ({ FILE_STORE: 'postgres' }));

describe('two instances on one database', () => {
  itServesFilesAcrossInstances(instances, async (storageKey) => {
    const rows = await instances.a.db.query<{ content: Uint8Array }>('SELECT content FROM file_contents WHERE storage_key = $1', [storageKey]);
    return rows[0] && Buffer.from(rows[0].content);
  });
});

describe('the database file store', () => {
  const contents = createFileContentsRepo();

  it('reads a file back in slices of its chunk size, in order, and nothing for an unknown key', async () => {
    const { a, alice, token } = instances;
    const bytes = bigPdf(1_000);
    const uploaded = await uploadFile(a, token, alice.workspaceBizId, { bytes, type: 'application/pdf' });
    const key = `${alice.workspaceBizId}/${uploaded.body.data.bizId}`;
    const slices: Buffer[] = [];
    const store = createDatabaseFileStore({ db: a.db, contents, chunkBytes: 64 });
    for await (const chunk of (await store.get(key))!) slices.push(chunk as Buffer);
    expect(Buffer.concat(slices).equals(bytes)).toBe(true);
    expect(slices.map((slice) => slice.length)).toEqual([...Array<number>(15).fill(64), 1_000 - 15 * 64]);
    expect(await store.get(`${alice.workspaceBizId}/fil_missing`)).toBeUndefined();
  });

  it('rolls the files row back with the bytes when storing them fails: no file without content', async () => {
    const { a, alice } = instances;
    const failing: DatabaseFileStore = {
      ...createDatabaseFileStore({ db: a.db, contents }),
      async put(key, bytes, tx) {
        await contents.insert(tx, key, bytes);
        throw new Error('store failed after writing');
      },
    };
    const service = createFilesService({ db: a.db, files: createFilesRepo(), store: failing, config: a.config.files });
    const count = async () => (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE workspace_id = $1', [alice.workspaceBizId]))[0]!.n;
    const before = await count();
    await expect(service.upload(actorOf(alice), { fileName: 'x.png', declaredType: 'image/png', bytes: png() })).rejects.toThrow('store failed after writing');
    expect(await count()).toBe(before);
    const orphans = await a.db.query('SELECT storage_key FROM file_contents c WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.storage_key = c.storage_key)');
    expect(orphans).toEqual([]);
  });
});

describe('portal files import: files kept on disk before FILE_STORE=postgres', () => {
  itImportsFilesFromDisk(instances);
});
