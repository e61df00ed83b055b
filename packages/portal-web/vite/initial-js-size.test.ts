import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { initialJsGzipBytes } from './initial-js-size';

function chunk(fileName: string, code: string, links: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {}) {
  return { type: 'chunk', fileName, code, isEntry: false, imports: [], dynamicImports: [], ...links } as unknown as Rolldown.OutputChunk;
}

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

describe('initialJsGzipBytes', () => {
  it('counts the entry and what it imports statically, transitively, each once; never a lazy page', () => {
    const entry = 'import "./vendor.js"; import "./shared.js"; const page = () => import("./page.js");';
    const vendor = 'export const react = "a".repeat(10);';
    const shared = 'import "./vendor.js"; export const x = 1;';
    const page = 'export default function Page() { return "a big page"; }';
    const bundle = {
      'index.js': chunk('index.js', entry, { isEntry: true, imports: ['vendor.js', 'shared.js'], dynamicImports: ['page.js'] }),
      'vendor.js': chunk('vendor.js', vendor),
      'shared.js': chunk('shared.js', shared, { imports: ['vendor.js'] }),
      'page.js': chunk('page.js', page, { imports: ['shared.js'] }),
      'index.css': { type: 'asset', fileName: 'index.css', source: 'body{}' },
    } as unknown as Rolldown.OutputBundle;
    expect(initialJsGzipBytes(bundle)).toBe(gzip(entry) + gzip(vendor) + gzip(shared));
  });
});
