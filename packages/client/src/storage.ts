/**
 * Where the client keeps the session, the selected workspace and the device's client hash: string values
 * under string keys, like the Web Storage API (which any `Storage` satisfies). May be synchronous or not.
 */
export interface AuthStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
  /**
   * Calls `listener` when `key` changes in another tab or client sharing this storage (cross-tab sync);
   * answers the unsubscribe. Without it, other tabs' changes are seen only when the client reads again
   * (before spending a refresh token it always does).
   */
  subscribe?(key: string, listener: (value: string | null) => void): () => void;
  /**
   * Other tabs of the origin see the same values (localStorage, IndexedDB): the refresh token is then spent
   * under a Web Lock shared by the tabs. Otherwise the clients sharing this storage object take turns.
   */
  sharedAcrossTabs?: boolean;
}

/**
 * In memory (the default): gone on reload. Clients given the same memory storage share the session as tabs
 * sharing localStorage do (a Node service with several clients, tests).
 */
export function memoryStorage(): AuthStorage {
  const values = new Map<string, string>();
  const listeners = new Map<string, Set<(value: string | null) => void>>();
  // Asynchronous, like the storage event: a writer never re-enters its own listener while writing.
  const notify = (key: string) =>
    queueMicrotask(() => {
      for (const listener of listeners.get(key) ?? []) listener(values.get(key) ?? null);
    });
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      values.set(key, value);
      notify(key);
    },
    removeItem(key) {
      values.delete(key);
      notify(key);
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
  };
}

/** The Web Storage and `storage` event a browser has, named here so the package compiles without DOM typings. */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
type StorageListener = (event: { key: string | null; storageArea: unknown }) => void;
interface BrowserScope {
  localStorage?: WebStorage;
  sessionStorage?: WebStorage;
  addEventListener?(type: 'storage', listener: StorageListener): void;
  removeEventListener?(type: 'storage', listener: StorageListener): void;
}

/**
 * `localStorage` (shared by the origin's tabs, survives restarts; other tabs follow sign-in, refresh and
 * sign-out through the `storage` event) or `sessionStorage` (this tab only, survives reloads).
 * Only in a browser: elsewhere it throws.
 */
export function browserStorage(area: 'local' | 'session' = 'local'): AuthStorage {
  const scope = globalThis as BrowserScope;
  const storage = area === 'local' ? scope.localStorage : scope.sessionStorage;
  if (!storage) throw new TypeError(`browserStorage('${area}'): no ${area}Storage here; use memoryStorage() or a storage of your own`);
  return {
    sharedAcrossTabs: area === 'local',
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    subscribe(key, listener) {
      const onStorage = (event: { key: string | null; storageArea: unknown }) => {
        // key null: another tab called clear().
        if (event.storageArea === storage && (event.key === key || event.key === null)) listener(storage.getItem(key));
      };
      scope.addEventListener?.('storage', onStorage);
      return () => scope.removeEventListener?.('storage', onStorage);
    },
  };
}
