import type { Db } from './db/client.js';
import { masterKeyId, type MasterKeys } from './infra/master-keys.js';
import type { SealedColumn } from './infra/resealing.js';
import { createSecretBox } from './infra/secret-box.js';
import { authSealedColumns } from './modules/auth/auth.module.js';
import { dataKeySealedColumns } from './modules/data-keys/data-keys.module.js';
import { jobsSealedColumns } from './modules/jobs/jobs.module.js';
import { moneySealedColumns } from './modules/money/money.module.js';
import { secureChannelSealedColumns } from './modules/secure-channel/secure-channel.module.js';
import { securitySealedColumns } from './modules/security/security.module.js';
import { webhooksSealedColumns } from './modules/webhooks/webhooks.module.js';

/**
 * Every column of values sealed under MASTER_KEY, each from the module that owns its table:
 * what `portal keys reencrypt` walks. test/keys-reencrypt.test.ts holds this list to the
 * database's `*_sealed` columns, so a new one cannot be forgotten.
 */
export function sealedColumns(deps: { db: Db; config: MasterKeys }): SealedColumn[] {
  const columns = { db: deps.db, box: createSecretBox(deps.config) };
  return [
    ...secureChannelSealedColumns(columns),
    ...authSealedColumns(columns),
    ...securitySealedColumns(columns),
    ...moneySealedColumns(columns),
    ...jobsSealedColumns(columns),
    ...webhooksSealedColumns(columns),
    // Last: an instance refuses to start when MASTER_KEY and MASTER_KEY_PREVIOUS do not open the data
    // keys (src/app.ts). Re-sealed after everything else, they keep that check true until the rest is done.
    ...dataKeySealedColumns(columns),
  ];
}

export interface ColumnReport {
  /** `table.column`. */
  column: string;
  /** Re-sealed under MASTER_KEY by this run (absent with `check`). */
  resealed?: number;
  /** Opened by no configured key: left as they are (absent with `check`). */
  unreadable?: number;
  /** Still not sealed under MASTER_KEY after the run. */
  remaining: number;
}

export interface ReencryptReport {
  /** The id of MASTER_KEY: every value sealed under it starts `sb2.<id>.`. */
  masterKeyId: string;
  columns: ColumnReport[];
  /** Values not under MASTER_KEY, over all columns: 0 means MASTER_KEY_PREVIOUS can go. */
  remaining: number;
}

/**
 * `portal keys reencrypt`: re-seals, column after column, every value not sealed under MASTER_KEY;
 * with `check`, only counts them. `progress` hears of each column as it is done.
 */
export async function reencrypt(deps: {
  db: Db;
  config: MasterKeys;
  check: boolean;
  batchSize: number;
  progress?: (column: ColumnReport) => void;
}): Promise<ReencryptReport> {
  const columns: ColumnReport[] = [];
  for (const column of sealedColumns(deps)) {
    const report = deps.check ? {} : await column.reseal(deps.batchSize);
    const done: ColumnReport = { column: column.name, ...report, remaining: await column.countStale() };
    columns.push(done);
    deps.progress?.(done);
  }
  return { masterKeyId: masterKeyId(deps.config.masterKey), columns, remaining: columns.reduce((sum, column) => sum + column.remaining, 0) };
}
