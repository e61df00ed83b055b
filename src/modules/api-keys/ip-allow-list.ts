import { ipInRanges, normalizeIpList, toIpRanges } from '../../infra/ip-address.js';

/**
 * A key's IP allow-list (`ipWhitelist` on the wire) in canonical form, by the
 * one strict parser of src/infra/ip-address.ts (the account's IP allow-list
 * uses it too). Returns the bad entries instead when there are any.
 */
export function normalizeAllowList(entries: readonly string[]): { entries: string[]; invalid: string[] } {
  const list = normalizeIpList(entries);
  return { entries: list.entries, invalid: list.invalid.map((bad) => bad.text) };
}

/** Whether `clientIp` is allowed by canonical `entries` (empty list: every address). */
export function allowedByList(clientIp: string, entries: readonly string[]): boolean {
  return entries.length === 0 || ipInRanges(clientIp.trim(), toIpRanges(entries));
}
