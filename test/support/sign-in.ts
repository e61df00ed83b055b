import type { FastifyRequest } from 'fastify';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.js';

/**
 * PROVISIONAL until the auth core's login and guard land: the bearer token is
 * the account id, set as `request.auth` by a test-only hook. To be replaced by
 * the real HTTP journey (initiate → mfa/send → code from the mail → complete).
 */
export async function startSignInServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({
    ...options,
    configure: async (app) => {
      app.addHook('preHandler', async (request: FastifyRequest) => {
        const header = request.headers.authorization;
        if (header?.startsWith('Bearer ')) (request as unknown as { auth: unknown }).auth = { accountId: header.slice(7), sessionId: 'provisional' };
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

export async function signIn(_server: TestServer, account: { accountBizId: string; email: string; password: string }): Promise<SignedIn> {
  return { accessToken: account.accountBizId, refreshToken: '', accountId: account.accountBizId };
}
