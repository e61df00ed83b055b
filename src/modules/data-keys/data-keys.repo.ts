import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';

/** SQL of `data_keys`: one sealed key a name. */
export function createDataKeysRepo() {
  return {
    async find(db: Queryable, name: string): Promise<string | undefined> {
      const rows = await db.query<{ key_sealed: string }>('SELECT key_sealed FROM data_keys WHERE name = $1', [name]);
      return rows[0]?.key_sealed;
    },

    /** Stores the key unless one is stored already (instances starting together): the first one stays. */
    async insertIfAbsent(db: Queryable, name: string, keySealed: string): Promise<void> {
      await db.query('INSERT INTO data_keys (name, key_sealed) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, keySealed]);
    },

    sealedKeys: sealedColumnStore<string>({ table: 'data_keys', key: 'name', column: 'key_sealed' }),
  };
}

export type DataKeysRepo = ReturnType<typeof createDataKeysRepo>;
