#!/usr/bin/env node
// The `portal` command. It runs the compiled `dist/` when there is one (the
// production install has no tsx), and the TypeScript sources through tsx
// otherwise, so a fresh clone needs no build step. A build older than any
// source file is stale and is never run in place of the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'cli.js');
const sources = join(root, 'src');

/**
 * The newest modification time under `dir` (0 when it does not exist, as in an image). Folders count too: deleting
 * or renaming a source changes no file's time, only its folder's.
 */
function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() || entry.isDirectory()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

async function loadCli() {
  if (existsSync(built) && statSync(built).mtimeMs >= newestChange(sources)) return import(pathToFileURL(built).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(sources, 'cli.ts')).href);
}

const { runCli } = await loadCli();
process.exitCode = await runCli(process.argv.slice(2));
