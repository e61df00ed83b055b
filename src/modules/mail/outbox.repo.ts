import type { Queryable } from '../../db/client.js';
import { newId } from '../../infra/ids.js';
import type { MailMessage } from '../../infra/mailer.js';

/** A mail as the outbox kept it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** SQL of the `outbox` table: the local mailbox of an instance without SMTP. */
export function createOutboxRepo() {
  return {
    async insert(db: Queryable, message: MailMessage): Promise<void> {
      await db.query('INSERT INTO outbox (id, recipient, subject, body) VALUES ($1, $2, $3, $4)', [newId('mail'), message.to, message.subject, message.text]);
    },

    /** The newest `limit` mails, newest first; ids are ULIDs, so the id breaks a tie of one instant. */
    async newest(db: Queryable, limit: number): Promise<OutboxMail[]> {
      const rows = await db.query<{ id: string; recipient: string; subject: string; body: string; created_at: Date | string }>(
        'SELECT id, recipient, subject, body, created_at FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1',
        [limit],
      );
      return rows.map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, text: row.body, createdAt: new Date(row.created_at) }));
    },

    /** Up to `limit` mails kept before `before`; answers how many went. */
    async purgeBefore(db: Queryable, input: { before: Date; limit: number }): Promise<number> {
      const rows = await db.query('DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE created_at < $1 LIMIT $2) RETURNING id', [input.before, input.limit]);
      return rows.length;
    },
  };
}
