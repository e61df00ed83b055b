import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client.js';
import { enumObject } from '../../http/enums.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { ACCOUNT_PORTAL, ACCOUNT_STATUS } from '../accounts/accounts.enums.js';
import { iso } from '../../http/instant.js';
import type { AccountProfileChanges, AccountProfileRow } from '../accounts/accounts.repo.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { AccountAuditRecorder } from '../audit/audit.js';
import { IANA_RENAMES, isKnownCountry, isKnownTimezone } from '../constants/constants.data.js';
import type { AccountProfileDto, UpdateProfileInput } from './profile.schemas.js';

export function toProfileDto(row: AccountProfileRow): AccountProfileDto {
  return {
    bizId: row.id,
    institutionBizId: row.institution_id,
    accountEmail: row.email,
    accountPhone: row.phone,
    accountName: row.name,
    accountRemark: row.remark,
    accountPortal: enumObject(ACCOUNT_PORTAL, row.portal),
    accountStatus: enumObject(ACCOUNT_STATUS, row.status),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    defaultLanguage: row.default_language,
    defaultTimezone: row.default_timezone,
    defaultCountry: row.default_country,
  };
}

/** `+81 90-1234-5678` → `+819012345678`; empty clears; anything not a valid international number is refused. */
export function normalizePhone(input: string): string {
  const text = input.trim();
  if (text === '') return '';
  if (!text.startsWith('+') || !/^\+[0-9 ().-]+$/.test(text)) {
    throw invalidParameter('body.accountPhone must be an international number starting with + and its country code (E.164, e.g. +819012345678)');
  }
  const phone = parsePhoneNumberFromString(text);
  if (!phone?.isValid()) throw invalidParameter('body.accountPhone is not a valid phone number for its country code');
  return phone.number;
}

function checkedChanges(input: UpdateProfileInput): AccountProfileChanges {
  const changes: AccountProfileChanges = {};
  if (input.accountName !== undefined) {
    const name = input.accountName.trim();
    if (name === '') throw invalidParameter('body.accountName must not be blank');
    changes.name = name;
  }
  if (input.accountPhone !== undefined) changes.phone = normalizePhone(input.accountPhone);
  if (input.defaultLanguage !== undefined) changes.defaultLanguage = input.defaultLanguage;
  if (input.defaultTimezone !== undefined) {
    if (!isKnownTimezone(input.defaultTimezone)) throw invalidParameter('body.defaultTimezone is not a known IANA time zone');
    // Older names of renamed zones are accepted and stored under the current name.
    changes.defaultTimezone = IANA_RENAMES[input.defaultTimezone] ?? input.defaultTimezone;
  }
  if (input.defaultCountry !== undefined) {
    const country = input.defaultCountry.toUpperCase();
    if (!isKnownCountry(country)) throw invalidParameter('body.defaultCountry is not a known ISO 3166-1 alpha-2 country code');
    changes.defaultCountry = country;
  }
  return changes;
}

const AUDITED_FIELDS: ReadonlyArray<[keyof AccountProfileChanges, keyof AccountProfileRow, string]> = [
  ['name', 'name', 'accountName'],
  ['phone', 'phone', 'accountPhone'],
  ['defaultLanguage', 'default_language', 'defaultLanguage'],
  ['defaultTimezone', 'default_timezone', 'defaultTimezone'],
  ['defaultCountry', 'default_country', 'defaultCountry'],
];

export interface ProfileServiceDeps {
  db: Db;
  /** The profile is the account's own row (accounts module). */
  accounts: Pick<AccountService, 'findProfile' | 'lockProfile' | 'updateProfile'>;
  audit: AccountAuditRecorder;
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, accounts } = deps;
  return {
    async get(accountId: string): Promise<AccountProfileDto> {
      const row = await accounts.findProfile(db, accountId);
      if (!row) throw notFound('account');
      return toProfileDto(row);
    },

    /** Validates every field first, then changes them together; the audit event names the fields that changed. */
    async update(accountId: string, input: UpdateProfileInput, context: { clientIp: string; requestId?: string }): Promise<AccountProfileDto> {
      const changes = checkedChanges(input);
      const row = await db.transaction(async (tx) => {
        const before = await accounts.lockProfile(tx, accountId);
        if (!before) throw notFound('account');
        const after = (await accounts.updateProfile(tx, accountId, changes))!;
        // `{accountName: {from, to}, …}` for the fields that really changed.
        const changed = Object.fromEntries(
          AUDITED_FIELDS.filter(([key, column]) => changes[key] !== undefined && before[column] !== after[column]).map(([, column, field]) => [
            field,
            { from: before[column], to: after[column] },
          ]),
        );
        if (Object.keys(changed).length > 0) await deps.audit(tx, { accountId, action: 'profile.update', ...context, detail: changed });
        return after;
      });
      return toProfileDto(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
