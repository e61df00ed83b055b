import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A per-key quota taken from the shared store in leases of several requests at once, so a busy key costs
 * the store one write per lease instead of one per request (on PostgreSQL without Redis that write was
 * half the machine API's cost: docs/performance.md). Exact across instances: a lease is taken by one
 * atomic increment of the store's counter and never grants past the quota, so N instances together still
 * grant at most the quota per window. The price is that a lease an instance does not use up by the end of
 * the window is lost to the others (at most `leaseSize − 1` requests per instance per window).
 */
export interface QuotaLease {
  /** One request of `key`: resolves with where the quota stands, rejects with a RateLimiterRes when over it. */
  consume(key: string): Promise<RateLimiterRes>;
}

interface Lease {
  /** Requests this instance may still answer in the window without asking the store. */
  left: number;
  /** When the store's window ends (epoch ms): the lease ends with it. */
  until: number;
  /** What the store had left for the other instances when the lease was taken (for the RateLimit field). */
  storeRemaining: number;
}

/** One lease per tenth of the quota: below 20 requests per window every request still asks the store. */
export function leaseSizeFor(quota: number): number {
  return Math.max(1, Math.floor(quota / 10));
}

export function createQuotaLease(limiter: RateLimiterAbstract, now: () => number = Date.now): QuotaLease {
  const quota = limiter.points;
  const size = leaseSizeFor(quota);
  const leases = new Map<string, Lease>();
  // One store round trip per key at a time: requests arriving meanwhile wait for its lease.
  const refilling = new Map<string, Promise<void>>();

  async function refill(key: string): Promise<void> {
    try {
      const res = await limiter.consume(key, size);
      leases.set(key, { left: size, until: now() + res.msBeforeNext, storeRemaining: res.remainingPoints });
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // The increment is atomic: what the counter held before ours is `consumedPoints − size`; the quota
      // above that is ours, the rest of our increment was never granted to anyone.
      const granted = Math.max(0, quota - (error.consumedPoints - size));
      leases.set(key, { left: granted, until: now() + error.msBeforeNext, storeRemaining: 0 });
    }
  }

  function take(key: string): RateLimiterRes | 'refill' {
    const lease = leases.get(key);
    if (!lease || lease.until <= now()) return 'refill';
    const msBeforeNext = lease.until - now();
    if (lease.left === 0) {
      // Spent for this window, by us or the others: refused without asking the store again.
      if (lease.storeRemaining === 0) throw new RateLimiterRes(0, msBeforeNext, quota, false);
      return 'refill';
    }
    lease.left -= 1;
    return new RateLimiterRes(lease.left + lease.storeRemaining, msBeforeNext, quota - lease.left - lease.storeRemaining, false);
  }

  return {
    async consume(key) {
      for (;;) {
        const taken = take(key);
        if (taken !== 'refill') return taken;
        let pending = refilling.get(key);
        if (!pending) {
          pending = refill(key).finally(() => refilling.delete(key));
          refilling.set(key, pending);
        }
        await pending;
      }
    },
  };
}
