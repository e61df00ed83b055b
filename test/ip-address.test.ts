import { describe, expect, it } from 'vitest';
import { canonicalIpAddress, canonicalIpRange, ipInRanges, normalizeIpList, toIpRanges } from '../src/infra/ip-address.js';

/**
 * The one strict parser behind both allow-lists, client addresses and
 * TRUSTED_PROXIES: an entry means exactly one address or network, and the
 * same to us as to any other parser, or it is refused.
 */
describe('addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['0.0.0.0', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
    ['2001:0DB8:0:0::1', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['::1', '::1'],
    ['::', '::'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:0201', '192.0.2.1'],
    ['0:0:0:0:0:ffff:192.0.2.1', '192.0.2.1'],
    // IPv4-compatible (deprecated) is an IPv6 address, not a mapped one.
    ['::1.2.3.4', '::102:304'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalIpAddress(input)).toBe(expected);
  });

  it.each([
    '010.0.0.1',
    '10.1',
    '10.0.1',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '2130706433',
    '1.2.3.04',
    '256.0.0.1',
    '1.2.3.4.5',
    '::ffff:010.0.0.1',
    '::ffff:0x7f.0.0.1',
    '::ffff:10.1',
    '1.2.3.4::',
    'fe80::1%eth0',
    '1::2::3',
    '12345::',
    ' 1.2.3.4',
    'example.com',
    '',
  ])('refuses %j', (input) => {
    expect(canonicalIpAddress(input)).toBeUndefined();
  });
});

describe('ranges', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['198.51.100.77/24', '198.51.100.0/24'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['10.0.0.1/32', '10.0.0.1'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:db8:abcd::1/32', '2001:db8::/32'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['::/0', '::/0'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.0/120', '192.0.2.0/24'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
    ['::ffff:0:0/96', '0.0.0.0/0'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalIpRange(input)).toBe(expected);
  });

  it.each(['1.2.3.4/33', '1.2.3.4/08', '1.2.3.4/', '1.2.3.4/-1', '1.2.3.4/8/8', '10.1/8', '010.0.0.0/8', '0x7f.0.0.0/8', '::ffff:010.0.0.0/104', '2001:db8::/129', '/24'])(
    'refuses %j',
    (input) => {
      expect(canonicalIpRange(input)).toBeUndefined();
    },
  );
});

describe('matching', () => {
  const ranges = toIpRanges(['10.0.0.0/8', '2001:db8::/32', '192.0.2.1']);

  it('matches IPv4 clients, also when they arrive IPv4-mapped, and IPv6 clients in IPv6 ranges', () => {
    expect(ipInRanges('10.200.0.1', ranges)).toBe(true);
    expect(ipInRanges('::ffff:10.200.0.1', ranges)).toBe(true);
    expect(ipInRanges('192.0.2.1', ranges)).toBe(true);
    expect(ipInRanges('2001:db8:1::5', ranges)).toBe(true);
  });

  it('does not match addresses outside, nor text the parser refuses', () => {
    expect(ipInRanges('11.0.0.1', ranges)).toBe(false);
    expect(ipInRanges('192.0.2.2', ranges)).toBe(false);
    expect(ipInRanges('2001:db9::1', ranges)).toBe(false);
    // inet_aton would read these as 10.x addresses; here they are nothing.
    expect(ipInRanges('012.0.0.1', ranges)).toBe(false);
    expect(ipInRanges('10.1', ranges)).toBe(false);
    expect(ipInRanges('not-an-ip', ranges)).toBe(false);
  });

  it('a mapped range from a list matches the IPv4 client it covers', () => {
    const mapped = toIpRanges(normalizeIpList(['::ffff:10.0.0.0/104']).entries);
    expect(ipInRanges('10.9.9.9', mapped)).toBe(true);
    expect(ipInRanges('::ffff:10.9.9.9', mapped)).toBe(true);
  });
});

describe('lists', () => {
  it('trims, canonicalizes and folds duplicates in the order given; reports every bad entry with its index', () => {
    expect(normalizeIpList([' 203.0.113.7 ', '2001:0DB8::1', '::ffff:203.0.113.7', '010.0.0.1', '10.0.0.0/8', '10.1'])).toEqual({
      entries: ['203.0.113.7', '2001:db8::1', '10.0.0.0/8'],
      invalid: [
        { index: 3, text: '010.0.0.1' },
        { index: 5, text: '10.1' },
      ],
    });
  });
});
