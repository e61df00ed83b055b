import { closedLoop, percentile } from '../closed-loop.js';
import { createAccount, HttpRefusal, signIn } from './accounts.js';
import type { Scenario } from './types.js';

/**
 * Full login, as a user does it: login/initiate (argon2id verify at OWASP
 * parameters, m=19 MiB, t=2), login/mfa/send, the code taken from the mail
 * the server sends to a real SMTP server (the bench's stand-in), then
 * login/complete (a session, an ES256 access token). One login is that whole
 * journey; the rate is complete logins per second, the latencies those of
 * the journey. Not autocannon: three dependent requests and a mailed code do
 * not fit a fixed request list, so closed-loop workers drive it
 * (bench/closed-loop.ts). No bare baseline: it has no journey to compare.
 */

/**
 * Journeys in flight. Unloaded, one takes ~0.2 s, of which ~0.15 s is the
 * mail's trip through SMTP (smtp-server waits 100 ms before its greeting),
 * time in which the server does nothing for that login. At most two argon2
 * hashes run at once (the semaphore in src/infra/passwords.ts), ~30 ms each
 * here: at most ~65 logins/s. By Little's law it takes ≥ 13 journeys in flight
 * to keep both slots busy; 16 does, with a short queue. More only lengthen
 * the queue in front of the semaphore (journey latency), not the rate.
 */
const WORKERS = 16;

export const loginScenario: Scenario = {
  name: 'full login',
  description: `initiate (argon2id) + mfa/send + code by SMTP + complete, ${WORKERS} closed-loop workers`,
  target: '≥ 30 complete logins/s per vCPU',
  minPerCpu: 30,
  async prepare(target) {
    // An account per worker: two logins of one account never wait for each other. PGlite has only the
    // demo account, and two concurrent logins of one address cannot tell their mailed codes apart
    // (a wrong code counts towards the lock), so there one worker logs in at a time.
    // Each login opens a session; past the account's limit the oldest ends, which is what a user sees too.
    const workers = target.databaseUrl ? WORKERS : 1;
    const idle = await Promise.all(Array.from({ length: workers }, (_, i) => createAccount(target, `login${i}`)));
    const login = async () => {
      const account = idle.pop()!;
      try {
        await signIn(target, account);
      } finally {
        idle.push(account);
      }
    };
    const kind = (error: unknown) => (error instanceof HttpRefusal ? `${error.path} ${error.status}` : String(error));
    return {
      async drive(seconds) {
        const { latencies, errors, elapsed } = await closedLoop(workers, seconds, login, kind);
        const failed = Object.values(errors).reduce((sum, n) => sum + n, 0);
        if (failed > 0) console.error(`full login: failed journeys ${JSON.stringify(errors)}`);
        const sorted = latencies.sort((a, b) => a - b);
        return { perSecond: latencies.length / elapsed, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), errors: failed };
      },
    };
  },
};
