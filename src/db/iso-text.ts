/**
 * A `timestamptz` column as the text every response shows an instant in (`2024-02-29T09:30:00.123Z`, what
 * `Date.prototype.toISOString` writes), formatted by PostgreSQL. For list pages: node-postgres would parse
 * each timestamp into a Date and the mapper format it back, two steps per date per row in JavaScript that
 * the database does in the row it already builds. Milliseconds are truncated, as a parsed Date truncates
 * them. Years 0–9999 only, like the columns it is for (times the server itself recorded).
 */
export function isoText(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
