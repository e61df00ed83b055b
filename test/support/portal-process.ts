import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/client.js';
import { openDatabase } from '../../src/db/open.js';

/** The real `portal` command, as a user runs it. */
export const PORTAL_BIN = fileURLToPath(new URL('../../bin/portal.js', import.meta.url));

/**
 * The child's whole environment: nothing leaks in from the test process
 * (its NODE_ENV, its DATABASE_URL) unless the test passes it.
 */
export function childEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env };
}

export interface PortalRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `portal <args>` to completion; standard input is `input` (for `--password-stdin`), else empty. */
export function runPortal(args: string[], env: Record<string, string>, options: { input?: string; timeoutMs?: number } = {}): Promise<PortalRun> {
  const child = spawnPortal(args, env);
  child.stdin.end(options.input ?? '');
  return finished(child, options.timeoutMs);
}

export function spawnPortal(args: string[], env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [PORTAL_BIN, ...args], { env: childEnv(env), stdio: 'pipe' });
}

/** Resolves when the child exits; kills it (and fails) after `timeoutMs`. */
export function finished(child: ChildProcessWithoutNullStreams, timeoutMs = 60_000): Promise<PortalRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`portal ${child.spawnargs.slice(2).join(' ')} did not exit within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // 'exit' may fire before the pipes are drained.
      setImmediate(() => resolve({ code, signal, stdout, stderr }));
    });
  });
}

/** Waits until the child's stdout or stderr so far matches `pattern`. */
export function waitForOutput(child: ChildProcessWithoutNullStreams, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  let seen = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer | string) => {
      seen += String(chunk);
      if (pattern.test(seen)) {
        cleanup();
        resolve(seen);
      }
    };
    const onExit = () => {
      cleanup();
      reject(new Error(`portal exited before printing ${pattern}:\n${seen}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`portal did not print ${pattern} within ${timeoutMs} ms:\n${seen}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
}

/** A temporary DATA_DIR, removed by the returned cleanup. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs `work` on the PGlite database in `dir`, through the same lock as any
 * portal process (so it also proves a child let go of it), and closes it.
 */
export async function inspectDataDir<T>(dir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ db: { url: undefined, dataDir: dir } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A loopback port that was free a moment ago (the server binds it itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
