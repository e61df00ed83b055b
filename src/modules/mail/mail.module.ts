import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createMailer, type Mailer, type MailMetrics } from '../../infra/mailer.js';
import { createOutboxRepo } from './outbox.repo.js';

export interface MailModule {
  /** Its `send` is the one way every module mails; flush and close on shutdown. */
  mailer: Mailer;
}

/** Outgoing mail: SMTP when configured (src/infra/mailer.ts), else the `outbox` table this module owns. */
export function createMailModule(deps: { config: Pick<Config, 'mail' | 'env'>; db: Db; log: Logger; metrics?: MailMetrics }): MailModule {
  const outbox = createOutboxRepo();
  return {
    mailer: createMailer({ config: deps.config, log: deps.log, metrics: deps.metrics, keepLocally: (message) => outbox.insert(deps.db, message) }),
  };
}
