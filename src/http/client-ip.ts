import type { IncomingMessage } from 'node:http';
import forwarded from '@fastify/forwarded';
import { canonicalIpAddress, ipInRanges, type IpRange } from '../infra/ip-address.js';
import { forwardedForNodes } from './forwarded-header.js';

/** Canonical ranges (config's TRUSTED_PROXIES) for matching. */
export type CidrList = readonly IpRange[];

/** The socket peer, resolved once per connection: its address and whether it is a trusted proxy. */
export interface Peer {
  ip: string;
  trusted: boolean;
}

export function resolvePeer(remoteAddress: string, trusted: CidrList): Peer {
  const ip = canonicalIpAddress(remoteAddress.trim()) ?? remoteAddress;
  return { ip, trusted: ipInRanges(ip, trusted) };
}

/** The header the trusted proxies write the hop chain in (`CLIENT_IP_HEADER`); the other one is never read. */
export type ForwardingHeader = 'x-forwarded-for' | 'forwarded';
export const FORWARDING_HEADERS: readonly ForwardingHeader[] = ['x-forwarded-for', 'forwarded'];

export interface ClientIpPolicy {
  trusted: CidrList;
  header: ForwardingHeader;
}

/**
 * Trusted hops walked before giving up. Only the operator's own proxies write
 * the entries the walk reads (it stops at the first untrusted one), so a chain
 * this long is a misconfiguration, not a client's doing.
 */
export const MAX_TRUSTED_HOPS = 16;

const BRACKETED_OR_WITH_PORT = /^(?:\[([0-9A-Fa-f:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3}))(?::(\d{1,5}))?$/;

/**
 * A hop's address: a bare address, `192.0.2.1:8080`, `[2001:db8::1]` or
 * `[2001:db8::1]:8080` (RFC 7239 node syntax, which some proxies also put in
 * X-Forwarded-For); undefined for anything else (`unknown`, `_hidden`, garbage).
 */
export function hopAddress(node: string): string | undefined {
  const bare = canonicalIpAddress(node);
  if (bare !== undefined) return bare;
  const match = BRACKETED_OR_WITH_PORT.exec(node);
  if (!match || Number(match[3] ?? 0) > 65_535) return undefined;
  const ipv6 = match[1];
  if (ipv6 !== undefined && !ipv6.includes(':')) return undefined;
  return canonicalIpAddress(ipv6 ?? match[2]!);
}

/** The hops before the peer, nearest first; undefined when the header cannot be read. */
function hopsOf(raw: IncomingMessage, header: ForwardingHeader): readonly string[] | undefined {
  // @fastify/forwarded answers [socket address, nearest hop, …, farthest hop].
  if (header === 'x-forwarded-for') return forwarded(raw).slice(1);
  const value = raw.headers.forwarded;
  if (value === undefined) return [];
  return forwardedForNodes(value)?.reverse();
}

/**
 * proxy-addr's walk: from the peer leftwards, the client is the first hop that
 * is not a trusted proxy (or the farthest hop when all are). A hop that is no
 * address, or more than MAX_TRUSTED_HOPS trusted hops, leaves the client
 * unknown: the answer is then the peer, never a value nobody we trust vouched for.
 */
function clientFromHops(peer: Peer, hops: readonly string[], trusted: CidrList): string {
  for (const [index, node] of hops.slice(0, MAX_TRUSTED_HOPS + 1).entries()) {
    const address = hopAddress(node);
    if (address === undefined) return peer.ip;
    if (!ipInRanges(address, trusted) || index === hops.length - 1) return address;
    if (index === MAX_TRUSTED_HOPS) return peer.ip;
  }
  return peer.ip;
}

/**
 * The client IP. From an untrusted peer it is the socket address and every
 * forwarding header is ignored. From a trusted proxy, `CF-Connecting-IP` wins
 * when present (the peer itself when it is no address); else the hop chain of
 * the configured header decides (clientFromHops); else the peer.
 */
export function resolveClientIp(peer: Peer, raw: IncomingMessage, policy: ClientIpPolicy): string {
  if (!peer.trusted) return peer.ip;
  const cfConnectingIp = raw.headers['cf-connecting-ip'];
  if (cfConnectingIp !== undefined) return (typeof cfConnectingIp === 'string' && canonicalIpAddress(cfConnectingIp.trim())) || peer.ip;
  const hops = hopsOf(raw, policy.header);
  return hops === undefined ? peer.ip : clientFromHops(peer, hops, policy.trusted);
}
