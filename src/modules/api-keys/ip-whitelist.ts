import ipaddr from 'ipaddr.js';
import { normalizeIp, parseIp } from '../../http/client-ip.js';

/**
 * Canonical form of allow-list entries (ipaddr.js): a bare address stays an
 * address (`2001:db8::1`, `192.0.2.7`, IPv4-mapped IPv6 unwrapped), a range
 * becomes its network address and prefix (`10.1.2.3/8` → `10.0.0.0/8`).
 * Returns the bad entries instead when there are any.
 */
export function normalizeIpEntries(entries: readonly string[]): { entries: string[]; invalid: string[] } {
  const out: string[] = [];
  const invalid: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    const normalized = entry.includes('/') ? normalizeCidr(entry) : normalizeIp(entry);
    if (normalized === undefined) invalid.push(raw);
    else if (!out.includes(normalized)) out.push(normalized);
  }
  return { entries: out, invalid };
}

function normalizeCidr(entry: string): string | undefined {
  if (!/^[0-9A-Fa-f:.]+\/\d{1,3}$/.test(entry)) return undefined;
  try {
    const [address, bits] = ipaddr.parseCIDR(entry);
    const network =
      address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(entry) : ipaddr.IPv6.networkAddressFromCIDR(entry);
    return `${network.toString()}/${bits}`;
  } catch {
    return undefined;
  }
}

/** Whether `clientIp` is allowed by canonical `entries` (empty list: every address). */
export function ipAllowed(clientIp: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return true;
  const ip = parseIp(clientIp.trim());
  if (!ip) return false;
  return entries.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), ip.kind() === 'ipv4' ? 32 : 128];
      return range.kind() === ip.kind() && ip.match(range, bits);
    } catch {
      return false;
    }
  });
}
