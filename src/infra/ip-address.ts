import ipaddr from 'ipaddr.js';

/**
 * The one parser of IP addresses and CIDR ranges: client addresses, both
 * allow-lists (the account's and each API key's) and TRUSTED_PROXIES. Strict,
 * so that what we store is what the user meant and what other parsers
 * (browsers, proxies, inet_aton) would read:
 *
 * - IPv4 is a dotted quad of decimals 0–255 without leading zeros. No
 *   shortened (`10.1`), octal (`010.0.0.1`), hexadecimal (`0x7f.0.0.1`) or
 *   single-number forms, which inet_aton-style parsers silently turn into
 *   other addresses.
 * - IPv6 is hexadecimal groups (RFC 4291 text), optionally ending in a dotted
 *   quad held to the IPv4 rule above; no zone id (`%eth0`).
 * - An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is its IPv4 address, and
 *   a range inside the mapped block (`::ffff:10.0.0.0/104`) is the IPv4 range
 *   (`10.0.0.0/8`): a client reaching us over a dual-stack socket shows up
 *   mapped, and must match the IPv4 entry it is.
 * - A prefix length is a decimal without leading zeros, at most 32 (IPv4) or
 *   128 (IPv6). A range with host bits set (`10.1.2.3/8`) stands for its
 *   network (`10.0.0.0/8`): the usual reading, and what the entry's author
 *   can only have meant.
 * - Canonical text: IPv4 dotted decimal, IPv6 RFC 5952 (lowercase, longest
 *   zero run compressed); a full-length range is written as the bare address.
 */

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** A network: its base address (host bits clear) and prefix length. */
export interface IpRange {
  readonly address: IpAddress;
  readonly prefix: number;
}

const IPV6_TEXT = /^[0-9A-Fa-f:.]+$/;
const PREFIX = /^(0|[1-9][0-9]{0,2})$/;

const bitsOf = (address: IpAddress): number => (address.kind() === 'ipv4' ? 32 : 128);

/** A dotted-quad tail (`::ffff:1.2.3.4`) as two hex groups, checked by the IPv4 rule; ipaddr.js alone accepts `::ffff:010.0.0.1`. */
function withHexTail(text: string): string | undefined {
  if (!text.includes('.')) return text;
  const colon = text.lastIndexOf(':');
  const quad = text.slice(colon + 1);
  if (colon === -1 || !ipaddr.IPv4.isValidFourPartDecimal(quad)) return undefined;
  const [a, b, c, d] = ipaddr.IPv4.parse(quad).octets as [number, number, number, number];
  return `${text.slice(0, colon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

function parseIpv6(text: string): ipaddr.IPv6 | undefined {
  if (!IPV6_TEXT.test(text) || !text.includes(':')) return undefined;
  const hex = withHexTail(text);
  return hex !== undefined && ipaddr.IPv6.isValid(hex) ? ipaddr.IPv6.parse(hex) : undefined;
}

/** An address by the rules above (IPv4-mapped unwrapped), or undefined. Surrounding whitespace is not trimmed. */
export function parseIpAddress(text: string): IpAddress | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  const ipv6 = parseIpv6(text);
  if (!ipv6) return undefined;
  return ipv6.isIPv4MappedAddress() ? ipv6.toIPv4Address() : ipv6;
}

/** Canonical text of an address, or undefined when `text` is not one. */
export function canonicalIpAddress(text: string): string | undefined {
  return parseIpAddress(text)?.toString();
}

/** An address (a full-length range) or a CIDR range by the rules above, normalized to its network; undefined when invalid. */
export function parseIpRange(text: string): IpRange | undefined {
  const slash = text.indexOf('/');
  if (slash === -1) {
    const address = parseIpAddress(text);
    return address && { address, prefix: bitsOf(address) };
  }
  const prefixText = text.slice(slash + 1);
  if (!PREFIX.test(prefixText)) return undefined;
  let prefix = Number(prefixText);
  const addressText = text.slice(0, slash);
  let address: IpAddress | undefined = ipaddr.IPv4.isValidFourPartDecimal(addressText) ? ipaddr.IPv4.parse(addressText) : parseIpv6(addressText);
  if (!address || prefix > bitsOf(address)) return undefined;
  // Only a range inside ::ffff:0:0/96 is IPv4; a shorter one (::/0) is an IPv6 range.
  if (address.kind() === 'ipv6' && prefix >= 96 && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    prefix -= 96;
  }
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`);
  return { address: network, prefix };
}

/** Canonical text of a range: the bare address at full length, else `network/prefix`. */
export function formatIpRange(range: IpRange): string {
  return range.prefix === bitsOf(range.address) ? range.address.toString() : `${range.address.toString()}/${range.prefix}`;
}

/** Canonical text of an address or CIDR range, or undefined when `text` is neither. */
export function canonicalIpRange(text: string): string | undefined {
  const range = parseIpRange(text);
  return range && formatIpRange(range);
}

/** Whether `address` (text is parsed by the same rules; invalid text matches nothing) lies in one of `ranges`. */
export function ipInRanges(address: IpAddress | string, ranges: readonly IpRange[]): boolean {
  const ip = typeof address === 'string' ? parseIpAddress(address) : address;
  if (!ip) return false;
  return ranges.some((range) => range.address.kind() === ip.kind() && ip.match(range.address, range.prefix));
}

/** An allow-list as canonical entries (trimmed, in the order given, without duplicates), and the entries that are neither address nor range. */
export function normalizeIpList(raw: readonly string[]): { entries: string[]; invalid: Array<{ index: number; text: string }> } {
  const entries = new Set<string>();
  const invalid: Array<{ index: number; text: string }> = [];
  raw.forEach((text, index) => {
    const entry = canonicalIpRange(text.trim());
    if (entry === undefined) invalid.push({ index, text });
    else entries.add(entry);
  });
  return { entries: [...entries], invalid };
}

/** Stored entries as ranges; one that does not parse (it never should) is left out, so it matches nothing. */
export function toIpRanges(entries: readonly string[]): IpRange[] {
  return entries.map(parseIpRange).filter((range): range is IpRange => range !== undefined);
}
