import type { FastifyRequest } from 'fastify';
import type { Portal } from '../../src/modules/auth/auth-context.js';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.js';

/**
 * PROVISIONAL until the auth core's login and guard land: the bearer token is
 * `<portal>:<account id>`, set as `request.auth` by a test-only hook. To be
 * replaced by the real HTTP journey (initiate → mfa/send → code from the mail
 * → complete) behind the same two functions.
 */
export async function startSignInServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({
    ...options,
    configure: async (app) => {
      app.addHook('preHandler', async (request: FastifyRequest) => {
        const header = request.headers.authorization;
        const match = header ? /^Bearer (PARTNER|OPERATOR):(.+)$/.exec(header) : null;
        if (match) request.auth = { portal: match[1] as Portal, accountId: match[2]!, sessionId: 'provisional' };
      });
      await options.configure?.(app);
    },
  });
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  accountId: string;
}

export interface SignInAccount {
  accountBizId: string;
  email: string;
  password: string;
  /** Default PARTNER; OPERATOR signs in on /web/v1/operator/auth/*. */
  portal?: Portal;
}

export async function signIn(_server: TestServer, account: SignInAccount): Promise<SignedIn> {
  return { accessToken: `${account.portal ?? 'PARTNER'}:${account.accountBizId}`, refreshToken: '', accountId: account.accountBizId };
}
