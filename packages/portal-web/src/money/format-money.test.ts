import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney } from './format-money';

describe('formatDecimal', () => {
  it('pads to the currency scale and groups thousands', () => {
    expect(formatDecimal('1234.5', 2, 'en')).toBe('1,234.50');
    expect(formatDecimal('0', 2, 'en')).toBe('0.00');
    expect(formatDecimal('1000000', 0, 'en')).toBe('1,000,000');
  });

  it('keeps every digit of amounts a float would round', () => {
    expect(formatDecimal('90071992547409931.23', 2, 'en')).toBe('90,071,992,547,409,931.23');
    expect(formatDecimal('0.1', 8, 'en')).toBe('0.10000000');
  });

  it('keeps digits beyond the scale instead of rounding them away, but drops trailing zeros there', () => {
    expect(formatDecimal('1.005', 2, 'en')).toBe('1.005');
    expect(formatDecimal('1.5000', 2, 'en')).toBe('1.50');
  });

  it('writes negatives with a minus, and never a negative zero', () => {
    expect(formatDecimal('-1234.5', 2, 'en')).toBe('-1,234.50');
    expect(formatDecimal('-0.00', 2, 'en')).toBe('0.00');
  });

  it('uses the locale separators', () => {
    expect(formatDecimal('1234.5', 2, 'vi')).toBe('1.234,50');
    expect(formatDecimal('1234.5', 2, 'ja')).toBe('1,234.50');
  });

  it('shows a value that is not a decimal as it came', () => {
    expect(formatDecimal('n/a', 2, 'en')).toBe('n/a');
  });
});

describe('formatMoney', () => {
  it('appends the currency code', () => {
    expect(formatMoney('12.5', 'USD', 2, 'en')).toBe('12.50 USD');
  });
});
