import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli.js';
import { createLogger } from '../src/infra/logger.js';
import type { MailMessage } from '../src/infra/mailer.js';
import { createJobsModule, type JobsModule } from '../src/modules/jobs/jobs.module.js';
import { createFailedMails, MAIL_TASK, mailBackoffMs } from '../src/modules/mail/mail.module.js';
import { startPeerServer, startTestServer, type TestServer } from './support/harness.js';
import { startSmtp, type SmtpStandIn } from './support/smtp.js';

/**
 * Mail through the job queue (docs/jobs.md), on the engine of the run (PGlite, or PostgreSQL with
 * DATABASE_URL): queued in the transaction of the change, retried with backoff while the relay
 * refuses, dead after MAIL_MAX_ATTEMPTS, listed and re-queued by `portal mail`, counted in /metrics.
 * The server's test clock moves past backoffs and leases instead of sleeping.
 */
const MAX_ATTEMPTS = 3;
const MASTER_KEY = randomBytes(32).toString('base64');
const onPostgres = Boolean(process.env.DATABASE_URL);

let smtp: SmtpStandIn;
let server: TestServer;
/** A queue of the test's own on the server's database and MASTER_KEY: what a service's transaction does. */
let jobs: JobsModule;
/** Recipients the relay refuses for now: a relay that is down for them. */
const down = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtp({ refuse: (address) => down.has(address) });
  server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS), MASTER_KEY } });
  jobs = createJobsModule({ db: server.db, config: server.config, clock: server.clock, log: createLogger('silent') });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
afterEach(() => down.clear());

let sequence = 0;
function mailTo(label: string): MailMessage {
  sequence += 1;
  return { to: `${label}-${sequence}-${randomBytes(3).toString('hex')}@example.com`, subject: `Mail ${sequence}`, text: `Your code is 48${String(sequence).padStart(4, '0')}.` };
}

const enqueue = (message: MailMessage) => server.db.transaction((tx) => jobs.queue.enqueue(tx, MAIL_TASK, message, { maxAttempts: MAX_ATTEMPTS }));
const delivered = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address)).length;
/** The mail jobs (the schedules keep their next runs queued beside them: docs/jobs.md "Schedules"). */
const jobRows = () =>
  server.db.query<{ id: string; state: string; attempts: number; last_error: string | null }>('SELECT id, state, attempts, last_error FROM jobs WHERE task = $1', [MAIL_TASK]);

async function metric(name: string): Promise<number> {
  const text = (await server.request('/metrics')).text;
  const match = new RegExp(`^${name}\\{transport="smtp"\\} (\\d+)`, 'm').exec(text);
  if (!match) throw new Error(`no ${name} in /metrics`);
  return Number(match[1]);
}

/** The CLI in process against the server's database (PostgreSQL: any process may open it). */
async function portal(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.stubEnv('NODE_ENV', 'test');
  vi.stubEnv('DATABASE_URL', server.config.db.url!);
  vi.stubEnv('MASTER_KEY', MASTER_KEY);
  vi.stubEnv('LOG_LEVEL', 'silent');
  try {
    const code = await runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), readStdin: async () => '' });
    return { code, out, err };
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('a mail job', () => {
  it('exists only when the transaction that queued it commits: a rolled-back change mails nothing', async () => {
    const message = mailTo('rolled-back');
    await expect(
      server.db.transaction(async (tx) => {
        await jobs.queue.enqueue(tx, MAIL_TASK, message, { maxAttempts: MAX_ATTEMPTS });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await server.app.jobs.drain();
    expect(delivered(message.to)).toBe(0);
    expect(await jobRows()).toEqual([]);
  });

  it('is delivered at once after commit, waking the idle runner, and then leaves no row (its code gone with it)', async () => {
    const message = mailTo('committed');
    const before = await metric('mail_sent_total');
    await enqueue(message);
    // No drain: the commit's notification wakes the server's runner. How fast is measured by
    // bench/job-queue-ours.ts (docs/jobs.md), not timed here on a shared machine.
    const mail = await smtp.waitFor(message.to, /Your code is/);
    expect(mail.raw).toContain(message.text);
    await server.app.jobs.drain();
    expect(await jobRows()).toEqual([]);
    expect(await metric('mail_sent_total')).toBe(before + 1);
  });

  it('is retried with backoff while the relay refuses it, and delivered once it takes it again', async () => {
    const message = mailTo('relay-down');
    down.add(message.to);
    const retriesBefore = await metric('mail_retries_total');
    await enqueue(message);
    await server.app.jobs.drain();
    const [failed] = await jobRows();
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('mailbox unavailable') });
    expect(await metric('mail_retries_total')).toBe(retriesBefore + 1);
    // Not before its backoff: another drain now sends nothing.
    down.delete(message.to);
    await server.app.jobs.drain();
    expect(delivered(message.to)).toBe(0);
    server.clock.advance(mailBackoffMs(1, () => 1) + 1);
    await server.app.jobs.drain();
    expect(delivered(message.to)).toBe(1);
    expect(await jobRows()).toEqual([]);
  });

  it('backs off exponentially, at most an hour apart, with jitter', () => {
    expect([1, 2, 3, 4].map((attempt) => mailBackoffMs(attempt, () => 0.5))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(mailBackoffMs(20, () => 0.5)).toBe(3_600_000);
    expect(mailBackoffMs(1, () => 0)).toBe(8_000);
    expect(mailBackoffMs(1, () => 1)).toBe(12_000);
  });

  it('runs again after the lease of a runner that died with it (kill -9 between claim and delivery), once', async () => {
    const message = mailTo('orphaned');
    // What a runner killed mid-send leaves: the job claimed, one attempt spent, the lease running
    // (written in the enqueue's transaction, so the live runner never sees it unclaimed).
    await server.db.transaction(async (tx) => {
      await jobs.queue.enqueue(tx, MAIL_TASK, message, { maxAttempts: MAX_ATTEMPTS });
      await tx.query(`UPDATE jobs SET attempts = 1, locked_by = 'runner_gone', locked_until = $1`, [new Date(server.clock.now() + 120_000)]);
    });
    await server.app.jobs.drain();
    expect(delivered(message.to)).toBe(0);
    server.clock.advance(120_001);
    await server.app.jobs.drain();
    expect(delivered(message.to)).toBe(1);
    expect(await jobRows()).toEqual([]);
  });
});

describe('a mail that fails every attempt', () => {
  it('is dead after MAIL_MAX_ATTEMPTS, listed without its text, and delivered once re-queued', async () => {
    const message = mailTo('dead');
    down.add(message.to);
    const deadBefore = await metric('mail_dead_total');
    const failuresBefore = await metric('mail_send_failures_total');
    await enqueue(message);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await server.app.jobs.drain();
      server.clock.advance(3_600_000);
    }
    await server.app.jobs.drain();
    const [dead] = await jobRows();
    expect(dead).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS });
    expect(delivered(message.to)).toBe(0);
    expect(await metric('mail_dead_total')).toBe(deadBefore + 1);
    expect(await metric('mail_send_failures_total')).toBe(failuresBefore + MAX_ATTEMPTS);

    // What `portal mail failed` prints: who and what, never the text (it holds the code).
    const failed = createFailedMails(jobs.deadLetters);
    const listed = await failed.list();
    expect(listed).toEqual([
      {
        id: dead!.id,
        to: message.to,
        subject: message.subject,
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringContaining('mailbox unavailable'),
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(message.text);

    down.delete(message.to);
    if (onPostgres) {
      // The real command, in process, against the same database; the server's runner is woken by its NOTIFY.
      const list = await portal('mail', 'failed');
      expect(list.code).toBe(0);
      expect(list.out.map((line) => JSON.parse(line) as unknown)).toEqual(listed);
      expect(list.out.join('\n')).not.toContain(message.text);
      expect(await portal('mail', 'retry', 'job_unknown')).toMatchObject({ code: 1, out: ['{"requeued":[]}'] });
      expect(await portal('mail', 'retry', dead!.id)).toMatchObject({ code: 0, out: [JSON.stringify({ requeued: [dead!.id] })] });
    } else {
      // PGlite belongs to the server's process: the command's code, on the server's database.
      expect(await failed.retry(dead!.id)).toEqual([dead!.id]);
    }
    await smtp.waitFor(message.to, /Your code is/);
    await server.app.jobs.drain();
    expect(delivered(message.to)).toBe(1);
    expect(await jobRows()).toEqual([]);
    expect(await failed.list()).toEqual([]);
  });

  it('portal mail retry takes one id or --all', async () => {
    expect((await runCli(['mail', 'retry'], { out: () => undefined, err: () => undefined, readStdin: async () => '' }))).toBe(2);
    expect((await runCli(['mail', 'retry', 'a', 'b'], { out: () => undefined, err: () => undefined, readStdin: async () => '' }))).toBe(2);
    expect((await runCli(['mail', 'retry', 'a', '--all'], { out: () => undefined, err: () => undefined, readStdin: async () => '' }))).toBe(2);
    expect((await runCli(['mail', 'failed', '--x'], { out: () => undefined, err: () => undefined, readStdin: async () => '' }))).toBe(2);
  });
});

describe.skipIf(!onPostgres)('two runners on PostgreSQL', () => {
  it('never send one job twice', async () => {
    const peer = await startPeerServer(server);
    try {
      const messages = Array.from({ length: 40 }, () => mailTo('shared'));
      await server.db.transaction(async (tx) => {
        for (const message of messages) await jobs.queue.enqueue(tx, MAIL_TASK, message, { maxAttempts: MAX_ATTEMPTS });
      });
      for (const message of messages) await smtp.waitFor(message.to, /Your code is/);
      await Promise.all([server.app.jobs.drain(), peer.app.jobs.drain()]);
      for (const message of messages) expect(delivered(message.to)).toBe(1);
      expect(await jobRows()).toEqual([]);
    } finally {
      await peer.close();
    }
  });
});
