import { canonicalIpAddress, ipInRanges, parseIpAddress, toIpRanges, type IpAddress, type IpRange } from '../infra/ip-address.js';

/** Parses an address by the strict rules of src/infra/ip-address.ts, unwrapping IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function parseIp(address: string): IpAddress | undefined {
  return parseIpAddress(address);
}

/** Canonical text of an address (`::1`, `192.0.2.1`), or undefined when it is not one. */
export function normalizeIp(address: string): string | undefined {
  return canonicalIpAddress(address.trim());
}

export type CidrList = readonly IpRange[];

/** Canonical ranges (config's TRUSTED_PROXIES) for matching. */
export function parseCidrList(entries: readonly string[]): CidrList {
  return toIpRanges(entries);
}

export function ipInList(address: string, list: CidrList): boolean {
  return ipInRanges(address, list);
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
