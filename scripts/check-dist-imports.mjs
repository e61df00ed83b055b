// Every package the compiled dist/ imports at run time must be a production
// dependency: `npm ci --omit=dev` installs nothing else, so an import of a dev
// dependency would start in development and fail in the image.
// Usage: node scripts/check-dist-imports.mjs <app dir with dist/ and package.json>
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const app = process.argv[2] ?? '.';
const { dependencies = {} } = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
const builtins = new Set(builtinModules);
// tsc emits import/export declarations at the start of a line (type-only ones are erased) and
// `import('…')` with a literal; a string that merely contains "from" is neither.
const patterns = [/^(?:import|export)\s[^;'"()=]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
const specifiersIn = (code) => patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));

/** `@scope/name/deep` → `@scope/name`, `name/deep` → `name`. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const wrong = [];
const used = new Set();
let files = 0;
for (const entry of readdirSync(join(app, 'dist'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
  files += 1;
  const file = join(entry.parentPath, entry.name);
  for (const specifier of specifiersIn(readFileSync(file, 'utf8'))) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageOf(specifier);
    used.add(name);
    if (!(name in dependencies)) wrong.push(`${file}: imports ${specifier}, and ${name} is not in "dependencies"`);
  }
}
if (files === 0) {
  console.error(`no .js files under ${join(app, 'dist')}`);
  process.exit(1);
}
if (wrong.length > 0) {
  console.error(wrong.join('\n'));
  process.exit(1);
}
console.log(`dist imports only production dependencies: ${used.size} packages from ${files} files`);
