import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { ApiKeysRepo } from './api-keys.repo.js';

/** A key's use is written at most this often per instance: the first request at once, then in batches. */
export const USAGE_WRITE_INTERVAL_MS = 60_000;

interface Pending {
  lastUsedAt: number;
  lastUsedIp: string;
  /** UTC day → requests not yet written. */
  counts: Map<string, number>;
  lastWriteAt: number | undefined;
}

export interface UsageRecorderDeps {
  db: Db;
  apiKeys: Pick<ApiKeysRepo, 'recordUsage'>;
  clock: Clock;
  log: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * Counts the machine API's requests per key in memory and writes them (with
 * lastUsedAt / lastUsedIp) at most once a minute per key: a busy key costs
 * one write a minute, not one per request. Whatever is still counted is
 * written by `flush` (every minute, and when the app closes).
 */
export function createUsageRecorder(deps: UsageRecorderDeps) {
  const { db, clock } = deps;
  const pending = new Map<string, Pending>();
  const writing = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  function write(apiKeyId: string, entry: Pending): void {
    const counts = [...entry.counts].map(([day, count]) => ({ day, count }));
    entry.counts = new Map();
    entry.lastWriteAt = clock.now();
    const usage = { apiKeyId, lastUsedAt: new Date(entry.lastUsedAt), lastUsedIp: entry.lastUsedIp, counts };
    const done = db
      .transaction((tx) => deps.apiKeys.recordUsage(tx, usage))
      // Usage is a statistic: a failed write loses a minute of counts, never a request.
      .catch((error: unknown) => deps.log({ err: error, apiKeyId }, 'api key usage not recorded'))
      .finally(() => writing.delete(done));
    writing.add(done);
  }

  async function flush(): Promise<void> {
    for (const [apiKeyId, entry] of pending) {
      if (entry.counts.size > 0) write(apiKeyId, entry);
      // Idle for a whole interval: nothing to keep; its next request writes at once again.
      else if (entry.lastWriteAt !== undefined && clock.now() - entry.lastWriteAt >= USAGE_WRITE_INTERVAL_MS) pending.delete(apiKeyId);
    }
    await Promise.all([...writing]);
  }

  return {
    used(apiKeyId: string, clientIp: string): void {
      const now = clock.now();
      let entry = pending.get(apiKeyId);
      if (!entry) {
        entry = { lastUsedAt: now, lastUsedIp: clientIp, counts: new Map(), lastWriteAt: undefined };
        pending.set(apiKeyId, entry);
      }
      const day = new Date(now).toISOString().slice(0, 10);
      entry.counts.set(day, (entry.counts.get(day) ?? 0) + 1);
      entry.lastUsedAt = now;
      entry.lastUsedIp = clientIp;
      if (entry.lastWriteAt === undefined || now - entry.lastWriteAt >= USAGE_WRITE_INTERVAL_MS) write(apiKeyId, entry);
    },
    flush,
    start(): void {
      timer ??= setInterval(() => void flush(), USAGE_WRITE_INTERVAL_MS).unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type UsageRecorder = ReturnType<typeof createUsageRecorder>;
