import type { Db } from '../../db/client.js';
import { ConfigError } from '../../config.js';
import type { MasterKeys } from '../../infra/master-keys.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, SecretBoxError, type SecretBox } from '../../infra/secret-box.js';
import { createDataKeysRepo } from './data-keys.repo.js';

/**
 * A key that hashes data which must outlive a MASTER_KEY rotation (the API-key pepper, the
 * backup-code key): a hash cannot be recomputed without the secret it hashes, so the key itself
 * never changes. `initial` is how it used to be derived from MASTER_KEY: the first start stores
 * that, so hashes made before the key was stored keep verifying.
 */
export interface DataKeySpec {
  name: string;
  initial: (masterKey: Buffer) => Buffer;
}

export interface DataKeys {
  /**
   * The stored keys, each stored first when there is none. Throws ConfigError (naming MASTER_KEY or
   * MASTER_KEY_PREVIOUS, never a value) when no configured key opens a stored one, or when one would
   * have to be derived while previous keys are configured (then which key made its hashes is a
   * guess). Every stored key is opened before a missing one is stored, so a start that is refused
   * writes nothing. Load at start: it is the start-up proof that the configured keys fit the database.
   */
  load<K extends string>(specs: Readonly<Record<K, DataKeySpec>>): Promise<Record<K, Buffer>>;
}

const contextOf = (name: string) => `data-key:${name}`;

/** The data keys (table `data_keys`), each sealed under MASTER_KEY. */
export function createDataKeysModule(deps: { db: Db; config: MasterKeys }): { service: DataKeys } {
  const { db, config } = deps;
  const repo = createDataKeysRepo();
  const box = createSecretBox(config);

  function open(name: string, sealed: string): Buffer {
    try {
      return box.open(sealed, contextOf(name));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      throw new ConfigError('MASTER_KEY', `does not open the stored ${name} (${error.reason}): give the key it was sealed under in MASTER_KEY_PREVIOUS`);
    }
  }

  async function store(spec: DataKeySpec): Promise<Buffer> {
    if (config.previousMasterKeys.length > 0) {
      throw new ConfigError(
        'MASTER_KEY_PREVIOUS',
        `must be unset at the first start of this version: it stores the ${spec.name} derived from MASTER_KEY, which must be the key the data was written under (docs/operations.md, "Rotating MASTER_KEY")`,
      );
    }
    await repo.insertIfAbsent(db, spec.name, box.seal(spec.initial(config.masterKey), contextOf(spec.name)));
    // Another instance starting at the same moment may have stored it first: theirs is the key.
    return open(spec.name, (await repo.find(db, spec.name))!);
  }

  return {
    service: {
      async load(specs) {
        const entries = Object.entries(specs) as Array<[keyof typeof specs, DataKeySpec]>;
        const stored = new Map<DataKeySpec, Buffer>();
        for (const [, spec] of entries) {
          const sealed = await repo.find(db, spec.name);
          if (sealed !== undefined) stored.set(spec, open(spec.name, sealed));
        }
        const keys = {} as Record<keyof typeof specs, Buffer>;
        for (const [field, spec] of entries) keys[field] = stored.get(spec) ?? (await store(spec));
        return keys;
      },
    },
  };
}

/** For `portal keys reencrypt`. */
export function dataKeySealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  return [sealedColumn({ ...deps, store: createDataKeysRepo().sealedKeys, context: contextOf })];
}
