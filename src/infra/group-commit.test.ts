import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommit, settle, type Settled } from './group-commit.js';

/** A batch function that records each batch and answers n → n * 10, refusing negative items on their own. */
function recorder() {
  const batches: number[][] = [];
  const run = async (items: readonly number[]): Promise<Array<Settled<number>>> => {
    batches.push([...items]);
    return items.map((n) => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }));
  };
  return { batches, run };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('group commit', () => {
  it('sends what one event-loop turn submitted as one batch, and gives each caller its own result', async () => {
    const { batches, run } = recorder();
    const group = createGroupCommit({ maxWaitMs: 0, maxSize: 100, run });
    const results = await Promise.all([1, 2, 3].map((n) => group.submit(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('fails only the item that was refused, not its batch-mates', async () => {
    const { batches, run } = recorder();
    const group = createGroupCommit({ maxWaitMs: 0, maxSize: 100, run });
    const settled = await Promise.allSettled([1, -2, 3].map((n) => group.submit(n)));
    expect(batches).toEqual([[1, -2, 3]]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([10, 'refused -2', 30]);
  });

  it('fails every item of a batch whose function throws, and keeps serving the next batch', async () => {
    let calls = 0;
    const group = createGroupCommit<number, number>({
      maxWaitMs: 0,
      maxSize: 100,
      run: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return items.map((n) => ({ ok: true, value: n }));
      },
    });
    const first = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(first.map((s) => s.status === 'rejected' && (s.reason as Error).message)).toEqual(['connection lost', 'connection lost']);
    expect(await group.submit(3)).toBe(3);
  });

  it('refuses a batch function that answers the wrong number of items, for every item', async () => {
    const group = createGroupCommit<number, number>({ maxWaitMs: 0, maxSize: 100, run: async () => [{ ok: true, value: 1 }] });
    const settled = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(settled.every((s) => s.status === 'rejected' && /1 outcomes for 2 items/.test((s.reason as Error).message))).toBe(true);
  });

  it('sends a batch as soon as it is full, without waiting', async () => {
    vi.useFakeTimers();
    const { batches, run } = recorder();
    const group = createGroupCommit({ maxWaitMs: 1_000, maxSize: 2, run });
    const results = Promise.all([1, 2, 3, 4, 5].map((n) => group.submit(n)));
    expect(batches).toEqual([[1, 2], [3, 4]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await results).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('holds items for at most maxWaitMs: what arrives within it goes together, what arrives after starts a new batch', async () => {
    vi.useFakeTimers();
    const { batches, run } = recorder();
    const group = createGroupCommit({ maxWaitMs: 5, maxSize: 100, run });
    const a = group.submit(1);
    await vi.advanceTimersByTimeAsync(3);
    const b = group.submit(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(batches).toEqual([[1, 2]]);
    const c = group.submit(3);
    await vi.advanceTimersByTimeAsync(5);
    expect(await Promise.all([a, b, c])).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('flush sends the queue at once', async () => {
    vi.useFakeTimers();
    const { batches, run } = recorder();
    const group = createGroupCommit({ maxWaitMs: 60_000, maxSize: 100, run });
    const pending = Promise.all([group.submit(1), group.submit(2)]);
    group.flush();
    expect(await pending).toEqual([10, 20]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('settle turns a value or an error into an outcome', async () => {
    expect(await settle(async () => 7)).toEqual({ ok: true, value: 7 });
    const boom = new Error('boom');
    expect(await settle(async () => Promise.reject(boom))).toEqual({ ok: false, error: boom });
  });

  it('refuses options that cannot batch', () => {
    const { run } = recorder();
    expect(() => createGroupCommit({ maxWaitMs: 0, maxSize: 0, run })).toThrow(/maxSize/);
    expect(() => createGroupCommit({ maxWaitMs: -1, maxSize: 2, run })).toThrow(/maxWaitMs/);
  });
});
