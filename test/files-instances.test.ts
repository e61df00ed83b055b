import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import { createFileContentsRepo } from '../src/modules/files/file-contents.repo.js';
import { createDatabaseFileStore, createDiskFileStore, DATABASE_READ_CHUNK, type FileStore } from '../src/modules/files/file-store.js';
import { fileImport } from '../src/modules/files/files.module.js';
import { createFilesRepo } from '../src/modules/files/files.repo.js';
import { createFilesService } from '../src/modules/files/files.service.js';
import type { Actor } from '../src/modules/permissions/access.js';
import { startPeerServer, type TestServer } from './support/harness.js';
import { downloadFile, pdf, png, uploadFile } from './support/files.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * Uploads kept in the database (FILE_STORE=postgres, the default with
 * DATABASE_URL) are seen by every instance. Set explicitly so the PGlite run
 * proves the same store: there the peer shares the in-process database, on
 * PostgreSQL it has its own pool.
 */
let a: TestServer;
let b: TestServer;
let alice: TestAccount;
let token: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A PDF the sniffer accepts, padded with random bytes to `size`: several database read slices long. */
const bigPdf = (size: number) => {
  const head = pdf();
  return Buffer.concat([head, randomBytes(size - head.length)]);
};

beforeAll(async () => {
  a = await startSignInServer({ env: { FILE_STORE: 'postgres' } });
  b = await startPeerServer(a);
  alice = await createAccount(a, 'alice');
  token = (await signIn(a, alice)).accessToken;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const contentRows = (q: Queryable, storageKey: string) =>
  q.query<{ size: number }>('SELECT octet_length(content) AS size FROM file_contents WHERE storage_key = $1', [storageKey]);

describe('two instances on one database', () => {
  it('downloads on B, byte for byte with the same SHA-256, a file of several read slices uploaded on A', async () => {
    const bytes = bigPdf(3 * DATABASE_READ_CHUNK + 12_345);
    const uploaded = await uploadFile(a, token, alice.workspaceBizId, { bytes, type: 'application/pdf', name: 'proof.pdf' });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.data;
    expect(file.sha256).toBe(sha256(bytes));

    const download = await downloadFile(b, token, alice.workspaceBizId, file.bizId);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(download.bytes.length).toBe(bytes.length);
    expect(sha256(download.bytes)).toBe(file.sha256);
    expect(download.bytes.equals(bytes)).toBe(true);
  });

  it('downloads on A what was uploaded on B, and keeps the bytes in file_contents', async () => {
    const bytes = png(16);
    const uploaded = await uploadFile(b, token, alice.workspaceBizId, { bytes, type: 'image/png' });
    expect(uploaded.status).toBe(201);
    const download = await downloadFile(a, token, alice.workspaceBizId, uploaded.body.data.bizId);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect(await contentRows(a.db, `${alice.workspaceBizId}/${uploaded.body.data.bizId}`)).toEqual([{ size: bytes.length }]);
  });
});

const actor = (): Actor => ({
  accountId: alice.accountBizId,
  workspace: { workspaceId: alice.workspaceBizId, membershipId: 'm', roleId: 'r', isOwner: true, permissions: new Set() },
});

describe('the database file store', () => {
  const contents = createFileContentsRepo();

  it('reads a file back in slices of its chunk size, in order, and nothing for an unknown key', async () => {
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
    const failing: FileStore = {
      ...createDatabaseFileStore({ db: a.db, contents }),
      async put(key, bytes, tx) {
        await contents.insert(tx, key, bytes);
        throw new Error('store failed after writing');
      },
    };
    const service = createFilesService({ db: a.db, files: createFilesRepo(), store: failing, config: a.config.files });
    const count = async () => (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE workspace_id = $1', [alice.workspaceBizId]))[0]!.n;
    const before = await count();
    await expect(service.upload(actor(), { fileName: 'x.png', declaredType: 'image/png', bytes: png() })).rejects.toThrow('store failed after writing');
    expect(await count()).toBe(before);
    const orphans = await a.db.query('SELECT storage_key FROM file_contents c WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.storage_key = c.storage_key)');
    expect(orphans).toEqual([]);
  });
});

describe('portal files import: files kept on disk before FILE_STORE=postgres', () => {
  it('imports the bytes of recorded files from DATA_DIR/files, checked against their rows, and reports the rest by id', async () => {
    const root = await mkdtemp(join(tmpdir(), 'files-import-'));
    try {
      // Uploads as a disk-store deployment on this database made them: rows here, bytes under root.
      const disk = createFilesService({ db: a.db, files: createFilesRepo(), store: createDiskFileStore(root), config: a.config.files });
      const upload = (bytes: Buffer) => disk.upload(actor(), { fileName: 'old.png', declaredType: 'image/png', bytes });
      const kept = png(2);
      const [good, altered, lost] = [await upload(kept), await upload(png(3)), await upload(png(4))];
      const diskPath = (id: string) => join(root, alice.workspaceBizId, id);
      await writeFile(diskPath(altered.bizId), png(5));
      await rm(diskPath(lost.bizId));

      // Before the import another instance has the row but not the bytes.
      expect((await downloadFile(b, token, alice.workspaceBizId, good.bizId)).status).toBe(500);

      const importer = fileImport({ db: a.db, from: root });
      expect(await importer.importMissing()).toEqual({ imported: 1, missing: [lost.bizId], mismatched: [altered.bizId] });
      const download = await downloadFile(b, token, alice.workspaceBizId, good.bizId);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(kept)).toBe(true);

      // Again (or on another host): nothing twice, the same files still reported.
      expect(await importer.importMissing()).toEqual({ imported: 0, missing: [lost.bizId], mismatched: [altered.bizId] });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
