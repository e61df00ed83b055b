import type { Db } from '../db/client.js';
import { markResealing, type SealedColumnStore } from '../db/sealed-columns.js';
import { SecretBoxError, type SecretBox } from './secret-box.js';

/** What one pass over a column did. */
export interface ResealReport {
  /** Values now sealed under MASTER_KEY that were not. */
  resealed: number;
  /** Values no configured key opens (or no longer bound to their row): left as they are. */
  unreadable: number;
}

/** One column of sealed values, as `portal keys reencrypt` walks it. */
export interface SealedColumn {
  /** `table.column`. */
  readonly name: string;
  /** How many values are not sealed under the current MASTER_KEY. */
  countStale(): Promise<number>;
  /**
   * Re-seals every value not under the current MASTER_KEY, `batchSize` values a transaction, in key
   * order. Each value is replaced only if it is still what was read, so a value an instance wrote
   * meanwhile is kept. Idempotent: a second pass finds nothing; an interrupted one loses only its
   * open batch, and the next pass starts where values are still stale.
   */
  reseal(batchSize: number): Promise<ResealReport>;
}

export interface SealedColumnDeps<K> {
  db: Db;
  box: SecretBox;
  store: SealedColumnStore<K>;
  /** The aad a row's value was sealed with (say `otp:<account id>`). */
  context: (key: K) => string;
}

/** A value under the current key, or undefined when none of the configured keys opens it. */
function resealed(box: SecretBox, sealed: string, aad: string): string | undefined {
  let plaintext: Buffer;
  try {
    plaintext = box.open(sealed, aad);
  } catch (error) {
    if (error instanceof SecretBoxError) return undefined;
    throw error;
  }
  try {
    return box.seal(plaintext, aad);
  } finally {
    plaintext.fill(0);
  }
}

export function sealedColumn<K>(deps: SealedColumnDeps<K>): SealedColumn {
  const { db, box, store, context } = deps;
  return {
    name: store.name,
    countStale: () => store.countOther(db, box.currentPrefix),
    async reseal(batchSize) {
      const report: ResealReport = { resealed: 0, unreadable: 0 };
      let after: K | undefined;
      for (;;) {
        const page = await store.page(db, box.currentPrefix, after, batchSize);
        if (page.length === 0) return report;
        const batch = await db.transaction(async (tx) => {
          await markResealing(tx);
          const counts: ResealReport = { resealed: 0, unreadable: 0 };
          for (const row of page) {
            const next = resealed(box, row.sealed, context(row.key));
            if (next === undefined) counts.unreadable += 1;
            else if (await store.replace(tx, row.key, row.sealed, next)) counts.resealed += 1;
          }
          return counts;
        });
        report.resealed += batch.resealed;
        report.unreadable += batch.unreadable;
        after = page[page.length - 1]!.key;
      }
    },
  };
}
