import ipaddr from 'ipaddr.js';
import { parseIp } from '../../http/client-ip.js';
import { invalidParameter } from '../../http/errors.js';

/** Most entries one account's list may hold (also a CHECK in the table). */
export const MAX_IP_ALLOW_LIST_ENTRIES = 100;

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type IpRange = readonly [Address, number];

/**
 * Strict address syntax: dotted-quad IPv4 without leading zeros (no `10.1`,
 * `0x7f.1` or `010.0.0.1`, which other parsers read differently) or IPv6
 * without a zone id. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is its IPv4 address.
 */
function parseStrict(text: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes(':') && !text.includes('%') && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return undefined;
}

/**
 * One entry in canonical form: an address (`2001:db8::1`, `192.0.2.7`) or the
 * network of a CIDR range (`10.1.2.3/8` → `10.0.0.0/8`); a full-length prefix
 * is the address alone. Undefined when `raw` is neither.
 */
export function normalizeEntry(raw: string): string | undefined {
  const text = raw.trim();
  const slash = text.indexOf('/');
  let address = parseStrict(slash === -1 ? text : text.slice(0, slash));
  if (!address) return undefined;
  let bits = address.kind() === 'ipv4' ? 32 : 128;
  if (slash !== -1) {
    const prefix = text.slice(slash + 1);
    if (!/^(0|[1-9][0-9]{0,2})$/.test(prefix) || Number(prefix) > bits) return undefined;
    bits = Number(prefix);
  }
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    bits -= 96;
  }
  const full = address.kind() === 'ipv4' ? 32 : 128;
  if (bits === full) return address.toString();
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** Quoted for an error message: short, and only characters an address can contain. */
function shown(raw: string): string {
  const clean = raw.replace(/[^0-9A-Za-z.:/%-]/g, '?');
  return JSON.stringify(clean.length > 50 ? `${clean.slice(0, 50)}…` : clean);
}

/** Normalizes a whole list, in the order given, without duplicates; 400 naming the first bad entry. */
export function normalizeEntries(ips: readonly string[]): string[] {
  if (ips.length > MAX_IP_ALLOW_LIST_ENTRIES) throw invalidParameter(`body.ips may hold at most ${MAX_IP_ALLOW_LIST_ENTRIES} entries`);
  const entries = new Set<string>();
  ips.forEach((raw, index) => {
    const entry = normalizeEntry(raw);
    if (entry === undefined) {
      throw invalidParameter(`body.ips[${index}] ${shown(raw)} is not an IPv4 or IPv6 address or CIDR range (e.g. 203.0.113.7, 198.51.100.0/24, 2001:db8::/32)`);
    }
    entries.add(entry);
  });
  return [...entries];
}

/** Stored (normalized) entries as ranges for matching. */
export function toRanges(entries: readonly string[]): IpRange[] {
  return entries.map((entry) => (entry.includes('/') ? ipaddr.parseCIDR(entry) : ([ipaddr.parse(entry), entry.includes(':') ? 128 : 32] as const)));
}

/** True when `clientIp` lies in one of the ranges (an IPv4-mapped IPv6 client counts as its IPv4 address). */
export function ipInRanges(clientIp: string, ranges: readonly IpRange[]): boolean {
  const ip = parseIp(clientIp.trim());
  if (!ip) return false;
  return ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
}
