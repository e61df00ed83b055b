import { randomUUID } from 'node:crypto';
import { newId } from '../../src/infra/ids.js';
import { createLedgerRepo } from '../../src/modules/ledger/ledger.repo.js';
import { createLedgerService, type LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { parseAmount } from '../../src/modules/ledger/amounts.js';
import { createExchangesRepo } from '../../src/modules/money/exchanges.repo.js';
import { createRechargesRepo, type ChannelFields } from '../../src/modules/money/recharges.repo.js';
import type { TestServer } from './harness.js';
import { signIn, startSignInServer } from './sign-in.js';
import { createAccount, partnerApi, type CallOptions, type TestAccount } from './workspaces.js';

/** Helpers for the money tests: a ledger service on the server's database and workspace-bound API callers. */
export function ledgerOf(server: TestServer): LedgerService {
  return createLedgerService({ db: server.db, ledger: createLedgerRepo() });
}

const SCALES: Record<string, number> = { USD: 2, EUR: 2, JPY: 0, CNY: 2, USDT: 6 };

/**
 * Money in from the payment channel, settled at once: the test's stand-in for
 * a confirmed recharge when the test is not about recharges.
 */
export async function fund(server: TestServer, workspaceId: string, currency: string, amount: string): Promise<string> {
  const ledger = ledgerOf(server);
  const wallet = await ledger.ensureWallet(workspaceId, currency);
  await ledger.postJournal({
    kind: 'RECHARGE',
    reference: { type: 'test', id: randomUUID() },
    transfers: [{ debit: ledger.systemAccount('CHANNEL_CLEARING', currency), credit: wallet, amount: parseAmount(amount, SCALES[currency] ?? 2, 'amount') }],
  });
  return wallet.id;
}

/** Calls as one account in one workspace: `as('POST', '/transfers', { body })`. */
export function actingAs(server: TestServer, token: string, workspace: string) {
  const call = partnerApi(server);
  return (method: string, path: string, options: Omit<CallOptions, 'workspace'> = {}) => call(token, method, path, { ...options, workspace });
}

/** An error envelope with this status and code; with `message`, also the message of the locale the request asked for (detail included). */
export function expectErrorShape(
  res: { status: number; body: { code: string; success: boolean; data: unknown; message?: string } },
  status: number,
  code: string,
  message?: string,
) {
  if (res.status !== status || res.body?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  if (res.body.success !== false || res.body.data !== null) throw new Error(`not an error envelope: ${JSON.stringify(res.body)}`);
  if (message !== undefined && res.body.message !== message) throw new Error(`expected the message "${message}", got "${res.body.message}"`);
}

export async function balanceOf(server: TestServer, token: string, workspace: string, currency: string) {
  const as = actingAs(server, token, workspace);
  const list = await as('GET', '/wallets');
  const wallet = (list.body.data as Array<{ currency: string; bizId: string }>).find((w) => w.currency === currency)!;
  const res = await as('GET', `/wallets/${wallet.bizId}/balance`);
  return res.body.data as { balance: string; available: string; frozen: string; pending: string; walletBizId: string };
}

export interface TwoPartners {
  server: TestServer;
  alice: TestAccount;
  bob: TestAccount;
  aliceToken: string;
  bobToken: string;
  asAlice: ReturnType<typeof actingAs>;
  asBob: ReturnType<typeof actingAs>;
}

/** A server with two signed-in partners, each acting in their own workspace: the cast of the money tests. */
export async function twoPartners(): Promise<TwoPartners> {
  const server = await startSignInServer();
  const [alice, bob] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob')]);
  const aliceToken = (await signIn(server, alice)).accessToken;
  const bobToken = (await signIn(server, bob)).accessToken;
  return {
    server,
    alice,
    bob,
    aliceToken,
    bobToken,
    asAlice: actingAs(server, aliceToken, alice.workspaceBizId),
    asBob: actingAs(server, bobToken, bob.workspaceBizId),
  };
}

/** A recharge channel inserted as an operator would have set it up: USD bank transfer, no fee, no bounds, unless `fields` say otherwise; its bizId. */
export async function addRechargeChannel(server: TestServer, fields: Partial<ChannelFields> = {}): Promise<string> {
  const channel = await createRechargesRepo().insertChannel(server.db, newId('rechargeChannel'), {
    currency: 'USD',
    method: 'BANK_TRANSFER',
    name: 'US wire',
    minAmount: 1n,
    maxAmount: null,
    fixedFee: 0n,
    feeBps: 0,
    instructions: 'Wire to ACME Bank 123',
    enabled: true,
    ...fields,
  });
  return channel.id;
}

/** An exchange rate as an operator would have set it: `sell` → `buy` at `rate`, no fee, enabled, unless `fields` say otherwise. */
export async function addExchangeRate(
  server: TestServer,
  sell: string,
  buy: string,
  rate: string,
  fields: { feeBps?: number; enabled?: boolean } = {},
): Promise<void> {
  await createExchangesRepo().upsertRate(server.db, { sell, buy, rate, feeBps: 0, enabled: true, ...fields });
}

/** A bank account to withdraw to, valid for every currency. */
export const TEST_BANK_DETAILS = { accountHolder: 'Alice Example', accountNumber: 'DE89 3704 0044 0532 0130 00', bankName: 'Example Bank', swiftCode: 'COBADEFF' };

/** A BANK_ACCOUNT withdrawal channel of the caller's workspace in `currency`, added over HTTP as the partner would; its bizId. */
export async function addWithdrawalChannel(as: ReturnType<typeof actingAs>, currency = 'USD'): Promise<string> {
  const res = await as('POST', '/withdrawal-channels', { body: { channelType: 'BANK_ACCOUNT', currency, label: `Main ${currency}`, details: TEST_BANK_DETAILS } });
  if (res.status !== 201) throw new Error(`withdrawal-channels answered ${res.status} ${res.text}`);
  return res.body.data.bizId as string;
}
