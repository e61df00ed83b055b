import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';
import { createOrderQueries } from './orders.repo.js';

export type WithdrawalStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'REJECTED' | 'RETURNED';

export interface ChannelRow {
  id: string;
  workspace_id: string;
  channel_type: 'BANK_ACCOUNT' | 'CRYPTO_ADDRESS';
  currency: string;
  label: string;
  details_sealed: string;
  details_masked: Record<string, string>;
  status: 'ACTIVE' | 'DISABLED';
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface WithdrawalRow {
  id: string;
  workspace_id: string;
  wallet_id: string;
  channel_id: string;
  currency: string;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  remark: string;
  hold_transfer_id: string;
  fee_hold_transfer_id: string | null;
  status_reason: string | null;
  external_reference: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  channel_label: string;
  channel_type: 'BANK_ACCOUNT' | 'CRYPTO_ADDRESS';
}

export interface FeeRuleRow {
  currency: string;
  fixed_fee: string;
  fee_bps: number;
  min_amount: string;
  max_amount: string | null;
}

export interface WithdrawalFilter {
  status: WithdrawalStatus | null;
  currency: string | null;
  from: Date | null;
  to: Date | null;
}

const CHANNEL_COLUMNS = 'id, workspace_id, channel_type, currency, label, details_sealed, details_masked, status, created_by, created_at, updated_at';
const W = `w.id, w.workspace_id, w.wallet_id, w.channel_id, w.currency, w.amount, w.fee, w.status, w.remark, w.hold_transfer_id,
  w.fee_hold_transfer_id, w.status_reason, w.external_reference, w.created_by, w.created_at, w.updated_at, w.completed_at,
  c.label AS channel_label, c.channel_type`;
const FROM = 'withdrawals w JOIN withdrawal_channels c ON c.id = w.channel_id';

export function createWithdrawalsRepo() {
  const orders = createOrderQueries<WithdrawalRow>({ columns: W, from: FROM, alias: 'w' });
  return {
    /** The channels' sealed details, for `portal keys reencrypt`. */
    sealedDetails: sealedColumnStore<string>({ table: 'withdrawal_channels', key: 'id', column: 'details_sealed' }),

    async insertChannel(
      tx: Queryable,
      row: Pick<ChannelRow, 'id' | 'workspace_id' | 'channel_type' | 'currency' | 'label' | 'details_sealed' | 'details_masked' | 'created_by'>,
    ): Promise<ChannelRow> {
      const rows = await tx.query<ChannelRow>(
        `INSERT INTO withdrawal_channels (id, workspace_id, channel_type, currency, label, details_sealed, details_masked, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING ${CHANNEL_COLUMNS}`,
        [row.id, row.workspace_id, row.channel_type, row.currency, row.label, row.details_sealed, JSON.stringify(row.details_masked), row.created_by],
      );
      return rows[0]!;
    },

    async listChannels(db: Queryable, workspaceId: string): Promise<ChannelRow[]> {
      return db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM withdrawal_channels WHERE workspace_id = $1 ORDER BY created_at, id`, [workspaceId]);
    },

    async findChannel(db: Queryable, workspaceId: string, id: string): Promise<ChannelRow | undefined> {
      const rows = await db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM withdrawal_channels WHERE workspace_id = $1 AND id = $2`, [
        workspaceId,
        id,
      ]);
      return rows[0];
    },

    async findChannelById(db: Queryable, id: string): Promise<ChannelRow | undefined> {
      const rows = await db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM withdrawal_channels WHERE id = $1`, [id]);
      return rows[0];
    },

    async feeRule(db: Queryable, currency: string): Promise<FeeRuleRow | undefined> {
      const rows = await db.query<FeeRuleRow>(
        'SELECT currency, fixed_fee, fee_bps, min_amount, max_amount FROM withdrawal_fee_rules WHERE currency = $1',
        [currency],
      );
      return rows[0];
    },

    async upsertFeeRule(tx: Queryable, rule: { currency: string; fixedFee: bigint; feeBps: number; minAmount: bigint; maxAmount: bigint | null }) {
      const rows = await tx.query<FeeRuleRow>(
        `INSERT INTO withdrawal_fee_rules (currency, fixed_fee, fee_bps, min_amount, max_amount) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (currency) DO UPDATE SET fixed_fee = EXCLUDED.fixed_fee, fee_bps = EXCLUDED.fee_bps,
           min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount
         RETURNING currency, fixed_fee, fee_bps, min_amount, max_amount`,
        [rule.currency, rule.fixedFee, rule.feeBps, rule.minAmount, rule.maxAmount],
      );
      return rows[0]!;
    },

    async insert(
      tx: Queryable,
      row: {
        id: string;
        workspaceId: string;
        walletId: string;
        channelId: string;
        currency: string;
        amount: bigint;
        fee: bigint;
        remark: string;
        holdTransferId: string;
        feeHoldTransferId: string | null;
        createdBy: string;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO withdrawals (id, workspace_id, wallet_id, channel_id, currency, amount, fee, status, remark, hold_transfer_id, fee_hold_transfer_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $9, $10, $11)`,
        [row.id, row.workspaceId, row.walletId, row.channelId, row.currency, row.amount, row.fee, row.remark, row.holdTransferId, row.feeHoldTransferId, row.createdBy],
      );
    },

    ...orders,

    async setStatus(
      tx: Queryable,
      id: string,
      status: WithdrawalStatus,
      fields: { reason?: string | null; externalReference?: string | null; completed?: boolean } = {},
    ): Promise<void> {
      await tx.query(
        `UPDATE withdrawals SET status = $2, status_reason = COALESCE($3, status_reason), external_reference = COALESCE($4, external_reference),
           completed_at = CASE WHEN $5::boolean THEN now() ELSE completed_at END
         WHERE id = $1`,
        [id, status, fields.reason ?? null, fields.externalReference ?? null, fields.completed ?? false],
      );
    },
  };
}

export type WithdrawalsRepo = ReturnType<typeof createWithdrawalsRepo>;
