#!/usr/bin/env node
// The `portal` command. The TypeScript sources run through tsx, so a fresh
// clone works without a build step and there is never a stale build to run.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { runCli } = await import(pathToFileURL(join(root, 'src', 'cli.ts')).href);
process.exitCode = await runCli(process.argv.slice(2));
