import { Type } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { Int32 } from '../../http/integers.js';

export const CountryConstant = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 alpha-2', examples: ['JP'] }),
    label: Type.String({ description: 'Country name in the request locale', examples: ['Japan'] }),
    alpha2Code: Type.String({ examples: ['JP'] }),
    alpha3Code: Type.String({ examples: ['JPN'] }),
    value: Int32({ description: '10060000 + ISO 3166-1 numeric code; stable', examples: [10060392] }),
    numericCode: Int32({ description: 'ISO 3166-1 numeric code', examples: [392] }),
    phoneCode: Type.String({ description: 'International calling code, empty when none', examples: ['+81'] }),
  },
  { title: 'CountryConstant' },
);

export const TimezoneConstant = Type.Object(
  {
    code: Type.String({ description: 'IANA zone id', examples: ['Asia/Tokyo'] }),
    label: Type.String({ description: 'Offset, zone name in the request locale and zone id', examples: ['(UTC+09:00) Japan Standard Time - Asia/Tokyo'] }),
    zoneIdCode: Type.String({ examples: ['Asia/Tokyo'] }),
    utcOffset: Type.String({ description: 'Current offset from UTC, ±HH:MM', examples: ['+09:00'] }),
    value: Int32({ description: 'Stable integer derived from the zone id (FNV-1a)' }),
  },
  { title: 'TimezoneConstant' },
);

export const CountriesResponse = Envelope(Type.Array(CountryConstant));
export const TimezonesResponse = Envelope(Type.Array(TimezoneConstant));
