import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createMailer, type Mailer, type MailMetrics } from '../../infra/mailer.js';
import { MAILBOX_SIZE, mailboxRoutes } from './mailbox.routes.js';
import { createOutboxRepo } from './outbox.repo.js';

export interface MailModule {
  /** Its `send` is the one way every module mails; flush and close on shutdown. */
  mailer: Mailer;
  /**
   * True outside production when mails stay in the outbox table: then the portal web app's development
   * mailbox (`/__portal/mailbox`) shows them. Never in production, where they may carry live codes.
   */
  devMailbox: boolean;
  /** `/__portal/mailbox` when `devMailbox`, else nothing: the path answers the ordinary 404 envelope. */
  routes: FastifyPluginAsyncTypebox;
}

/** Outgoing mail: SMTP when configured (src/infra/mailer.ts), else the `outbox` table this module owns. */
export function createMailModule(deps: { config: Pick<Config, 'mail' | 'env'>; db: Db; log: Logger; metrics?: MailMetrics }): MailModule {
  const outbox = createOutboxRepo();
  const devMailbox = deps.config.env !== 'production' && deps.config.mail.transport === 'outbox';
  const mailbox = mailboxRoutes({ newest: () => outbox.newest(deps.db, MAILBOX_SIZE) });
  return {
    mailer: createMailer({ config: deps.config, log: deps.log, metrics: deps.metrics, keepLocally: (message) => outbox.insert(deps.db, message) }),
    devMailbox,
    routes: async (app) => {
      if (devMailbox) await app.register(mailbox);
    },
  };
}
