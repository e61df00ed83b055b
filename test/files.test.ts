import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, type ExternalFileStore } from '../src/modules/files/file-store.js';
import { createFilesRepo } from '../src/modules/files/files.repo.js';
import { contentDisposition, createFilesService, safeFileName } from '../src/modules/files/files.service.js';
import { actorOf } from './support/file-instances.js';
import type { TestServer } from './support/harness.js';
import { downloadFile, pdf, png, uploadFile } from './support/files.js';
import { actingAs, expectErrorShape } from './support/money.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { addMember, createAccount, type TestAccount } from './support/workspaces.js';

const MAX_BYTES = 64 * 1024;
let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;
let aliceToken: string;
let bobToken: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  server = await startSignInServer({ env: { FILE_MAX_BYTES: String(MAX_BYTES) } });
  [alice, bob] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob')]);
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('files/upload', () => {
  it('stores a PNG with its sniffed type, size and SHA-256; metadata and download give it back', async () => {
    const bytes = png(4);
    const res = await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes, type: 'image/png', name: 'receipt.png' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const file = res.body.data;
    expect(file).toEqual({
      bizId: expect.stringMatching(/^fil_[0-9A-Z]{26}$/),
      workspaceBizId: alice.workspaceBizId,
      fileName: 'receipt.png',
      contentType: 'image/png',
      size: bytes.length,
      sha256: sha256(bytes),
      createdAt: expect.any(String),
      createdBy: alice.accountBizId,
    });

    const meta = await actingAs(server, aliceToken, alice.workspaceBizId)('GET', `/files/${file.bizId}`);
    expect(meta.status).toBe(200);
    expect(meta.body.data).toEqual(file);

    const download = await downloadFile(server, aliceToken, alice.workspaceBizId, file.bizId);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="receipt.png"; filename*=UTF-8''receipt.png`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('trusts the bytes, not the header: a PDF sent as octet-stream is a PDF; the name is made safe', async () => {
    const bytes = pdf();
    const res = await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes, type: 'application/octet-stream', name: '../../etc/Über\tweisung\u202E.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contentType: 'application/pdf', fileName: 'Überweisung.pdf', sha256: sha256(bytes) });
    const download = await downloadFile(server, aliceToken, alice.workspaceBizId, res.body.data.bizId);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="_berweisung.pdf"; filename*=UTF-8''%C3%9Cberweisung.pdf`);
    expect(download.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a file above FILE_MAX_BYTES with 413 FILE.TOO_LARGE and stores nothing', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(MAX_BYTES)]);
    expectErrorShape(await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: big, type: 'image/png', name: 'big.png' }), 413, 'FILE.TOO_LARGE');
    const rows = await server.db.query<{ n: bigint }>("SELECT count(*) AS n FROM files WHERE file_name = 'big.png'");
    expect(Number(rows[0]!.n)).toBe(0);
    // Exactly at the limit is fine.
    const exact = Buffer.concat([png(), Buffer.alloc(MAX_BYTES - png().length)]);
    expect((await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: exact, type: 'image/png', name: 'exact.png' })).status).toBe(201);
  });

  it('refuses a PNG declared as PDF, a text file, an allowed-looking name on a disallowed type, and an empty file', async () => {
    const as = (part: Parameters<typeof uploadFile>[3]) => uploadFile(server, aliceToken, alice.workspaceBizId, part);
    expectErrorShape(await as({ bytes: png(), type: 'application/pdf', name: 'proof.pdf' }), 415, 'FILE.TYPE_MISMATCH');
    expectErrorShape(await as({ bytes: Buffer.from('just some text, not a receipt\n'), type: 'application/pdf', name: 'proof.pdf' }), 415, 'FILE.TYPE_NOT_ALLOWED');
    expectErrorShape(await as({ bytes: Buffer.from('just some text\n'), type: 'text/plain', name: 'notes.txt' }), 415, 'FILE.TYPE_NOT_ALLOWED');
    // A real GIF: known to the sniffer, not in FILE_ALLOWED_TYPES.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expectErrorShape(await as({ bytes: gif, type: 'image/png', name: 'pixel.png' }), 415, 'FILE.TYPE_NOT_ALLOWED');
    expectErrorShape(await as({ bytes: Buffer.alloc(0), type: 'image/png', name: 'empty.png' }), 400, 'FILE.EMPTY');
    // image/jpg is an accepted spelling of image/jpeg: a PNG declared so is still a mismatch.
    expectErrorShape(await as({ bytes: png(), type: 'image/jpg', name: 'x.jpg' }), 415, 'FILE.TYPE_MISMATCH');
  });

  it('tells an empty file apart by its code, with the message in the caller\'s language', async () => {
    const empty = await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: Buffer.alloc(0), type: 'image/png', name: 'empty.png' }, { 'x-locale': 'ja' });
    expectErrorShape(empty, 400, 'FILE.EMPTY');
    expect(empty.body.message).toBe('ファイルが空です');
  });

  it('needs multipart with exactly one part named file', async () => {
    const call = actingAs(server, aliceToken, alice.workspaceBizId);
    expectErrorShape(await call('POST', '/files/upload', { body: { file: 'aGVsbG8=' } }), 415, 'VALIDATION.UNSUPPORTED_MEDIA_TYPE');
    expectErrorShape(await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: png(), type: 'image/png', field: 'attachment' }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectErrorShape(
      await uploadFile(server, aliceToken, alice.workspaceBizId, [
        { bytes: png(), type: 'image/png' },
        { bytes: png(), type: 'image/png' },
      ]),
      400,
      'VALIDATION.INVALID_PARAMETER',
    );
  });
});

describe('access', () => {
  it("answers 404 for another workspace's file, on metadata and download", async () => {
    const res = await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: png(), type: 'image/png', name: 'a.png' });
    const id = res.body.data.bizId;
    expectErrorShape(await actingAs(server, bobToken, bob.workspaceBizId)('GET', `/files/${id}`), 404, 'RESOURCE.NOT_FOUND');
    const download = await downloadFile(server, bobToken, bob.workspaceBizId, id);
    expect(download.status).toBe(404);
    expect(JSON.parse(download.bytes.toString()).code).toBe('RESOURCE.NOT_FOUND');
    expectErrorShape(await actingAs(server, aliceToken, alice.workspaceBizId)('GET', '/files/fil_01ZZZZZZZZZZZZZZZZZZZZZZZZ'), 404, 'RESOURCE.NOT_FOUND');
  });

  it('needs a token (401), a workspace, files:upload to upload and files:read to read (403)', async () => {
    expectErrorShape(await uploadFile(server, undefined, alice.workspaceBizId, { bytes: png(), type: 'image/png' }), 401, 'ACCESS.TOKEN_MISSING');
    expectErrorShape(await actingAs(server, '', alice.workspaceBizId)('GET', '/files/fil_01ZZZZZZZZZZZZZZZZZZZZZZZZ'), 401, 'ACCESS.TOKEN_MISSING');
    expectErrorShape(await uploadFile(server, aliceToken, bob.workspaceBizId, { bytes: png(), type: 'image/png' }), 403, 'ACCESS.WORKSPACE_DENIED');

    const mine = (await uploadFile(server, aliceToken, alice.workspaceBizId, { bytes: png(), type: 'image/png' })).body.data.bizId;
    const asAlice = actingAs(server, aliceToken, alice.workspaceBizId);
    const carol = await createAccount(server, 'carol');
    const role = await asAlice('POST', '/roles', { body: { roleName: 'File viewer', description: 'no uploads' } });
    await addMember(server, alice.workspaceBizId, carol.accountBizId, role.body.data.bizId);
    const carolToken = (await signIn(server, carol)).accessToken;
    const asCarol = actingAs(server, carolToken, alice.workspaceBizId);
    expectErrorShape(await asCarol('GET', `/files/${mine}`), 403, 'ACCESS.PERMISSION_DENIED');
    expect((await downloadFile(server, carolToken, alice.workspaceBizId, mine)).status).toBe(403);
    await asAlice('POST', '/roles/permissions', { body: { roleId: role.body.data.bizId, permissionCodes: ['files:read'] } });
    expect((await asCarol('GET', `/files/${mine}`)).status).toBe(200);
    expect((await downloadFile(server, carolToken, alice.workspaceBizId, mine)).status).toBe(200);
    expectErrorShape(await uploadFile(server, carolToken, alice.workspaceBizId, { bytes: png(), type: 'image/png' }), 403, 'ACCESS.PERMISSION_DENIED');
  });
});

describe('file names', () => {
  it('keeps the last path segment, drops control, bidi and quote characters, falls back to file.<ext>', () => {
    expect(safeFileName('C:\\Users\\x\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(safeFileName('evil\u202Efdp.exe', 'pdf')).toBe('evilfdp.exe');
    expect(safeFileName('"quoted"\r\n.png', 'png')).toBe('quoted.png');
    expect(safeFileName('...', 'png')).toBe('file.png');
    expect(safeFileName('', 'png')).toBe('file.png');
    expect([...safeFileName('a'.repeat(400), 'png')]).toHaveLength(255);
    expect(contentDisposition("a b'(c).pdf")).toBe(`attachment; filename="a b'(c).pdf"; filename*=UTF-8''a%20b%27%28c%29.pdf`);
  });
});

describe('disk file store (outside the database)', () => {
  it('writes under its root, reads back as a stream, deletes, and refuses keys that could leave the root', async () => {
    const root = await mkdtemp(join(tmpdir(), 'files-'));
    try {
      const store = createDiskFileStore(root);
      await store.put('ws_1/fil_1', Buffer.from('hello'), { contentType: 'text/plain' });
      expect(await store.has('ws_1/fil_1')).toBe(true);
      expect(await store.has('ws_1/missing')).toBe(false);
      expect(await readdir(join(root, 'ws_1'))).toEqual(['fil_1']);
      expect(await text((await store.get('ws_1/fil_1'))!)).toBe('hello');
      expect(await store.get('ws_1/missing')).toBeUndefined();
      await store.delete('ws_1/fil_1');
      expect(await store.get('ws_1/fil_1')).toBeUndefined();
      for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '']) {
        await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow('invalid file store key');
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('is written before the row, with no transaction open: a row never points at bytes not yet stored', async () => {
    const root = await mkdtemp(join(tmpdir(), 'files-'));
    try {
      const disk = createDiskFileStore(root);
      const seenAtPut: Array<{ rows: number; openTransactions: number }> = [];
      const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(sql, params))[0]!.n;
      const watched: ExternalFileStore = {
        ...disk,
        async put(key, bytes, meta) {
          // On PGlite (one connection) an open transaction would make these queries wait for it for ever;
          // on PostgreSQL it would show as a connection idle in transaction.
          seenAtPut.push({
            rows: await count('SELECT count(*)::int AS n FROM files WHERE storage_key = $1', [key]),
            openTransactions: server.config.db.url
              ? await count("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'")
              : 0,
          });
          await disk.put(key, bytes, meta);
        },
      };
      const service = createFilesService({ db: server.db, files: createFilesRepo(), store: watched, config: server.config.files });
      const bytes = png(7);
      const file = await service.upload(actorOf(alice), { fileName: 'a.png', declaredType: 'image/png', bytes });
      expect(seenAtPut).toEqual([{ rows: 0, openTransactions: 0 }]);
      expect((await readFile(join(root, alice.workspaceBizId, file.bizId))).equals(bytes)).toBe(true);
      expect(await count('SELECT count(*)::int AS n FROM files WHERE id = $1', [file.bizId])).toBe(1);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('deletes the bytes when their row cannot be written, and writes no row when the bytes cannot be stored', async () => {
    const root = await mkdtemp(join(tmpdir(), 'files-'));
    try {
      const disk = createDiskFileStore(root);
      const service = (store: ExternalFileStore) => createFilesService({ db: server.db, files: createFilesRepo(), store, config: server.config.files });
      // A workspace that does not exist: the row's foreign key refuses it after the bytes were stored.
      const stranger = { ...alice, workspaceBizId: 'ws_01ZZZZZZZZZZZZZZZZZZZZZZZZ' };
      await expect(service(disk).upload(actorOf(stranger), { fileName: 'a.png', declaredType: 'image/png', bytes: png() })).rejects.toThrow();
      expect(await readdir(join(root, stranger.workspaceBizId))).toEqual([]);

      const files = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n;
      const before = await files();
      const broken: ExternalFileStore = { ...disk, put: async () => Promise.reject(new Error('disk full')) };
      await expect(service(broken).upload(actorOf(alice), { fileName: 'a.png', declaredType: 'image/png', bytes: png() })).rejects.toThrow('disk full');
      expect(await files()).toBe(before);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
