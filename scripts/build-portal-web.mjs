#!/usr/bin/env node
// Builds the portal web app (packages/portal-web → packages/portal-web/dist) with Vite when its output is
// missing or older than its sources, so `npm ci && npm start` serves a current app and a second start
// costs nothing. Prints one line either way (Vite's own report follows when it builds). Run by the root
// `prestart` and `build:web` scripts and by the Dockerfile's build stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages', 'portal-web');
const output = join(web, 'dist', 'index.html');
/** Everything the build reads: the app, its build settings, and the SDK it bundles from source. */
const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'package.json'),
  join(root, 'packages', 'client', 'src'),
];
const say = (message) => console.log(`portal web app: ${message}`);
const shown = (path) => relative(process.cwd(), path) || '.';

/** The newest modification time under `path` (a file or a folder, walked whole); 0 when it does not exist. */
function newestChange(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) newest = Math.max(newest, newestChange(join(path, entry.name)));
  return newest;
}

function viteBin() {
  try {
    const require = createRequire(join(web, 'package.json'));
    return join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  } catch {
    return undefined;
  }
}

if (!existsSync(join(web, 'vite.config.ts'))) {
  say(`nothing to build (${shown(join(web, 'vite.config.ts'))} does not exist); the server will answer / with 503`);
  process.exit(0);
}

const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs;
const changed = Math.max(...sources.map(newestChange));
if (built !== undefined && built >= changed) {
  say(`up to date (${shown(join(web, 'dist'))} is newer than its sources)`);
  process.exit(0);
}

const vite = viteBin();
if (!vite) {
  // A production install (npm ci --omit=dev) has no Vite: the image builds the app in its build stage instead.
  say(`cannot build: Vite is not installed (a production install?); ${built === undefined ? 'the server will answer / with 503' : 'serving the older build'}`);
  process.exit(0);
}
say(built === undefined ? `building (${shown(output)} does not exist yet)` : 'building (its sources changed since the last build)');
// Always a production bundle: Vite follows NODE_ENV, and Vitest's global setup runs with NODE_ENV=test, which
// would build React's development code (some 70 kB gzip more) and serve it to the end-to-end tests.
const run = spawnSync(process.execPath, [vite, 'build'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (run.status !== 0) {
  console.error(`portal web app: vite build failed (exit ${run.status ?? run.signal})`);
  process.exit(1);
}
