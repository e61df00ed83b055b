import type { Queryable } from '../../db/client.js';
import type { Currency } from './ledger.model.js';

interface CurrencyRow {
  code: string;
  scale: number;
  name: string;
  enabled: boolean;
}

const COLUMNS = 'code, scale, name, enabled';
const toCurrency = (row: CurrencyRow): Currency => ({ code: row.code, scale: Number(row.scale), name: row.name, enabled: row.enabled });

/** SQL of the `currencies` table, which the ledger owns (migration 0006): every other module goes through the currency service. */
export function createCurrenciesRepo() {
  return {
    async find(db: Queryable, code: string): Promise<Currency | undefined> {
      const rows = await db.query<CurrencyRow>(`SELECT ${COLUMNS} FROM currencies WHERE code = $1`, [code]);
      return rows[0] && toCurrency(rows[0]);
    },

    async findMany(db: Queryable, codes: readonly string[]): Promise<Currency[]> {
      const rows = await db.query<CurrencyRow>(`SELECT ${COLUMNS} FROM currencies WHERE code = ANY($1::text[])`, [codes]);
      return rows.map(toCurrency);
    },

    async list(db: Queryable): Promise<Currency[]> {
      const rows = await db.query<CurrencyRow>(`SELECT ${COLUMNS} FROM currencies ORDER BY code`);
      return rows.map(toCurrency);
    },

    /** The trigger currencies_create_system_accounts gives the new currency its system accounts in the same statement. */
    async insert(tx: Queryable, c: Currency): Promise<void> {
      await tx.query(`INSERT INTO currencies (${COLUMNS}) VALUES ($1, $2, $3, $4)`, [c.code, c.scale, c.name, c.enabled]);
    },

    /** Name and enabled only: the scale never changes (trigger currencies_scale_immutable). Undefined when no such currency exists. */
    async update(tx: Queryable, code: string, f: { name: string | null; enabled: boolean | null }): Promise<Currency | undefined> {
      const rows = await tx.query<CurrencyRow>(
        `UPDATE currencies SET name = COALESCE($2, name), enabled = COALESCE($3, enabled) WHERE code = $1 RETURNING ${COLUMNS}`,
        [code, f.name, f.enabled],
      );
      return rows[0] && toCurrency(rows[0]);
    },
  };
}

export type CurrenciesRepo = ReturnType<typeof createCurrenciesRepo>;
