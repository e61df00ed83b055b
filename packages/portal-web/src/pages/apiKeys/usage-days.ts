/** One UTC day of a key's usage. */
export interface UsageDay {
  date: string;
  requestCount: number;
}

const DAY_MS = 86_400_000;

/**
 * The last `count` UTC days up to `today` (an ISO date), newest first, each with its count: the API lists only
 * days with requests, and a chart of the last days needs the quiet ones too.
 */
export function lastDays(days: readonly UsageDay[], today: string, count: number): UsageDay[] {
  const counts = new Map(days.map((day) => [day.date, day.requestCount]));
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(end - back * DAY_MS).toISOString().slice(0, 10);
    return { date, requestCount: counts.get(date) ?? 0 };
  });
}
