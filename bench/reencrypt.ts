/**
 * `npx tsx bench/reencrypt.ts [--rows 20000] [--batches 100,500,2000]`: how long `portal keys
 * reencrypt` takes per sealed value. Seeds `--rows` TOTP seeds sealed under key A (the accounts'
 * foreign key dropped: only the sealed column matters), then re-seals them all under B, back under
 * A, … once per batch size, and times `--check` on the result. Prints one JSON line per run. Needs
 * DATABASE_URL (an admin URL: a fresh database is created and dropped).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPostgresDb } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createSecretBox } from '../src/infra/secret-box.js';
import { reencrypt } from '../src/sealed-columns.js';
import { freshDatabase } from './processes.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '20000' }, batches: { type: 'string', default: '100,500,2000' } } });
const rows = Number(values.rows);
const keys = [randomBytes(32), randomBytes(32)];

const database = await freshDatabase('postgres');
const db = createPostgresDb(database.env.DATABASE_URL!, { max: 2 });
try {
  await migrate(db);
  await db.exec('ALTER TABLE account_otp_authenticators DROP CONSTRAINT account_otp_authenticators_account_id_fkey');
  const box = createSecretBox({ masterKey: keys[0]!, previousMasterKeys: [] });
  for (let start = 0; start < rows; start += 5_000) {
    const ids = Array.from({ length: Math.min(5_000, rows - start) }, (_, i) => `acc_bench_${String(start + i).padStart(8, '0')}`);
    const sealed = ids.map((id) => box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', `otp:${id}`));
    await db.query(
      `INSERT INTO account_otp_authenticators (account_id, secret_sealed, setup_expires_at)
       SELECT id, sealed, now() + interval '1 day' FROM unnest($1::text[], $2::text[]) AS t(id, sealed)`,
      [ids, sealed],
    );
  }
  let current = 1;
  for (const batchSize of values.batches.split(',').map(Number)) {
    const config = { masterKey: keys[current]!, previousMasterKeys: [keys[1 - current]!] };
    const started = performance.now();
    const report = await reencrypt({ db, config, check: false, batchSize });
    const ms = performance.now() - started;
    const column = report.columns.find((entry) => entry.column === 'account_otp_authenticators.secret_sealed')!;
    const checkStarted = performance.now();
    await reencrypt({ db, config, check: true, batchSize });
    const checkMs = performance.now() - checkStarted;
    console.log(
      JSON.stringify({ rows, batchSize, resealed: column.resealed, seconds: Number((ms / 1000).toFixed(2)), perSecond: Math.round((column.resealed! / ms) * 1000), checkMs: Math.round(checkMs) }),
    );
    current = 1 - current;
  }
} finally {
  await db.close();
  await database.drop();
}
