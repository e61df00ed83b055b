import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpAllowListRepo } from '../src/modules/security/ip-allow-list.repo.js';
import { createIpAllowListCheck } from '../src/modules/security/ip-allow-list.service.js';
import { accountAuditTrail } from './support/audit-trail.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, partnerApi } from './support/workspaces.js';
import { expectError } from './support/expect.js';

let server: TestServer;
let call: ReturnType<typeof partnerApi>;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
});
afterAll(async () => {
  await server?.close();
});


/** A fresh account and a caller bound to it; `from` sets CF-Connecting-IP (believed from the loopback proxy). */
async function newCaller(label: string) {
  const account = await createAccount(server, label);
  const { accessToken } = await signIn(server, account);
  const as = (method: string, path: string, options: { body?: unknown; from?: string } = {}) =>
    call(accessToken, method, `/security/ip-whitelist${path}`, {
      body: options.body,
      headers: options.from ? { 'cf-connecting-ip': options.from } : {},
    });
  return { account, accessToken, as };
}

describe('GET and POST security/ip-whitelist', () => {
  it('starts empty and disabled', async () => {
    const { as } = await newCaller('empty');
    const res = await as('GET', '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000', data: { enabled: false, entries: [] } });
  });

  it('replaces the list with normalized entries, without duplicates, in the order given', async () => {
    const { as } = await newCaller('replace');
    const ips = ['203.0.113.7', ' 198.51.100.77/24', '2001:0DB8::1', '2001:db8:1::/32', '::ffff:192.0.2.1', '203.0.113.7'];
    const res = await as('POST', '', { body: { ips } });
    expect(res.status).toBe(200);
    const entries = ['203.0.113.7', '198.51.100.0/24', '2001:db8::1', '2001:db8::/32', '192.0.2.1'];
    expect(res.body.data).toEqual({ enabled: false, entries });
    expect((await as('GET', '')).body.data).toEqual({ enabled: false, entries });
    // A second POST replaces, it does not append.
    expect((await as('POST', '', { body: { ips: ['192.0.2.9'] } })).body.data.entries).toEqual(['192.0.2.9']);
  });

  it('refuses an invalid entry with 400 naming it, and keeps the old list', async () => {
    const { as } = await newCaller('invalid');
    await as('POST', '', { body: { ips: ['192.0.2.1'] } });
    const res = await as('POST', '', { body: { ips: ['203.0.113.7', '300.1.2.3/24'] } });
    expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('ips[1]');
    expect(res.body.message).toContain('300.1.2.3/24');
    expect((await as('GET', '')).body.data.entries).toEqual(['192.0.2.1']);
  });

  it.each(['010.0.0.1', '10.1', '0x7f.0.0.1', '::ffff:010.0.0.1', '::ffff:0x7f.0.0.1', '1.2.3.4/08', '10.1/8', 'fe80::1%eth0'])(
    'refuses the ambiguous or non-canonical entry %j (other parsers read it as another address): 400, list unchanged',
    async (entry) => {
      const { as } = await newCaller('ambiguous');
      await as('POST', '', { body: { ips: ['192.0.2.1'] } });
      const res = await as('POST', '', { body: { ips: [entry] } });
      expectError(res, 400, 'VALIDATION.INVALID_PARAMETER');
      expect(res.body.message).toContain('ips[0]');
      expect((await as('GET', '')).body.data.entries).toEqual(['192.0.2.1']);
    },
  );

  it('stores an IPv4-mapped range as the IPv4 range it is, and a range with host bits as its network', async () => {
    const { as } = await newCaller('mapped');
    const res = await as('POST', '', { body: { ips: ['::ffff:10.0.0.0/104', '::ffff:192.0.2.1', '10.1.2.3/8', '2001:0DB8::1'] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.entries).toEqual(['10.0.0.0/8', '192.0.2.1', '2001:db8::1']);
  });

  it('refuses more than 100 entries', async () => {
    const { as } = await newCaller('many');
    const ips = Array.from({ length: 101 }, (_, i) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    expectError(await as('POST', '', { body: { ips } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expect((await as('POST', '', { body: { ips: ips.slice(0, 100) } })).body.data.entries).toHaveLength(100);
  });

  it('refuses unknown fields, a missing list and non-string entries', async () => {
    const { as } = await newCaller('shape');
    expectError(await as('POST', '', { body: { ips: ['192.0.2.1'], enabled: true } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await as('POST', '', { body: {} }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await as('POST', '', { body: { ips: [3232235521] } }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await as('POST', '', { body: { ips: '192.0.2.1' } }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('refuses callers without a token', async () => {
    expectError(await call(undefined, 'GET', '/security/ip-whitelist'), 401, 'ACCESS.TOKEN_MISSING');
    expectError(await call(undefined, 'POST', '/security/ip-whitelist', { body: { ips: [] } }), 401, 'ACCESS.TOKEN_MISSING');
    expectError(await call(undefined, 'POST', '/security/ip-whitelist/enable'), 401, 'ACCESS.TOKEN_MISSING');
    expectError(await call(undefined, 'POST', '/security/ip-whitelist/disable'), 401, 'ACCESS.TOKEN_MISSING');
  });
});

describe('enable and disable', () => {
  it('enables a list containing the caller’s IP and disables it again, keeping the entries', async () => {
    const { as } = await newCaller('toggle');
    await as('POST', '', { body: { ips: ['203.0.113.0/24', '2001:db8::/32'] }, from: '203.0.113.50' });
    const enabled = await as('POST', '/enable', { from: '203.0.113.50' });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toEqual({ enabled: true, entries: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await as('GET', '', { from: '203.0.113.50' })).body.data.enabled).toBe(true);
    const disabled = await as('POST', '/disable', { from: '203.0.113.50' });
    expect(disabled.body.data).toEqual({ enabled: false, entries: ['203.0.113.0/24', '2001:db8::/32'] });
  });

  it('records every change in the audit trail, and nothing for a refused one', async () => {
    const { account, as } = await newCaller('audited');
    await as('POST', '', { body: { ips: ['203.0.113.0/24'] }, from: '203.0.113.50' });
    await as('POST', '/enable', { from: '198.51.100.1' });
    await as('POST', '/enable', { from: '203.0.113.50' });
    await as('POST', '/disable', { from: '203.0.113.50' });
    const trail = await accountAuditTrail(server, account.accountBizId);
    expect(trail.map((event) => [event.action, event.client_ip, event.changes])).toEqual([
      ['ip_allow_list.replace', '203.0.113.50', { entries: ['203.0.113.0/24'] }],
      ['ip_allow_list.enable', '203.0.113.50', { entries: ['203.0.113.0/24'] }],
      ['ip_allow_list.disable', '203.0.113.50', {}],
    ]);
    expect(trail.every((event) => event.actor_account_id === account.accountBizId && event.target_type === 'account')).toBe(true);
  });

  it('lets an IPv4-mapped client address in through the IPv4 entry it is, and nobody outside it', async () => {
    const { as } = await newCaller('mapped-client');
    expect((await as('POST', '', { body: { ips: ['::ffff:198.51.100.0/120'] }, from: '198.51.100.7' })).status).toBe(200);
    expect((await as('POST', '/enable', { body: {}, from: '::ffff:198.51.100.7' })).status).toBe(200);
    const from = (ip: string) => as('GET', '', { from: ip });
    expect((await from('::ffff:198.51.100.9')).status).toBe(200);
    expect((await from('198.51.100.10')).status).toBe(200);
    expectError(await from('::ffff:198.51.101.1'), 403, 'ACCESS.IP_NOT_ALLOWED');
    expectError(await from('198.51.101.1'), 403, 'ACCESS.IP_NOT_ALLOWED');
  });

  it('enables from an IPv6 address inside a listed range', async () => {
    const { as } = await newCaller('ipv6');
    await as('POST', '', { body: { ips: ['2001:db8::/32'] } });
    expect((await as('POST', '/enable', { from: '2001:db8:5::9' })).body.data.enabled).toBe(true);
  });

  it('refuses to enable a list that does not contain the caller’s current IP (no self lock-out)', async () => {
    const { as } = await newCaller('lockout');
    await as('POST', '', { body: { ips: ['203.0.113.0/24'] } });
    const res = await as('POST', '/enable', { from: '198.51.100.23' });
    expectError(res, 400, 'IP_ALLOW_LIST.WOULD_LOCK_OUT');
    expect(res.body.message).toContain('198.51.100.23');
    expect(res.body.message).toContain('lock you out');
    expect((await as('GET', '')).body.data.enabled).toBe(false);
  });

  it('refuses to enable an empty list: 400 IP_ALLOW_LIST.EMPTY', async () => {
    const { as } = await newCaller('empty-enable');
    const res = await as('POST', '/enable');
    expectError(res, 400, 'IP_ALLOW_LIST.EMPTY');
    expect(res.body.message).toContain('empty');
  });

  it('words the lock-out and empty-list refusals in the caller’s language, naming the address to add', async () => {
    const { accessToken, as } = await newCaller('localized');
    const enable = (locale: string) =>
      call(accessToken, 'POST', '/security/ip-whitelist/enable', { headers: { 'x-locale': locale, 'cf-connecting-ip': '198.51.100.23' } });
    const empty = await enable('zh');
    expectError(empty, 400, 'IP_ALLOW_LIST.EMPTY');
    expect(empty.body.message).toBe('允许列表为空；启用前请至少保存您当前的 IP 地址');
    await as('POST', '', { body: { ips: ['203.0.113.0/24'] } });
    const lockOut = await enable('ja');
    expectError(lockOut, 400, 'IP_ALLOW_LIST.WOULD_LOCK_OUT');
    expect(lockOut.body.message).toBe(
      '現在の IP アドレスが許可リストに含まれていないため、この変更を行うとアクセスできなくなります。先にアドレスを追加してください: 198.51.100.23',
    );
  });

  it('refuses, while enabled, a new list without the caller’s IP; accepts one with it', async () => {
    const { as } = await newCaller('replace-enabled');
    await as('POST', '', { body: { ips: ['203.0.113.0/24'] } });
    await as('POST', '/enable', { from: '203.0.113.9' });
    const refused = await as('POST', '', { body: { ips: ['192.0.2.0/24'] }, from: '203.0.113.9' });
    expectError(refused, 400, 'IP_ALLOW_LIST.WOULD_LOCK_OUT');
    expect(refused.body.message).toContain('203.0.113.9');
    expectError(await as('POST', '', { body: { ips: [] }, from: '203.0.113.9' }), 400, 'IP_ALLOW_LIST.WOULD_LOCK_OUT');
    const accepted = await as('POST', '', { body: { ips: ['192.0.2.0/24', '203.0.113.9'] }, from: '203.0.113.9' });
    expect(accepted.body.data).toEqual({ enabled: true, entries: ['192.0.2.0/24', '203.0.113.9'] });
  });

  it('accepts an empty JSON body on enable and disable', async () => {
    const { as } = await newCaller('empty-body');
    const res = await call(undefined, 'POST', '/security/ip-whitelist/disable', { headers: { 'content-type': 'application/json' }, body: '' });
    expectError(res, 401, 'ACCESS.TOKEN_MISSING');
    expect((await as('POST', '/disable')).status).toBe(200);
  });
});

describe('the IpAllowListCheck for the auth guard and login', () => {
  it('allows everyone without a list or with a disabled one; only listed addresses while enabled', async () => {
    const { account, as } = await newCaller('check');
    const check = createIpAllowListCheck(server.db);
    expect(await check.isAllowed(account.accountBizId, '192.0.2.1')).toBe(true);
    await as('POST', '', { body: { ips: ['203.0.113.0/24', '2001:db8::/32'] } });
    expect(await check.isAllowed(account.accountBizId, '192.0.2.1')).toBe(true);

    await as('POST', '/enable', { from: '203.0.113.1' });
    expect(await check.isAllowed(account.accountBizId, '203.0.113.200')).toBe(true);
    expect(await check.isAllowed(account.accountBizId, '::ffff:203.0.113.200')).toBe(true);
    expect(await check.isAllowed(account.accountBizId, '2001:db8:ffff::1')).toBe(true);
    expect(await check.isAllowed(account.accountBizId, '203.0.114.1')).toBe(false);
    expect(await check.isAllowed(account.accountBizId, '2001:db9::1')).toBe(false);
    expect(await check.isAllowed(account.accountBizId, 'not-an-ip')).toBe(false);

    await as('POST', '/disable', { from: '203.0.113.1' });
    expect(await check.isAllowed(account.accountBizId, '203.0.114.1')).toBe(true);
  });

  it('does not let one account’s list affect another account', async () => {
    const first = await newCaller('first');
    const second = await newCaller('second');
    await first.as('POST', '', { body: { ips: ['203.0.113.1'] } });
    await first.as('POST', '/enable', { from: '203.0.113.1' });
    const check = createIpAllowListCheck(server.db);
    expect(await check.isAllowed(first.account.accountBizId, '192.0.2.1')).toBe(false);
    expect(await check.isAllowed(second.account.accountBizId, '192.0.2.1')).toBe(true);
  });

  it('answers from its cache for at most the cache time; a change through the service is seen at once', async () => {
    const { account, as } = await newCaller('cache');
    let now = 1_000_000;
    const check = createIpAllowListCheck(server.db, { cacheMs: 5_000, now: () => now });
    await as('POST', '', { body: { ips: ['203.0.113.1'] } });
    await as('POST', '/enable', { from: '203.0.113.1' });
    expect(await check.isAllowed(account.accountBizId, '192.0.2.1')).toBe(false);

    // A change this instance did not make (another instance's): seen once the entry expires.
    await server.db.transaction((tx) => createIpAllowListRepo().save(tx, account.accountBizId, { enabled: false, entries: ['203.0.113.1'] }));
    expect(await check.isAllowed(account.accountBizId, '192.0.2.1')).toBe(false);
    now += 5_001;
    expect(await check.isAllowed(account.accountBizId, '192.0.2.1')).toBe(true);

    // A change through this instance's service: seen on the next check.
    await as('POST', '/enable', { from: '203.0.113.1' });
    expect(await check.isAllowed(account.accountBizId, '192.0.2.1')).toBe(false);
  });
});
