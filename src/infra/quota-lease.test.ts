import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createQuotaLease, leaseSizeFor } from './quota-lease.js';

/** A store shared by "instances" (leases), counting the round trips they make to it. */
function sharedStore(points: number) {
  const limiter = new RateLimiterMemory({ points, duration: 1 });
  let calls = 0;
  const consume = limiter.consume.bind(limiter);
  limiter.consume = (key, take) => {
    calls += 1;
    return consume(key, take);
  };
  return { limiter, calls: () => calls };
}

async function outcomes(attempts: Array<Promise<RateLimiterRes>>): Promise<{ granted: number; refused: RateLimiterRes[] }> {
  const settled = await Promise.allSettled(attempts);
  const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as RateLimiterRes] : []));
  return { granted: settled.length - refused.length, refused };
}

describe('quota leases', () => {
  it('takes a tenth of the quota per lease, one at a time below 20', () => {
    expect([1, 3, 19, 20, 100, 1000].map(leaseSizeFor)).toEqual([1, 1, 1, 2, 10, 100]);
  });

  it('grants exactly the quota per window to one instance under a burst, with a tenth of the store round trips', async () => {
    const store = sharedStore(100);
    const lease = createQuotaLease(store.limiter);
    const { granted, refused } = await outcomes(Array.from({ length: 150 }, () => lease.consume('key')));
    expect(granted).toBe(100);
    expect(refused).toHaveLength(50);
    expect(refused.every((res) => res instanceof RateLimiterRes && res.msBeforeNext > 0 && res.remainingPoints === 0)).toBe(true);
    // Ten leases of ten; the tenth said the store had nothing left, so no refusal reached the store.
    expect(store.calls()).toBe(10);
  });

  it('never lets instances together grant more than the quota, however the leases interleave', async () => {
    const store = sharedStore(95);
    const instances = [createQuotaLease(store.limiter), createQuotaLease(store.limiter), createQuotaLease(store.limiter)];
    const attempts = Array.from({ length: 120 }, (_, i) => instances[i % 3]!.consume('key'));
    const { granted } = await outcomes(attempts);
    // A lease the store could only partly fill grants the part that was left: all 95 go out, none more.
    expect(granted).toBe(95);
  });

  it('reports what is left of the quota and when the window ends', async () => {
    const store = sharedStore(40);
    const lease = createQuotaLease(store.limiter);
    const first = await lease.consume('key');
    expect(first.remainingPoints).toBe(39);
    expect(first.msBeforeNext).toBeGreaterThan(0);
    expect(first.msBeforeNext).toBeLessThanOrEqual(1000);
    expect((await lease.consume('key')).remainingPoints).toBe(38);
  });

  it('keeps keys apart', async () => {
    const store = sharedStore(2);
    const lease = createQuotaLease(store.limiter);
    await lease.consume('a');
    await lease.consume('a');
    await expect(lease.consume('a')).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(lease.consume('b')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it('starts a new lease when the window ends', async () => {
    let clock = 1_000_000;
    const store = sharedStore(1);
    const lease = createQuotaLease(store.limiter, () => clock);
    await lease.consume('key');
    await expect(lease.consume('key')).rejects.toBeInstanceOf(RateLimiterRes);
    // The store's own window runs on real time: wait it out, and move the lease's clock past it too.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    clock += 1_050;
    await expect(lease.consume('key')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it('passes a store failure on to the caller', async () => {
    const store = sharedStore(10);
    store.limiter.consume = () => Promise.reject(new Error('store down'));
    await expect(createQuotaLease(store.limiter).consume('key')).rejects.toThrow('store down');
  });
});
