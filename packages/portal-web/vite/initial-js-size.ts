import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The budget for the JavaScript a first visit downloads before any route's own chunk. */
export const INITIAL_JS_BUDGET_BYTES = 300 * 1024;

/** Gzip bytes of the entry chunks and everything they import statically (what the browser needs before the first paint). */
export function initialJsGzipBytes(bundle: OutputBundle): number {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const initial = new Set<string>();
  const visit = (fileName: string): void => {
    if (initial.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    initial.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  let total = 0;
  for (const fileName of initial) total += gzipSync(chunks.get(fileName)!.code, { level: 9 }).length;
  return total;
}

/** Prints `portal-web initial JS: N kB gzip` after a build and fails it above the budget. */
export function initialJsSize(budgetBytes = INITIAL_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'portal-web:initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const bytes = initialJsGzipBytes(bundle);
      const line = `portal-web initial JS: ${(bytes / 1024).toFixed(1)} kB gzip (budget ${(budgetBytes / 1024).toFixed(0)} kB)`;
      if (bytes > budgetBytes) this.error(line);
      process.stdout.write(`${line}\n`);
    },
  };
}
