import { invalidParameter } from '../../core/common.errors.js';
import { normalizeIpList } from '../../infra/ip-address.js';

/** Most entries one account's list may hold (also a CHECK in the table). */
export const MAX_IP_ALLOW_LIST_ENTRIES = 100;

/** Quoted for an error message: short, and only characters an address can contain. */
function shown(raw: string): string {
  const clean = raw.replace(/[^0-9A-Za-z.:/%-]/g, '?');
  return JSON.stringify(clean.length > 50 ? `${clean.slice(0, 50)}…` : clean);
}

/** Normalizes a whole list (src/infra/ip-address.ts), in the order given, without duplicates; 400 naming the first bad entry. */
export function normalizeEntries(ips: readonly string[]): string[] {
  if (ips.length > MAX_IP_ALLOW_LIST_ENTRIES) throw invalidParameter(`body.ips may hold at most ${MAX_IP_ALLOW_LIST_ENTRIES} entries`);
  const { entries, invalid } = normalizeIpList(ips);
  const bad = invalid[0];
  if (bad) {
    throw invalidParameter(
      `body.ips[${bad.index}] ${shown(bad.text)} is not an IPv4 or IPv6 address or CIDR range (e.g. 203.0.113.7, 198.51.100.0/24, 2001:db8::/32)`,
    );
  }
  return entries;
}
