/** What a sign-in yields. `clientHash` is the X-Client-Hash the session is bound to: keep it with the tokens. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lived when issued. */
  expiresIn?: number;
  clientHash?: string;
}

/**
 * Where the client keeps the tokens. Memory by default (gone on reload); a browser app may keep them in
 * sessionStorage or behind its own storage, a Node service in its secret store. May be synchronous or not.
 */
export interface TokenStore {
  get(): Tokens | null | Promise<Tokens | null>;
  /** `null` clears them (logout, failed refresh). */
  set(tokens: Tokens | null): void | Promise<void>;
}

export class MemoryTokenStore implements TokenStore {
  private tokens: Tokens | null;

  constructor(initial: Tokens | null = null) {
    this.tokens = initial;
  }

  get(): Tokens | null {
    return this.tokens;
  }

  set(tokens: Tokens | null): void {
    this.tokens = tokens;
  }
}
