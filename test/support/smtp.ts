import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP stand-in received it: envelope recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** `performance.now()` when the message was accepted: the bench times mail delivery by it. */
  receivedAt: number;
}

export interface SmtpStandIn {
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `address` matching `pattern`, waiting for delivery. */
  waitFor(address: string, pattern: RegExp, after?: number): Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export interface SmtpOptions {
  /** Recipients the relay refuses (550), as a relay refuses an unknown mailbox: that mail fails to send. */
  refuse?: (address: string) => boolean;
}

/** A real SMTP server on loopback that keeps what it receives: the service talks SMTP to it as to any relay. */
export async function startSmtp(options: SmtpOptions = {}): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Loopback only: a reverse DNS lookup per connection would only add latency to every mailed code.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address.toLowerCase())) {
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8'), receivedAt: performance.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address, pattern, after = 0) {
      for (let waited = 0; waited < 5_000; waited += 20) {
        const found = mails.slice(after).find((mail) => mail.to.includes(address.toLowerCase()) && pattern.test(mail.raw));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail matching ${pattern} to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
