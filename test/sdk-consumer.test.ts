import { spawn } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { installConsumer, type Consumer } from './support/sdk-package.js';
import { advertiseRequiredGroups } from './support/sdk.js';
import { lastMailId, signInCode, startSignInServer } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * packages/client as a consumer installs it: the tarball `npm pack` made (test/support/sdk-package-setup.ts)
 * installed into a fresh project, then run by plain Node ESM against the real server and type-checked by
 * TypeScript under `moduleResolution` bundler and node16 with `strict` and `exactOptionalPropertyTypes`,
 * together with every ```ts example of the package's README.
 */

const TSC = join(process.cwd(), 'node_modules/typescript/bin/tsc');
let consumer: Consumer;
let server: TestServer;
let account: TestAccount;

/** Node ESM with nothing but the installed package: sign in with MFA (the code read from stdin), read the profile. */
const SIGN_IN_SCRIPT = `
import { createInterface } from 'node:readline';
import { completeLogin, createPortalClient, dataOf, initiateLogin, sendMfaCode } from '@partner-portal/client';

const [baseUrl, portalAccessCode, email, password] = process.argv.slice(2);
const portal = createPortalClient({ baseUrl, portalAccessCode });
const challenge = await initiateLogin(portal, { email, password });
await sendMfaCode(portal, { sessionId: challenge.sessionId });
console.log('code?');
const lines = createInterface({ input: process.stdin });
const code = await new Promise((resolve) => lines.once('line', resolve));
lines.close();
await completeLogin(portal, { sessionId: challenge.sessionId, code });
const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'));
console.log(JSON.stringify({ email: profile.accountEmail, channel: await portal.secureChannel.sessionId() }));
portal.dispose();
`;

/** A consumer's own TypeScript: typed calls, narrowed errors, and the mistakes the types must refuse. */
const APP_TS = `
import { createPortalClient, dataOf, isOperationError, type OperationData } from '@partner-portal/client';

const portal = createPortalClient({ baseUrl: 'https://portal.example.com', portalAccessCode: 'code' });

export async function accountName(): Promise<string> {
  const profile: OperationData<'GET /web/v1/partner/profile'> = await dataOf(portal.api.GET('/web/v1/partner/profile'));
  return profile.accountName;
}

export async function transfer(): Promise<string | undefined> {
  try {
    await portal.api.POST('/web/v1/partner/transfers', { body: { toWorkspaceBizId: 'ws_1', currency: 'USD', amount: '1.00' } });
    return undefined;
  } catch (error) {
    if (isOperationError(error, 'POST /web/v1/partner/transfers')) return error.code;
    throw error;
  }
}

// @ts-expect-error a misspelt per-call option does not compile
await portal.api.GET('/web/v1/partner/profile', { encypt: true });
// @ts-expect-error a path the API does not have
await portal.api.GET('/web/v1/partner/no-such-path');
`;

/** tsconfig of a consumer on `moduleResolution` (with its matching `module`), strict and exactOptionalPropertyTypes. */
const tsconfig = (module: string, moduleResolution: string, include: string[]) => ({
  compilerOptions: {
    target: 'ES2022',
    module,
    moduleResolution,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: false,
  },
  include,
});

/** Runs `command` to its end; answers its exit code and output. */
function runIn(cwd: string, command: string, args: string[], onLine?: (line: string, stdin: NodeJS.WritableStream) => void): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line) onLine?.(line, child.stdin);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The README's ```ts blocks; a block whose first line says `// needs: a, b` wants packages beyond this one. */
function readmeExamples(readme: string): Array<{ code: string; needs: string[] }> {
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code]) => ({
    code: code!,
    needs: /^\/\/ needs: (.+)/.exec(code!)?.[1]?.split(',').map((name) => name.trim()) ?? [],
  }));
}

/**
 * What an example needs beyond the SDK (react, @tanstack/react-query), linked into the consumer from this
 * repository's node_modules (dev dependencies), with the DefinitelyTyped package of any that ships no types.
 */
async function linkExampleNeeds(consumerDir: string, needs: readonly string[]): Promise<void> {
  const names = new Set(needs.flatMap((name) => [name, ...(name === 'react' ? ['@types/react'] : [])]));
  for (const name of names) {
    const target = join(consumerDir, 'node_modules', name);
    await mkdir(join(target, '..'), { recursive: true });
    await symlink(join(process.cwd(), 'node_modules', name), target, 'dir').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

describe('the packed SDK in a fresh project', () => {
  beforeAll(async () => {
    consumer = await installConsumer();
    server = await startSignInServer({
      env: { SECURE_CHANNEL_REQUIRED: 'auth' },
      configure: (app) => advertiseRequiredGroups(app, ['auth']),
    });
    account = await createAccount(server, 'sdk-consumer');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await consumer?.remove();
  });

  it('installs only the built package: dist, README and package.json, no TypeScript source', async () => {
    const { stdout } = await runIn(consumer.packageDir, 'find', ['.', '-type', 'f']);
    const files = stdout.split('\n').filter(Boolean).map((file) => file.slice(2)).sort();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts', 'dist/machine-schema.d.ts']));
    expect(files.filter((file) => !file.startsWith('dist/') && !['README.md', 'package.json'].includes(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it(`signs in with MFA through the secure channel from plain Node ESM (${process.version})`, async () => {
    await writeFile(join(consumer.dir, 'sign-in.mjs'), SIGN_IN_SCRIPT);
    const before = await lastMailId(server, account.email);
    const result = await runIn(consumer.dir, process.execPath, ['sign-in.mjs', server.url, PORTAL_CODE, account.email, account.password], (line, stdin) => {
      if (line === 'code?') void signInCode(server, account.email, before).then((code) => stdin.write(`${code}\n`));
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { email: string; channel: string };
    expect(answer).toEqual({ email: account.email, channel: expect.stringMatching(/^scs_/) });
  }, 60_000);

  describe.each([
    ['bundler', 'ESNext', 'Bundler'],
    ['node16', 'Node16', 'Node16'],
  ])('TypeScript with moduleResolution %s, strict and exactOptionalPropertyTypes', (name, module, moduleResolution) => {
    it('type-checks an application and every README example', async () => {
      const dir = join(consumer.dir, name);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'app.ts'), APP_TS);
      const examples = readmeExamples(await readFile(join(consumer.packageDir, 'README.md'), 'utf8'));
      // Every example is compiled; the React one with react and @tanstack/react-query linked in.
      const compiled = examples;
      expect(compiled.length).toBeGreaterThanOrEqual(8);
      await linkExampleNeeds(consumer.dir, compiled.flatMap((example) => example.needs));
      await Promise.all(compiled.map((example, index) => writeFile(join(dir, `readme-${index + 1}.ts`), example.code)));
      await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig(module, moduleResolution, ['*.ts'])));
      const result = await runIn(dir, process.execPath, [TSC, '-p', 'tsconfig.json']);
      expect(result.stdout).toBe('');
      expect(result.code).toBe(0);
    }, 120_000);
  });
});
