import type { AuthStore } from './auth-store.js';
import type { PortalApiError } from './errors.js';
import { serverSessionOf, type Session } from './session.js';

export type AuthChangeEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'WORKSPACE_CHANGED';

export interface AuthState {
  session: Session | null;
  /** The workspace calls act in (`X-Workspace-Id`), or null. */
  workspaceId: string | null;
  /** SIGNED_OUT only: the refusal that ended the session, when the server ended it (not a logout). */
  error?: PortalApiError;
  /** The change came from another tab or client sharing the storage. */
  fromOtherTab: boolean;
}

export type AuthListener = (event: AuthChangeEvent, state: AuthState) => void;

/**
 * The session and the selected workspace of one client, kept in its storage and announced to listeners:
 * each change fires exactly one event, whether this client made it or another tab did.
 */
export class AuthSession {
  session: Session | null = null;
  workspaceId: string | null;
  private readonly listeners = new Set<AuthListener>();

  constructor(
    private readonly store: AuthStore,
    workspaceId: string | null,
  ) {
    this.workspaceId = workspaceId;
  }

  /** Restores the stored session (and the remembered workspace unless the client was given one). */
  async load(useStoredWorkspace: boolean): Promise<void> {
    this.session = await this.store.readSession();
    if (useStoredWorkspace && this.session) this.workspaceId = await this.store.readWorkspace();
  }

  /** Follows the session other tabs write; answers the unsubscribe. */
  followOtherTabs(): () => void {
    return this.store.onForeignSession((session) => this.adopt(session));
  }

  on(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async signIn(session: Session): Promise<void> {
    this.session = session;
    await this.store.writeSession(session);
    this.emit('SIGNED_IN', false);
  }

  /** New tokens of the same session: a refresh, or a reauthentication. */
  async replaceTokens(session: Session): Promise<void> {
    this.session = session;
    await this.store.writeSession(session);
    this.emit('TOKEN_REFRESHED', false);
  }

  /**
   * Ends the session here and in the storage, with the selected workspace. Once: a second call, or one for a
   * session that is no longer the current one (`expected`), does nothing and answers false.
   */
  async signOut(error?: PortalApiError, expected?: Session): Promise<boolean> {
    const current = this.session;
    if (!current || (expected && current.refreshToken !== expected.refreshToken)) return false;
    this.session = null;
    this.workspaceId = null;
    await this.store.writeSession(null);
    await this.store.writeWorkspace(null);
    this.emit('SIGNED_OUT', false, error);
    return true;
  }

  /** A session another tab or client wrote (or that this one found on re-reading the storage). */
  adopt(session: Session | null): void {
    const before = this.session;
    if (before?.accessToken === session?.accessToken && before?.refreshToken === session?.refreshToken) return;
    this.session = session;
    if (!session) {
      this.workspaceId = null;
      this.emit('SIGNED_OUT', true);
    } else if (!before || serverSessionOf(before) !== serverSessionOf(session)) {
      this.emit('SIGNED_IN', true);
    } else {
      this.emit('TOKEN_REFRESHED', true);
    }
  }

  /**
   * Calls act in `workspaceId` from now on; remembered in the storage for the next load. Other open tabs keep
   * theirs: a tab's calls never switch workspace under its user's feet.
   */
  async selectWorkspace(workspaceId: string | null): Promise<void> {
    if (workspaceId === this.workspaceId) return;
    this.workspaceId = workspaceId;
    this.emit('WORKSPACE_CHANGED', false);
    await this.store.writeWorkspace(workspaceId);
  }

  private emit(event: AuthChangeEvent, fromOtherTab: boolean, error?: PortalApiError): void {
    const state: AuthState = { session: this.session, workspaceId: this.workspaceId, fromOtherTab, ...(error ? { error } : {}) };
    for (const listener of [...this.listeners]) {
      try {
        listener(event, state);
      } catch (failure) {
        // One failing listener neither stops the others nor the client; the failure still surfaces.
        setTimeout(() => {
          throw failure;
        });
      }
    }
  }
}
