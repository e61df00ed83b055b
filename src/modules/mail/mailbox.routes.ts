import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** How many mails the development mailbox shows: the recent ones a newcomer is waiting for. */
export const MAILBOX_SIZE = 50;

const MailboxResponse = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.String(),
      to: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
    { maxItems: MAILBOX_SIZE },
  ),
});

/** A mail of the outbox as the mailbox shows it. */
export interface MailboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export interface MailboxRouteDeps {
  /** The newest mails of the outbox, newest first. */
  newest: () => Promise<MailboxMail[]>;
}

/**
 * `GET /__portal/mailbox`: the development mailbox of the portal web app, so a newcomer reads a sign-in
 * code without a mail server. The web app's, not the API's: hidden from the OpenAPI document. The
 * composition registers it only where mails stay in the outbox outside production.
 */
export function mailboxRoutes(deps: MailboxRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/__portal/mailbox', { schema: { hide: true, response: { 200: MailboxResponse } } }, async () => {
      const mails = await deps.newest();
      return { messages: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) };
    });
  };
}
