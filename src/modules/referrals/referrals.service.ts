import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { notFound } from '../../core/common.errors.js';
import { iso } from '../../http/instant.js';
import type { PageRequest, PageResult } from '../../http/pagination.js';
import { maskEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import { auditWorkspaceChange } from '../audit/audit.js';
import type { Actor } from '../permissions/access.js';
import type { ReferralCodeRow, ReferralCodeStatus, ReferralRow, ReferralsRepo } from './referrals.repo.js';
import type { ReferralCodeDto, ReferralDto } from './referrals.schemas.js';

/** No 0/O, 1/I/L: a code read aloud or from paper is typed right. 32^8 = 2^40 codes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;

export interface ReferralServiceDeps {
  db: Db;
  referrals: ReferralsRepo;
}

export function toReferralCodeDto(row: ReferralCodeRow): ReferralCodeDto {
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    code: row.code,
    status: row.status,
    extraData: row.extra_data,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toReferralDto(row: ReferralRow): ReferralDto {
  return {
    bizId: row.id,
    referralCode: row.code,
    referredAccountBizId: row.referred_account_id,
    referredAccountName: row.referred_name,
    referredEmail: maskEmail(row.referred_email),
    referredAt: iso(row.created_at),
  };
}

function generateCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function createReferralService(deps: ReferralServiceDeps) {
  const { db, referrals } = deps;

  async function findCode(actor: Actor, id: string): Promise<ReferralCodeRow> {
    const row = await referrals.findCode(db, actor.workspace.workspaceId, id);
    if (!row) throw notFound('referral code');
    return row;
  }

  async function setStatus(actor: Actor, id: string, status: ReferralCodeStatus): Promise<ReferralCodeDto> {
    const row = await findCode(actor, id);
    if (row.status !== status) {
      await db.transaction(async (tx) => {
        if (!(await referrals.setStatus(tx, actor.workspace.workspaceId, row.id, status))) throw notFound('referral code');
        await auditWorkspaceChange(tx, actor, {
          action: status === 'ACTIVE' ? 'referral_code.activate' : 'referral_code.deactivate',
          targetType: 'referral_code',
          targetId: row.id,
          changes: { status: { from: row.status, to: status } },
        });
      });
    }
    return toReferralCodeDto(await findCode(actor, row.id));
  }

  return {
    async mine(actor: Actor): Promise<ReferralCodeDto | null> {
      const row = await referrals.findCodeOfWorkspace(db, actor.workspace.workspaceId);
      return row ? toReferralCodeDto(row) : null;
    },

    /** The workspace's one code: the caller's choice, or generated. */
    async create(actor: Actor, input: { code?: string; extraData?: string }): Promise<ReferralCodeDto> {
      const workspaceId = actor.workspace.workspaceId;
      if (await referrals.findCodeOfWorkspace(db, workspaceId)) throw new AppError('REFERRAL_CODE.ALREADY_EXISTS');
      const chosen = input.code?.toUpperCase();
      const id = newId('referralCode');
      // A generated code that happens to be taken is drawn again; a chosen one is the caller's conflict.
      for (let attempt = 0; ; attempt++) {
        const code = chosen ?? generateCode();
        try {
          await db.transaction(async (tx) => {
            await referrals.insertCode(tx, { id, workspaceId, code, extraData: input.extraData ?? null, createdBy: actor.accountId });
            await auditWorkspaceChange(tx, actor, {
              action: 'referral_code.create',
              targetType: 'referral_code',
              targetId: id,
              changes: { referralCode: code, extraData: input.extraData ?? null },
            });
          });
          break;
        } catch (error) {
          if (isUniqueViolation(error, 'referral_codes_workspace_id_key')) throw new AppError('REFERRAL_CODE.ALREADY_EXISTS');
          if (!isUniqueViolation(error, 'referral_codes_code_key')) throw error;
          if (chosen !== undefined) throw new AppError('REFERRAL_CODE.TAKEN', 'code');
          if (attempt >= 4) throw new AppError('SYSTEM.INTERNAL_ERROR', 'could not draw a free referral code');
        }
      }
      return toReferralCodeDto(await findCode(actor, id));
    },

    activate: (actor: Actor, id: string) => setStatus(actor, id, 'ACTIVE'),
    deactivate: (actor: Actor, id: string) => setStatus(actor, id, 'INACTIVE'),

    async update(actor: Actor, input: { bizId: string; extraData: string }): Promise<ReferralCodeDto> {
      const row = await findCode(actor, input.bizId);
      await db.transaction(async (tx) => {
        if (!(await referrals.setExtraData(tx, actor.workspace.workspaceId, row.id, input.extraData))) throw notFound('referral code');
        await auditWorkspaceChange(tx, actor, {
          action: 'referral_code.update',
          targetType: 'referral_code',
          targetId: row.id,
          changes: { extraData: { from: row.extra_data, to: input.extraData } },
        });
      });
      return toReferralCodeDto(await findCode(actor, row.id));
    },

    count: (actor: Actor): Promise<number> => referrals.countReferrals(db, actor.workspace.workspaceId),

    async query(actor: Actor, page: PageRequest): Promise<PageResult<ReferralDto>> {
      const [rows, total] = await Promise.all([
        referrals.listReferrals(db, actor.workspace.workspaceId, page),
        referrals.countReferrals(db, actor.workspace.workspaceId),
      ]);
      return { items: rows.map(toReferralDto), total };
    },

    /**
     * Registration: records that the new account came through `code`, inside
     * the registration's transaction. Unknown or inactive codes are ignored
     * (a registration never fails over a referral); returns whether one was recorded.
     */
    async recordReferral(tx: Queryable, input: { code: string; accountId: string }): Promise<boolean> {
      const code = input.code.trim().toUpperCase();
      if (!/^[A-Z0-9]{4,32}$/.test(code)) return false;
      const row = await referrals.findActiveByCode(tx, code);
      if (!row) return false;
      return referrals.insertReferral(tx, { id: newId('referral'), codeId: row.id, workspaceId: row.workspace_id, accountId: input.accountId, code });
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
