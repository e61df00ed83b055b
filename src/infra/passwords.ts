import { hash, verify } from '@node-rs/argon2';
import { createSemaphore } from './semaphore.js';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's pool (4 threads by default), which crypto and DNS
 * share: two hashes at a time leave room for the rest, and a login storm
 * queues here instead of starving every other request.
 */
const argon2Slots = createSemaphore(2);

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, ARGON2_PARAMS));
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(hashed, password));
  } catch {
    return false;
  }
}
