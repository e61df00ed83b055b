import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.js';

export type BoundedCache<K extends string, V extends object> = LRUCache<K, V>;

export interface BoundedCacheOptions {
  /** Most entries held; past it the least recently used goes first. */
  max: number;
  /** Age past which an entry is gone (each `set` may give its own instead). */
  ttlMs?: number;
  /** Decides an entry's age: the app's clock, so a test moves it instead of sleeping. */
  clock: Clock;
}

/**
 * An in-process cache bounded by size and by time, every instance's own: what it holds may lag
 * another instance's change by at most the time bound (docs/operations.md, "Caches").
 */
export function boundedCache<K extends string, V extends object>(options: BoundedCacheOptions): BoundedCache<K, V> {
  return new LRUCache<K, V>({
    max: options.max,
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
    perf: { now: () => options.clock.now() },
    // Ask the clock at every check: the default keeps one reading for 1 ms with a timer per read.
    ttlResolution: 0,
  });
}

/**
 * Caches `value` while `clock.now() < expiresAtMs`; an entry that close to its end is not cached.
 * lru-cache holds an entry until its age exceeds its ttl, hence the millisecond less.
 */
export function setUntil<K extends string, V extends object>(cache: BoundedCache<K, V>, clock: Clock, key: K, value: V, expiresAtMs: number): void {
  const ttl = Math.floor(expiresAtMs - clock.now()) - 1;
  if (ttl >= 1) cache.set(key, value, { ttl });
}
