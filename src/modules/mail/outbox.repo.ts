import type { Queryable } from '../../db/client.js';
import { newId } from '../../infra/ids.js';
import type { MailMessage } from '../../infra/mailer.js';

/** SQL of the `outbox` table: the local mailbox of an instance without SMTP. */
export function createOutboxRepo() {
  return {
    async insert(db: Queryable, message: MailMessage): Promise<void> {
      await db.query('INSERT INTO outbox (id, recipient, subject, body) VALUES ($1, $2, $3, $4)', [newId('mail'), message.to, message.subject, message.text]);
    },
  };
}
