import { Value } from 'typebox/value';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.js';
import { AmountString, formatAmount, MAX_AMOUNT_MINOR, MAX_SCALE, parseAmount } from '../src/modules/ledger/amounts.js';

const SEED = Number(process.env.MONEY_PROPERTY_SEED ?? 20261123);

function refusal(value: unknown, scale: number, allowZero = false): AppError {
  try {
    parseAmount(value, scale, 'body.amount', { allowZero });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error(`expected ${JSON.stringify(value)} to be refused`);
}

describe('parseAmount', () => {
  it.each([
    ['125.50', 2, 12_550n],
    ['125.5', 2, 12_550n],
    ['125', 2, 12_500n],
    ['0.01', 2, 1n],
    ['125', 0, 125n],
    ['1.000001', 6, 1_000_001n],
    ['0.000000000000000001', 18, 1n],
  ])('reads %s at scale %i as %s minor units', (text, scale, minor) => {
    expect(parseAmount(text, scale, 'body.amount')).toBe(minor);
  });

  it.each([
    ['1.234', 2, 'more than 2 decimal places'],
    ['1.5', 0, 'whole number'],
    ['-1', 2, 'plain decimal'],
    ['+1', 2, 'plain decimal'],
    ['1e3', 2, 'plain decimal'],
    ['1E-2', 2, 'plain decimal'],
    [' 1', 2, 'plain decimal'],
    ['1 ', 2, 'plain decimal'],
    ['01', 2, 'plain decimal'],
    ['1.', 2, 'plain decimal'],
    ['.5', 2, 'plain decimal'],
    ['1,5', 2, 'plain decimal'],
    ['0x10', 2, 'plain decimal'],
    ['Infinity', 2, 'plain decimal'],
    ['NaN', 2, 'plain decimal'],
    ['١٢', 0, 'plain decimal'],
    ['', 2, 'plain decimal'],
    ['0', 2, 'greater than zero'],
    ['0.00', 2, 'greater than zero'],
    ['1000000000000000000000000000000', 0, 'plain decimal'],
    ['999999999999999999999999999999', 2, 'too large'],
  ])('refuses %j at scale %i (%s), naming the field', (text, scale, why) => {
    const error = refusal(text, scale);
    expect(error.code).toBe('VALIDATION.INVALID_PARAMETER');
    expect(error.status).toBe(400);
    expect(error.detail).toContain('body.amount');
    expect(error.detail).toContain(why);
  });

  it.each([[125.5], [125], [0], [null], [undefined], [{}], [['1']], [12n]])('refuses the non-string %s (JSON numbers included)', (value) => {
    expect(refusal(value, 2).detail).toBe('body.amount must be a decimal string');
  });

  it('accepts zero only where the caller allows it', () => {
    expect(parseAmount('0', 2, 'query.min', { allowZero: true })).toBe(0n);
    expect(parseAmount('0.00', 2, 'query.min', { allowZero: true })).toBe(0n);
  });

  it('accepts the largest amount and nothing above it', () => {
    expect(parseAmount('9'.repeat(30), 0, 'body.amount')).toBe(MAX_AMOUNT_MINOR);
    expect(parseAmount(`${'9'.repeat(24)}.999999`, 6, 'body.amount')).toBe(MAX_AMOUNT_MINOR);
    expect(refusal(`1${'0'.repeat(24)}`, 6).detail).toContain('too large');
  });
});

describe('formatAmount', () => {
  it.each([
    [12_550n, 2, '125.50'],
    [1n, 2, '0.01'],
    [0n, 2, '0.00'],
    [125n, 0, '125'],
    [1n, 6, '0.000001'],
    [-150n, 2, '-1.50'],
    [-1n, 18, '-0.000000000000000001'],
  ])('writes %s minor units at scale %i as %s', (minor, scale, text) => {
    expect(formatAmount(minor, scale)).toBe(text);
  });

  it('refuses a scale outside 0..18', () => {
    expect(() => formatAmount(1n, 19)).toThrow(RangeError);
    expect(() => formatAmount(1n, -1)).toThrow(RangeError);
    expect(() => formatAmount(1n, 1.5)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const scale = fc.integer({ min: 0, max: MAX_SCALE });
  const minor = fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR });

  it('parse(format(x)) = x for every positive amount and scale', () => {
    fc.assert(
      fc.property(minor, scale, (x, s) => parseAmount(formatAmount(x, s), s, 'body.amount') === x),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it('format(parse(s)) = s for every canonical decimal (exactly `scale` decimals)', () => {
    fc.assert(
      fc.property(minor, scale, (x, s) => {
        const text = formatAmount(x, s);
        return formatAmount(parseAmount(text, s, 'body.amount'), s) === text;
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it('the TypeBox schema and the parser agree on the shape of a decimal string', () => {
    const candidate = fc.oneof(
      fc.stringMatching(/^[0-9]{1,32}(\.[0-9]{0,20})?$/),
      fc.string({ maxLength: 12 }),
      minor.map((x) => formatAmount(x, 2)),
    );
    const tryParse = (text: string): bigint | undefined => {
      try {
        return parseAmount(text, MAX_SCALE, 'body.amount', { allowZero: true });
      } catch {
        return undefined;
      }
    };
    const aboveMaximum = (text: string): boolean => {
      const [whole = '', fraction = ''] = text.split('.');
      return BigInt(whole + fraction.padEnd(MAX_SCALE, '0')) > MAX_AMOUNT_MINOR;
    };
    fc.assert(
      fc.property(candidate, (text) => {
        const schemaAccepts = Value.Check(AmountString, text);
        // The parser never accepts what the schema refuses; the schema refuses all the parser does, except amounts above the maximum.
        if (tryParse(text) !== undefined) return schemaAccepts;
        return !schemaAccepts || aboveMaximum(text);
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it('more decimals than the scale is always refused, never rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SCALE - 1 }), fc.integer({ min: 1, max: 9 }), (s, lastDigit) => {
        const text = `1.${'0'.repeat(s)}${lastDigit}`;
        return refusal(text, s).code === 'VALIDATION.INVALID_PARAMETER';
      }),
      { seed: SEED },
    );
  });
});
