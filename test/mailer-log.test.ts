import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/infra/logger.js';
import { systemClock } from '../src/infra/clock.js';
import { createJobsModule } from '../src/modules/jobs/jobs.module.js';
import { createMailModule } from '../src/modules/mail/mail.module.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

/*
 * Without SMTP the mailer writes to the outbox table and the log. A mail
 * carries sign-in codes, reset tokens and invitation links: the log of a
 * production server must never show them.
 */
const CODE = '493817';
const TEXT = `Your verification code is ${CODE}.\nReset: https://portal.example/reset#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

/** Sends one mail through a mailer of `env` and answers the log lines it wrote. */
async function logOfOneMail(env: 'production' | 'development', to: string): Promise<string> {
  let written = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const log = createLogger('info', destination);
  const jobs = createJobsModule({ db: testDb.db, config: { masterKey: randomBytes(32), previousMasterKeys: [] }, clock: systemClock, log });
  const { mailer } = createMailModule({
    config: { env, mail: { transport: 'outbox', smtpUrl: undefined, from: 'Portal <no-reply@portal.example>', maxAttempts: 3 } },
    db: testDb.db,
    log,
    jobs,
  });
  await testDb.db.transaction((tx) => mailer.send(tx, { to, subject: 'Your code', text: TEXT }));
  // Queued, the mail is sealed: the code is not readable in the jobs table either.
  const queued = await testDb.db.query<{ payload: string }>('SELECT payload_sealed AS payload FROM jobs');
  expect(queued.length).toBeGreaterThan(0);
  for (const job of queued) expect(job.payload).not.toContain(CODE);
  await mailer.flush();
  expect(await testDb.db.query('SELECT id FROM jobs')).toEqual([]);
  mailer.close();
  return written;
}

describe('mailer without SMTP', () => {
  it('does not log a mailed code or token in production, and still delivers it to the outbox', async () => {
    const log = await logOfOneMail('production', 'prod@example.com');
    expect(log).toContain('mail (no SMTP)');
    expect(log).toContain('prod@example.com');
    expect(log).not.toContain(CODE);
    expect(log).not.toContain('token=');
    const rows = await testDb.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', ['prod@example.com']);
    expect(rows.map((row) => row.body)).toEqual([TEXT]);
  });

  it('shows the text in development, where the log is the local mailbox', async () => {
    const log = await logOfOneMail('development', 'dev@example.com');
    expect(log).toContain(CODE);
  });
});
