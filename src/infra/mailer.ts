import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config, MailTransport } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: codes and links are in here, so it is never logged in production. */
  text: string;
}

/** Queues a mail; callers never wait for delivery (SMTP latency would tell who has an account). */
export type SendMail = (message: MailMessage) => void;

export interface Mailer {
  send: SendMail;
  /** Resolves when every mail queued so far has been handed over (shutdown, tests). */
  flush(): Promise<void>;
  close(): void;
}

/** Where deliveries are counted (`mail_sent_total`, `mail_send_failures_total`), by `MAIL_TRANSPORT`. */
export interface MailMetrics {
  sent(transport: MailTransport): void;
  failed(transport: MailTransport): void;
}

export interface MailerDeps {
  config: Pick<Config, 'mail' | 'env'>;
  /** Where mail goes without SMTP: a local mailbox for development (the mail module's outbox). */
  keepLocally: (message: MailMessage) => Promise<void>;
  log: Logger;
  /** Absent: nothing is counted (a mailer built outside the app, without /metrics). */
  metrics?: MailMetrics;
}

/**
 * SMTP through nodemailer when `MAIL_TRANSPORT` is smtp (`SMTP_URL` set). Otherwise mails go to
 * the local mailbox and to the log, the text only outside production.
 */
export function createMailer(deps: MailerDeps): Mailer {
  const { config, log } = deps;
  const smtpUrl = config.mail.transport === 'smtp' ? config.mail.smtpUrl : undefined;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const kind: MailTransport = transport ? 'smtp' : 'outbox';
  if (!transport && config.env === 'production') {
    // Production keeps mail locally only when MAIL_TRANSPORT=outbox says so (src/config.ts): say it once at start.
    log.warn({ mailTransport: 'outbox' }, 'mail is not sent: MAIL_TRANSPORT=outbox keeps every mail, codes included, in the outbox table');
  }
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    if (transport) {
      await transport.sendMail({ from: config.mail.from, to: message.to, subject: message.subject, text: message.text });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
      return;
    }
    await deps.keepLocally(message);
    const shown = config.env === 'production' ? { to: message.to, subject: message.subject } : message;
    log.info({ mail: shown }, 'mail (no SMTP)');
  }

  return {
    send(message) {
      const delivery = deliver(message)
        .then(
          () => deps.metrics?.sent(kind),
          (error: unknown) => {
            deps.metrics?.failed(kind);
            log.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'mail delivery failed');
          },
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
