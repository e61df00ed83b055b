import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IANA_RENAMES, isKnownTimezone } from '../src/modules/constants/constants.data.js';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';

const COUNTRIES = '/web/v1/partner/constants/countries';
const TIMEZONES = '/web/v1/partner/constants/timezones';

interface Country {
  code: string;
  label: string;
  alpha2Code: string;
  alpha3Code: string;
  value: number;
  numericCode: number;
  phoneCode: string;
}

interface Timezone {
  code: string;
  label: string;
  zoneIdCode: string;
  utcOffset: string;
  value: number;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function list<T>(path: string, headers: Record<string, string> = {}): Promise<T[]> {
  const res = await server.request(path, { headers: portalHeaders(headers) });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000' });
  return res.body.data as T[];
}

const byCode = <T extends { code: string }>(items: T[]) => new Map(items.map((item) => [item.code, item]));

/** The zone's offset at `at` from its wall-clock fields, independent of the `longOffset` name the service reads. */
function wallClockOffsetMinutes(zone: string, at: Date): number {
  const fields = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

function offsetMinutes(offset: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

describe('access', () => {
  it('needs the portal access code but no token and no workspace', async () => {
    for (const path of [COUNTRIES, TIMEZONES]) {
      const refused = await server.request(path);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ACCESS.PORTAL_MISMATCH');
      const served = await server.request(path, { headers: portalHeaders() });
      expect(served.status).toBe(200);
    }
  });
});

describe('countries', () => {
  it('returns every field of the spec record, typed, for every ISO 3166-1 country', async () => {
    const countries = await list<Country>(COUNTRIES);
    expect(countries.length).toBeGreaterThanOrEqual(249);
    for (const country of countries) {
      expect(Object.keys(country).sort()).toEqual(['alpha2Code', 'alpha3Code', 'code', 'label', 'numericCode', 'phoneCode', 'value']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha2Code).toBe(country.code);
      expect(country.alpha3Code).toMatch(/^[A-Z]{3}$/);
      expect(Number.isInteger(country.numericCode) && country.numericCode > 0 && country.numericCode < 1000).toBe(true);
      expect(country.value).toBe(10_060_000 + country.numericCode);
      expect(country.phoneCode).toMatch(/^(\+\d{1,4})?$/);
      expect(country.label.length).toBeGreaterThan(0);
    }
    for (const field of ['code', 'alpha3Code', 'value', 'numericCode'] as const) {
      expect(new Set(countries.map((country) => country[field])).size).toBe(countries.length);
    }
  });

  it('carries the ISO codes and calling codes of known countries', async () => {
    const countries = byCode(await list<Country>(COUNTRIES));
    expect(countries.get('JP')).toEqual({ code: 'JP', label: 'Japan', alpha2Code: 'JP', alpha3Code: 'JPN', value: 10060392, numericCode: 392, phoneCode: '+81' });
    expect(countries.get('US')).toMatchObject({ alpha3Code: 'USA', value: 10060840, numericCode: 840, phoneCode: '+1' });
    expect(countries.get('DE')).toMatchObject({ alpha3Code: 'DEU', value: 10060276, numericCode: 276, phoneCode: '+49' });
    expect(countries.get('AQ')).toMatchObject({ alpha3Code: 'ATA', value: 10060010, numericCode: 10, phoneCode: '+672' });
  });

  it.each([
    [{ 'x-locale': 'en' }, 'Japan', 'Germany'],
    [{ 'x-locale': 'zh' }, '日本', '德国'],
    [{ 'x-locale': 'zh-Hant' }, '日本', '德國'],
    [{ 'x-locale': 'zh-TW' }, '日本', '德國'],
    [{ 'accept-language': 'ja-JP,ja;q=0.9' }, '日本', 'ドイツ'],
    [{ 'x-locale': 'vi' }, 'Nhật Bản', 'Đức'],
    [{ 'x-locale': 'fr' }, 'Japan', 'Germany'],
  ])('labels countries in the request locale (%o)', async (headers, japan, germany) => {
    const countries = byCode(await list<Country>(COUNTRIES, headers));
    expect(countries.get('JP')?.label).toBe(japan);
    expect(countries.get('DE')?.label).toBe(germany);
    // Codes never change with the locale.
    expect(countries.get('DE')?.value).toBe(10060276);
  });
});

describe('time zones', () => {
  it('returns every field of the spec record, with unique values and ±HH:MM offsets', async () => {
    const zones = await list<Timezone>(TIMEZONES);
    expect(zones.length).toBeGreaterThan(300);
    for (const zone of zones) {
      expect(Object.keys(zone).sort()).toEqual(['code', 'label', 'utcOffset', 'value', 'zoneIdCode']);
      expect(zone.zoneIdCode).toBe(zone.code);
      expect(zone.utcOffset).toMatch(/^[+-](0\d|1[0-4]):[0-5]\d$/);
      expect(Number.isInteger(zone.value) && zone.value >= 0 && zone.value <= 0x7fffffff).toBe(true);
      expect(zone.label).toContain(`(UTC${zone.utcOffset})`);
    }
    // No FNV collision: a value identifies one zone.
    expect(new Set(zones.map((zone) => zone.value)).size).toBe(zones.length);
    expect(new Set(zones.map((zone) => zone.code)).size).toBe(zones.length);
  });

  it('derives values from the zone name alone, so they are the same in every release', async () => {
    const zones = byCode(await list<Timezone>(TIMEZONES));
    expect(zones.get('UTC')?.value).toBe(1614228286);
    expect(zones.get('Asia/Tokyo')?.value).toBe(1198895551);
    expect(zones.get('America/New_York')?.value).toBe(63643694);
    expect(zones.get('Asia/Kolkata')?.value).toBe(2002767938);
  });

  it('includes UTC and reports fixed offsets exactly', async () => {
    const zones = byCode(await list<Timezone>(TIMEZONES));
    expect(zones.get('UTC')).toEqual({ code: 'UTC', label: '(UTC+00:00) UTC', zoneIdCode: 'UTC', utcOffset: '+00:00', value: 1614228286 });
    expect(zones.get('Asia/Kolkata')?.utcOffset).toBe('+05:30');
    expect(zones.get('Asia/Kathmandu')?.utcOffset).toBe('+05:45');
    expect(zones.get('Asia/Tokyo')?.utcOffset).toBe('+09:00');
    expect(zones.get('Pacific/Kiritimati')?.utcOffset).toBe('+14:00');
    expect(zones.get('Pacific/Pago_Pago')?.utcOffset).toBe('-11:00');
  });

  it("reports each zone's current offset, checked against its wall clock", async () => {
    const zones = await list<Timezone>(TIMEZONES);
    const now = new Date();
    const wrong = zones.filter((zone) => offsetMinutes(zone.utcOffset) !== wallClockOffsetMinutes(zone.code, now));
    expect(wrong).toEqual([]);
  });

  it('lists renamed zones under their current IANA name, and still accepts the old one', async () => {
    const zones = byCode(await list<Timezone>(TIMEZONES));
    for (const [old, current] of Object.entries(IANA_RENAMES)) {
      expect(zones.has(current), current).toBe(true);
      expect(zones.has(old), old).toBe(false);
      expect(isKnownTimezone(old) && isKnownTimezone(current)).toBe(true);
      // Same zone: the same offset across a year of DST rules.
      for (const month of [0, 3, 6, 9]) {
        const at = new Date(Date.UTC(2025, month, 15));
        expect(wallClockOffsetMinutes(current, at), `${current} in month ${month}`).toBe(wallClockOffsetMinutes(old, at));
      }
    }
    expect(isKnownTimezone('Mars/Olympus_Mons')).toBe(false);
  });

  it.each([
    ['en', 'Japan Standard Time'],
    ['zh', '日本标准时间'],
    ['zh-Hant', '日本標準時間'],
    ['ja', '日本標準時'],
    ['vi', 'Giờ Chuẩn Nhật Bản'],
  ])('labels zones in the request locale (%s)', async (locale, name) => {
    const zones = byCode(await list<Timezone>(TIMEZONES, { 'x-locale': locale }));
    expect(zones.get('Asia/Tokyo')?.label).toBe(`(UTC+09:00) ${name} - Asia/Tokyo`);
    expect(zones.get('America/New_York')?.code).toBe('America/New_York');
  });
});

describe('caching', () => {
  it.each([COUNTRIES, TIMEZONES])('%s answers 304 to the ETag it gave, per language, and a fresh envelope otherwise', async (path) => {
    const first = await server.request(path, { headers: portalHeaders({ 'x-locale': 'ja' }) });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    expect(first.headers.get('vary')).toMatch(/X-Locale/);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const again = await server.request(path, { headers: portalHeaders({ 'x-locale': 'ja', 'if-none-match': `W/${etag}, "other"` }) });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // Another language is another representation: its own tag, so the Japanese one does not match it.
    const english = await server.request(path, { headers: portalHeaders({ 'x-locale': 'en', 'if-none-match': etag }) });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
    expect(english.body).toMatchObject({ version: '2.0.0', success: true, code: '2000', message: 'Success' });

    // A stale tag gets the whole list, in an envelope stamped now.
    const before = Date.now();
    const stale = await server.request(path, { headers: portalHeaders({ 'x-locale': 'ja', 'if-none-match': '"stale"' }) });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toEqual(first.body.data);
    expect(stale.body.timestamp).toBeGreaterThanOrEqual(before - 1);
  });

  it('refuses without the access code before any cached answer, also to a known tag', async () => {
    const { headers } = await server.request(COUNTRIES, { headers: portalHeaders() });
    const refused = await server.request(COUNTRIES, { headers: { 'if-none-match': headers.get('etag')! } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
