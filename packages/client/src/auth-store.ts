import type { Session } from './session.js';
import type { AuthStorage } from './storage.js';

/**
 * The client's records in its storage, under `<storageKey>.session`, `.workspace` and `.client-hash`.
 * A record that does not parse counts as absent (a value left by another version or another program).
 */
export interface AuthStore {
  readSession(): Promise<Session | null>;
  writeSession(session: Session | null): Promise<void>;
  readWorkspace(): Promise<string | null>;
  writeWorkspace(workspaceId: string | null): Promise<void>;
  readClientHash(): Promise<string | null>;
  writeClientHash(clientHash: string): Promise<void>;
  /** Session changes written by another tab or client (never this store's own writes). */
  onForeignSession(listener: (session: Session | null) => void): () => void;
}

const RECORD_VERSION = 1;

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<Session> & { v?: unknown };
    const { accessToken, refreshToken, expiresIn, expiresAt, clientHash } = record;
    if (record.v !== RECORD_VERSION || typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
    if (typeof expiresIn !== 'number' || typeof clientHash !== 'string') return null;
    // JSON has no Infinity: an expiry the client could not read is stored as null.
    return { accessToken, refreshToken, expiresIn, expiresAt: typeof expiresAt === 'number' ? expiresAt : Number.POSITIVE_INFINITY, clientHash };
  } catch {
    return null;
  }
}

const serialize = (session: Session) => JSON.stringify({ v: RECORD_VERSION, ...session });

export function createAuthStore(storage: AuthStorage, storageKey: string): AuthStore {
  const keys = { session: `${storageKey}.session`, workspace: `${storageKey}.workspace`, clientHash: `${storageKey}.client-hash` };
  /** The session record as this store last read or wrote it: a notification of that same value is our own. */
  let known: string | null = null;

  const put = async (key: string, value: string | null) => {
    if (value === null) await storage.removeItem(key);
    else await storage.setItem(key, value);
  };

  return {
    async readSession() {
      known = await storage.getItem(keys.session);
      return parseSession(known);
    },
    async writeSession(session) {
      known = session ? serialize(session) : null;
      await put(keys.session, known);
    },
    readWorkspace: async () => (await storage.getItem(keys.workspace)) || null,
    writeWorkspace: (workspaceId) => put(keys.workspace, workspaceId),
    readClientHash: async () => (await storage.getItem(keys.clientHash)) || null,
    writeClientHash: (clientHash) => put(keys.clientHash, clientHash),
    onForeignSession(listener) {
      if (!storage.subscribe) return () => undefined;
      return storage.subscribe(keys.session, (raw) => {
        if (raw === known) return;
        known = raw;
        listener(parseSession(raw));
      });
    },
  };
}
