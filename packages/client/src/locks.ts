/**
 * Exclusive work: the refresh token is spent under it. For a storage other tabs share (localStorage) the
 * lock spans the tabs through the Web Locks API (`navigator.locks`, every current browser), by name;
 * otherwise, and where Web Locks are missing, it spans the clients of this JavaScript realm that share the
 * storage object — so unrelated clients (a Node service's, each on its own memory storage) never wait for
 * each other.
 */
type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

const tails = new WeakMap<object, Promise<unknown>>();

function webLocks(): LockManagerLike | undefined {
  const navigator = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return navigator?.locks && typeof navigator.locks.request === 'function' ? navigator.locks : undefined;
}

/** One after another for everyone holding `scope`. */
function realmLock<T>(scope: object, work: () => Promise<T>): Promise<T> {
  const before = tails.get(scope) ?? Promise.resolve();
  const run = before.then(work, work);
  tails.set(
    scope,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

export function createLock(name: string, scope: object, acrossTabs: boolean): Lock {
  return (work) => {
    const locks = acrossTabs ? webLocks() : undefined;
    return locks ? locks.request(name, work) : realmLock(scope, work);
  };
}
