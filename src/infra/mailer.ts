import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config, MailTransport } from '../config.js';
import type { Queryable } from '../db/client.js';

/** SMTP connections kept open: the job runner's default concurrency (src/modules/jobs/jobs.module.ts). */
const MAIL_CONNECTIONS = 4;

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: codes and links are in here, so it is never logged in production. */
  text: string;
}

/**
 * Queues a mail in `tx`, the transaction of the change that causes it: the mail exists if and only if
 * the change commits, and a worker delivers it with retries (docs/jobs.md). Callers never wait for
 * delivery (SMTP latency would tell who has an account).
 */
export type SendMail = (tx: Queryable, message: MailMessage) => Promise<void>;

export interface Mailer {
  send: SendMail;
  /** Resolves when every mail due so far has been delivered or has failed this attempt (shutdown, tests). */
  flush(): Promise<void>;
  close(): void;
}

/** Where deliveries are counted, by `MAIL_TRANSPORT`. */
export interface MailMetrics {
  sent(transport: MailTransport): void;
  /** One attempt failed (retried or given up: `retried` or `dead` follows). */
  failed(transport: MailTransport): void;
  retried(transport: MailTransport): void;
  dead(transport: MailTransport): void;
}

export interface MailTransportDeps {
  config: Pick<Config, 'mail' | 'env'>;
  /** Where mail goes without SMTP: a local mailbox for development (the mail module's outbox). */
  keepLocally: (message: MailMessage) => Promise<void>;
  log: Logger;
}

export interface MailDelivery {
  readonly kind: MailTransport;
  /** Hands one mail over; throws when the relay refuses it or cannot be reached. */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when `MAIL_TRANSPORT` is smtp (`SMTP_URL` set). Otherwise mails go to
 * the local mailbox and to the log, the text only outside production.
 */
export function createMailDelivery(deps: MailTransportDeps): MailDelivery {
  const { config, log } = deps;
  const smtpUrl = config.mail.transport === 'smtp' ? config.mail.smtpUrl : undefined;
  // Bounded: a job holds its lease (src/modules/jobs) while it sends, and a hung relay must give it back in time.
  // Pooled: a mail reuses an open SMTP connection instead of paying TCP, greeting and EHLO (and TLS, in
  // production) each time — docs/performance.md "Full login CPU". As many connections as the job runner
  // delivers mails at once; an idle one is closed after nodemailer's 4 minutes, or by the relay (reconnected).
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: MAIL_CONNECTIONS,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const kind: MailTransport = transport ? 'smtp' : 'outbox';
  if (!transport && config.env === 'production') {
    // Production keeps mail locally only when MAIL_TRANSPORT=outbox says so (src/config.ts): say it once at start.
    log.warn({ mailTransport: 'outbox' }, 'mail is not sent: MAIL_TRANSPORT=outbox keeps every mail, codes included, in the outbox table');
  }
  return {
    kind,
    async deliver(message) {
      if (transport) {
        await transport.sendMail({ from: config.mail.from, to: message.to, subject: message.subject, text: message.text });
        log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
        return;
      }
      await deps.keepLocally(message);
      const shown = config.env === 'production' ? { to: message.to, subject: message.subject } : message;
      log.info({ mail: shown }, 'mail (no SMTP)');
    },
    close() {
      transport?.close();
    },
  };
}
