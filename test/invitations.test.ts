import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCanonicalEmail } from '../src/infra/email-address.js';
import { newId } from '../src/infra/ids.js';
import { createInvitationsRepo } from '../src/modules/invitations/invitations.repo.js';
import { INVITATION_TTL_SECONDS, MAX_PENDING_INVITATIONS } from '../src/modules/invitations/invitations.service.js';
import type { JsonResponse, TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { addMember, createAccount, partnerAccounts, partnerApi, TEST_PASSWORD, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

let server: TestServer;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let mallory: TestAccount;
let aliceToken: string;
let bobToken: string;
let carolToken: string;
let malloryToken: string;
let viewerRole: string;
let malloryRole: string;
let ownerRole: string;

beforeAll(async () => {
  // Mails link to the web app's pages: the links below must be routes it serves.
  server = await startSignInServer({ env: { PORTAL_WEB_URL: 'https://portal.example.com' } });
  call = partnerApi(server);
  alice = await createAccount(server, 'alice');
  bob = await createAccount(server, 'bob');
  carol = await createAccount(server, 'carol');
  mallory = await createAccount(server, 'mallory');
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
  carolToken = (await signIn(server, carol)).accessToken;
  malloryToken = (await signIn(server, mallory)).accessToken;
  viewerRole = await newRole('Viewer', ['members:read']);
  malloryRole = await newRole('Recruiter', []);
  ownerRole = (await asAlice('GET', '/roles')).body.data[0].bizId;
  await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
});
afterAll(async () => {
  await server?.close();
});

const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
const asBob = (method: string, path: string, body?: unknown) => call(bobToken, method, path, { workspace: bob.workspaceBizId, body });
const asMallory = (method: string, path: string, body?: unknown) => call(malloryToken, method, path, { workspace: alice.workspaceBizId, body });
/** Invitee-side calls: no workspace. */
const asCarol = (method: string, path: string, body?: unknown) => call(carolToken, method, path, { body });
/** A call with `X-LOCALE`: the message comes in that language, the code stays. */
const inLocale = (locale: string, token: string, method: string, path: string, body: unknown, workspace?: string) =>
  call(token, method, path, { workspace, body, headers: { 'x-locale': locale } });

let counter = 0;
async function newRole(prefix: string, permissionCodes: string[]): Promise<string> {
  const res = await asAlice('POST', '/roles', { roleName: `${prefix} ${++counter}`, description: '' });
  expect(res.status).toBe(201);
  if (permissionCodes.length > 0) expect((await asAlice('POST', '/roles/permissions', { roleId: res.body.data.bizId, permissionCodes })).status).toBe(200);
  return res.body.data.bizId;
}

const freshEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}
/** Invitation mails to `address` (the log also carries sign-in mails). */
function mailsTo(address: string): Mail[] {
  return server.logs
    .filter((line) => line.msg === 'mail (no SMTP)')
    .map((line) => line.mail as Mail)
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase() && /invited/.test(mail.subject));
}
async function waitForMail(address: string, count = 1): Promise<Mail> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${address}`);
}


async function invite(email: string, roleId = viewerRole): Promise<string> {
  const res = await asAlice('POST', '/invitations', { email, roleId });
  expect(res.status, res.text).toBe(201);
  return res.body.data.bizId;
}

describe('POST invitations', () => {
  it('invites an address with a role: HTTP 201, code 2001, a PENDING invitation that expires in 7 days, and a mail', async () => {
    const res = await asAlice('POST', '/invitations', { email: carol.email, roleId: viewerRole });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001' });
    const data = res.body.data;
    expect(data).toMatchObject({
      workspaceBizId: alice.workspaceBizId,
      email: carol.email,
      roleBizId: viewerRole,
      status: 'PENDING',
      invitedByBizId: alice.accountBizId,
      invitedByName: 'alice',
      respondedAt: null,
      declineReason: null,
    });
    expect(data.bizId).toMatch(/^inv_[0-9A-Z]{26}$/);
    expect(Math.abs(Date.parse(data.expiresAt) - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const mail = await waitForMail(carol.email);
    expect(mail.subject).toContain(data.workspaceName);
    expect(mail.text).toContain('Sign in');
    expect(mail.text).toContain(data.roleName);
    expect(mail.text).toContain('Open: https://portal.example.com/my-invitations\n');
    const list = await asAlice('GET', '/invitations');
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { bizId: string }) => i.bizId)).toContain(data.bizId);
    await asAlice('POST', '/invitations/cancel', { invitationBizId: data.bizId });
  });

  it('invites an address without an account to register first', async () => {
    const email = freshEmail('newcomer');
    await invite(email);
    const mail = await waitForMail(email);
    expect(mail.text).toMatch(/Register with this address/);
    expect(mail.text).toContain('Register: https://portal.example.com/register\n');
  });

  it('refuses a second pending invitation for the same address (any letter case): 409 INVITATION.ALREADY_PENDING', async () => {
    const email = freshEmail('twice');
    await invite(email);
    const again = await asAlice('POST', '/invitations', { email, roleId: viewerRole });
    expectError(again, 409, 'INVITATION.ALREADY_PENDING');
    expect(again.body.message).toBe('A pending invitation for this address already exists: email');
    const upper = await inLocale('ja', aliceToken, 'POST', '/invitations', { email: email.toUpperCase(), roleId: malloryRole }, alice.workspaceBizId);
    expectError(upper, 409, 'INVITATION.ALREADY_PENDING');
    expect(upper.body.message).toBe('このアドレス宛ての保留中の招待がすでにあります: email');
  });

  it('refuses to invite a current member: 409 INVITATION.ALREADY_MEMBER', async () => {
    expectError(await asAlice('POST', '/invitations', { email: mallory.email, roleId: viewerRole }), 409, 'INVITATION.ALREADY_MEMBER');
    const zh = await inLocale('zh-Hant', aliceToken, 'POST', '/invitations', { email: mallory.email, roleId: viewerRole }, alice.workspaceBizId);
    expectError(zh, 409, 'INVITATION.ALREADY_MEMBER');
    expect(zh.body.message).toBe('受邀者已是該工作區的成員: email');
  });

  it(`refuses a pending invitation beyond ${MAX_PENDING_INVITATIONS} per workspace: 422 INVITATION.LIMIT_REACHED`, async () => {
    const owner = await createAccount(server, 'busy-inviter');
    const token = (await signIn(server, owner)).accessToken;
    const workspace = owner.workspaceBizId;
    const role = (await call(token, 'POST', '/roles', { workspace, body: { roleName: 'Guest' } })).body.data.bizId as string;
    const repo = createInvitationsRepo();
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_PENDING_INVITATIONS; i++) {
        await repo.insert(tx, {
          id: newId('invitation'),
          workspaceId: workspace,
          email: requireCanonicalEmail(`filler-${i}@example.com`),
          roleId: role,
          roleName: 'Guest',
          invitedBy: owner.accountBizId,
          ttlSeconds: INVITATION_TTL_SECONDS,
        });
      }
    });
    const res = await call(token, 'POST', '/invitations', { workspace, body: { email: freshEmail('one-too-many'), roleId: role }, headers: { 'x-locale': 'ja' } });
    expectError(res, 422, 'INVITATION.LIMIT_REACHED');
    expect(res.body.message).toBe(`このワークスペースの保留中の招待は上限数に達しています: at most ${MAX_PENDING_INVITATIONS}`);
  });

  it('refuses an empty body, a bad address, unknown fields (400) and a role of another workspace (404)', async () => {
    expectError(await asAlice('POST', '/invitations', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/invitations', { email: 'not-an-address', roleId: viewerRole }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/invitations', { email: freshEmail('x'), roleId: viewerRole, admin: true }), 400, 'VALIDATION.INVALID_PARAMETER');
    const bobsRole = (await asBob('GET', '/roles')).body.data[0].bizId;
    expectError(await asAlice('POST', '/invitations', { email: freshEmail('x'), roleId: bobsRole }), 404, 'RESOURCE.NOT_FOUND');
  });

  it('a non-owner cannot invite with the OWNER role or a role stronger than their own: 403', async () => {
    expect((await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['invitations:write'] })).status).toBe(200);
    const toOwner = await asMallory('POST', '/invitations', { email: freshEmail('o'), roleId: ownerRole });
    expectError(toOwner, 403, 'ACCESS.PERMISSION_DENIED');
    const stronger = await asMallory('POST', '/invitations', { email: freshEmail('s'), roleId: viewerRole });
    expectError(stronger, 403, 'ACCESS.PERMISSION_DENIED');
    expect(stronger.body.message).toContain('members:read');
    expect((await asMallory('POST', '/invitations', { email: freshEmail('ok'), roleId: malloryRole })).status).toBe(201);
  });
});

describe('the invitee', () => {
  it('sees the invitation under profile/invitations, accepts it, and becomes a member with the role', async () => {
    const id = await invite(carol.email);
    const mine = await asCarol('GET', '/profile/invitations');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((i: { bizId: string }) => i.bizId)).toEqual([id]);
    expect(mine.body.data[0]).toMatchObject({ workspaceBizId: alice.workspaceBizId, status: 'PENDING' });
    // Nobody else sees it.
    expect((await call(bobToken, 'GET', '/profile/invitations')).body.data).toEqual([]);

    const accepted = await asCarol('POST', '/profile/invitations/accept', { invitationBizId: id });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      userBizId: carol.accountBizId,
      workspaceBizId: alice.workspaceBizId,
      workspaceRoleBizId: viewerRole,
      isOwner: false,
      isDefault: false,
      joinSource: { code: 'INVITATION' },
    });
    // The role works at once: members:read yes, roles:read no.
    expect((await call(carolToken, 'GET', '/members', { workspace: alice.workspaceBizId })).status).toBe(200);
    expectError(await call(carolToken, 'GET', '/roles', { workspace: alice.workspaceBizId }), 403, 'ACCESS.PERMISSION_DENIED');
    expect((await asCarol('GET', '/profile/invitations')).body.data).toEqual([]);
    const seen = (await asAlice('GET', '/invitations')).body.data.find((i: { bizId: string }) => i.bizId === id);
    expect(seen.status).toBe('ACCEPTED');
    expect(seen.respondedAt).not.toBeNull();
    // Single use.
    expectError(await asCarol('POST', '/profile/invitations/accept', { invitationBizId: id }), 409, 'INVITATION.NOT_PENDING');
  });

  it('declines with a reason the workspace sees', async () => {
    const dave = await createAccount(server, 'dave');
    const daveToken = (await signIn(server, dave)).accessToken;
    const id = await invite(dave.email);
    const res = await call(daveToken, 'POST', '/profile/invitations/decline', { body: { invitationBizId: id, reason: 'Wrong company' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bizId: id, status: 'DECLINED', declineReason: 'Wrong company' });
    const again = await inLocale('ja', daveToken, 'POST', '/profile/invitations/accept', { invitationBizId: id });
    expectError(again, 409, 'INVITATION.NOT_PENDING');
    expect(again.body.message).toBe('この招待はすでに承諾、辞退、または取り消されています: status DECLINED');
    const declined = await asAlice('GET', '/invitations?status=DECLINED');
    expect(declined.body.data.map((i: { bizId: string }) => i.bizId)).toContain(id);
    expect(declined.body.data.every((i: { status: string }) => i.status === 'DECLINED')).toBe(true);
  });

  it('refuses an empty body and a missing reason: 400', async () => {
    expectError(await asCarol('POST', '/profile/invitations/accept', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asCarol('POST', '/profile/invitations/decline', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asCarol('POST', '/profile/invitations/decline', { invitationBizId: 'inv_x' }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it("cannot see, accept or decline someone else's invitation: 404", async () => {
    const id = await invite(freshEmail('someone'));
    expectError(await call(bobToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: id } }), 404, 'RESOURCE.NOT_FOUND');
    expectError(await call(bobToken, 'POST', '/profile/invitations/decline', { body: { invitationBizId: id, reason: '' } }), 404, 'RESOURCE.NOT_FOUND');
    const pending = (await asAlice('GET', '/invitations?status=PENDING')).body.data.find((i: { bizId: string }) => i.bizId === id);
    expect(pending.status).toBe('PENDING');
  });

  it('needs a token: 401', async () => {
    expectError(await call(undefined, 'GET', '/profile/invitations'), 401, 'ACCESS.TOKEN_MISSING');
  });

  it('an address without an account registers, then finds and accepts the invitation', async () => {
    const email = freshEmail('later');
    const id = await invite(email);
    const created = await partnerAccounts(server).createPartnerAccount({ email, password: TEST_PASSWORD, name: 'later' });
    const token = (await signIn(server, { ...created, email, password: TEST_PASSWORD })).accessToken;
    expect((await call(token, 'GET', '/profile/invitations')).body.data.map((i: { bizId: string }) => i.bizId)).toEqual([id]);
    expect((await call(token, 'POST', '/profile/invitations/accept', { body: { invitationBizId: id } })).status).toBe(200);
  });
});

describe('cancel and expiry', () => {
  it('cancels a pending invitation; it can then not be accepted, nor cancelled again', async () => {
    const erin = await createAccount(server, 'erin');
    const erinToken = (await signIn(server, erin)).accessToken;
    const id = await invite(erin.email);
    const res = await asAlice('POST', '/invitations/cancel', { invitationBizId: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bizId: id, status: 'CANCELLED' });
    expect((await call(erinToken, 'GET', '/profile/invitations')).body.data).toEqual([]);
    expectError(await call(erinToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: id } }), 409, 'INVITATION.NOT_PENDING');
    expectError(await asAlice('POST', '/invitations/cancel', { invitationBizId: id }), 409, 'INVITATION.NOT_PENDING');
    // A new invitation for the same address is fine once the old one is closed.
    await invite(erin.email);
  });

  it('refuses an empty body (400) and an unknown invitation (404)', async () => {
    expectError(await asAlice('POST', '/invitations/cancel', {}), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/invitations/cancel', { invitationBizId: 'inv_01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404, 'RESOURCE.NOT_FOUND');
  });

  it('an expired invitation shows EXPIRED, cannot be accepted, and a new one can be sent', async () => {
    const frank = await createAccount(server, 'frank');
    const frankToken = (await signIn(server, frank)).accessToken;
    const id = await invite(frank.email);
    await server.db.query("UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    const listed = (await asAlice('GET', '/invitations?status=EXPIRED')).body.data.find((i: { bizId: string }) => i.bizId === id);
    expect(listed.status).toBe('EXPIRED');
    expect((await call(frankToken, 'GET', '/profile/invitations')).body.data).toEqual([]);
    const accept = await call(frankToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: id } });
    expectError(accept, 409, 'INVITATION.EXPIRED');
    expect(accept.body.message).toBe('The invitation has expired');
    const cancel = await inLocale('vi', aliceToken, 'POST', '/invitations/cancel', { invitationBizId: id }, alice.workspaceBizId);
    expectError(cancel, 409, 'INVITATION.EXPIRED');
    expect(cancel.body.message).toBe('Lời mời đã hết hạn');
    const again = await invite(frank.email);
    expect(again).not.toBe(id);
  });

  it('an invitation whose role was deleted cannot be accepted', async () => {
    const gina = await createAccount(server, 'gina');
    const ginaToken = (await signIn(server, gina)).accessToken;
    const temp = await newRole('Temp', []);
    const id = await invite(gina.email, temp);
    expect((await asAlice('POST', '/roles/delete', { roleId: temp })).status).toBe(204);
    const listed = (await asAlice('GET', '/invitations')).body.data.find((i: { bizId: string }) => i.bizId === id);
    expect(listed).toMatchObject({ roleBizId: null, roleName: expect.stringMatching(/^Temp/) });
    const accept = await inLocale('zh', ginaToken, 'POST', '/profile/invitations/accept', { invitationBizId: id });
    expectError(accept, 409, 'INVITATION.ROLE_DELETED');
    expect(accept.body.message).toBe('该邀请对应的角色已被删除，请索取新的邀请');
  });

  it('an invitation into a suspended workspace cannot be accepted: 409 INVITATION.WORKSPACE_INACTIVE', async () => {
    const [owner, ivan] = [await createAccount(server, 'suspended-owner'), await createAccount(server, 'ivan')];
    const ownerToken = (await signIn(server, owner)).accessToken;
    const ivanToken = (await signIn(server, ivan)).accessToken;
    const role = (await call(ownerToken, 'POST', '/roles', { workspace: owner.workspaceBizId, body: { roleName: 'Guest' } })).body.data.bizId as string;
    const res = await call(ownerToken, 'POST', '/invitations', { workspace: owner.workspaceBizId, body: { email: ivan.email, roleId: role } });
    expect(res.status, res.text).toBe(201);
    await server.db.query("UPDATE workspaces SET status = 'SUSPENDED' WHERE id = $1", [owner.workspaceBizId]);
    const accept = await inLocale('ja', ivanToken, 'POST', '/profile/invitations/accept', { invitationBizId: res.body.data.bizId });
    expectError(accept, 409, 'INVITATION.WORKSPACE_INACTIVE');
    expect(accept.body.message).toBe('この招待のワークスペースは有効ではありません');
  });

  it('an invitee who became a member meanwhile cannot accept again: 409 INVITATION.ALREADY_MEMBER', async () => {
    const hank = await createAccount(server, 'hank');
    const hankToken = (await signIn(server, hank)).accessToken;
    const id = await invite(hank.email);
    await addMember(server, alice.workspaceBizId, hank.accountBizId, malloryRole);
    const accept = await call(hankToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: id } });
    expectError(accept, 409, 'INVITATION.ALREADY_MEMBER');
    expect(accept.body.message).toBe('The invitee is already a member of the workspace');
  });
});

describe('permissions and isolation', () => {
  it('needs invitations:read to list and invitations:write to invite or cancel', async () => {
    expect((await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: [] })).status).toBe(200);
    const id = await invite(freshEmail('perm'));
    expectError(await asMallory('GET', '/invitations'), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('POST', '/invitations', { email: freshEmail('p'), roleId: malloryRole }), 403, 'ACCESS.PERMISSION_DENIED');
    expectError(await asMallory('POST', '/invitations/cancel', { invitationBizId: id }), 403, 'ACCESS.PERMISSION_DENIED');
    expect((await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['invitations:read'] })).status).toBe(200);
    expect((await asMallory('GET', '/invitations')).status).toBe(200);
  });

  it("does not show or cancel another workspace's invitation", async () => {
    const id = await invite(freshEmail('iso'));
    expectError(await asBob('POST', '/invitations/cancel', { invitationBizId: id }), 404, 'RESOURCE.NOT_FOUND');
    expect((await asBob('GET', '/invitations')).body.data.map((i: { bizId: string }) => i.bizId)).not.toContain(id);
    const still = (await asAlice('GET', '/invitations')).body.data.find((i: { bizId: string }) => i.bizId === id);
    expect(still.status).toBe('PENDING');
  });

  it('records invitation events in the audit trail', async () => {
    const email = freshEmail('audited');
    const id = await invite(email);
    await asAlice('POST', '/invitations/cancel', { invitationBizId: id });
    const events = await server.db.query<{ action: string; actor_account_id: string }>(
      'SELECT action, actor_account_id FROM audit_events WHERE target_id = $1 ORDER BY created_at, id',
      [id],
    );
    expect(events).toEqual([
      { action: 'invitation.create', actor_account_id: alice.accountBizId },
      { action: 'invitation.cancel', actor_account_id: alice.accountBizId },
    ]);
  });
});

describe("the inviter's authority", () => {
  /** A signed-in member of Alice's workspace with a fresh role holding `codes`. */
  async function newInviter(label: string, codes: string[], roleId?: string) {
    const account = await createAccount(server, label);
    const token = (await signIn(server, account)).accessToken;
    const role = roleId ?? (await newRole(label, codes));
    await addMember(server, alice.workspaceBizId, account.accountBizId, role);
    const as = (method: string, path: string, body?: unknown) => call(token, method, path, { workspace: alice.workspaceBizId, body });
    return { account, role, as };
  }

  /** A signed-in account that gets invited. */
  async function newInvitee(label: string) {
    const account = await createAccount(server, label);
    const token = (await signIn(server, account)).accessToken;
    return {
      account,
      accept: (invitationBizId: string) => call(token, 'POST', '/profile/invitations/accept', { body: { invitationBizId } }),
      mine: async () => (await call(token, 'GET', '/profile/invitations')).body.data.map((i: { bizId: string }) => i.bizId) as string[],
      wallets: () => call(token, 'GET', '/wallets', { workspace: alice.workspaceBizId }),
    };
  }

  async function sendInvitation(inviter: { as: (method: string, path: string, body?: unknown) => Promise<JsonResponse> }, email: string, roleId: string) {
    const res = await inviter.as('POST', '/invitations', { email, roleId });
    expect(res.status, res.text).toBe(201);
    return res.body.data.bizId as string;
  }

  const statusOf = async (id: string) => (await asAlice('GET', '/invitations')).body.data.find((i: { bizId: string }) => i.bizId === id).status;

  it("does not admit anyone through a removed member's invitation: removal cancels it, and accepting it is 409", async () => {
    const cashier = await newRole('Cashier', ['wallets:read']);
    const inviter = await newInviter('removed-inviter', ['invitations:write', 'wallets:read']);
    const invitee = await newInvitee('invitee-of-removed');
    const id = await sendInvitation(inviter, invitee.account.email, cashier);

    expect((await asAlice('POST', '/members/remove', { userBizId: inviter.account.accountBizId })).status).toBe(200);
    expect(await statusOf(id)).toBe('CANCELLED');
    expect(await invitee.mine()).not.toContain(id);
    const accept = await invitee.accept(id);
    expectError(accept, 409, 'INVITATION.NOT_PENDING');
    expectError(await invitee.wallets(), 403, 'ACCESS.WORKSPACE_DENIED');
    const removal = await server.db.query<{ changes: { cancelledInvitations?: string[] } }>(
      `SELECT changes FROM audit_events WHERE action = 'member.remove' AND changes->>'userBizId' = $1`,
      [inviter.account.accountBizId],
    );
    expect(removal[0]?.changes.cancelledInvitations).toEqual([id]);
  });

  it("does not admit anyone through the invitation of a member who left", async () => {
    const inviter = await newInviter('leaving-inviter', ['invitations:write']);
    const invitee = await newInvitee('invitee-of-leaver');
    const id = await sendInvitation(inviter, invitee.account.email, inviter.role);
    expect((await inviter.as('POST', '/workspaces/current/leave')).status).toBe(200);
    expect(await statusOf(id)).toBe('CANCELLED');
    expectError(await invitee.accept(id), 409, 'INVITATION.NOT_PENDING');
  });

  it('does not admit anyone through an invitation whose sender lost invitations:write; it is accepted again once they hold it', async () => {
    const cashier = await newRole('Cashier', ['wallets:read']);
    const inviter = await newInviter('demoted-inviter', ['invitations:write', 'wallets:read']);
    const invitee = await newInvitee('invitee-of-demoted');
    const id = await sendInvitation(inviter, invitee.account.email, cashier);

    expect((await asAlice('POST', '/roles/permissions', { roleId: inviter.role, permissionCodes: ['wallets:read'] })).status).toBe(200);
    const refused = await invitee.accept(id);
    expectError(refused, 409, 'INVITATION.SENDER_UNAUTHORIZED');
    expect(refused.body.message).toBe(
      'The person who sent this invitation can no longer grant it; ask for a new invitation: the sender no longer holds invitations:write',
    );
    expectError(await invitee.wallets(), 403, 'ACCESS.WORKSPACE_DENIED');
    // Not cancelled: the workspace decides (cancel it, or give the sender the permission back).
    expect(await statusOf(id)).toBe('PENDING');

    expect((await asAlice('POST', '/roles/permissions', { roleId: inviter.role, permissionCodes: ['invitations:write', 'wallets:read'] })).status).toBe(200);
    expect((await invitee.accept(id)).status).toBe(200);
    expect((await invitee.wallets()).status).toBe(200);
  });

  it('does not admit anyone with a role that now grants more than its sender holds', async () => {
    const cashier = await newRole('Cashier', ['wallets:read']);
    const inviter = await newInviter('outgrown-inviter', ['invitations:write', 'wallets:read']);
    const invitee = await newInvitee('invitee-of-outgrown');
    const id = await sendInvitation(inviter, invitee.account.email, cashier);
    expect((await asAlice('POST', '/roles/permissions', { roleId: cashier, permissionCodes: ['wallets:read', 'transfers:create'] })).status).toBe(200);
    const refused = await invitee.accept(id);
    expectError(refused, 409, 'INVITATION.SENDER_UNAUTHORIZED');
    expect(refused.body.message).toContain('transfers:create');
  });

  it('does not make anyone an owner through the OWNER invitation of a co-owner who is no longer an owner', async () => {
    const coOwner = await newInviter('co-owner', [], ownerRole);
    const invitee = await newInvitee('would-be-owner');
    const id = await sendInvitation(coOwner, invitee.account.email, ownerRole);
    const staff = await newRole('Staff', ['invitations:write']);
    expect((await asAlice('POST', '/roles/members/role/change', { userBizId: coOwner.account.accountBizId, roleId: staff })).status).toBe(200);
    expectError(await invitee.accept(id), 409, 'INVITATION.SENDER_UNAUTHORIZED');
    const members = (await asAlice('GET', '/members?size=100')).body.data.items as Array<{ userBizId: string }>;
    expect(members.map((m) => m.userBizId)).not.toContain(invitee.account.accountBizId);
  });
});
