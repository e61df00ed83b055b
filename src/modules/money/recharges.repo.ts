import type { Queryable } from '../../db/client.js';
import { createOrderQueries } from './orders.repo.js';

export type RechargeStatus = 'AWAITING_PAYMENT' | 'PROOF_SUBMITTED' | 'UNDER_REVIEW' | 'COMPLETED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface RechargeChannelRow {
  id: string;
  currency: string;
  method: 'BANK_TRANSFER' | 'CRYPTO' | 'CARD';
  name: string;
  min_amount: string;
  max_amount: string | null;
  fixed_fee: string;
  fee_bps: number;
  instructions: string;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface RechargeQuoteRow {
  id: string;
  workspace_id: string;
  channel_id: string;
  currency: string;
  amount: string;
  fee: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface RechargeRow {
  id: string;
  workspace_id: string;
  wallet_id: string;
  channel_id: string;
  quote_id: string | null;
  currency: string;
  amount: string;
  fee: string;
  status: RechargeStatus;
  credit_transfer_id: string | null;
  fee_transfer_id: string | null;
  proof_file_id: string | null;
  status_reason: string | null;
  payment_reference: string;
  expires_at: Date;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  channel_name: string;
  channel_method: RechargeChannelRow['method'];
  channel_instructions: string;
}

export interface RechargeFilter {
  status: RechargeStatus | null;
  currency: string | null;
  from: Date | null;
  to: Date | null;
}

const CHANNEL = 'id, currency, method, name, min_amount, max_amount, fixed_fee, fee_bps, instructions, enabled, created_at, updated_at';
const QUOTE = 'id, workspace_id, channel_id, currency, amount, fee, expires_at, used_at, created_at';
const R = `r.id, r.workspace_id, r.wallet_id, r.channel_id, r.quote_id, r.currency, r.amount, r.fee, r.status, r.credit_transfer_id,
  r.fee_transfer_id, r.proof_file_id, r.status_reason, r.payment_reference, r.expires_at, r.created_by, r.created_at, r.updated_at,
  r.completed_at, c.name AS channel_name, c.method AS channel_method, c.instructions AS channel_instructions`;
const FROM = 'recharges r JOIN recharge_channels c ON c.id = r.channel_id';

export interface ChannelFields {
  currency: string;
  method: RechargeChannelRow['method'];
  name: string;
  minAmount: bigint;
  maxAmount: bigint | null;
  fixedFee: bigint;
  feeBps: number;
  instructions: string;
  enabled: boolean;
}

/** What an expiry tells about each recharge it ended. */
export interface ExpiredRecharge {
  id: string;
  workspace_id: string;
  currency: string;
  amount: string;
  status: 'EXPIRED';
}

export function createRechargesRepo() {
  const orders = createOrderQueries<RechargeRow>({ columns: R, from: FROM, alias: 'r' });
  return {
    async listChannels(db: Queryable, options: { enabledOnly: boolean; currency: string | null }): Promise<RechargeChannelRow[]> {
      return db.query<RechargeChannelRow>(
        `SELECT ${CHANNEL} FROM recharge_channels WHERE (NOT $1::boolean OR enabled) AND ($2::text IS NULL OR currency = $2) ORDER BY currency, name, id`,
        [options.enabledOnly, options.currency],
      );
    },

    async findChannel(db: Queryable, id: string): Promise<RechargeChannelRow | undefined> {
      const rows = await db.query<RechargeChannelRow>(`SELECT ${CHANNEL} FROM recharge_channels WHERE id = $1`, [id]);
      return rows[0];
    },

    async insertChannel(tx: Queryable, id: string, f: ChannelFields): Promise<RechargeChannelRow> {
      const rows = await tx.query<RechargeChannelRow>(
        `INSERT INTO recharge_channels (id, currency, method, name, min_amount, max_amount, fixed_fee, fee_bps, instructions, enabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${CHANNEL}`,
        [id, f.currency, f.method, f.name, f.minAmount, f.maxAmount, f.fixedFee, f.feeBps, f.instructions, f.enabled],
      );
      return rows[0]!;
    },

    async updateChannel(tx: Queryable, id: string, f: Omit<ChannelFields, 'currency'>): Promise<RechargeChannelRow | undefined> {
      const rows = await tx.query<RechargeChannelRow>(
        `UPDATE recharge_channels SET method = $2, name = $3, min_amount = $4, max_amount = $5, fixed_fee = $6, fee_bps = $7, instructions = $8, enabled = $9
         WHERE id = $1 RETURNING ${CHANNEL}`,
        [id, f.method, f.name, f.minAmount, f.maxAmount, f.fixedFee, f.feeBps, f.instructions, f.enabled],
      );
      return rows[0];
    },

    async insertQuote(tx: Queryable, q: { id: string; workspaceId: string; channelId: string; currency: string; amount: bigint; fee: bigint; ttlSeconds: number }) {
      const rows = await tx.query<RechargeQuoteRow>(
        `INSERT INTO recharge_quotes (id, workspace_id, channel_id, currency, amount, fee, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING ${QUOTE}`,
        [q.id, q.workspaceId, q.channelId, q.currency, q.amount, q.fee, q.ttlSeconds],
      );
      return rows[0]!;
    },

    async findQuote(db: Queryable, workspaceId: string, id: string): Promise<RechargeQuoteRow | undefined> {
      const rows = await db.query<RechargeQuoteRow>(`SELECT ${QUOTE} FROM recharge_quotes WHERE workspace_id = $1 AND id = $2`, [workspaceId, id]);
      return rows[0];
    },

    /** Up to `limit` unused recharge quotes that expired before `before` (a used one is its recharge's record); answers how many. */
    async purgeExpiredQuotes(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query(
        'DELETE FROM recharge_quotes WHERE id IN (SELECT id FROM recharge_quotes WHERE used_at IS NULL AND expires_at < $1 LIMIT $2) RETURNING id',
        [input.before, input.limit],
      );
      return rows.length;
    },

    /** Marks the quote used if it is unused and unexpired; false otherwise (the caller tells which). */
    async useQuote(tx: Queryable, id: string): Promise<boolean> {
      const rows = await tx.query('UPDATE recharge_quotes SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id', [id]);
      return rows.length > 0;
    },

    async insert(
      tx: Queryable,
      r: {
        id: string;
        workspaceId: string;
        walletId: string;
        channelId: string;
        quoteId: string | null;
        currency: string;
        amount: bigint;
        fee: bigint;
        paymentReference: string;
        paymentWindowSeconds: number;
        createdBy: string;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO recharges (id, workspace_id, wallet_id, channel_id, quote_id, currency, amount, fee, status, payment_reference, expires_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'AWAITING_PAYMENT', $9, now() + make_interval(secs => $10), $11)`,
        [r.id, r.workspaceId, r.walletId, r.channelId, r.quoteId, r.currency, r.amount, r.fee, r.paymentReference, r.paymentWindowSeconds, r.createdBy],
      );
    },

    ...orders,

    /**
     * Unpaid recharges past their payment window become EXPIRED (no ledger entries exist yet); answers
     * the rows expired, so the caller can report each. workspaceId null: all. `limit` bounds one statement
     * (the expiry schedule's batches); null: every due one. The state is checked again on the row itself,
     * so a recharge that changed meanwhile is left as it is.
     */
    async expireDue(db: Queryable, workspaceId: string | null, limit: number | null = null): Promise<ExpiredRecharge[]> {
      return db.query<ExpiredRecharge>(
        `UPDATE recharges SET status = 'EXPIRED', status_reason = 'payment window elapsed'
          WHERE status = 'AWAITING_PAYMENT' AND expires_at <= now() AND id IN (
            SELECT id FROM recharges WHERE status = 'AWAITING_PAYMENT' AND expires_at <= now() AND ($1::text IS NULL OR workspace_id = $1)
             ORDER BY expires_at LIMIT $2)
          RETURNING id, workspace_id, currency, amount, status`,
        [workspaceId, limit],
      );
    },

    /** Attaches a payment proof and marks the recharge PROOF_SUBMITTED; the caller locked the row and checked its state and the file. */
    async setProof(tx: Queryable, id: string, fileId: string): Promise<void> {
      await tx.query("UPDATE recharges SET status = 'PROOF_SUBMITTED', proof_file_id = $2 WHERE id = $1", [id, fileId]);
    },

    async setStatus(
      tx: Queryable,
      id: string,
      status: RechargeStatus,
      fields: { reason?: string | null; creditTransferId?: string | null; feeTransferId?: string | null; completed?: boolean } = {},
    ): Promise<void> {
      await tx.query(
        `UPDATE recharges SET status = $2, status_reason = COALESCE($3, status_reason),
           credit_transfer_id = COALESCE($4, credit_transfer_id), fee_transfer_id = COALESCE($5, fee_transfer_id),
           completed_at = CASE WHEN $6::boolean THEN now() ELSE completed_at END
         WHERE id = $1`,
        [id, status, fields.reason ?? null, fields.creditTransferId ?? null, fields.feeTransferId ?? null, fields.completed ?? false],
      );
    },
  };
}

export type RechargesRepo = ReturnType<typeof createRechargesRepo>;
