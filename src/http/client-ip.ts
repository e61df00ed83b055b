import ipaddr from 'ipaddr.js';

/** Parses an address, unwrapping IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function parseIp(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** Canonical text of an address (`::1`, `192.0.2.1`), or undefined when it is not one. */
export function normalizeIp(address: string): string | undefined {
  return parseIp(address.trim())?.toString();
}

export type CidrList = ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

export function parseCidrList(entries: readonly string[]): CidrList {
  return entries.map((entry) => ipaddr.parseCIDR(entry));
}

export function ipInList(address: string, list: CidrList): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  return list.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
}

/** The socket peer, resolved once per connection: its address and whether it is a trusted proxy. */
export interface Peer {
  ip: string;
  trusted: boolean;
}

export function resolvePeer(remoteAddress: string, trusted: CidrList): Peer {
  const ip = normalizeIp(remoteAddress) ?? remoteAddress;
  return { ip, trusted: ipInList(ip, trusted) };
}

/**
 * The client IP: `CF-Connecting-IP` is believed only when the socket peer is a
 * trusted proxy; from anyone else the socket address is the client.
 */
export function resolveClientIp(peer: Peer, cfConnectingIp: string | undefined): string {
  if (cfConnectingIp && peer.trusted) {
    const forwarded = normalizeIp(cfConnectingIp);
    if (forwarded) return forwarded;
  }
  return peer.ip;
}
