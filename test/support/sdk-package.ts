import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * packages/client as a consumer gets it: `npm pack` of the package (its prepack builds dist), installed
 * from the tarball into a fresh project outside the repository. Its dependencies are packed from this
 * repository's node_modules beside it, so the install needs no registry (`--offline`).
 */

const run = promisify(execFile);
const PACKAGES_ENV = 'PORTAL_TEST_SDK_PACKAGES';
const CLIENT_TARBALL = 'partner-portal-client.tgz';
const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];

/** The dependencies of the installed package at `dir`, recursively (what a registry install would fetch). */
async function dependencyDirs(dir: string, into = new Map<string, string>()): Promise<Map<string, string>> {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (into.has(name)) continue;
    const found = await realpath(join('node_modules', name));
    into.set(name, found);
    await dependencyDirs(found, into);
  }
  return into;
}

async function pack(dir: string, destination: string, ...flags: string[]): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination, ...flags, ...quiet], { cwd: dir });
  return (JSON.parse(stdout) as Array<{ filename: string }>)[0]!.filename;
}

/** Packs the client (building it) and its dependencies into a temporary directory; answers its clean-up. */
export async function packClient(): Promise<() => Promise<void>> {
  const destination = await mkdtemp(join(tmpdir(), 'portal-sdk-pack-'));
  const client = await pack('packages/client', destination);
  await rename(join(destination, client), join(destination, CLIENT_TARBALL));
  for (const dir of (await dependencyDirs('packages/client')).values()) await pack(dir, destination, '--ignore-scripts');
  process.env[PACKAGES_ENV] = destination;
  return () => rm(destination, { recursive: true, force: true });
}

export interface Consumer {
  dir: string;
  /** The installed package's own directory (node_modules/@partner-portal/client). */
  packageDir: string;
  remove: () => Promise<void>;
}

/** A fresh ESM project with the packed client installed from its tarball (packClient ran in the global setup). */
export async function installConsumer(): Promise<Consumer> {
  const packages = process.env[PACKAGES_ENV];
  if (!packages) throw new Error(`${PACKAGES_ENV} is unset: test/support/sdk-package-setup.ts packs the client before the tests`);
  const dir = await mkdtemp(join(tmpdir(), 'portal-sdk-consumer-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }));
  const tarballs = (await readdir(packages)).filter((name) => name.endsWith('.tgz')).map((name) => join(packages, name));
  await run('npm', ['install', '--offline', ...quiet, ...tarballs], { cwd: dir });
  return { dir, packageDir: join(dir, 'node_modules/@partner-portal/client'), remove: () => rm(dir, { recursive: true, force: true }) };
}
