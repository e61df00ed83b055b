import { afterEach, describe, expect, it } from 'vitest';
import { startSmtp } from '../support/smtp.js';
import { createAccount } from '../support/workspaces.js';
import { freshDatabase, NEEDS_PG, newMasterKey, portalHeaders, processEnv, remoteServer, RESILIENCE_PG, startPortalProcess, type PortalProcess } from './support.js';

/**
 * Durable mail (docs/jobs.md): a sign-in code whose mail was committed but not yet delivered when the
 * server died by kill -9 is delivered by the restarted server, exactly once. The relay refuses it
 * until the kill, so the crash lands between the commit and the delivery every time.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!RESILIENCE_PG)(`mail across a kill -9 (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  it('delivers a committed sign-in code after the restart, once', async () => {
    let relayDown = true;
    const smtp = await startSmtp({ refuse: () => relayDown });
    cleanups.push(() => smtp.close());
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const env = processEnv(database, newMasterKey(), { SMTP_URL: smtp.url });
    let portal: PortalProcess = await startPortalProcess(env);
    cleanups.push(() => void portal.child.kill('SIGKILL'));
    const account = await createAccount(remoteServer(portal.url, database), 'crash-mail');

    const call = (base: string, path: string, body: unknown) =>
      remoteServer(base, database).request(`/web/v1/partner/auth${path}`, { method: 'POST', headers: portalHeaders(), body });
    const initiated = await call(portal.url, '/login/initiate', { email: account.email, password: account.password });
    expect(initiated.status).toBe(200);
    const sessionId = initiated.body.data.sessionId as string;
    expect((await call(portal.url, '/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' })).status).toBe(200);

    // Committed, attempted, refused and rescheduled (no longer claimed): the job waits for its backoff.
    // (Only the mail's row: the schedules keep their next runs queued beside it.)
    await expect
      .poll(async () => (await database.db.query<{ attempts: number }>("SELECT attempts FROM jobs WHERE task = 'mail' AND locked_by IS NULL"))[0]?.attempts, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1);
    portal.child.kill('SIGKILL');
    await portal.exit.catch(() => undefined);
    expect(smtp.mails).toEqual([]);

    relayDown = false;
    portal = await startPortalProcess(env);
    // The backoff (8–12 s after the first failure) and the 2 s poll.
    const mail = await waitForMail(smtp.mails, account.email, 30_000);
    const code = /sign-in code is (\d{6})/.exec(mail)![1]!;
    await sleep(3_000);
    expect(smtp.mails.filter((m) => m.to.includes(account.email.toLowerCase()))).toHaveLength(1);
    expect(await database.db.query("SELECT id FROM jobs WHERE task = 'mail'")).toEqual([]);
    // The code the restarted server delivered is the one the dead server stored.
    expect((await call(portal.url, '/login/complete', { sessionId, mfaMethod: 'EMAIL', code })).status).toBe(200);
  }, 60_000);
});

async function waitForMail(mails: Array<{ to: string[]; raw: string }>, address: string, timeoutMs: number): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const found = mails.find((mail) => mail.to.includes(address.toLowerCase()));
    if (found) return found.raw;
    await sleep(100);
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}
