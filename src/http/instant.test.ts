import { describe, expect, it } from 'vitest';
import { parseDateTime, parseLenientInstant } from './instant.js';

describe('parseDateTime', () => {
  it.each([
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['2024-01-01T09:00:00+09:00', '2024-01-01T00:00:00.000Z'],
    ['2024-01-01T09:00:00+0900', '2024-01-01T00:00:00.000Z'],
    ['2023-12-31T23:30:00-00:30', '2024-01-01T00:00:00.000Z'],
    ['2024-01-01t00:00:00.1234567z', '2024-01-01T00:00:00.123Z'],
    ['2024-01-01 00:00:00.5Z', '2024-01-01T00:00:00.500Z'],
    ['0050-06-01T00:00:00Z', '0050-06-01T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['2024-02-30T00:00:00Z', '1900-02-29T00:00:00Z', '2024-01-01T24:00:00Z', '2016-12-31T23:59:60Z', '2024-01-01T00:00:00+24:00', '2024-01-01T00:00:00+05', '2024-01-01T00:00:00', '2024-01-01'])(
    'refuses %s, never rolling it over',
    (text) => {
      expect(parseDateTime(text)).toBeUndefined();
    },
  );
});

describe('parseLenientInstant', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2024-02-29T10:15', '2024-02-29T10:15:00.000Z'],
    ['2024-02-29T10:15:30.123456789+01:00', '2024-02-29T09:15:30.123Z'],
  ])('reads %s as %s (UTC without an offset)', (text, iso) => {
    expect(parseLenientInstant(text)?.toISOString()).toBe(iso);
  });

  it.each(['2024-02-30', '2023-02-29T00:00', '2024-01-01T24:00', '2024-01-01T10:60', '2024-01-01T10:00+25:00', 'yesterday'])('refuses %s', (text) => {
    expect(parseLenientInstant(text)).toBeUndefined();
  });
});
