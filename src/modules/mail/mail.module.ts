import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createMailDelivery, type MailMessage, type Mailer, type MailMetrics } from '../../infra/mailer.js';
import type { DeadLetters, JobQueue, JobRunner } from '../jobs/jobs.module.js';
import type { PurgeBatch } from '../jobs/scheduler.js';
import { MAILBOX_SIZE, mailboxRoutes } from './mailbox.routes.js';
import { createOutboxRepo } from './outbox.repo.js';

/** The job task every mail travels as (docs/jobs.md). */
export const MAIL_TASK = 'mail';

/** First retry after 10 s, doubling, at most an hour apart, ±20 % so a relay coming back is not hit by every mail at once. */
export function mailBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface MailModule {
  /** Its `send` is the one way every module mails (in the caller's transaction); flush and close on shutdown. */
  mailer: Mailer;
  /** Dead mails (every attempt failed): `portal mail failed` and `portal mail retry`. */
  failed: FailedMails;
  /**
   * True outside production when mails stay in the outbox table: then the portal web app's development
   * mailbox (`/__portal/mailbox`) shows them. Never in production, where they may carry live codes.
   */
  devMailbox: boolean;
  /** `/__portal/mailbox` when `devMailbox`, else nothing: the path answers the ordinary 404 envelope. */
  routes: FastifyPluginAsyncTypebox;
  /** Mails the outbox kept longer than their retention, in bounded batches (the purge schedule). */
  purgeOutbox: PurgeBatch;
}

/** A dead mail as an operator sees it: never its text (codes and links are secrets). */
export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string;
}

export interface FailedMails {
  list(): Promise<FailedMail[]>;
  /** Queues one dead mail (by job id) or all of them again with fresh attempts; answers the ids. */
  retry(id: string | undefined): Promise<string[]>;
}

export interface MailModuleDeps {
  config: Pick<Config, 'mail' | 'env'>;
  db: Db;
  log: Logger;
  jobs: { queue: JobQueue; runner: JobRunner; deadLetters: DeadLetters };
  /** Absent: nothing is counted (a mailer built outside the app, without /metrics). */
  metrics?: MailMetrics;
}

/** The dead mails of `deadLetters`, as `portal mail failed` prints them: recipient and subject, never the text. */
export function createFailedMails(deadLetters: DeadLetters): FailedMails {
  return {
    async list() {
      const dead = await deadLetters.list(MAIL_TASK);
      return dead.map((job) => {
        const message = job.payload as MailMessage;
        return {
          id: job.id,
          to: message.to,
          subject: message.subject,
          attempts: job.attempts,
          lastError: job.lastError,
          createdAt: job.createdAt.toISOString(),
          failedAt: job.failedAt.toISOString(),
        };
      });
    },
    retry: (id) => deadLetters.retry(MAIL_TASK, id),
  };
}

/**
 * Outgoing mail: queued as a job in the transaction of the change that causes it, delivered by the job
 * runner through SMTP when configured (src/infra/mailer.ts), else into the `outbox` table this module owns.
 */
export function createMailModule(deps: MailModuleDeps): MailModule {
  const { config, log, jobs, metrics } = deps;
  const outbox = createOutboxRepo();
  const devMailbox = config.env !== 'production' && config.mail.transport === 'outbox';
  const mailbox = mailboxRoutes({ newest: () => outbox.newest(deps.db, MAILBOX_SIZE) });
  const delivery = createMailDelivery({ config, log, keepLocally: (message) => outbox.insert(deps.db, message) });
  const kind = delivery.kind;
  jobs.runner.define<MailMessage>(MAIL_TASK, {
    run: (message) => delivery.deliver(message),
    backoffMs: (attempt) => mailBackoffMs(attempt),
    outcome(result, job, error) {
      if (result === 'done') return metrics?.sent(kind);
      metrics?.failed(kind);
      const fields = { err: error, job: { id: job.id, attempt: job.attempt, maxAttempts: job.maxAttempts } };
      if (result === 'retry') {
        metrics?.retried(kind);
        log.warn({ ...fields, retried: true }, 'mail delivery failed');
      } else {
        metrics?.dead(kind);
        log.error({ ...fields, retried: false }, 'mail delivery failed');
        log.error({ job: fields.job }, 'mail dead: every delivery attempt failed (portal mail failed lists it)');
      }
    },
  });
  return {
    mailer: {
      send: async (tx, message) => void (await jobs.queue.enqueue(tx, MAIL_TASK, message, { maxAttempts: config.mail.maxAttempts })),
      flush: () => jobs.runner.drain(),
      close: () => delivery.close(),
    },
    failed: createFailedMails(jobs.deadLetters),
    devMailbox,
    purgeOutbox: (input) => outbox.purgeBefore(deps.db, input),
    routes: async (app) => {
      if (devMailbox) await app.register(mailbox);
    },
  };
}
