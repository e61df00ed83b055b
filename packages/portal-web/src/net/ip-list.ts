/** An IP allow-list as typed: one address or CIDR range per line (commas and spaces also separate). */
export function parseIpList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((entry) => entry.trim()).filter((entry) => entry !== ''))];
}

export function formatIpList(entries: readonly string[]): string {
  return entries.join('\n');
}

interface Address {
  bits: 32 | 128;
  value: bigint;
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let groups = text;
  // An IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const lastColon = groups.lastIndexOf(':');
  if (groups.includes('.') && lastColon >= 0) {
    const tail = parseIpv4(groups.slice(lastColon + 1));
    if (tail === null) return null;
    groups = `${groups.slice(0, lastColon + 1)}${(tail >> 16n).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const halves = groups.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(`0x${group}`);
  }
  return value;
}

function parseAddress(text: string): Address | null {
  const v4 = parseIpv4(text);
  if (v4 !== null) return { bits: 32, value: v4 };
  const v6 = parseIpv6(text);
  if (v6 === null) return null;
  // An IPv4-mapped IPv6 address is the IPv4 address.
  if (v6 >> 32n === 0xffffn) return { bits: 32, value: v6 & 0xffffffffn };
  return { bits: 128, value: v6 };
}

/** Whether `ip` is one of the entries (addresses or CIDR ranges); entries that do not parse match nothing. */
export function ipInList(ip: string, entries: readonly string[]): boolean {
  const address = parseAddress(ip.trim());
  if (!address) return false;
  return entries.some((entry) => {
    const [base = '', prefixText] = entry.trim().split('/');
    const network = parseAddress(base);
    if (!network || network.bits !== address.bits) return false;
    const prefix = prefixText === undefined ? network.bits : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > network.bits) return false;
    const shift = BigInt(network.bits - prefix);
    return network.value >> shift === address.value >> shift;
  });
}
