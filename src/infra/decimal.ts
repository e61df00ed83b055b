/**
 * A finite number in plain decimal notation, by its shortest round-trip form
 * (what Number.prototype.toString gives): 0.1 → "0.1", 1e-7 → "0.0000001",
 * 1e21 → "1000000000000000000000", -0 → "0". Undefined for NaN and ±Infinity.
 * The digits are exactly those of the shortest form: nothing is rounded here.
 */
export function plainDecimal(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
