import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.js';
import { runPortal, tempDataDir } from './support/portal-process.js';

/** `portal operators create` in a child process on an empty PGlite DATA_DIR of its own. */
const temp = tempDataDir();
afterAll(() => temp.remove());

const env = { DATA_DIR: temp.dir, NODE_ENV: 'development', DEMO_ACCOUNT: 'false' };
const PASSWORD = 'operator passphrase 2026!';

describe('portal operators create', () => {
  it('creates an OPERATOR account and prints one JSON line; a second time the e-mail is taken', async () => {
    const run = await runPortal(['operators', 'create', '--email', 'Ops@Example.com', '--password-stdin'], env, { input: `${PASSWORD}\n` });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as { accountBizId: string; email: string };
    // The canonical address: the one stored and signed in with.
    expect(printed).toEqual({ accountBizId: expect.stringMatching(/^acc_[0-9A-Z]{26}$/), email: 'ops@example.com' });
    const db = await openDatabase({ db: { url: undefined, dataDir: temp.dir } });
    try {
      const rows = await db.query<{ portal: string; memberships: bigint }>(
        `SELECT a.portal, (SELECT count(*) FROM memberships m WHERE m.account_id = a.id) AS memberships FROM accounts a WHERE a.id = $1`,
        [printed.accountBizId],
      );
      expect(rows[0]).toEqual({ portal: 'OPERATOR', memberships: 0n });
    } finally {
      await db.close();
    }
    const again = await runPortal(['operators', 'create', '--email', 'ops@example.com', '--password-stdin'], env, { input: PASSWORD });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already registered');
  }, 120_000);

  it('refuses a weak password and a missing e-mail with usage errors (exit 2)', async () => {
    expect((await runPortal(['operators', 'create', '--email', 'x@example.com', '--password-stdin'], env, { input: 'short\n' })).code).toBe(2);
    expect((await runPortal(['operators', 'create', '--password-stdin'], env, { input: PASSWORD })).code).toBe(2);
  }, 120_000);
});
