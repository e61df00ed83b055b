import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../src/infra/semaphore.js';

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once, in arrival order, and frees a slot when a task throws', async () => {
    const run = createSemaphore(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      order.push(n);
      if (n === 1) throw new Error('boom');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.slice(0, 2).sort()).toEqual([1, 2]);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });
});
