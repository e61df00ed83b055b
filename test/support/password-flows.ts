import { randomBytes } from 'node:crypto';
import { portalHeaders, startTestServer, type JsonResponse, type TestServer } from './harness.js';
import { PASSING_TOKEN, startTurnstile, TURNSTILE_TEST_SERVER_SECRET, type TurnstileStandIn } from './turnstile.js';

/**
 * Helpers of the password, registration and rate-limit tests: a server wired
 * to the local Turnstile stand-in, a mailbox, and a caller with its own IP
 * (through the trusted-proxy header) so per-IP limits of one test never touch
 * another.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailbox {
  /** Every mail sent to `to` so far, oldest first. */
  to(address: string): Mail[];
  /** The first mail to `address` matching `subject` that arrives after `after` earlier ones. */
  waitFor(address: string, subject: RegExp, after?: number): Promise<Mail>;
}

export interface PasswordTestContext {
  server: TestServer;
  turnstile: TurnstileStandIn;
  mail: Mailbox;
  close: () => Promise<void>;
}

/** Reads mails from the log: without SMTP the mailer logs their text outside production (never in it). */
function logMailbox(server: TestServer): Mailbox {
  const all = () =>
    server.logs.filter((line) => line.msg === 'mail (no SMTP)').map((line) => line.mail as Mail);
  const to = (address: string) => all().filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  return {
    to,
    async waitFor(address, subject, after = 0) {
      for (let waited = 0; waited < 5_000; waited += 20) {
        const found = to(address).slice(after).find((mail) => subject.test(mail.subject));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail "${subject}" to ${address}`);
    },
  };
}

export async function startPasswordServer(env: Record<string, string> = {}): Promise<PasswordTestContext> {
  const turnstile = await startTurnstile();
  const server = await startTestServer({
    env: { TURNSTILE_VERIFY_URL: turnstile.url, TURNSTILE_SECRET: TURNSTILE_TEST_SERVER_SECRET, ...env },
  });
  return {
    server,
    turnstile,
    mail: logMailbox(server),
    close: async () => {
      await server.close();
      await turnstile.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label: string): string => `${label}-${randomBytes(4).toString('hex')}@example.com`;
/** An address from TEST-NET-2 per caller: per-IP limits stay with the test that used them. */
export const freshIp = (): string => `198.51.${100 + Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

export type Caller = (path: string, body?: unknown, headers?: Record<string, string>) => Promise<JsonResponse>;

/** POSTs to `/web/v1/partner/auth/<path>` from one client IP. */
export function caller(server: TestServer, ip = freshIp()): Caller {
  return (path, body, headers = {}) =>
    server.request(`/web/v1/partner/auth/${path}`, {
      method: 'POST',
      headers: portalHeaders({ 'cf-connecting-ip': ip, ...headers }),
      body,
    });
}

export const TURNSTILE_PASS = PASSING_TOKEN;

/** The 43-character token on a line of its own in a reset mail. */
export function tokenIn(mail: Mail): string {
  const match = /^([A-Za-z0-9_-]{43})$/m.exec(mail.text);
  if (!match) throw new Error(`no token in mail "${mail.subject}"`);
  return match[1]!;
}

export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1]!;
}

/** start → mailed code → verify; returns the verified registration id. */
export async function verifiedRegistration(ctx: PasswordTestContext, call: Caller, email: string): Promise<string> {
  const before = ctx.mail.to(email).length;
  const start = await call('register/start', { email, turnstileToken: TURNSTILE_PASS });
  if (start.status !== 200) throw new Error(`register/start: ${start.status} ${start.text}`);
  const code = codeIn(await ctx.mail.waitFor(email, /verification code/, before));
  const verify = await call('register/verify', { registrationId: start.body.data.registrationId, code });
  if (verify.status !== 200) throw new Error(`register/verify: ${verify.status} ${verify.text}`);
  return start.body.data.registrationId as string;
}

/** forgot → the reset token from the mail. */
export async function resetTokenFor(ctx: PasswordTestContext, call: Caller, email: string): Promise<string> {
  const before = ctx.mail.to(email).length;
  const res = await call('password/forgot', { email, turnstileToken: TURNSTILE_PASS });
  if (res.status !== 200) throw new Error(`password/forgot: ${res.status} ${res.text}`);
  return tokenIn(await ctx.mail.waitFor(email, /Reset your/, before));
}
