import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../closed-loop.js';
import { AUTH, createAccount, headers, post, SIGN_IN_CODE } from './accounts.js';
import type { Scenario } from './types.js';

/**
 * Issue 17: "an MFA code still reaches an idle server's SMTP stand-in within 1 s at p99". One sign-in at
 * a time, with a pause between them so the server is idle when each code is asked for: initiate, then
 * login/mfa/send, whose answer says the code is on its way; the time counted is from that answer to
 * the mail's arrival at the bench's SMTP stand-in (0 when the mail came first: the job is queued in the
 * request's transaction and the runner is woken on commit, so it may beat the answer). Then complete,
 * as a user would. The path measured is the durable one: the job queue, its runner, nodemailer, SMTP.
 */
const MIN_SIGN_INS = 50;
/** Between sign-ins: the server has nothing in flight when the next code is asked for. */
const IDLE_MS = 50;
/** The delays are often below a millisecond (the mail beats the answer): whole milliseconds would show 0. */
const tenths = (ms: number) => Math.round(ms * 10) / 10;

export const mfaMailScenario: Scenario = {
  name: 'MFA mail delivery (idle)',
  description: `login/mfa/send answer → mail at the SMTP stand-in, one sign-in at a time, at least ${MIN_SIGN_INS}`,
  target: 'p99 < 1 s',
  maxP99Ms: 1_000,
  latencyOf: 'req/s: sign-ins per second, one at a time with pauses; p50/p99: from the login/mfa/send answer to the mail at the SMTP stand-in',
  async prepare(target) {
    const account = await createAccount(target, 'mfa-mail');
    const signIn = async (): Promise<number> => {
      const sent = headers(target, { 'cf-connecting-ip': '198.51.100.77' });
      const { sessionId } = await post(target, `${AUTH}/login/initiate`, account, sent);
      const mailsBefore = target.mail.mails.length;
      await post(target, `${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'EMAIL' }, sent);
      const answeredAt = performance.now();
      const mail = await target.mail.waitFor(account.email, SIGN_IN_CODE, mailsBefore);
      const code = SIGN_IN_CODE.exec(mail.raw)![1]!;
      await post(target, `${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code }, sent);
      return Math.max(0, mail.receivedAt - answeredAt);
    };
    return {
      async drive(seconds) {
        const delays: number[] = [];
        let errors = 0;
        const started = performance.now();
        while (delays.length + errors < MIN_SIGN_INS || performance.now() - started < seconds * 1_000) {
          try {
            delays.push(await signIn());
          } catch (error) {
            errors += 1;
            console.error(`MFA mail: ${String(error)}`);
          }
          await sleep(IDLE_MS);
        }
        const sorted = delays.sort((a, b) => a - b);
        const elapsed = (performance.now() - started) / 1_000;
        return { perSecond: delays.length / elapsed, p50: tenths(percentile(sorted, 50)), p99: tenths(percentile(sorted, 99)), errors };
      },
    };
  },
};
