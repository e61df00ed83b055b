import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one layer rule dependency-cruiser cannot see (`npm run lint:deps` checks
 * the import rules): SQL text lives in repositories and in src/db, nowhere else.
 * A statement is found by its opening words at the start of a string literal.
 */
const SRC = join(import.meta.dirname, '..', 'src');
const STATEMENT = /[`'"]\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\(|LOCK\s+TABLE\s)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the layers of src/', () => {
  it('keeps SQL in *.repo.ts files and src/db/', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.endsWith('.repo.ts') && !path.startsWith('db/'))
      .flatMap((path) =>
        readFileSync(join(SRC, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (STATEMENT.test(line) ? [`src/${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
