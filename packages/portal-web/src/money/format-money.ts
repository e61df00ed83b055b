const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * An amount as the API sends it (a decimal string: "-1234.5") in the user's locale, with exactly the
 * currency's scale ("-1,234.50"). Never through a float: the digits are the API's; the integer part is
 * grouped as a BigInt. Digits beyond the scale are kept rather than rounded away (they would be a bug to see,
 * not to hide). A string that is not a decimal is shown as it is.
 */
export function formatDecimal(amount: string, scale: number, locale: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(scale, '0');
  const digits = padded.slice(0, scale) + padded.slice(scale).replace(/0+$/, '');
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const negative = sign === '-' && /[1-9]/.test(whole + digits);
  return `${negative ? '-' : ''}${grouped}${digits ? `${decimalSeparator(locale)}${digits}` : ''}`;
}

/** `formatDecimal` followed by the currency code: "1,234.50 USD". */
export function formatMoney(amount: string, currency: string, scale: number, locale: string): string {
  return `${formatDecimal(amount, scale, locale)} ${currency}`;
}
