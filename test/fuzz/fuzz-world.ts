import { permissionCatalogue } from '../../src/permissions.js';
import { uploadFile, png } from '../support/files.js';
import { createOperator } from '../support/operators.js';
import { openChannel } from '../support/secure-channel-client.js';
import { claimsOf } from '../support/step-up.js';
import { portalHeaders, type JsonResponse, type TestServer } from '../support/harness.js';
import { fund } from '../support/money.js';
import { authBase, signIn, uniqueIp, type SignedIn, type SignInAccount } from '../support/sign-in.js';
import { addMember, createAccount, createPasswordlessAccount, TEST_PASSWORD, type TestAccount } from '../support/workspaces.js';

/**
 * The world the fuzzer acts in: the fuzzing partner ("own") with a workspace
 * full of real records, a second partner ("foreign") with the same records in
 * his workspace (their ids are the foreign ids the fuzzer names), a third
 * partner whose workspace the fuzzer is a member of without permissions, an
 * operator, and throw-away accounts for the operations that change an
 * account's security or end its session. Every id seen in a seeding answer
 * goes into `ids`, by prefix.
 */
export const OPERATOR_PASSWORD = 'operator passphrase for fuzzing 2026!';

/** Public ids in answers: `role_01J…`, `ws_01J…`. */
const PUBLIC_ID = /\b([a-z]{2,5})_[0-9A-HJKMNP-TV-Z]{26}\b/g;

/**
 * Kinds of record no other partner ever sees. (Workspace, wallet, account and
 * transfer ids are not among them: a transfer shows both sides.)
 */
const PRIVATE_KINDS = new Set(['role', 'mem', 'key', 'inv', 'rfc', 'wch', 'wd', 'rcg', 'rcq', 'exq', 'exc', 'fil']);

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** `ses_…` of the session, from the token's claims. */
  sessionId: string;
  signedInAt: number;
}

export interface Partner {
  account: TestAccount;
  session: Session;
}

export interface World {
  server: TestServer;
  own: Partner;
  foreign: Partner;
  /** Owner of the workspace the fuzzer is a member of with an empty role. */
  host: Partner;
  operator: { account: SignInAccount; session: Session };
  /** Ids by prefix (`role`, `ws`, `rcg`…): own and foreign alike. */
  ids: Map<string, Set<string>>;
  /** Strings the server knows, by kind: e-mails, referral codes, refresh tokens… */
  known: Map<string, Set<string>>;
  /** Records every public id in an answer (seeding and fuzzing alike). */
  harvest: (text: string) => void;
  /** Ids of the foreign partner's private records (roles, keys, orders, files…) found in `text`. */
  foreignRecordsIn: (text: string) => string[];
  /** A throw-away partner signed in anew: for operations that change the account or end the session. */
  throwAwayPartner: (label: string) => Promise<Partner>;
  /** A throw-away operator signed in: a new session of the real one would end its oldest (max sessions). */
  throwAwayOperator: (label: string) => Promise<{ account: SignInAccount; session: Session }>;
  /** The fuzzer's own session, signed in again when it is old (sensitive routes want a recent sign-in). */
  ownSession: () => Promise<Session>;
  operatorSession: () => Promise<Session>;
}

/** Sessions older than this are replaced before use: well inside the step-up window (600 s by default). */
const SESSION_REFRESH_MS = 240_000;

function sessionOf(signed: SignedIn): Session {
  return { accessToken: signed.accessToken, refreshToken: signed.refreshToken, sessionId: claimsOf(signed.accessToken).sid, signedInAt: Date.now() };
}

function expectCreated(step: string, res: JsonResponse): JsonResponse {
  if (res.status !== 200 && res.status !== 201) throw new Error(`seeding: ${step} answered ${res.status} ${res.text}`);
  return res;
}

export async function buildWorld(server: TestServer): Promise<World> {
  const ids = new Map<string, Set<string>>();
  const known = new Map<string, Set<string>>();
  const remember = (kind: string, value: string) => (known.get(kind) ?? known.set(kind, new Set()).get(kind)!).add(value);
  const excluded = new Set<string>();
  const harvest = (text: string) => {
    for (const match of text.matchAll(PUBLIC_ID)) {
      if (excluded.has(match[0])) continue;
      (ids.get(match[1]!) ?? ids.set(match[1]!, new Set()).get(match[1]!)!).add(match[0]);
    }
  };

  const signInExcluded = async (account: SignInAccount): Promise<Session> => {
    const session = sessionOf(await signIn(server, account));
    // The fuzzer's own sessions are never offered as ids to end.
    excluded.add(session.sessionId);
    return session;
  };
  const newPartner = async (label: string): Promise<Partner> => {
    const account = await createAccount(server, label);
    remember('email', account.email);
    return { account, session: await signInExcluded(account) };
  };

  const call = async (session: Session | undefined, method: string, path: string, body?: unknown, workspace?: string) => {
    const res = await server.request(path, {
      method,
      headers: portalHeaders({
        'cf-connecting-ip': uniqueIp(),
        ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
        ...(workspace ? { 'x-workspace-id': workspace } : {}),
      }),
      body,
    });
    harvest(res.text);
    return res;
  };

  const newOperator = async (label: string) => {
    const account = await createOperator(server, label, { password: OPERATOR_PASSWORD });
    remember('email', account.email);
    return { account, session: await signInExcluded(account) };
  };

  const [own, foreign, host] = await Promise.all([newPartner('fuzz-own'), newPartner('fuzz-foreign'), newPartner('fuzz-host')]);
  const operator = await newOperator('fuzz-operator');
  // The fuzzer signs in again as these two when their sessions age: their addresses must not collect
  // wrong-password failures (a lockout) from the login operations, which draw on these e-mails.
  known.get('email')!.delete(own.account.email);
  known.get('email')!.delete(operator.account.email);
  const op = (method: string, path: string, body?: unknown) => call(operator.session, method, `/web/v1/operator${path}`, body);

  // Money settings every partner operation leans on.
  expectCreated('fx rate', await op('POST', '/fx-rates', { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '0.92', feeRateBps: 25 }));
  expectCreated('fx rate', await op('POST', '/fx-rates', { sellCurrency: 'EUR', buyCurrency: 'USD', rate: '1.08', feeRateBps: 25 }));
  const rechargeChannel = expectCreated(
    'recharge channel',
    await op('POST', '/recharge-channels', { currency: 'USD', method: 'BANK_TRANSFER', name: 'Fuzz wire', minAmount: '1.00', maxAmount: '100000.00', fixedFee: '0.50', feeRateBps: 10, instructions: 'ACME 1' }),
  ).body.data.bizId as string;
  expectCreated('fee rule', await op('POST', '/withdrawal-fee-rules', { currency: 'USD', fixedFee: '0.50', feeRateBps: 10, minAmount: '1.00' }));
  expectCreated('fee rule', await op('POST', '/withdrawal-fee-rules', { currency: 'EUR', fixedFee: '0.50', feeRateBps: 10, minAmount: '1.00' }));

  const seedWorkspace = async (partner: Partner, other: Partner) => {
    const workspace = partner.account.workspaceBizId;
    const as = (method: string, path: string, body?: unknown) => call(partner.session, method, `/web/v1/partner${path}`, body, workspace);
    const role = expectCreated('role', await as('POST', '/roles', { roleName: 'Fuzz role', description: 'seeded' })).body.data.bizId as string;
    await as('POST', '/roles/permissions', { roleId: role, permissionCodes: ['wallets:read'] });
    const member = await createPasswordlessAccount(server, `${partner.account.email.split('@')[0]}-member`);
    remember('email', member.email);
    harvest(member.accountBizId);
    harvest(await addMember(server, workspace, member.accountBizId, role));
    expectCreated('api key', await as('POST', '/api-keys', { name: 'fuzz key', scopes: ['wallets:read'] }));
    const invitee = `invitee-${partner.account.workspaceBizId.slice(-6).toLowerCase()}@example.com`;
    remember('email', invitee);
    expectCreated('invitation', await as('POST', '/invitations', { email: invitee, roleId: role }));
    const referral = expectCreated('referral code', await as('POST', '/referral-codes', { extraData: 'seeded' })).body.data;
    remember('referralCode', referral.code as string);
    await fund(server, workspace, 'USD', '100000.00');
    await fund(server, workspace, 'EUR', '100000.00');
    await as('GET', '/wallets');
    const bank = { channelType: 'BANK_ACCOUNT', currency: 'USD', label: 'Fuzz bank', details: { accountHolder: 'Fuzz', accountNumber: 'DE89370400440532013000', bankName: 'Bank' } };
    const withdrawalChannel = expectCreated('withdrawal channel', await as('POST', '/withdrawal-channels', bank)).body.data.bizId as string;
    expectCreated('withdrawal', await as('POST', '/withdrawals', { channelBizId: withdrawalChannel, amount: '10.00' }));
    expectCreated('recharge quote', await as('POST', '/recharges/quote', { channelBizId: rechargeChannel, amount: '100.00' }));
    expectCreated('recharge', await as('POST', '/recharges', { channelBizId: rechargeChannel, amount: '100.00' }));
    expectCreated('exchange quote', await as('POST', '/exchanges/quote', { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '10.00' }));
    const quote = expectCreated('exchange quote', await as('POST', '/exchanges/quote', { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '10.00' })).body.data.quoteBizId;
    expectCreated('exchange', await as('POST', '/exchanges', { quoteBizId: quote }));
    expectCreated('transfer', await as('POST', '/transfers', { toWorkspaceBizId: other.account.workspaceBizId, currency: 'USD', amount: '1.00' }));
    harvest(expectCreated('file', await uploadFile(server, partner.session.accessToken, workspace, { bytes: png(2), type: 'image/png', name: 'proof.png' })).text);
  };
  const allIds = () => new Set([...ids.values()].flatMap((set) => [...set]));
  await seedWorkspace(own, foreign);
  const seenBefore = allIds();
  await seedWorkspace(foreign, own);
  const foreignRecords = new Set([...allIds()].filter((id) => !seenBefore.has(id) && PRIVATE_KINDS.has(id.split('_')[0]!)));

  // The fuzzer is a member of the host's workspace with a role that grants nothing (403s), and is invited there once more.
  const hostRole = expectCreated(
    'host role',
    await call(host.session, 'POST', '/web/v1/partner/roles', { roleName: 'Nothing', description: '' }, host.account.workspaceBizId),
  ).body.data.bizId as string;
  harvest(await addMember(server, host.account.workspaceBizId, own.account.accountBizId, hostRole));
  const hostInvitee = await createPasswordlessAccount(server, 'fuzz-host-invitee');
  remember('email', hostInvitee.email);
  await call(host.session, 'POST', '/web/v1/partner/invitations', { email: own.account.email, roleId: hostRole }, host.account.workspaceBizId);

  // A pending login of each portal (login/mfa/send and login/complete name it) and the secure channel's key.
  // (Wrong codes for a pending login count towards its address's lockout: never the addresses the fuzzer signs in with.)
  const pendingOperator = (await newOperator('fuzz-pending-login')).account.email;
  for (const [portal, email, password] of [['PARTNER', foreign.account.email, TEST_PASSWORD], ['OPERATOR', pendingOperator, OPERATOR_PASSWORD]] as const) {
    await call(undefined, 'POST', `${authBase(portal)}/login/initiate`, { email, password });
  }
  await call(undefined, 'GET', '/web/v1/secure-channel/public-key');
  // Open secure-channel sessions of both families, for the operations that name one in a header.
  for (const family of ['/web/v1/secure-channel', '/web/v1/partner/secure-channel']) harvest((await openChannel(server, family)).sessionId);
  // Refresh tokens of sessions nobody else uses: rotating them must not end the fuzzer's own.
  for (const label of ['fuzz-refresh-1', 'fuzz-refresh-2']) remember('refreshToken', (await newPartner(label)).session.refreshToken);
  for (const label of ['fuzz-refresh-3', 'fuzz-refresh-4']) remember('refreshToken', (await newOperator(label)).session.refreshToken);
  for (const code of permissionCatalogue.codes) remember('permission', code);

  const fresh = async (session: Session, again: () => Promise<Session>): Promise<Session> =>
    Date.now() - session.signedInAt < SESSION_REFRESH_MS ? session : again();

  const world: World = {
    server,
    own,
    foreign,
    host,
    operator,
    ids,
    known,
    harvest,
    foreignRecordsIn: (text) => [...text.matchAll(PUBLIC_ID)].map((match) => match[0]).filter((id) => foreignRecords.has(id)),
    throwAwayPartner: newPartner,
    throwAwayOperator: newOperator,
    ownSession: async () => (own.session = await fresh(own.session, () => signInExcluded(own.account))),
    operatorSession: async () =>
      (operator.session = await fresh(operator.session, () => signInExcluded(operator.account))),
  };
  return world;
}
