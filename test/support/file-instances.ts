import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Actor } from '../../src/modules/permissions/access.js';
import { createDiskFileStore, DATABASE_READ_CHUNK } from '../../src/modules/files/file-store.js';
import { importFiles } from '../../src/modules/files/files.module.js';
import { createFilesRepo } from '../../src/modules/files/files.repo.js';
import { createFilesService } from '../../src/modules/files/files.service.js';
import { startPeerServer, type TestServer } from './harness.js';
import { downloadFile, pdf, png, uploadFile } from './files.js';
import { signIn, startSignInServer } from './sign-in.js';
import { createAccount, type TestAccount } from './workspaces.js';

/**
 * Two instances of the API on one database and one FILE_STORE (the
 * scale-out shape of docs/operations.md): what one stores, the other serves.
 * Each test file of a shared store (postgres, s3) registers these hooks and
 * tests, and adds what is particular to its store.
 */
export interface TwoInstances {
  a: TestServer;
  b: TestServer;
  alice: TestAccount;
  /** alice's access token (valid on both instances). */
  token: string;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PDF the sniffer accepts, padded with random bytes to `size`. */
export function bigPdf(size: number): Buffer {
  const head = pdf();
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** The uploader as the files service sees it: alice acting in her own workspace. */
export function actorOf(account: TestAccount): Actor {
  return {
    accountId: account.accountBizId,
    workspace: { workspaceId: account.workspaceBizId, membershipId: 'm', roleId: 'r', isOwner: true, permissions: new Set() },
  };
}

/**
 * Starts A (with `env()`, read when the hooks run, after the file's own
 * setup) and its peer B, and signs alice in; closes both after the file.
 * The returned object is filled in by the beforeAll hook.
 */
export function twoInstances(env: () => Record<string, string>): TwoInstances {
  const shared = {} as TwoInstances;
  beforeAll(async () => {
    shared.a = await startSignInServer({ env: env() });
    shared.b = await startPeerServer(shared.a);
    shared.alice = await createAccount(shared.a, 'alice');
    shared.token = (await signIn(shared.a, shared.alice)).accessToken;
  });
  afterAll(async () => {
    await shared.b?.close();
    await shared.a?.close();
  });
  return shared;
}

/**
 * Upload on one instance, download on the other, both ways, over real HTTP;
 * `stored(storageKey)` reads the bytes straight from the store (a table, a
 * bucket), to prove they are where every instance reaches them.
 */
export function itServesFilesAcrossInstances(instances: TwoInstances, stored: (storageKey: string) => Promise<Buffer | undefined>): void {
  it('downloads on B, byte for byte with the same SHA-256, a file of several database read slices uploaded on A', async () => {
    const { a, b, alice, token } = instances;
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
    expect((await stored(`${alice.workspaceBizId}/${file.bizId}`))?.equals(bytes)).toBe(true);
  });

  it('downloads on A what was uploaded on B, and keeps the bytes in the shared store', async () => {
    const { a, b, alice, token } = instances;
    const bytes = png(16);
    const uploaded = await uploadFile(b, token, alice.workspaceBizId, { bytes, type: 'image/png' });
    expect(uploaded.status).toBe(201);
    const download = await downloadFile(a, token, alice.workspaceBizId, uploaded.body.data.bizId);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect((await stored(`${alice.workspaceBizId}/${uploaded.body.data.bizId}`))?.equals(bytes)).toBe(true);
  });
}

/**
 * `portal files import` into the instances' store: files recorded while their
 * bytes were kept on disk (a disk-store deployment on this database: rows
 * here, bytes under a DATA_DIR/files) become downloadable on every instance;
 * bytes that differ from their row, or are not on this host, are reported by
 * id, never imported; a second run imports nothing twice.
 */
export function itImportsFilesFromDisk(instances: TwoInstances): void {
  it('imports the bytes of recorded files from DATA_DIR/files, checked against their rows, and reports the rest by id', async () => {
    const { a, b, alice, token } = instances;
    const root = await mkdtemp(join(tmpdir(), 'files-import-'));
    try {
      const disk = createFilesService({ db: a.db, files: createFilesRepo(), store: createDiskFileStore(root), config: a.config.files });
      const upload = (bytes: Buffer) => disk.upload(actorOf(alice), { fileName: 'old.png', declaredType: 'image/png', bytes });
      const kept = png(2);
      const [good, altered, lost] = [await upload(kept), await upload(png(3)), await upload(png(4))];
      const diskPath = (id: string) => join(root, alice.workspaceBizId, id);
      await writeFile(diskPath(altered.bizId), png(5));
      await rm(diskPath(lost.bizId));

      // Before the import another instance has the row but not the bytes.
      expect((await downloadFile(b, token, alice.workspaceBizId, good.bizId)).status).toBe(500);

      const ours = new Set([good.bizId, altered.bizId, lost.bizId]);
      // Files of other tests are not on this disk: reported missing too, so only ours are compared.
      const run = async () => {
        const report = await importFiles({ config: a.config, db: a.db, from: { directory: root } });
        return { ...report, missing: report.missing.filter((id) => ours.has(id)) };
      };
      expect(await run()).toEqual({ imported: 1, missing: [lost.bizId], mismatched: [altered.bizId] });
      const download = await downloadFile(b, token, alice.workspaceBizId, good.bizId);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(kept)).toBe(true);

      // Again (or on another host): nothing twice, the same files still reported.
      expect(await run()).toEqual({ imported: 0, missing: [lost.bizId], mismatched: [altered.bizId] });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
}
