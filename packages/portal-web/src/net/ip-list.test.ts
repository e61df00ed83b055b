import { describe, expect, it } from 'vitest';
import { ipInList, parseIpList } from './ip-list';

describe('parseIpList', () => {
  it('takes one entry per line (or comma), trims, drops blanks and repeats', () => {
    expect(parseIpList(' 203.0.113.7\n\n10.0.0.0/8, 203.0.113.7 \n2001:db8::/32')).toEqual(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32']);
  });
});

describe('ipInList', () => {
  it('matches IPv4 addresses and ranges', () => {
    expect(ipInList('203.0.113.7', ['203.0.113.7'])).toBe(true);
    expect(ipInList('203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(ipInList('203.0.114.7', ['203.0.113.0/24'])).toBe(false);
    expect(ipInList('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
    expect(ipInList('127.0.0.1', [])).toBe(false);
  });

  it('matches IPv6, compressed or not, and IPv4-mapped addresses as IPv4', () => {
    expect(ipInList('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInList('2001:0db8:0000:0000:0000:0000:0000:0001', ['2001:db8::1'])).toBe(true);
    expect(ipInList('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipInList('::ffff:192.0.2.1', ['192.0.2.0/24'])).toBe(true);
    expect(ipInList('::1', ['127.0.0.1'])).toBe(false);
  });

  it('matches nothing for entries or addresses that do not parse', () => {
    expect(ipInList('203.0.113.7', ['not an address', '203.0.113.7/40'])).toBe(false);
    expect(ipInList('nonsense', ['0.0.0.0/0'])).toBe(false);
  });
});
