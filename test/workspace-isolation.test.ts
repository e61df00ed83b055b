import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, uploadFile } from './support/files.js';
import type { JsonResponse } from './support/harness.js';
import {
  actingAs,
  addExchangeRate,
  addRechargeChannel,
  addWithdrawalChannel,
  fund,
  ledgerOf,
  TEST_BANK_DETAILS,
  twoPartners,
  type TwoPartners,
} from './support/money.js';
import { addMember, createPasswordlessAccount, partnerApi } from './support/workspaces.js';

/**
 * The two-account matrix over every workspace route. Bob, fully in charge of
 * his own workspace, names Alice's ids on every by-id endpoint (404, nothing
 * changes) and reads every list (none of Alice's records); with Alice's
 * workspace in X-Workspace-Id he is refused on every workspace route (403).
 * The rows are checked against the routes the app registered, so a new
 * workspace route fails this file until it has a row.
 */

const P = '/web/v1/partner';
let cast: TwoPartners;
let call: ReturnType<typeof partnerApi>;
let carolWorkspace: string;

/** Alice's records, made once: every by-id row names one of them. */
const A = {} as {
  role: string;
  member: string;
  memberAccount: string;
  apiKey: string;
  webhook: string;
  invitation: string;
  referralCode: string;
  wallet: string;
  rechargeQuote: string;
  recharge: string;
  file: string;
  withdrawalChannel: string;
  withdrawal: string;
  exchange: string;
  exchangeQuote: string;
  transfer: string;
};
const INVITEE = 'invitee-iso@example.com';
/** Bob's own records: the other half of a request that pairs them with Alice's, and what his lists must show. */
const B = {} as { role: string; member: string; referralCode: string; wallet: string; recharge: string; file: string };
let rechargeChannel: string;

type Request = { path: string; body?: unknown };
interface Row {
  /** `METHOD /path` as registered, without the partner prefix. */
  route: string;
  /** by-id: names Alice's records, answers 404; list: answers Bob's records only; own: acts on the caller's workspace alone. */
  kind: 'by-id' | 'list' | 'own';
  /** What Bob sends; list and own requests are valid in his own workspace. */
  request: () => Request;
  /** List rows: Bob's records the answer must hold (it lists, just not Alice's records). */
  mine?: () => string[];
  /** By-id rows: the 404 code, when the route names what it did not find (the same as for an id that does not exist). */
  notFoundCode?: string;
  /** For a body that is not JSON. */
  send?: (token: string, workspace: string) => Promise<JsonResponse>;
}

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
const byId = (route: string, request: () => Request, notFoundCode = 'RESOURCE.NOT_FOUND'): Row => ({ route, kind: 'by-id', request, notFoundCode });
const list = (route: string, options: { query?: string; body?: unknown; mine?: () => string[] } = {}): Row => ({
  route,
  kind: 'list',
  request: () => ({ path: pathOf(route) + (options.query ?? ''), body: options.body }),
  mine: options.mine,
});
const own = (route: string, body?: () => unknown): Row => ({ route, kind: 'own', request: () => ({ path: pathOf(route), body: body?.() }) });
const PAGE = '?size=100';

const ROWS: Row[] = [
  list('GET /workspaces/current', { mine: () => [cast.bob.workspaceBizId] }),
  list('GET /workspaces/current/permissions', { mine: () => [cast.bob.workspaceBizId] }),
  own('POST /workspaces/current/update', () => ({ workspaceName: 'pwned' })),
  own('POST /workspaces/current/default'),
  own('POST /workspaces/current/leave'),

  list('GET /members', { query: PAGE, mine: () => [cast.bob.accountBizId, B.member] }),
  byId('POST /members/remove', () => ({ path: '/members/remove', body: { memberBizId: A.member } })),

  list('GET /roles', { mine: () => [B.role] }),
  list('GET /roles/permissions/tree'),
  own('POST /roles', () => ({ roleName: 'x', description: '' })),
  byId('GET /roles/:roleBizId', () => ({ path: `/roles/${A.role}` })),
  byId('GET /roles/:roleBizId/permissions', () => ({ path: `/roles/${A.role}/permissions` })),
  byId('POST /roles/update', () => ({ path: '/roles/update', body: { roleId: A.role, roleName: 'pwned' } })),
  byId('POST /roles/permissions', () => ({ path: '/roles/permissions', body: { roleId: A.role, permissionCodes: ['wallets:read'] } })),
  byId('POST /roles/delete', () => ({ path: '/roles/delete', body: { roleId: A.role } })),
  byId('POST /roles/members/role/change', () => ({ path: '/roles/members/role/change', body: { memberBizId: A.member, roleId: B.role } })),
  // Bob's own member given Alice's role.
  byId('POST /roles/members/role/change', () => ({ path: '/roles/members/role/change', body: { memberBizId: B.member, roleId: A.role } })),

  list('GET /api-keys', { query: PAGE }),
  list('GET /api-keys/available-permissions'),
  own('POST /api-keys', () => ({ name: 'x', scopes: ['wallets:read'] })),
  byId('GET /api-keys/:keyBizId', () => ({ path: `/api-keys/${A.apiKey}` })),
  byId('GET /api-keys/:keyBizId/usage', () => ({ path: `/api-keys/${A.apiKey}/usage` })),
  byId('POST /api-keys/disable', () => ({ path: '/api-keys/disable', body: { apiKeyId: A.apiKey } })),
  byId('POST /api-keys/enable', () => ({ path: '/api-keys/enable', body: { apiKeyId: A.apiKey } })),
  byId('POST /api-keys/rotate', () => ({ path: '/api-keys/rotate', body: { apiKeyId: A.apiKey, overlapSeconds: 0 } })),
  byId('POST /api-keys/delete', () => ({ path: '/api-keys/delete', body: { apiKeyId: A.apiKey } })),

  list('GET /webhooks', { query: PAGE }),
  list('GET /webhooks/event-types'),
  own('POST /webhooks', () => ({ url: 'https://example.com/bob', events: ['recharge.completed'] })),
  byId('GET /webhooks/:endpointId', () => ({ path: `/webhooks/${A.webhook}` })),
  byId('GET /webhooks/:endpointId/deliveries', () => ({ path: `/webhooks/${A.webhook}/deliveries` })),
  byId('POST /webhooks/:endpointId/update', () => ({ path: `/webhooks/${A.webhook}/update`, body: { url: 'https://example.com/pwned' } })),
  ...(['enable', 'disable', 'rotate-secret', 'test', 'delete'] as const).map((action) =>
    byId(`POST /webhooks/:endpointId/${action}`, () => ({ path: `/webhooks/${A.webhook}/${action}` })),
  ),
  // A delivery id that cannot be Bob's: the endpoint is Alice's, so the answer is the endpoint's 404.
  byId('POST /webhooks/:endpointId/deliveries/:deliveryId/redeliver', () => ({ path: `/webhooks/${A.webhook}/deliveries/msg_01JD3F0Q3W6Y8T4R2P9N5M7K1H/redeliver` })),

  list('GET /invitations'),
  byId('POST /invitations', () => ({ path: '/invitations', body: { email: 'x@example.com', roleId: A.role } })),
  byId('POST /invitations/cancel', () => ({ path: '/invitations/cancel', body: { invitationBizId: A.invitation } })),

  list('GET /referral-codes/mine', { mine: () => [B.referralCode] }),
  own('POST /referral-codes', () => ({ extraData: '' })),
  byId('POST /referral-codes/activate', () => ({ path: '/referral-codes/activate', body: { bizId: A.referralCode } })),
  byId('POST /referral-codes/deactivate', () => ({ path: '/referral-codes/deactivate', body: { bizId: A.referralCode } })),
  byId('POST /referral-codes/update', () => ({ path: '/referral-codes/update', body: { bizId: A.referralCode, extraData: 'pwned' } })),
  list('GET /referrals/mine/count'),
  list('POST /referrals/mine/query', { body: {} }),

  list('GET /audit-events', { query: PAGE }),

  list('GET /wallets', { mine: () => [B.wallet] }),
  byId('GET /wallets/:walletBizId', () => ({ path: `/wallets/${A.wallet}` })),
  byId('GET /wallets/:walletBizId/balance', () => ({ path: `/wallets/${A.wallet}/balance` })),
  byId('GET /wallets/:walletBizId/flows', () => ({ path: `/wallets/${A.wallet}/flows${PAGE}` })),

  list('GET /recharges/available-channels', { mine: () => [rechargeChannel] }),
  own('POST /recharges/quote', () => ({ channelBizId: rechargeChannel, amount: '10.00' })),
  byId('POST /recharges', () => ({ path: '/recharges', body: { quoteBizId: A.rechargeQuote } })),
  list('GET /recharges', { query: PAGE, mine: () => [B.recharge] }),
  byId('GET /recharges/:bizId', () => ({ path: `/recharges/${A.recharge}` })),
  byId('POST /recharges/:bizId/proof', () => ({ path: `/recharges/${A.recharge}/proof`, body: { fileBizId: B.file } })),
  // Bob's own recharge with Alice's file as its proof.
  byId('POST /recharges/:bizId/proof', () => ({ path: `/recharges/${B.recharge}/proof`, body: { fileBizId: A.file } }), 'RECHARGE.PROOF_FILE_NOT_FOUND'),
  byId('POST /recharges/:bizId/cancel', () => ({ path: `/recharges/${A.recharge}/cancel`, body: { cancelReason: 'pwned' } })),

  list('GET /withdrawal-channels'),
  own('POST /withdrawal-channels', () => ({ channelType: 'BANK_ACCOUNT', currency: 'USD', label: 'x', details: TEST_BANK_DETAILS })),
  byId('POST /withdrawals', () => ({ path: '/withdrawals', body: { channelBizId: A.withdrawalChannel, amount: '1.00' } })),
  byId('POST /withdrawals/quote', () => ({ path: '/withdrawals/quote', body: { channelBizId: A.withdrawalChannel, amount: '1.00' } })),
  list('GET /withdrawals', { query: PAGE }),
  byId('GET /withdrawals/:bizId', () => ({ path: `/withdrawals/${A.withdrawal}` })),
  byId('POST /withdrawals/:bizId/cancel', () => ({ path: `/withdrawals/${A.withdrawal}/cancel` })),

  own('POST /exchanges/quote', () => ({ sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '1.00' })),
  byId('POST /exchanges', () => ({ path: '/exchanges', body: { quoteBizId: A.exchangeQuote } })),
  list('GET /exchanges', { query: PAGE }),
  byId('GET /exchanges/:bizId', () => ({ path: `/exchanges/${A.exchange}` })),

  // Naming another workspace as the recipient is what a transfer is for: Carol's, never Alice's records.
  own('POST /transfers', () => ({ toWorkspaceBizId: carolWorkspace, currency: 'USD', amount: '1.00' })),
  own('POST /transfers/quote', () => ({ toWorkspaceBizId: carolWorkspace, currency: 'USD', amount: '1.00' })),
  list('GET /transfers/query/orders', { query: PAGE }),
  byId('GET /transfers/query/orders/:transferBizId', () => ({ path: `/transfers/query/orders/${A.transfer}` })),
  byId('GET /transfers/query/orders/:transferBizId/completed', () => ({ path: `/transfers/query/orders/${A.transfer}/completed` })),

  {
    ...own('POST /files/upload'),
    send: (token, workspace) => uploadFile(cast.server, token, workspace, { bytes: pdf('x'), type: 'application/pdf', name: 'x.pdf' }),
  },
  byId('GET /files/:bizId', () => ({ path: `/files/${A.file}` })),
  byId('GET /files/:bizId/download', () => ({ path: `/files/${A.file}/download` })),
];

function send(row: Row, token: string, workspace: string): Promise<JsonResponse> {
  if (row.send) return row.send(token, workspace);
  const { path, body } = row.request();
  return call(token, row.route.slice(0, row.route.indexOf(' ')), path, { workspace, body });
}

/** The data of a setup step that must succeed. */
async function made(step: string, response: Promise<JsonResponse>) {
  const res = await response;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${step} answered ${res.status} ${res.text}`);
  return res.body.data;
}

/**
 * What a party sees of its own workspace: every GET row's answer there, by
 * path. Alice's shows all her records; compared before and after Bob's
 * attempts, it proves they changed nothing. The balance's `asOf` is the time
 * of the read, not state.
 */
async function viewOf(token: string, workspace: string): Promise<Record<string, string>> {
  const view: Record<string, string> = {};
  for (const row of ROWS.filter((r) => r.route.startsWith('GET '))) {
    const res = await send(row, token, workspace);
    const state = res.body === undefined ? res.text : JSON.stringify(res.body.data, (key, value: unknown) => (key === 'asOf' ? undefined : value));
    view[row.request().path] = `${res.status} ${state}`;
  }
  return view;
}

const ID = /\b[a-z]{2,5}_[0-9A-HJKMNP-TV-Z]{26}\b/g;
let before: { alice: Record<string, string>; bob: Record<string, string> };
/** Every id her view shows (workspace, account, records, audit events, ledger entries), her quotes, which no view shows, and her invitee's address. */
let aliceIds: string[];

beforeAll(async () => {
  cast = await twoPartners();
  const { server, alice, bob, asAlice, asBob } = cast;
  call = partnerApi(server);
  carolWorkspace = (await createPasswordlessAccount(server, 'carol')).workspaceBizId;
  rechargeChannel = await addRechargeChannel(server);
  await addExchangeRate(server, 'USD', 'EUR', '0.92');

  A.role = (await made('Alice role', asAlice('POST', '/roles', { body: { roleName: 'Alice role', description: '' } }))).bizId;
  const member = await createPasswordlessAccount(server, 'member');
  A.memberAccount = member.accountBizId;
  A.member = await addMember(server, alice.workspaceBizId, member.accountBizId, A.role);
  A.apiKey = (await made('Alice key', asAlice('POST', '/api-keys', { body: { name: 'alice key', scopes: ['wallets:read'] } }))).apiKeyId;
  A.webhook = (await made('Alice webhook', asAlice('POST', '/webhooks', { body: { url: 'https://example.com/alice', events: ['recharge.completed'] } }))).endpointId;
  A.invitation = (await made('Alice invitation', asAlice('POST', '/invitations', { body: { email: INVITEE, roleId: A.role } }))).bizId;
  A.referralCode = (await made('Alice referral code', asAlice('POST', '/referral-codes', { body: { extraData: 'alice' } }))).bizId;

  A.wallet = await fund(server, alice.workspaceBizId, 'USD', '100.00');
  A.rechargeQuote = (await made('Alice recharge quote', asAlice('POST', '/recharges/quote', { body: { channelBizId: rechargeChannel, amount: '30.00' } })))
    .quoteBizId;
  A.recharge = (await made('Alice recharge', asAlice('POST', '/recharges', { body: { channelBizId: rechargeChannel, amount: '20.00' } }))).bizId;
  A.file = (await made('Alice file', uploadFile(server, cast.aliceToken, alice.workspaceBizId, { bytes: pdf('Alice paid'), type: 'application/pdf' }))).bizId;
  await made('Alice proof', asAlice('POST', `/recharges/${A.recharge}/proof`, { body: { fileBizId: A.file } }));
  A.withdrawalChannel = await addWithdrawalChannel(asAlice);
  A.withdrawal = (await made('Alice withdrawal', asAlice('POST', '/withdrawals', { body: { channelBizId: A.withdrawalChannel, amount: '5.00' } }))).bizId;
  A.transfer = (await made('Alice transfer', asAlice('POST', '/transfers', { body: { toWorkspaceBizId: carolWorkspace, currency: 'USD', amount: '2.00' } })))
    .bizId;
  const exchangeQuote = await made('Alice exchange quote', asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '10.00' } }));
  A.exchange = (await made('Alice exchange', asAlice('POST', '/exchanges', { body: { quoteBizId: exchangeQuote.quoteBizId } }))).bizId;

  B.role = (await made('Bob role', asBob('POST', '/roles', { body: { roleName: 'Bob role', description: '' } }))).bizId;
  B.member = await addMember(server, bob.workspaceBizId, (await createPasswordlessAccount(server, 'bob-member')).accountBizId, B.role);
  B.referralCode = (await made('Bob referral code', asBob('POST', '/referral-codes', { body: { extraData: 'bob' } }))).bizId;
  // Funded, so no refusal of Bob's below is for want of money.
  B.wallet = await fund(server, bob.workspaceBizId, 'USD', '100.00');
  B.recharge = (await made('Bob recharge', asBob('POST', '/recharges', { body: { channelBizId: rechargeChannel, amount: '20.00' } }))).bizId;
  B.file = (await made('Bob file', uploadFile(server, cast.bobToken, bob.workspaceBizId, { bytes: pdf('Bob paid'), type: 'application/pdf' }))).bizId;

  // Last: an exchange quote holds for a minute only, and the final test uses it.
  A.exchangeQuote = (await made('Alice unused quote', asAlice('POST', '/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '3.00' } }))).quoteBizId;

  before = { alice: await viewOf(cast.aliceToken, alice.workspaceBizId), bob: await viewOf(cast.bobToken, bob.workspaceBizId) };
  const shown = [...Object.values(before.alice).join('\n').matchAll(ID)].map((match) => match[0]);
  // The one id of her view that is not hers: the operator's recharge channel, offered to every workspace.
  aliceIds = [...new Set([...shown, ...Object.values(A), carolWorkspace, INVITEE])].filter((id) => id !== rechargeChannel);
});
afterAll(async () => {
  if (cast) expect((await ledgerOf(cast.server).checkInvariants()).ok).toBe(true);
  await cast?.server.close();
});

describe('the matrix covers the routes', () => {
  it('every registered workspace route has a row, and every row a registered workspace route', () => {
    const registered = cast.server.app.routeAccess
      .filter((route) => route.workspace && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.startsWith(P) ? route.url.slice(P.length) : route.url}`);
    expect([...new Set(ROWS.map((row) => row.route))].sort()).toEqual([...new Set(registered)].sort());
  });

  it("names records Alice has: she reads every one of them in her own workspace", () => {
    const missing = ROWS.filter((row) => row.route.startsWith('GET ') && !before.alice[row.request().path]!.startsWith('200 '));
    expect(missing.map((row) => row.route)).toEqual([]);
  });
});

describe("Bob in his own workspace, naming Alice's ids", () => {
  it('gets 404 RESOURCE.NOT_FOUND (or the route\'s own not-found code) on every by-id endpoint', async () => {
    const answers: string[] = [];
    for (const row of ROWS.filter((r) => r.kind === 'by-id')) {
      expect(aliceIds.some((id) => JSON.stringify(row.request()).includes(id)), `${row.route} names none of Alice's records`).toBe(true);
      const res = await send(row, cast.bobToken, cast.bob.workspaceBizId);
      answers.push(`${row.request().path} ${res.status} ${res.body?.code} ${JSON.stringify(res.body?.data)}`);
    }
    expect(answers).toEqual(ROWS.filter((r) => r.kind === 'by-id').map((row) => `${row.request().path} 404 ${row.notFoundCode} null`));
  });

  it("sees his own records and none of Alice's in every list", async () => {
    const leaks: string[] = [];
    for (const row of ROWS.filter((r) => r.kind === 'list')) {
      const res = await send(row, cast.bobToken, cast.bob.workspaceBizId);
      expect(res.status, row.route).toBe(200);
      for (const id of row.mine?.() ?? []) expect(res.text, `${row.route} misses Bob's ${id}`).toContain(id);
      leaks.push(...aliceIds.filter((id) => res.text.includes(id)).map((id) => `${row.route} shows ${id}`));
    }
    expect(leaks).toEqual([]);
  });

  it('cannot answer an invitation addressed to someone else', async () => {
    const { bobToken } = cast;
    expect((await call(bobToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: A.invitation } })).status).toBe(404);
    expect((await call(bobToken, 'POST', '/profile/invitations/decline', { body: { invitationBizId: A.invitation, reason: '' } })).status).toBe(404);
    expect((await call(bobToken, 'GET', '/profile/invitations')).text).not.toContain(A.invitation);
  });
});

describe("Bob with Alice's workspace in X-Workspace-Id", () => {
  it('is refused on every workspace route: 403 ACCESS.WORKSPACE_DENIED', async () => {
    const answers: string[] = [];
    for (const row of ROWS) {
      const res = await send(row, cast.bobToken, cast.alice.workspaceBizId);
      answers.push(`${row.route} ${res.status} ${res.body?.code}`);
    }
    expect(answers).toEqual(ROWS.map((row) => `${row.route} 403 ACCESS.WORKSPACE_DENIED`));
  });
});

describe('after all of it', () => {
  it("Alice's records and Bob's are as they were: every record, balance, flow, file and trail entry", async () => {
    expect(await viewOf(cast.aliceToken, cast.alice.workspaceBizId)).toEqual(before.alice);
    expect(await viewOf(cast.bobToken, cast.bob.workspaceBizId)).toEqual(before.bob);
  });

  it("Alice's quotes are still unused: she turns them into a recharge and an exchange", async () => {
    const as = actingAs(cast.server, cast.aliceToken, cast.alice.workspaceBizId);
    expect((await as('POST', '/recharges', { body: { quoteBizId: A.rechargeQuote } })).body.data).toMatchObject({ quoteBizId: A.rechargeQuote, amount: '30.00' });
    expect((await as('POST', '/exchanges', { body: { quoteBizId: A.exchangeQuote } })).body.data).toMatchObject({ quoteBizId: A.exchangeQuote, sellAmount: '3.00' });
  });
});
