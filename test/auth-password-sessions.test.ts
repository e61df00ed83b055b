import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders } from './support/harness.js';
import { caller, resetTokenFor, startPasswordServer, type PasswordTestContext } from './support/password-flows.js';
import { signIn } from './support/sign-in.js';
import { createAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

/* How password changes meet sessions and the login lock: the real login journey, real tokens. */

const NEW_PASSWORD = 'a brand new passphrase 2026';
const SESSIONS = '/web/v1/partner/security/sessions';
let ctx: PasswordTestContext;

beforeAll(async () => {
  ctx = await startPasswordServer({ LOGIN_LOCKOUT_THRESHOLD: '3' });
});
afterAll(async () => {
  await ctx?.close();
});


const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionsWith = (token: string) => ctx.server.request(SESSIONS, { headers: portalHeaders(bearer(token)) });

describe('password/change', () => {
  it('needs the current password, applies the policy, then ends every other session of the account: its access and refresh tokens are refused', async () => {
    const account = await createAccount(ctx.server, 'changer');
    const [mine, other] = [await signIn(ctx.server, account), await signIn(ctx.server, account)];
    const call = caller(ctx.server);
    expectError(await call('password/change', { currentPassword: account.password, newPassword: NEW_PASSWORD }), 401, 'ACCESS.TOKEN_MISSING');
    expectError(await call('password/change', { currentPassword: 'not it at all', newPassword: NEW_PASSWORD }, bearer(mine.accessToken)), 400, 'AUTH.PASSWORD_INCORRECT');
    expectError(await call('password/change', { currentPassword: account.password, newPassword: 'password1234' }, bearer(mine.accessToken)), 400, 'AUTH.PASSWORD_POLICY_VIOLATION');

    const changed = await call('password/change', { currentPassword: account.password, newPassword: NEW_PASSWORD }, bearer(mine.accessToken));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ success: true, terminatedSessions: 1 });
    expect((await sessionsWith(mine.accessToken)).status).toBe(200);
    expectError(await sessionsWith(other.accessToken), 401, 'ACCESS.TOKEN_INVALID');
    expectError(await call('token/refresh', { refreshToken: other.refreshToken }), 404, 'AUTH.SESSION_NOT_FOUND');
    expect((await call('token/refresh', { refreshToken: mine.refreshToken })).status).toBe(200);
    expectError(await call('login/initiate', { email: account.email, password: account.password }), 401, 'AUTH.INVALID_CREDENTIALS');
    expect((await call('login/initiate', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('password/reset', () => {
  it('ends every session, clears the login lock, and the next login still asks for the second factor', async () => {
    const account = await createAccount(ctx.server, 'locked');
    const before = await signIn(ctx.server, account);
    const call = caller(ctx.server);
    for (let i = 0; i < 3; i++) expectError(await call('login/initiate', { email: account.email, password: 'wrong wrong wrong' }), 401, 'AUTH.INVALID_CREDENTIALS');
    // Locked now: even the right password is refused until the lock ends or a reset clears it.
    expectError(await call('login/initiate', { email: account.email, password: account.password }), 429, 'RATE_LIMIT.EXCEEDED');

    const token = await resetTokenFor(ctx, call, account.email);
    expect((await call('password/reset', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expectError(await sessionsWith(before.accessToken), 401, 'ACCESS.TOKEN_INVALID');

    const initiated = await call('login/initiate', { email: account.email, password: NEW_PASSWORD });
    expect(initiated.status).toBe(200);
    expect(initiated.body.data).toMatchObject({ sessionId: expect.any(String), mfaMethods: [{ code: 'EMAIL' }] });
    expect(initiated.body.data.accessToken).toBeUndefined();
  });
});
