/**
 * `node --expose-gc --import tsx bench/file-download.ts`: memory and time of
 * reading one 10 MiB file from the database file store (FILE_STORE=postgres),
 * by read slice size, the whole file in one query last. The consumer takes one
 * chunk per turn of the event loop, as a socket does. Prints, per size, the
 * median time and the median and largest rise of RSS over 5 rounds (after a
 * GC). Needs DATABASE_URL (an admin URL: a fresh database is created and dropped).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPostgresDb } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createFileContentsRepo } from '../src/modules/files/file-contents.repo.js';
import { createDatabaseFileStore } from '../src/modules/files/file-store.js';
import { freshDatabase } from './processes.js';

const FILE_BYTES = 10 * 1024 * 1024;
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, slices: { type: 'string', default: '64,256,1024,4096' } } });
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const mib = (n: number) => Number((n / 1048576).toFixed(1));

const database = await freshDatabase('postgres');
const db = createPostgresDb(database.env.DATABASE_URL!, { max: 2 });
try {
  await migrate(db);
  // The table as migrated (STORAGE EXTERNAL), without the files row its key refers to.
  await db.exec('ALTER TABLE file_contents DROP CONSTRAINT file_contents_storage_key_fkey');
  const contents = createFileContentsRepo();
  await contents.insert(db, 'ws/file', randomBytes(FILE_BYTES));
  const sizes = [...values.slices.split(',').map((kib) => Number(kib) * 1024), FILE_BYTES];
  for (const chunkBytes of sizes) {
    const store = createDatabaseFileStore({ db, contents, chunkBytes });
    const times: number[] = [];
    const rises: number[] = [];
    for (let round = 0; round <= Number(values.rounds); round++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const base = process.memoryUsage().rss;
      let peak = base;
      const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
      const timer = setInterval(sample, 1);
      const start = performance.now();
      let total = 0;
      for await (const chunk of (await store.get('ws/file'))!) {
        total += (chunk as Buffer).length;
        sample();
        await new Promise((resolve) => setImmediate(resolve));
      }
      clearInterval(timer);
      if (total !== FILE_BYTES) throw new Error(`read ${total} of ${FILE_BYTES} bytes`);
      // Round 0 warms up.
      if (round > 0) {
        times.push(performance.now() - start);
        rises.push(peak - base);
      }
    }
    const label = chunkBytes === FILE_BYTES ? 'whole file' : `${chunkBytes / 1024} KiB`;
    console.log(JSON.stringify({ slice: label, medianMs: Math.round(median(times)), rssRiseMiB: { median: mib(median(rises)), max: mib(Math.max(...rises)) } }));
  }
} finally {
  await db.close();
  await database.drop();
}
