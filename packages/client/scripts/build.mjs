// Builds the publishable package into dist: one ESM bundle of src (openapi-fetch stays an import, the
// package's dependency) and the declarations tsc emits for src. schema.d.ts and machine-schema.d.ts are generated as declaration
// files already, which tsc does not copy, so they are copied beside the rest.
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/index.ts')],
  outfile: join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['openapi-fetch'],
  sourcemap: true,
  legalComments: 'none',
});
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
for (const declarations of ['schema.d.ts', 'machine-schema.d.ts']) {
  copyFileSync(join(root, 'src', declarations), join(dist, declarations));
}
