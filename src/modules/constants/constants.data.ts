import { countries as countryInfo, type TCountryCode } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import type { Locale } from '../../core/locale.js';
import { fixData, type FixedData } from '../../http/fixed-answer.js';

export interface CountryConstant {
  code: string;
  label: string;
  alpha2Code: string;
  alpha3Code: string;
  value: number;
  numericCode: number;
  phoneCode: string;
}

export interface TimezoneConstant {
  code: string;
  label: string;
  zoneIdCode: string;
  utcOffset: string;
  value: number;
}

/**
 * Country `value`s are 10_060_000 + the ISO 3166-1 numeric code: stable for
 * as long as ISO keeps the code, and in the 8-digit family of the spec's
 * other enum values. See docs/decisions.md.
 */
export const COUNTRY_VALUE_BASE = 10_060_000;

const regionNames = new Map<Locale, Intl.DisplayNames>();
function regionName(alpha2: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names.of(alpha2) ?? alpha2;
}

function phoneCodeOf(alpha2: string): string {
  const phones = countryInfo[alpha2 as TCountryCode]?.phone ?? [];
  return phones.length > 0 ? `+${phones[0]}` : '';
}

const countriesByLocale = new Map<Locale, FixedData>();

/** The country list of a locale, built and serialized once: the data cannot change while the process runs. */
export function fixedCountries(locale: Locale): FixedData {
  let fixed = countriesByLocale.get(locale);
  if (!fixed) {
    fixed = fixData(buildCountries(locale));
    countriesByLocale.set(locale, fixed);
  }
  return fixed;
}

/** ISO 3166-1 (from i18n-iso-countries), names from CLDR via Intl, calling codes from countries-list. */
function buildCountries(locale: Locale): CountryConstant[] {
  return Object.keys(isoCountries.getAlpha2Codes())
    .map((alpha2) => {
      const numericCode = Number(isoCountries.alpha2ToNumeric(alpha2));
      return {
        code: alpha2,
        label: regionName(alpha2, locale),
        alpha2Code: alpha2,
        alpha3Code: isoCountries.alpha2ToAlpha3(alpha2) ?? '',
        value: COUNTRY_VALUE_BASE + numericCode,
        numericCode,
        phoneCode: phoneCodeOf(alpha2),
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

export function isKnownCountry(alpha2: string): boolean {
  return isoCountries.isValid(alpha2) && /^[A-Z]{2}$/.test(alpha2);
}

/**
 * Time-zone `value`: FNV-1a (32-bit) of the zone name, shifted to a positive
 * 31-bit integer. Derived from the name alone, so it never changes between
 * releases or machines; a test proves there is no collision.
 */
export function timezoneValue(zone: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < zone.length; i++) {
    hash ^= zone.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) >>> 1;
}

/** Building a DateTimeFormat costs far more than using one: one per zone, kept. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, as `±HH:MM`. */
export function utcOffset(zone: string, at: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const part = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  // `GMT` alone means +00:00; otherwise `GMT+05:30` / `GMT-03:00`.
  const match = /^GMT([+-]\d{2}:\d{2})$/.exec(part ?? '');
  return match?.[1] ?? '+00:00';
}

/**
 * ICU (Node 20) still lists some zones under names IANA has since renamed
 * (CLDR's `iana` attribute): clients know them as Asia/Kolkata, not
 * Asia/Calcutta. Each pair is the same zone; a test proves Intl agrees.
 * A newer ICU that lists the current names makes this a no-op.
 */
export const IANA_RENAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Every IANA zone Intl knows, under its current IANA name, plus `UTC`. */
export function allTimezones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone').map((zone) => IANA_RENAMES[zone] ?? zone));
  zones.add('UTC');
  return [...zones].sort();
}

/** Listed names, and the older names of renamed zones, which clients may still send. */
const acceptedZones = new Set([...allTimezones(), ...Object.keys(IANA_RENAMES)]);
export function isKnownTimezone(zone: string): boolean {
  return acceptedZones.has(zone);
}

/** CLDR's generic name of a zone in a locale ("India Standard Time", "印度时间"); undefined when CLDR has only an offset. */
function genericName(zone: string, locale: Locale): string | undefined {
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(Date.now())
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && !/^(GMT|UTC)([+-−]|$)/.test(name) ? name : undefined;
}

/** Generic names do not change with the seasons ("Eastern Time" covers EST and EDT): computed once per locale. */
const genericNamesByLocale = new Map<Locale, Map<string, string | undefined>>();
function genericNames(locale: Locale): Map<string, string | undefined> {
  let names = genericNamesByLocale.get(locale);
  if (!names) {
    names = new Map(allTimezones().map((zone) => [zone, genericName(zone, locale)]));
    genericNamesByLocale.set(locale, names);
  }
  return names;
}

/** `(UTC+05:30) India Standard Time - Asia/Kolkata`, the name in the request locale. */
function timezoneLabel(zone: string, offset: string, name: string | undefined): string {
  const id = zone.replace(/_/g, ' ');
  return name ? `(UTC${offset}) ${name} - ${id}` : `(UTC${offset}) ${id}`;
}

/** Offsets change only at DST transitions: a list computed within the last minute is current. */
export const TIMEZONE_LIST_TTL_MS = 60_000;
const timezoneCache = new Map<Locale, { builtAt: number; fixed: FixedData }>();

/** The time-zone list of a locale at `at`, serialized; rebuilt once a minute at most. */
export function fixedTimezones(at: Date, locale: Locale = 'en'): FixedData {
  const cached = timezoneCache.get(locale);
  if (cached && Math.abs(at.getTime() - cached.builtAt) < TIMEZONE_LIST_TTL_MS) return cached.fixed;
  const fixed = fixData(buildTimezones(at, locale));
  timezoneCache.set(locale, { builtAt: at.getTime(), fixed });
  return fixed;
}

function buildTimezones(at: Date, locale: Locale): TimezoneConstant[] {
  const names = genericNames(locale);
  return [...names].map(([zone, name]) => {
    const offset = utcOffset(zone, at);
    return { code: zone, label: timezoneLabel(zone, offset, name), zoneIdCode: zone, utcOffset: offset, value: timezoneValue(zone) };
  });
}
