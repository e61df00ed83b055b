import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { ipInRanges, toIpRanges, type IpRange } from '../../infra/ip-address.js';
import type { IpAllowListCheck } from '../auth/auth-context.js';
import type { AccountAuditRecorder } from '../audit/audit.js';
import { normalizeEntries } from './ip-allow-list.rules.js';
import type { IpAllowListRepo, IpAllowListRow } from './ip-allow-list.repo.js';
import { createIpAllowListRepo } from './ip-allow-list.repo.js';

/** The IP allow-list record of spec 2.3. */
export interface IpAllowListDto {
  enabled: boolean;
  entries: string[];
}

const toDto = (row: Pick<IpAllowListRow, 'enabled' | 'entries'> | undefined): IpAllowListDto => ({
  enabled: row?.enabled ?? false,
  entries: row ? [...row.entries] : [],
});

/**
 * How long an instance may answer from memory. DESIGN.md allows another
 * instance 5 s to notice a terminated session; a changed allow-list gets the
 * same bound. The instance that made the change forgets its entry at once.
 */
export const IP_ALLOW_LIST_CACHE_MS = 5_000;
/** Accounts whose list one instance remembers; the least recently used go first. */
const CACHE_MAX_ACCOUNTS = 10_000;

interface CachedList {
  expiresAt: number;
  /** null: no enforcement (no list, or disabled). */
  ranges: IpRange[] | null;
}

interface ListCache {
  /**
   * Bounded by size here; by time through `expiresAt`, judged by each check's own clock (checks
   * built with different clocks share this cache), so not by the library's ttl.
   */
  lists: LRUCache<string, CachedList>;
  /** Bumped by every invalidation: a load that started before one does not store its (maybe stale) result. */
  epoch: number;
}

/** One cache per database handle, so every check built for the same database shares it (and its invalidations). */
const caches = new WeakMap<object, ListCache>();
function cacheFor(db: object, maxAccounts = CACHE_MAX_ACCOUNTS): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { lists: new LRUCache({ max: maxAccounts }), epoch: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** Drops this instance's cached list of an account: called after a change commits. */
export function forgetIpAllowList(db: object, accountId: string): void {
  const cache = cacheFor(db);
  cache.lists.delete(accountId);
  cache.epoch++;
}

export interface IpAllowListCheckOptions {
  cacheMs?: number;
  now?: () => number;
  /** Accounts remembered (CACHE_MAX_ACCOUNTS by default); the first check built for a database sizes its cache. */
  maxAccounts?: number;
}

/**
 * The check the auth guard runs on every authenticated request and login
 * initiate runs before a session exists: `false` → 403 ACCESS.IP_NOT_ALLOWED.
 * No list or a disabled one allows every address. One query per account per
 * `cacheMs` at most.
 */
export function createIpAllowListCheck(db: Queryable, options: IpAllowListCheckOptions = {}): IpAllowListCheck {
  const repo = createIpAllowListRepo();
  const cacheMs = options.cacheMs ?? IP_ALLOW_LIST_CACHE_MS;
  const now = options.now ?? Date.now;
  const cache = cacheFor(db, options.maxAccounts);

  async function rangesOf(accountId: string): Promise<IpRange[] | null> {
    const hit = cache.lists.get(accountId);
    if (hit && hit.expiresAt > now()) return hit.ranges;
    const epoch = cache.epoch;
    const row = await repo.find(db, accountId);
    const ranges = row?.enabled ? toIpRanges(row.entries) : null;
    if (cacheMs > 0 && cache.epoch === epoch) {
      cache.lists.set(accountId, { expiresAt: now() + cacheMs, ranges });
    }
    return ranges;
  }

  return {
    async isAllowed(accountId, clientIp) {
      const ranges = await rangesOf(accountId);
      return ranges === null || ipInRanges(clientIp, ranges);
    },
  };
}

export interface IpAllowListServiceDeps {
  db: Db;
  lists: IpAllowListRepo;
  audit: AccountAuditRecorder;
}

/** What the caller is: the rules need the address the request came from. */
export interface CallerContext {
  clientIp: string;
  requestId?: string;
}

/** The detail names the caller's own address: the one to add. */
function refuseLockOut(entries: readonly string[], clientIp: string): void {
  if (!ipInRanges(clientIp, toIpRanges(entries))) throw new AppError('IP_ALLOW_LIST.WOULD_LOCK_OUT', clientIp);
}

export function createIpAllowListService(deps: IpAllowListServiceDeps) {
  const { db, lists } = deps;

  /** Runs a change on the locked row, audits it, and forgets the cached list once committed. */
  async function change(
    accountId: string,
    context: CallerContext,
    work: (row: IpAllowListRow) => { enabled: boolean; entries: string[]; action: string; detail: Record<string, unknown> },
  ): Promise<IpAllowListDto> {
    const saved = await db.transaction(async (tx) => {
      const row = await lists.lock(tx, accountId);
      const next = work(row);
      const result = await lists.save(tx, accountId, next);
      await deps.audit(tx, { accountId, action: next.action, clientIp: context.clientIp, requestId: context.requestId, detail: next.detail });
      return result;
    });
    forgetIpAllowList(db, accountId);
    return toDto(saved);
  }

  return {
    async get(accountId: string): Promise<IpAllowListDto> {
      return toDto(await lists.find(db, accountId));
    },

    /** Replaces the entries. While the list is enabled the new one must still contain the caller's address. */
    replace(accountId: string, ips: readonly string[], context: CallerContext): Promise<IpAllowListDto> {
      const entries = normalizeEntries(ips);
      return change(accountId, context, (row) => {
        if (row.enabled) refuseLockOut(entries, context.clientIp);
        return { enabled: row.enabled, entries, action: 'ip_allow_list.replace', detail: { entries } };
      });
    },

    /** Turns enforcement on; refused unless the list contains the caller's current address. */
    enable(accountId: string, context: CallerContext): Promise<IpAllowListDto> {
      return change(accountId, context, (row) => {
        if (row.entries.length === 0) throw new AppError('IP_ALLOW_LIST.EMPTY');
        refuseLockOut(row.entries, context.clientIp);
        return { enabled: true, entries: row.entries, action: 'ip_allow_list.enable', detail: { entries: row.entries } };
      });
    },

    disable(accountId: string, context: CallerContext): Promise<IpAllowListDto> {
      return change(accountId, context, (row) => ({
        enabled: false,
        entries: row.entries,
        action: 'ip_allow_list.disable',
        detail: {},
      }));
    },
  };
}

export type IpAllowListService = ReturnType<typeof createIpAllowListService>;
