import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders, type TestServer } from './support/harness.js';
import { expectErrorShape } from './support/money.js';
import { signedInOperator } from './support/operators.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, partnerAccounts, uniqueEmail, type TestAccount } from './support/workspaces.js';

/**
 * GET /web/v1/operator/accounts/pending: the partner accounts an operator still has to approve, oldest
 * first, in shape A; approving one (by its address) takes it off the list.
 */
let server: TestServer;
let opToken: string;
let alice: TestAccount;
let aliceToken: string;

const op = (path: string, token = opToken) => server.request(`/web/v1/operator${path}`, { headers: portalHeaders({ authorization: `Bearer ${token}` }) });

/** A partner account registered and waiting for approval (no password: it never signs in here). */
async function pendingPartner(label: string) {
  const email = uniqueEmail(label);
  const created = await server.db.transaction((tx) =>
    partnerAccounts(server).insertPartnerAccount(tx, { email, passwordHash: null, name: label, institutionName: `${label} Ltd`, pending: true }),
  );
  return { ...created, email };
}

beforeAll(async () => {
  server = await startSignInServer();
  opToken = (await signedInOperator(server)).token;
  alice = await createAccount(server, 'approved-alice');
  aliceToken = (await signIn(server, alice)).accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('accounts pending approval', () => {
  it('lists only partner accounts pending approval, oldest first, with their institution', async () => {
    const first = await pendingPartner('first');
    const second = await pendingPartner('second');
    const res = await op('/accounts/pending');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '2000' });
    const { items, pagination } = res.body.data;
    // Alice (approved) and the operator account are not pending: only the two registrations are listed.
    expect(items.map((item: { accountBizId: string }) => item.accountBizId)).toEqual([first.accountBizId, second.accountBizId]);
    expect(items[0]).toEqual({
      accountBizId: first.accountBizId,
      accountEmail: first.email,
      accountName: 'first',
      institutionBizId: first.institutionBizId,
      institutionName: 'first Ltd',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(new Date(items[0].createdAt).getTime()).toBeLessThanOrEqual(new Date(items[1].createdAt).getTime());
    expect(pagination).toEqual({ totalPages: 1, totalRecords: 2, currentPage: 0, pageSize: 20, hasNext: false, empty: false, paginated: false });

    // Approved, an account leaves the queue.
    expect((await server.request('/web/v1/operator/accounts/approve', { method: 'POST', headers: portalHeaders({ authorization: `Bearer ${opToken}` }), body: { email: first.email } })).status).toBe(200);
    const after = await op('/accounts/pending');
    expect(after.body.data.items.map((item: { accountBizId: string }) => item.accountBizId)).toEqual([second.accountBizId]);
    expect(after.body.data.pagination.totalRecords).toBe(1);
  });

  it('pages the queue: each account on exactly one page', async () => {
    const more = [await pendingPartner('page-a'), await pendingPartner('page-b'), await pendingPartner('page-c')];
    const all = (await op('/accounts/pending?size=100')).body.data.items.map((item: { accountBizId: string }) => item.accountBizId) as string[];
    expect(all.slice(-3)).toEqual(more.map((account) => account.accountBizId));
    const seen: string[] = [];
    for (let page = 0; page < all.length; page++) {
      const res = await op(`/accounts/pending?size=1&page=${page}`);
      expect(res.body.data.pagination).toMatchObject({ totalRecords: all.length, totalPages: all.length, currentPage: page, pageSize: 1, paginated: true, hasNext: page + 1 < all.length });
      seen.push(...res.body.data.items.map((item: { accountBizId: string }) => item.accountBizId));
    }
    expect(seen).toEqual(all);
    const past = await op(`/accounts/pending?size=1&page=${all.length}`);
    expect(past.body.data).toMatchObject({ items: [], pagination: { empty: true, hasNext: false } });
    expectErrorShape(await op('/accounts/pending?page=-1'), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it("refuses a partner's token: the queue is the operators' alone", async () => {
    expectErrorShape(await op('/accounts/pending', aliceToken), 401, 'ACCESS.TOKEN_INVALID');
  });

  it('refuses a request without an operator token', async () => {
    expectErrorShape(await server.request('/web/v1/operator/accounts/pending', { headers: portalHeaders() }), 401, 'ACCESS.TOKEN_MISSING');
  });
});
