import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli.js';
import { loadConfig } from '../src/config.js';
import { createFileContentsRepo } from '../src/modules/files/file-contents.repo.js';
import { createDatabaseFileStore } from '../src/modules/files/file-store.js';
import { checkFileStore, importFiles } from '../src/modules/files/files.module.js';
import { createFilesRepo } from '../src/modules/files/files.repo.js';
import { createFilesService } from '../src/modules/files/files.service.js';
import { actorOf, itImportsFilesFromDisk, itServesFilesAcrossInstances, twoInstances } from './support/file-instances.js';
import { downloadFile, pdf, png, uploadFile } from './support/files.js';
import { startTestServer, testEnv, type TestServer } from './support/harness.js';
import { expectErrorShape } from './support/money.js';
import { freePort, runPortal, tempDataDir } from './support/portal-process.js';
import { startLocalS3, S3RVER_CREDENTIALS, type LocalS3 } from './support/s3.js';
import { signIn } from './support/sign-in.js';
import { createAccount } from './support/workspaces.js';

/**
 * FILE_STORE=s3://bucket/prefix against a real S3-compatible server (s3rver,
 * in this process, on a loopback port): the app's AWS SDK speaks S3's REST
 * API to it over HTTP. Two instances share the bucket and the database.
 */
const BUCKET = 'portal-files';
const PREFIX = 'uploads/v1';
const MAX_BYTES = 4 * 1024 * 1024;
let s3: LocalS3;

beforeAll(async () => {
  // The SDK's default credential chain reads them from the environment, as an instance does.
  for (const [name, value] of Object.entries(S3RVER_CREDENTIALS)) vi.stubEnv(name, value);
  s3 = await startLocalS3([BUCKET]);
});
afterAll(async () => {
  await s3?.close();
  vi.unstubAllEnvs();
});

const instances = twoInstances(() => ({ ...s3.env(BUCKET, PREFIX), FILE_MAX_BYTES: String(MAX_BYTES) }));
const objectKey = (workspace: string, file: string) => `${PREFIX}/${workspace}/${file}`;
const errorLines = (server: TestServer, requestId: string | null) => server.logs.filter((line) => line.level === 50 && line.requestId === requestId);

describe('two instances on one bucket', () => {
  itServesFilesAcrossInstances(instances, async (storageKey) => (await s3.object(BUCKET, `${PREFIX}/${storageKey}`))?.bytes);
});

describe('objects in the bucket', () => {
  it('keeps a file as one object under prefix/workspace/file with its sniffed type, never under the name the user gave', async () => {
    const { a, alice, token } = instances;
    const bytes = pdf('Quarterly report');
    const uploaded = await uploadFile(a, token, alice.workspaceBizId, { bytes, type: 'application/octet-stream', name: 'Quarterly report.pdf' });
    expect(uploaded.status).toBe(201);
    const stored = await s3.object(BUCKET, objectKey(alice.workspaceBizId, uploaded.body.data.bizId));
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.bytes.equals(bytes)).toBe(true);
    const keys = await s3.keys(BUCKET);
    expect(keys.every((key) => key.startsWith(`${PREFIX}/ws_`))).toBe(true);
    expect(keys.filter((key) => /quarterly|report|\.pdf/i.test(key))).toEqual([]);
  });

  it('writes nothing for a refused upload: a type not allowed, a declared type the bytes contradict, a file above FILE_MAX_BYTES', async () => {
    const { a, b, alice, token } = instances;
    const before = await s3.keys(BUCKET);
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expectErrorShape(await uploadFile(a, token, alice.workspaceBizId, { bytes: gif, type: 'image/gif', name: 'x.gif' }), 415, 'FILE.TYPE_NOT_ALLOWED');
    expectErrorShape(await uploadFile(b, token, alice.workspaceBizId, { bytes: png(), type: 'application/pdf', name: 'x.pdf' }), 415, 'FILE.TYPE_MISMATCH');
    const big = Buffer.concat([png(), Buffer.alloc(MAX_BYTES)]);
    expectErrorShape(await uploadFile(a, token, alice.workspaceBizId, { bytes: big, type: 'image/png', name: 'big.png' }), 413, 'FILE.TOO_LARGE');
    expect(await s3.keys(BUCKET)).toEqual(before);
  });

  it("answers 404 for another workspace's file on either instance; each workspace's objects are under its own id", async () => {
    const { a, b, alice, token } = instances;
    const bob = await createAccount(a, 'bob');
    const bobToken = (await signIn(b, bob)).accessToken;
    const mine = (await uploadFile(a, token, alice.workspaceBizId, { bytes: png(3), type: 'image/png' })).body.data.bizId;
    for (const server of [a, b]) {
      const download = await downloadFile(server, bobToken, bob.workspaceBizId, mine);
      expect(download.status).toBe(404);
      expect(JSON.parse(download.bytes.toString()).code).toBe('RESOURCE.NOT_FOUND');
    }
    const bobs = await uploadFile(b, bobToken, bob.workspaceBizId, { bytes: png(5), type: 'image/png' });
    expect(bobs.status).toBe(201);
    expect(await s3.keys(BUCKET)).toContain(objectKey(bob.workspaceBizId, bobs.body.data.bizId));
    expect((await downloadFile(a, token, alice.workspaceBizId, bobs.body.data.bizId)).status).toBe(404);
  });

  it('answers 500 SYSTEM.INTERNAL_ERROR, logged with the request id, for a recorded file whose object is gone', async () => {
    const { a, alice, token } = instances;
    const bytes = png(9);
    const id = (await uploadFile(a, token, alice.workspaceBizId, { bytes, type: 'image/png' })).body.data.bizId;
    const key = objectKey(alice.workspaceBizId, id);
    await s3.client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    try {
      const download = await downloadFile(a, token, alice.workspaceBizId, id);
      expect(download.status).toBe(500);
      expect(JSON.parse(download.bytes.toString())).toMatchObject({ success: false, code: 'SYSTEM.INTERNAL_ERROR', message: 'Internal server error' });
      const [line] = errorLines(a, download.headers.get('x-request-id'));
      expect((line?.err as { message?: string })?.message).toBe('SYSTEM.INTERNAL_ERROR: file content missing from the store');
    } finally {
      // Put back: the import test below counts the files the bucket lacks.
      await s3.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes, ContentType: 'image/png' }));
    }
  });
});

describe('when the bucket fails', () => {
  it("answers 500 SYSTEM.INTERNAL_ERROR without the bucket's name or S3's words, logs S3's answer with the request id, and records no file", async () => {
    const doomed = 'doomed-bucket';
    const local = await startLocalS3([doomed]);
    let server: TestServer | undefined;
    try {
      server = await startTestServer({ env: local.env(doomed) });
      const carol = await createAccount(server, 'carol');
      const token = (await signIn(server, carol)).accessToken;
      // Started while the bucket existed; gone since.
      await local.deleteBucket(doomed);
      const uploaded = await uploadFile(server, token, carol.workspaceBizId, { bytes: png(), type: 'image/png', name: 'lost.png' });
      expectErrorShape(uploaded, 500, 'SYSTEM.INTERNAL_ERROR');
      expect(uploaded.text).not.toMatch(/doomed|NoSuchBucket|S3|bucket/i);
      const [line] = errorLines(server, uploaded.headers.get('x-request-id'));
      expect((line?.err as { message?: string })?.message).toMatch(/^S3 PutObject failed: NoSuchBucket \(HTTP 404/);
      // The bytes go first: a failed upload leaves no row pointing at nothing.
      expect(await server.db.query('SELECT id FROM files WHERE workspace_id = $1', [carol.workspaceBizId])).toEqual([]);
    } finally {
      await server?.close();
      await local.close();
    }
  });
});

describe('at start', () => {
  it('portal serve refuses to start, naming FILE_STORE, when the bucket does not exist, before it opens the database', async () => {
    const data = tempDataDir();
    try {
      const database = instances.a.config.db.url;
      const run = await runPortal(['serve'], {
        ...s3.env('no-such-bucket', PREFIX),
        ...S3RVER_CREDENTIALS,
        DATA_DIR: data.dir,
        ...(database ? { DATABASE_URL: database } : {}),
        PORT: String(await freePort()),
        DEMO_ACCOUNT: 'false',
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('portal: FILE_STORE names a bucket that does not exist: HeadBucket failed with NotFound (HTTP 404');
      expect(run.stderr).not.toContain(S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY);
      expect(run.stdout).not.toContain('listening');
      // Only the configuration's generated key: no PGlite was created, nothing was migrated.
      expect(readdirSync(data.dir)).toEqual(['master.key']);
    } finally {
      data.remove();
    }
  });

  it('refuses a bucket whose endpoint does not answer, naming FILE_STORE and the network error', async () => {
    const config = loadConfig(testEnv({ ...s3.env(BUCKET), S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }));
    await expect(checkFileStore(loadConfig(testEnv(s3.env(BUCKET))))).resolves.toBeUndefined();
    await expect(checkFileStore(config)).rejects.toThrow(
      /^FILE_STORE names a bucket that could not be reached \(check S3_ENDPOINT, AWS_REGION and the network\): HeadBucket failed with \w+ \(ECONNREFUSED\)$/,
    );
  });
});

describe('portal files import: files kept on disk, into the bucket', () => {
  itImportsFilesFromDisk(instances);
});

describe('portal files import --from-database: moving from FILE_STORE=postgres to a bucket', () => {
  it('copies the bytes kept in file_contents into the bucket, with their type, once', async () => {
    const { a, b, alice, token } = instances;
    const database = createDatabaseFileStore({ db: a.db, contents: createFileContentsRepo() });
    const before = createFilesService({ db: a.db, files: createFilesRepo(), store: database, config: a.config.files });
    const bytes = pdf('kept in the database');
    const file = await before.upload(actorOf(alice), { fileName: 'db.pdf', declaredType: 'application/pdf', bytes });
    // The instances read the bucket: until the import, the file's bytes are not where they look.
    expect((await downloadFile(b, token, alice.workspaceBizId, file.bizId)).status).toBe(500);

    const first = await importFiles({ config: a.config, db: a.db, from: 'database' });
    expect({ imported: first.imported, mismatched: first.mismatched }).toEqual({ imported: 1, mismatched: [] });
    expect(first.missing).not.toContain(file.bizId);
    const download = await downloadFile(b, token, alice.workspaceBizId, file.bizId);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect((await s3.object(BUCKET, objectKey(alice.workspaceBizId, file.bizId)))?.contentType).toBe('application/pdf');

    expect((await importFiles({ config: a.config, db: a.db, from: 'database' })).imported).toBe(0);
  });

  it('takes a directory or the database as its source, not both', async () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => void err.push(line), readStdin: async () => '' };
    expect(await runCli(['files', 'import', '--from', '/var/lib/portal/files', '--from-database'], io)).toBe(2);
    expect(err.join('\n')).toContain('portal: give --from DIR or --from-database, not both');
  });

  it('is refused, naming FILE_STORE, when there is no bucket to copy into', async () => {
    const config = loadConfig(testEnv({ FILE_STORE: 'postgres' }));
    await expect(importFiles({ config, db: instances.a.db, from: 'database' })).rejects.toMatchObject({ variable: 'FILE_STORE' });
  });
});

describe('the AWS SDK', () => {
  it('is imported by nothing in src/ at load time: only the S3 store loads it, on first use', () => {
    const root = join(import.meta.dirname, '..', 'src');
    const sources = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.ts'));
    const staticImports = sources.filter((entry) => /^import\s+(?!type\b)[^;]*from\s+'@aws-sdk\//m.test(readFileSync(join(entry.parentPath, entry.name), 'utf8')));
    expect(staticImports.map((entry) => entry.name)).toEqual([]);
    expect(readFileSync(join(root, 'modules', 'files', 's3-file-store.ts'), 'utf8')).toContain("import('@aws-sdk/client-s3')");
  });
});
