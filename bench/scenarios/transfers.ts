import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { createPostgresDb } from '../../src/db/client.js';
import { createLedgerRepo } from '../../src/modules/ledger/ledger.repo.js';
import { createLedgerService } from '../../src/modules/ledger/ledger.service.js';
import { authed, createAccount, defaultWorkspace, signIn } from './accounts.js';
import type { Scenario } from './types.js';

/**
 * POST transfers through the endpoint: `WORKSPACES` workspaces each paying
 * the next one round a ring, one cent per request, a fresh Idempotency-Key
 * each, so every request is a whole money creation (idempotency record,
 * journal, transfer row, two events, one commit). The wallets are funded
 * through the ledger service on the server's database, as a confirmed
 * recharge would be, which is why it runs on PostgreSQL only. No target of its
 * own: issue 19's ledger target is the service layer's (`npm run
 * bench:ledger`, group commit); this row shows the endpoint, whose transfers
 * still commit one by one (docs/performance.md "Ledger group commit").
 */
const PATH = '/web/v1/partner/transfers';
const WORKSPACES = 10;
const FUNDING = 10_000_000_00n;

export const transfersScenario: Scenario = {
  name: 'POST transfers',
  description: 'a money creation: idempotency record, ledger journal, transfer row and two events in one transaction',
  target: 'reported (the ledger target is the service layer: npm run bench:ledger)',
  async prepare(target) {
    if (!target.databaseUrl) return { skip: 'funds the wallets through the server database (PostgreSQL only)' };
    const payers = await Promise.all(
      Array.from({ length: WORKSPACES }, async (_, i) => {
        const tokens = await signIn(target, await createAccount(target, `transfer-${i}`));
        return { tokens, workspace: await defaultWorkspace(target, tokens) };
      }),
    );
    const db = createPostgresDb(target.databaseUrl, { max: 2 });
    try {
      const ledger = createLedgerService({ db, ledger: createLedgerRepo() });
      for (const { workspace } of payers) {
        const wallet = await ledger.ensureWallet(workspace, 'USD');
        await ledger.postJournal({
          kind: 'RECHARGE',
          reference: { type: 'bench', id: randomUUID() },
          transfers: [{ debit: ledger.systemAccount('CHANNEL_CLEARING', 'USD'), credit: wallet, amount: FUNDING }],
        });
      }
    } finally {
      await db.close();
    }
    const calls = payers.map((payer, i) => ({
      headers: { ...authed(target, payer.tokens, payer.workspace), 'content-type': 'application/json' },
      body: JSON.stringify({ toWorkspaceBizId: payers[(i + 1) % WORKSPACES]!.workspace, currency: 'USD', amount: '0.01' }),
    }));
    let sent = 0;
    const request: Request = {
      method: 'POST',
      path: PATH,
      setupRequest(req) {
        const call = calls[sent++ % WORKSPACES]!;
        return { ...req, headers: { ...call.headers, 'idempotency-key': randomUUID() }, body: call.body };
      },
    };
    const probe = request.setupRequest!(request, {})!;
    const response = await fetch(`${target.url}${PATH}`, { method: 'POST', headers: probe.headers, body: probe.body as string });
    const sampleBody = await response.text();
    if (response.status !== 201) throw new Error(`POST ${PATH} answered ${response.status}: ${sampleBody.slice(0, 300)}`);
    return { requests: [request], sampleBody };
  },
};
